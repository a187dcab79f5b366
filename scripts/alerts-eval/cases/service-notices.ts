import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { EASTFIELD } from '../sites';

const ROADS = `    <h1>Road closures and roadworks</h1>
    <p>Planned and emergency closures on roads the council maintains. Motorways and A-roads are managed by National Highways.</p>
    <section class="closures">
      <h2>Current closures</h2>
      <table>
        <thead><tr><th>Road</th><th>Between</th><th>Dates</th><th>Status</th><th>Diversion</th></tr></thead>
        <tbody>
          <tr><td>Bridge Street</td><td>Mill Lane and Castle Road</td><td>2 March to 27 March 2026</td><td>Closed</td><td>Via Station Road</td></tr>
          <tr><td>Hollins Road</td><td>Number 14 to number 60</td><td>23 February to 6 March 2026</td><td>Closed overnight, 20:00 to 06:00</td><td>Via Oak Avenue</td></tr>
          <tr><td>Riverside Drive</td><td>Boathouse car park to Weir Lane</td><td>Until further notice</td><td>Closed, flood damage</td><td>Via Lune Road</td></tr>
        </tbody>
      </table>
    </section>
    <section class="planned">
      <h2>Planned works</h2>
      <ul>
        <li>Kingsway resurfacing, 13 to 17 April 2026, lane closures only.</li>
        <li>Victoria Park Road, gas main replacement, from 4 May 2026 for 6 weeks.</li>
      </ul>
    </section>
    <section class="gritting">
      <h2>Winter gritting</h2>
      <p>Gritters treat priority routes when road surface temperatures are forecast below 1°C.</p>
    </section>
    <section class="report">
      <h2>Report a problem</h2>
      <p>Potholes, broken street lights and blocked drains: report online or call 0300 123 4567.</p>
    </section>`;

const roadsPage = {
  pageClass: 'service-notices' as const,
  kind: 'html' as const,
  path: '/roads/closures',
  render: htmlPage(EASTFIELD, 'Road closures and roadworks'),
  content: ROADS,
};

const notice = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.eastfield.gov.example/news/${slug}`, date, body });

const BINS = [
  notice(
    'Bin collections over Easter',
    'easter-bin-collections',
    'Mon, 02 Mar 2026 10:00:00 GMT',
    'Collections due on Good Friday, 3 April, will take place on Saturday 4 April.',
  ),
  notice(
    'Garden waste subscriptions open',
    'garden-waste-2026',
    'Mon, 16 Feb 2026 09:00:00 GMT',
    'Subscribe by 31 March for collections from April. The yearly charge is £48.',
  ),
  notice(
    'Household waste recycling centre opening hours',
    'recycling-centre-hours',
    'Mon, 02 Feb 2026 09:00:00 GMT',
    'Gate Lane recycling centre is open 08:00 to 18:00 daily from 1 April.',
  ),
].join('');

const binsFeed = {
  pageClass: 'service-notices' as const,
  kind: 'feed' as const,
  path: '/bins/news.rss',
  render: rssFeed({
    title: 'Eastfield bins and recycling news',
    link: 'https://www.eastfield.gov.example/bins',
    description: 'Collection changes',
  }),
  content: BINS,
};

export const serviceNoticeCases: EvalCase[] = [
  ...casesOf(roadsPage, [
    {
      id: 'roads-bridge-street-extended',
      label: 'alert',
      intent: 'Our delivery vans use Bridge Street every day. Tell me about closures there: {url}',
      businessContext: 'We run a bakery with deliveries across Eastfield.',
      edit: 'Bridge Street closure extended to 10 April',
      changes: [['2 March to 27 March 2026', '2 March to 10 April 2026']],
    },
    {
      id: 'roads-new-closure',
      label: 'alert',
      intent: 'Tell me about new road closures in Eastfield: {url}',
      edit: 'new row: Station Road closed',
      changes: [
        [
          '<tbody>',
          '<tbody>\n          <tr><td>Station Road</td><td>Bridge Street and the bus station</td><td>9 March to 13 March 2026</td><td>Closed</td><td>Via Mill Lane</td></tr>',
        ],
      ],
    },
    {
      id: 'roads-riverside-reopened',
      label: 'alert',
      intent: 'When will Riverside Drive reopen? Watch {url}',
      edit: 'Riverside Drive: closed → reopened',
      changes: [['<td>Until further notice</td><td>Closed, flood damage</td>', '<td>Reopened 3 March 2026</td><td>Open</td>']],
    },
    {
      id: 'roads-bridge-only-hollins',
      label: 'off-topic',
      intent: 'Our delivery vans use Bridge Street every day. Tell me about closures there, other streets do not matter: {url}',
      edit: 'Hollins Road overnight closure extended',
      changes: [['23 February to 6 March 2026', '23 February to 13 March 2026']],
    },
    {
      id: 'roads-closures-only-report-phone',
      label: 'off-topic',
      intent: 'Tell me about new road closures in Eastfield: {url}',
      edit: 'the report-a-problem phone number changes',
      changes: [['0300 123 4567', '0300 123 9000']],
    },
    {
      id: 'roads-page-view-stamp',
      label: 'noise',
      intent: 'Tell me about new road closures in Eastfield: {url}',
      edit: 'only a "last reviewed" stamp moves',
      setup: [
        [
          '<h2>Current closures</h2>',
          '<h2>Current closures</h2>\n      <p class="reviewed">Last reviewed by the highways team: {{date}} at {{time}}</p>',
        ],
      ],
      changes: [],
    },
  ]),
  ...casesOf(binsFeed, [
    {
      id: 'bins-feed-collection-moved',
      label: 'alert',
      intent: 'Tell me when my bin collection days change ({url})',
      edit: 'new notice: collections move from Thursday to Friday in the east',
      changes: [
        (content) =>
          notice(
            'New collection days for the east of the city',
            'new-collection-days-east',
            'Tue, 03 Mar 2026 09:00:00 GMT',
            'From 13 April, Thursday collections in postcodes EF4 and EF5 move to Friday.',
          ) + content,
      ],
    },
    {
      id: 'bins-feed-garden-waste-price',
      label: 'alert',
      intent: 'Follow the garden waste collection charges in Eastfield: {url}',
      edit: 'garden waste charge £48 → £55',
      changes: [['The yearly charge is £48.', 'The yearly charge is £55.']],
    },
    {
      id: 'bins-feed-rebuilt',
      label: 'noise',
      intent: 'Tell me when my bin collection days change ({url})',
      edit: 'the feed is rebuilt, same notices',
      changes: [],
    },
  ]),
];
