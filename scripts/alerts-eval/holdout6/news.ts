import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { VOLTARA } from './sites';

const items = [
  rssItem({
    title: 'Voltara opens 40 ultra-fast hubs along the A-7 Mediterranean corridor',
    link: 'https://news.voltara.example/2026/02/a7-corridor',
    date: 'Thu, 26 Feb 2026 08:00:00 GMT',
    body: 'The 400 kW hubs between Barcelona and Algeciras open in phases through June 2026.',
  }),
  rssItem({
    title: 'Voltara y Mercamadrid firman un acuerdo para electrificar 600 furgonetas de reparto',
    link: 'https://news.voltara.example/2026/02/mercamadrid',
    date: 'Tue, 17 Feb 2026 09:30:00 GMT',
    body: 'El acuerdo incluye 120 puntos de carga nocturna en el mercado central.',
  }),
  rssItem({
    title: 'Voltara reports 2025 results: revenue up 38% to €214 million',
    link: 'https://news.voltara.example/2026/02/fy2025-results',
    date: 'Wed, 11 Feb 2026 07:00:00 GMT',
    body: 'Sessions grew 52%; adjusted EBITDA turned positive in Q4.',
  }),
].join('');

const FLEET =
  'Fleet manager for a Spanish parcel company. From Voltara’s newsroom feed ({url}), tell me about new charging hubs or partnerships for delivery vans/fleets in Spain. Financial results: not interested.';

const release = `<article class="press-release">
<p class="kicker">Press release · Madrid, <time datetime="2026-02-11">11 February 2026</time></p>
<h1>Voltara reports 2025 results: revenue up 38% to €214 million</h1>
<ul class="highlights"><li>Revenue €214.0 million (2024: €155.1 million)</li><li>Charging sessions 9.8 million, up 52%</li><li>Adjusted EBITDA €-6.2 million for the year; positive €3.1 million in Q4</li><li>Network: 2,340 public charge points in Spain and Portugal</li></ul>
<p>“2025 was the year our network reached scale,” said CEO Álvaro Quintana. “We expect positive adjusted EBITDA for the full year 2026.”</p>
<h2>Outlook 2026</h2><p>Voltara expects revenue of €290–310 million and capital expenditure of around €180 million, funded by the €250 million green bond issued in January.</p>
<p class="correction-note" hidden></p>
<h2>About Voltara</h2><p>Voltara operates ultra-fast charging hubs across Iberia.</p>
<p class="views">Read 3,412 times</p>
</article>
<!--aside--><h3>Related news</h3><ul><li>A-7 corridor hubs</li><li>Green bond priced</li></ul>`;

const INVESTOR =
  'I hold Voltara’s green bond. On this results release ({url}) tell me about corrections or changes to the numbers, especially guidance, capex and the bond.';

export const newsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'feed',
      path: '/feed.rss',
      render: rssFeed({
        title: 'Voltara Newsroom',
        link: 'https://news.voltara.example',
        description: 'Press releases from Voltara Charging',
      }),
      content: items,
    },
    [
      {
        id: 'h6-news-voltara-fleet-hub',
        label: 'alert',
        intent: FLEET,
        businessContext: 'Operating 1,100 electric vans around Valencia and Madrid.',
        edit: 'new item: depot-charging partnership for delivery fleets in Valencia',
        changes: [
          (feed) =>
            rssItem({
              title: 'Voltara launches FleetHub Valencia: 80 overnight chargers for delivery vans',
              link: 'https://news.voltara.example/2026/03/fleethub-valencia',
              date: 'Mon, 02 Mar 2026 08:00:00 GMT',
              body: 'Fleets can reserve bays on monthly contracts from €290 per bay.',
            }) + feed,
        ],
      },
      {
        id: 'h6-news-voltara-results-offtopic',
        label: 'off-topic',
        intent: FLEET,
        edit: 'new item: Q4 trading update (financial)',
        changes: [
          (feed) =>
            rssItem({
              title: 'Voltara trading update: January sessions up 61%',
              link: 'https://news.voltara.example/2026/03/trading-update',
              date: 'Mon, 02 Mar 2026 07:00:00 GMT',
              body: 'Utilisation rose to 19% across the network.',
            }) + feed,
        ],
      },
      {
        id: 'h6-news-voltara-correction',
        label: 'alert',
        intent: 'Voltara press feed {url}: corrections or retractions of anything they published',
        edit: 'A-7 item corrected: 40 → 34 hubs, "Correction" noted',
        changes: [
          ['Voltara opens 40 ultra-fast hubs', 'Voltara opens 34 ultra-fast hubs (corrected)'],
          [
            'open in phases through June 2026.',
            'open in phases through June 2026. Correction: an earlier version said 40 hubs; six sites are still in permitting.',
          ],
        ],
      },
      {
        id: 'h6-news-voltara-es',
        label: 'alert',
        intent: '¿Voltara anuncia acuerdos nuevos o ampliados con mercados o flotas en Madrid? Feed: {url}',
        edit: 'Mercamadrid item: 600 → 900 furgonetas, 120 → 200 puntos',
        changes: [
          ['600 furgonetas', '900 furgonetas'],
          ['120 puntos de carga', '200 puntos de carga'],
        ],
      },
      {
        id: 'h6-news-voltara-utm-noise',
        label: 'noise',
        intent: FLEET,
        edit: 'no item changed (channel build date only)',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'html',
      path: '/2026/02/fy2025-results',
      render: htmlPage(VOLTARA, 'FY2025 results'),
      content: release,
    },
    [
      {
        id: 'h6-news-voltara-guidance',
        label: 'alert',
        intent: INVESTOR,
        edit: 'guidance revenue €290–310m → €270–290m with correction note',
        changes: [
          ['revenue of €290–310 million', 'revenue of €270–290 million'],
          [
            '<p class="correction-note" hidden></p>',
            '<p class="correction-note">Correction, 2 March 2026: the revenue outlook was misstated as €290–310 million.</p>',
          ],
        ],
      },
      {
        id: 'h6-news-voltara-views-noise',
        label: 'noise',
        intent: INVESTOR,
        edit: 'read counter 3,412 → 3,530',
        changes: [['Read 3,412 times', 'Read 3,530 times']],
      },
      {
        id: 'h6-news-voltara-points-offtopic',
        label: 'off-topic',
        intent: 'Voltara results release {url}: only the EBITDA figures. Nothing else.',
        edit: 'charge point count 2,340 → 2,430 corrected',
        changes: [['2,340 public charge points', '2,430 public charge points']],
      },
      {
        id: 'h6-news-voltara-capex',
        label: 'alert',
        intent: INVESTOR,
        edit: 'capex around €180m → €220m',
        changes: [['around €180 million', 'around €220 million']],
      },
    ],
  ),
];
