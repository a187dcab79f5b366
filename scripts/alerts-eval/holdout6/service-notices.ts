import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { BRAEWATER } from './sites';

const notices = `<div class="service-updates">
<h1>Service updates in your area</h1>
<p>Search by postcode or browse current notices. Updated every 15 minutes — last check {{time}}.</p>
<div class="notice card border-l-4 border-red-600"><h2>Boil water notice — Knaresborough (HG5 0, HG5 8)</h2>
  <dl><dt>Status</dt><dd>In force</dd><dt>Issued</dt><dd>27/02/2026</dd><dt>Expected to lift</dt><dd>Not before 06/03/2026</dd></dl>
  <p>Boil all tap water for drinking, food preparation and brushing teeth. Bottled water stations: Knaresborough Leisure Centre car park, 8am–8pm.</p></div>
<div class="notice card border-l-4 border-amber-500"><h2>Low pressure — Ripon city centre (HG4 1)</h2>
  <dl><dt>Status</dt><dd>Investigating</dd><dt>Reported</dt><dd>02/03/2026</dd></dl><p>Customers may notice low pressure or no water at upper floors.</p></div>
<div class="notice card"><h2>Planned work — Harrogate, Skipton Road (HG1 4)</h2>
  <dl><dt>Status</dt><dd>Planned</dd><dt>When</dt><dd>10/03/2026, 22:00 to 11/03/2026, 05:00</dd></dl><p>Supply interrupted overnight while we replace a 300 mm main.</p></div>
<div class="notice card"><h2>Hosepipe ban — all areas</h2><p>Lifted on 15/10/2025. Thank you for saving water.</p></div>
</div>
<!--aside--><div class="card"><h3>Priority Services Register</h3><p>Join if you need bottled water delivered during an interruption.</p></div>`;

const CAFE = 'I run a café in Knaresborough HG5 0. Is the boil water notice still on? Tell me as soon as anything changes with it. {url}';

const rail = [
  rssItem({
    title: 'Leeds – Harrogate – York: reduced service due to flood damage at Knaresborough',
    link: 'https://www.penninerail.example/disruption/dl-4412',
    date: 'Sun, 01 Mar 2026 18:00:00 GMT',
    body: 'Trains run hourly between Leeds and Harrogate only. Rail replacement buses between Harrogate and York. Expected until end of service Wednesday 4 March.',
    id: 'dl-4412',
  }),
  rssItem({
    title: 'Engineering works: Skipton line closed 7–8 March',
    link: 'https://www.penninerail.example/disruption/ew-2290',
    date: 'Fri, 27 Feb 2026 10:00:00 GMT',
    body: 'No trains between Leeds and Skipton on Saturday 7 and Sunday 8 March. Buses replace trains.',
    id: 'ew-2290',
  }),
].join('');

const COMMUTER = 'is the Leeds line back to normal? I commute Harrogate to Leeds every day. Pennine Rail disruption feed: {url}';

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'html',
      path: '/service-updates',
      render: htmlPage(BRAEWATER, 'Service updates'),
      content: notices,
    },
    [
      {
        id: 'h6-notices-braewater-boil-lifted',
        label: 'alert',
        intent: CAFE,
        businessContext: 'Independent café, 40 covers, HG5 0.',
        edit: 'boil water notice lifted',
        changes: [
          ['<dd>In force</dd>', '<dd>Lifted</dd>'],
          ['<dt>Expected to lift</dt><dd>Not before 06/03/2026</dd>', '<dt>Lifted</dt><dd>03/03/2026, 09:00</dd>'],
        ],
      },
      {
        id: 'h6-notices-braewater-boil-extended',
        label: 'alert',
        intent: CAFE,
        edit: 'expected lift date 06/03 → 13/03/2026',
        changes: [['Not before 06/03/2026', 'Not before 13/03/2026']],
      },
      {
        id: 'h6-notices-braewater-ripon-offtopic',
        label: 'off-topic',
        intent: CAFE,
        edit: 'Ripon low pressure resolved',
        changes: [['<dd>Investigating</dd>', '<dd>Resolved</dd>']],
      },
      {
        id: 'h6-notices-braewater-skipton-moved',
        label: 'alert',
        intent: 'We live on Skipton Road Harrogate HG1 4 — any planned water interruption, date change, etc. {url}',
        edit: 'Skipton Road planned work moved 10/03 → 17/03/2026',
        changes: [['10/03/2026, 22:00 to 11/03/2026, 05:00', '17/03/2026, 22:00 to 18/03/2026, 05:00']],
      },
      {
        id: 'h6-notices-braewater-check-noise',
        label: 'noise',
        intent: 'We live on Skipton Road Harrogate HG1 4 — any planned water interruption, date change, etc. {url}',
        edit: 'only the "last check" time moves',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'feed',
      path: '/disruption.rss',
      render: rssFeed({
        title: 'Pennine Rail — disruption and engineering works',
        link: 'https://www.penninerail.example/live',
        description: 'Current disruption',
      }),
      content: rail,
    },
    [
      {
        id: 'h6-notices-pennine-leeds-normal',
        label: 'alert',
        intent: COMMUTER,
        edit: 'Leeds–Harrogate disruption item updated: full service resumed',
        changes: [
          [
            'Leeds – Harrogate – York: reduced service due to flood damage at Knaresborough',
            'Leeds – Harrogate – York: normal service resumed',
          ],
          [
            'Trains run hourly between Leeds and Harrogate only. Rail replacement buses between Harrogate and York. Expected until end of service Wednesday 4 March.',
            'The line has reopened and trains are running to the normal timetable.',
          ],
        ],
      },
      {
        id: 'h6-notices-pennine-leeds-extended',
        label: 'alert',
        intent: COMMUTER,
        edit: 'reduced service extended to Friday 6 March',
        changes: [['Expected until end of service Wednesday 4 March.', 'Expected until end of service Friday 6 March.']],
      },
      {
        id: 'h6-notices-pennine-skipton-offtopic',
        label: 'off-topic',
        intent: 'Harrogate to York only (I don’t go to Leeds). Tell me about disruption on that stretch — {url}',
        edit: 'Skipton line works extended to include Monday 9 March',
        changes: [
          [
            'No trains between Leeds and Skipton on Saturday 7 and Sunday 8 March.',
            'No trains between Leeds and Skipton from Saturday 7 to Monday 9 March.',
          ],
          ['Skipton line closed 7–8 March', 'Skipton line closed 7–9 March'],
        ],
      },
      {
        id: 'h6-notices-pennine-build-noise',
        label: 'noise',
        intent: COMMUTER,
        edit: 'nothing but the channel build date',
        changes: [],
      },
    ],
  ),
];
