import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { GRANITE } from './sites';

const NOTICES = `    <h1>Supply interruptions and planned works</h1>
    <div class="weather-widget">Hollis today: 9°C, light rain. Reservoir levels: 87% of capacity.</div>
    <section class="urgent">
      <h2>Urgent notices</h2>
      <p>There are no boil water notices in force.</p>
    </section>
    <section class="interruptions">
      <h2>Current and planned interruptions</h2>
      <table>
        <thead><tr><th>Area</th><th>Streets affected</th><th>When</th><th>What to expect</th></tr></thead>
        <tbody>
          <tr><td>Old Town</td><td>Mill Lane, Chapel Row, Tanner Street (nos. 1–48)</td><td>10 March 2026, 09:00–15:00</td><td>No water while a valve is replaced. Bottled water at the Corn Exchange.</td></tr>
          <tr><td>Riverside</td><td>Wharf Road, Ferry Close</td><td>12–13 March 2026, overnight 22:00–05:00</td><td>Low pressure during main flushing.</td></tr>
          <tr><td>Hillcrest</td><td>Summit Avenue, Beacon Way</td><td>Ongoing until 20 March 2026</td><td>Temporary traffic lights on Summit Avenue; supply not affected.</td></tr>
        </tbody>
      </table>
    </section>
    <section class="hosepipe">
      <h2>Water use restrictions</h2>
      <p>There is no hosepipe ban in force. Please use water wisely.</p>
    </section>
    <section class="help">
      <h2>Need extra help?</h2>
      <p>Customers on our Priority Services Register get bottled water delivered during any interruption longer than 4 hours. Call 0800 440 1188.</p>
    </section>`;

const noticesPage = {
  pageClass: 'service-notices' as const,
  kind: 'html' as const,
  path: '/supply-interruptions',
  render: htmlPage(GRANITE, 'Supply interruptions and planned works'),
  content: NOTICES,
};

const alertItem = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.redlinemetro.example/service-alerts/${slug}`, date, body, id: `redline-${slug}` });

const METRO = [
  alertItem(
    'Red Line: weekend closure between Union and Harbor Point, 7–8 March',
    'red-line-weekend-0307',
    'Fri, 27 Feb 2026 12:00:00 GMT',
    'No Red Line trains between Union and Harbor Point all weekend for track renewal. Replacement buses every 8 minutes.',
  ),
  alertItem(
    'Blue Line: elevator out of service at Civic Center',
    'blue-line-civic-elevator',
    'Wed, 25 Feb 2026 08:15:00 GMT',
    'The street-to-mezzanine elevator at Civic Center is out of service until 13 March. Use Grant Street station for step-free access.',
  ),
  alertItem(
    'Green Line: reduced service evenings 2–6 March',
    'green-line-evenings-0302',
    'Mon, 23 Feb 2026 10:00:00 GMT',
    'After 21:00, Green Line trains run every 15 minutes instead of every 10 minutes while signalling work takes place.',
  ),
].join('');

const metroFeed = {
  pageClass: 'service-notices' as const,
  kind: 'feed' as const,
  path: '/service-alerts.rss',
  render: rssFeed({
    title: 'Redline Metro service alerts',
    link: 'https://www.redlinemetro.example/service-alerts',
    description: 'Planned works and disruptions',
  }),
  content: METRO,
};

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(noticesPage, [
    {
      id: 'ho-water-larch-street-shutoff',
      label: 'alert',
      intent:
        'We run a café on Larch Street in Old Town and can’t open without water. Tell me about any water shut-off that hits Larch Street or the Old Town area: {url}',
      edit: 'new planned interruption: Larch Street, Old Town',
      changes: [
        [
          '<tbody>',
          '<tbody>\n          <tr><td>Old Town</td><td>Larch Street, Market Square</td><td>17 March 2026, 07:00–13:00</td><td>No water while a new main is connected.</td></tr>',
        ],
      ],
    },
    {
      id: 'ho-water-boil-notice',
      label: 'alert',
      intent: 'Is there a boil water notice? Tell me straight away if one is issued: {url}',
      edit: 'boil water notice issued for Hillcrest',
      changes: [
        [
          '<p>There are no boil water notices in force.</p>',
          '<p><strong>Boil water notice — Hillcrest.</strong> Following a positive test for E. coli, customers in Hillcrest (HL4 and HL5 postcodes) must boil tap water before drinking or cooking until further notice.</p>',
        ],
      ],
    },
    {
      id: 'ho-water-generic-hosepipe-ban',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      businessContext: 'Garden centre and landscaping business in the Granite Valley area.',
      edit: 'hosepipe ban announced from 1 April',
      changes: [
        [
          'There is no hosepipe ban in force. Please use water wisely.',
          'A temporary use ban (hosepipe ban) starts on 1 April 2026 for all household customers. Watering gardens and washing cars with a hosepipe will not be allowed.',
        ],
      ],
    },
    {
      id: 'ho-water-old-town-only-riverside',
      label: 'off-topic',
      intent: 'Old Town interruptions only, that’s where our building is: {url}',
      edit: 'Riverside flushing moved to 19–20 March (Old Town unchanged)',
      changes: [['<td>12–13 March 2026, overnight 22:00–05:00</td>', '<td>19–20 March 2026, overnight 22:00–05:00</td>']],
    },
    {
      id: 'ho-water-weather-widget',
      label: 'noise',
      intent: 'Tell me about any water supply interruption on {url}',
      edit: 'only the weather and reservoir widget updates',
      changes: [
        [
          'Hollis today: 9°C, light rain. Reservoir levels: 87% of capacity.',
          'Hollis today: 12°C, sunny spells. Reservoir levels: 86% of capacity.',
        ],
      ],
    },
  ]),
  ...casesOf(metroFeed, [
    {
      id: 'ho-metro-green-line-closure',
      label: 'alert',
      intent: 'I commute on the Green Line. Any planned closures or service cuts on it, please: {url}',
      edit: 'new alert: Green Line closure 14–15 March',
      changes: [
        (content) =>
          `${alertItem(
            'Green Line: no service between Ashby and Airport, 14–15 March',
            'green-line-weekend-0314',
            'Mon, 02 Mar 2026 12:00:00 GMT',
            'Green Line trains will not run between Ashby and Airport all weekend while the Ashby bridge is inspected. Airport Express buses replace trains.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-metro-green-only-blue',
      label: 'off-topic',
      intent: 'Green Line only — I never ride the other lines. {url}',
      edit: 'new alert: Blue Line weekend closure',
      changes: [
        (content) =>
          `${alertItem(
            'Blue Line: weekend closure between Civic Center and Northgate, 14–15 March',
            'blue-line-weekend-0314',
            'Mon, 02 Mar 2026 12:00:00 GMT',
            'No Blue Line trains between Civic Center and Northgate all weekend for platform works. Replacement buses every 10 minutes.',
          )}${content}`,
      ],
    },
  ]),
];
