import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { FENWICK } from './sites';

const met = 'https://www.arvenia-met.example/warnings';
const warnings = [
  atomEntry({
    id: 'urn:arvmet:warning:2026-0412',
    title: 'Yellow warning: Wind — Northern Uplands',
    link: `${met}/2026-0412`,
    date: '2026-03-02T05:00:00Z',
    body: 'Valid 18:00 Mon 2 Mar to 09:00 Tue 3 Mar. Gusts of 50–60 mph, up to 70 mph on exposed coasts. Some travel disruption likely.',
  }),
  atomEntry({
    id: 'urn:arvmet:warning:2026-0413',
    title: 'Yellow warning: Rain — Calder Valley and Eastern Lowlands',
    link: `${met}/2026-0413`,
    date: '2026-03-02T06:30:00Z',
    body: 'Valid 00:00 to 21:00 Wed 4 Mar. 30–40 mm widely, 60 mm over high ground. Flooding of a few homes possible.',
  }),
  atomEntry({
    id: 'urn:arvmet:warning:2026-0409',
    title: 'Yellow warning: Ice — Southern Coast',
    link: `${met}/2026-0409`,
    date: '2026-03-01T16:00:00Z',
    body: 'Valid 20:00 Sun 1 Mar to 10:00 Mon 2 Mar. Icy patches on untreated roads.',
  }),
].join('');

const powerCuts = `<h1>Power cuts in your area</h1>
<p class="lede">Enter your postcode to see planned and unplanned power cuts. In an emergency, call 105 — it's free.</p>
<p class="refresh">Map last refreshed 2 minutes ago · <a href="/power-cuts?nocache=8812">Refresh</a></p>
<h2>Unplanned</h2>
<table>
  <thead><tr><th>Reference</th><th>Area</th><th>Customers affected</th><th>Status</th><th>Estimated restoration</th></tr></thead>
  <tbody>
    <tr><td>INCD-55102</td><td>Harrowgate North (HG1 2)</td><td>412</td><td>Engineers on site</td><td>Today 14:00</td></tr>
    <tr><td>INCD-55107</td><td>Ripley village (HG3 3)</td><td>38</td><td>Investigating</td><td>Today 16:30</td></tr>
  </tbody>
</table>
<h2>Planned</h2>
<table>
  <thead><tr><th>Date</th><th>Area</th><th>Time</th><th>Reason</th></tr></thead>
  <tbody>
    <tr><td>Thu 5 Mar 2026</td><td>Knaresby Road (HG5 0)</td><td>09:00–15:00</td><td>Replacing overhead line</td></tr>
    <tr><td>Tue 10 Mar 2026</td><td>Pateley Bridge (HG3 5)</td><td>08:30–13:30</td><td>Substation maintenance</td></tr>
  </tbody>
</table>
<!--aside--><p class="psr">On the Priority Services Register? We’ll call you before a planned cut.</p>`;

export const incidentsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'incidents',
      kind: 'feed',
      path: '/warnings/feed.atom',
      render: atomFeed({ title: 'Arvenia Met Service — weather warnings', id: 'urn:arvmet:warnings', link: met }),
      content: warnings,
    },
    [
      {
        id: 'h5-incidents-met-rain-amber',
        label: 'alert',
        intent:
          'We manage flood defences for the Calder Valley drainage board. Tell me about any rain or flood warning for the Calder Valley, and especially if it goes up to amber or red. {url}',
        businessContext: 'Calder Valley Internal Drainage Board, operations duty officer.',
        edit: 'Calder Valley rain warning upgraded yellow → amber, totals raised',
        changes: [
          ['Yellow warning: Rain — Calder Valley and Eastern Lowlands', 'Amber warning: Rain — Calder Valley and Eastern Lowlands'],
          [
            '30–40 mm widely, 60 mm over high ground. Flooding of a few homes possible.',
            '50–70 mm widely, 100 mm over high ground. Flooding of homes and businesses likely.',
          ],
        ],
      },
      {
        id: 'h5-incidents-met-new-snow',
        label: 'alert',
        intent: 'snow or ice warnings for the Southern Coast (we grit the coast road) {url}',
        edit: 'new snow warning for the Southern Coast added',
        changes: [
          [
            '  <entry>\n    <id>urn:arvmet:warning:2026-0412</id>',
            atomEntry({
              id: 'urn:arvmet:warning:2026-0415',
              title: 'Yellow warning: Snow and ice — Southern Coast',
              link: `${met}/2026-0415`,
              date: '2026-03-03T04:00:00Z',
              body: 'Valid 03:00 to 11:00 Thu 5 Mar. 2–5 cm of snow on higher routes; icy stretches elsewhere.',
            }) + '  <entry>\n    <id>urn:arvmet:warning:2026-0412</id>',
          ],
        ],
      },
      {
        id: 'h5-incidents-met-wind-offtopic',
        label: 'off-topic',
        intent: 'snow or ice warnings for the Southern Coast (we grit the coast road) {url}',
        edit: 'Northern Uplands wind warning extended (another area, another hazard)',
        changes: [['Valid 18:00 Mon 2 Mar to 09:00 Tue 3 Mar.', 'Valid 18:00 Mon 2 Mar to 15:00 Tue 3 Mar.']],
      },
      {
        id: 'h5-incidents-met-wind-gusts',
        label: 'alert',
        intent: '¿Hay avisos de viento en las Northern Uplands? Avísame si cambian las rachas o la validez. {url}',
        edit: 'wind gusts raised to 80 mph on coasts',
        changes: [['up to 70 mph on exposed coasts', 'up to 80 mph on exposed coasts']],
      },
      {
        id: 'h5-incidents-met-rain-offtopic',
        label: 'off-topic',
        intent: '¿Hay avisos de viento en las Northern Uplands? Avísame si cambian las rachas o la validez. {url}',
        edit: 'rain warning totals changed (not wind)',
        changes: [['30–40 mm widely', '35–45 mm widely']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'incidents', kind: 'html', path: '/power-cuts', render: htmlPage(FENWICK, 'Power cuts'), content: powerCuts }, [
    {
      id: 'h5-incidents-power-ripley-restoration',
      label: 'alert',
      intent: 'Power cut in Ripley village (HG3 3) — when is it back? Tell me any update. {url}',
      edit: 'Ripley restoration 16:30 → 20:00, status engineers on site',
      changes: [['<td>38</td><td>Investigating</td><td>Today 16:30</td>', '<td>38</td><td>Engineers on site</td><td>Today 20:00</td>']],
    },
    {
      id: 'h5-incidents-power-harrowgate-offtopic',
      label: 'off-topic',
      intent: 'Power cut in Ripley village (HG3 3) — when is it back? Tell me any update. {url}',
      edit: 'Harrowgate North customers affected 412 → 389 (another area)',
      changes: [['<td>412</td>', '<td>389</td>']],
    },
    {
      id: 'h5-incidents-power-planned-pateley',
      label: 'alert',
      intent:
        'Our dairy in Pateley Bridge needs a generator for any planned cut. Let me know of planned power cuts in HG3 5 or date/time changes. {url}',
      edit: 'Pateley Bridge planned cut moved 10 Mar → 12 Mar, longer window',
      changes: [
        [
          '<td>Tue 10 Mar 2026</td><td>Pateley Bridge (HG3 5)</td><td>08:30–13:30</td>',
          '<td>Thu 12 Mar 2026</td><td>Pateley Bridge (HG3 5)</td><td>08:00–16:00</td>',
        ],
      ],
    },
    {
      id: 'h5-incidents-power-knaresby-offtopic',
      label: 'off-topic',
      intent:
        'Our dairy in Pateley Bridge needs a generator for any planned cut. Let me know of planned power cuts in HG3 5 or date/time changes. {url}',
      edit: 'Knaresby Road planned cut hours changed (HG5 0, not Pateley Bridge)',
      changes: [['<td>09:00–15:00</td>', '<td>09:00–17:00</td>']],
    },
    {
      id: 'h5-incidents-power-refresh-noise',
      label: 'noise',
      intent: 'Any power cut changes on Fenwick’s page {url}',
      edit: '“refreshed N minutes ago” and cache-busting link',
      changes: [
        ['Map last refreshed 2 minutes ago', 'Map last refreshed 7 minutes ago'],
        ['/power-cuts?nocache=8812', '/power-cuts?nocache=9147'],
      ],
    },
  ]),
];
