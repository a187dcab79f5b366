import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { BRANCASTER_COUNCIL } from './sites';

const works = [
  rssItem({
    title: 'Red line: no trams City Centre – Eastgate, 14–15 March',
    link: 'https://www.gvtransport.example/updates/red-line-track-renewal',
    date: 'Fri, 27 Feb 2026 15:00:00 GMT',
    body: 'Track renewal at Eastgate junction. Replacement buses every 8 minutes from stop R2 on Corporation Street. Tickets are valid on replacement buses.',
    id: 'gvt-notice-4471',
  }),
  rssItem({
    title: 'Vale Park Park and Ride: car park closed 21 March',
    link: 'https://www.gvtransport.example/updates/vale-park-pr-closed',
    date: 'Wed, 25 Feb 2026 10:00:00 GMT',
    body: 'Closed for resurfacing. Use Hollins Cross Park and Ride instead.',
    id: 'gvt-notice-4466',
  }),
  rssItem({
    title: 'X4 bus: new timetable from 29 March',
    link: 'https://www.gvtransport.example/updates/x4-timetable',
    date: 'Mon, 23 Feb 2026 09:00:00 GMT',
    body: 'Evening journeys will run every 30 minutes instead of every 20 minutes after 19:00 on weekdays.',
    id: 'gvt-notice-4459',
  }),
].join('');

const binChanges = `<h1>Bin collection changes</h1>
<p>Changes to bin collection days because of bank holidays, bad weather or crew shortages. Your normal collection day is on your bin calendar.</p>
<section id="easter">
  <h2>Easter 2026</h2>
  <table>
    <thead><tr><th>Normal collection day</th><th>Revised collection day</th></tr></thead>
    <tbody>
      <tr><td>Friday 3 April (Good Friday)</td><td>Saturday 4 April</td></tr>
      <tr><td>Monday 6 April (Easter Monday)</td><td>Tuesday 7 April</td></tr>
      <tr><td>Tuesday 7 April</td><td>Wednesday 8 April</td></tr>
      <tr><td>Wednesday 8 April – Friday 10 April</td><td>One day later, through to Saturday 11 April</td></tr>
    </tbody>
  </table>
</section>
<section id="missed">
  <h2>Current disruption</h2>
  <p>Recycling (blue bin) collections in Westmere and Holt Green are running one day late this week because of vehicle breakdowns. Please leave your bin out.</p>
</section>
<section id="hwrc">
  <h2>Recycling centres</h2>
  <p>Holt Road recycling centre is open 08:00–18:00 daily. Booking is required for vans and trailers.</p>
</section>
<!--aside--><h3>Did you know?</h3><p class="fact">Brancaster recycled 52.4% of household waste last year.</p>`;

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'feed',
      path: '/service-updates/planned.rss',
      render: rssFeed({
        title: 'GV Transport planned works',
        link: 'https://www.gvtransport.example/service-updates',
        description: 'Planned engineering work and timetable changes',
      }),
      content: works,
    },
    [
      {
        id: 'h3-notice-gvt-red-line-extended',
        label: 'alert',
        intent: 'Red line tram closures and planned works (I live in Eastgate): {url}',
        edit: 'Red line closure extended to 16 March',
        changes: [['no trams City Centre – Eastgate, 14–15 March', 'no trams City Centre – Eastgate, 14–16 March']],
      },
      {
        id: 'h3-notice-gvt-pr-offtopic',
        label: 'off-topic',
        intent: 'Red line tram closures and planned works (I live in Eastgate): {url}',
        edit: 'new item: Hollins Cross P&R lift closure',
        changes: [
          [
            '    <item>\n      <title>Red line',
            rssItem({
              title: 'Hollins Cross Park and Ride: lift closed 9–20 March',
              link: 'https://www.gvtransport.example/updates/hollins-lift',
              date: 'Mon, 02 Mar 2026 12:00:00 GMT',
              body: 'The lift to the bus bays is being replaced. Step-free access via the Mill Lane ramp.',
              id: 'gvt-notice-4480',
            }) + '    <item>\n      <title>Red line',
          ],
        ],
      },
      {
        id: 'h3-notice-gvt-x4-new',
        label: 'alert',
        intent: 'X4 bus service changes {url}',
        edit: 'new item: X4 diverted for roadworks',
        changes: [
          [
            '    <item>\n      <title>Red line',
            rssItem({
              title: 'X4 bus: diverted away from Kingsbridge Road, 9–27 March',
              link: 'https://www.gvtransport.example/updates/x4-diversion',
              date: 'Mon, 02 Mar 2026 12:00:00 GMT',
              body: 'Gas main works. Buses will not serve the Kingsbridge Road and University stops; use the temporary stop on Park Lane.',
              id: 'gvt-notice-4481',
            }) + '    <item>\n      <title>Red line',
          ],
        ],
      },
      {
        id: 'h3-notice-gvt-x4-removed-offtopic',
        label: 'off-topic',
        intent: 'X4 bus service changes {url}',
        edit: 'the Vale Park P&R item drops off the feed',
        changes: [(content: string) => content.replace(/    <item>\n      <title>Vale Park[\s\S]*?<\/item>\n/, '')],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'html',
      path: '/waste/collection-changes',
      render: htmlPage(BRANCASTER_COUNCIL, 'Bin collection changes'),
      content: binChanges,
    },
    [
      {
        id: 'h3-notice-bins-good-friday',
        label: 'alert',
        intent: 'My bins go out on Fridays. Let me know about changes to Friday collections: {url}',
        edit: 'Good Friday revised day changes Saturday → Thursday',
        changes: [
          [
            '<td>Friday 3 April (Good Friday)</td><td>Saturday 4 April</td>',
            '<td>Friday 3 April (Good Friday)</td><td>Thursday 2 April</td>',
          ],
        ],
      },
      {
        id: 'h3-notice-bins-westmere-offtopic',
        label: 'off-topic',
        intent: 'My bins go out on Fridays. Let me know about changes to Friday collections: {url}',
        edit: 'Westmere/Holt Green recycling disruption now two days late',
        changes: [['are running one day late this week', 'are running two days late this week']],
      },
      {
        id: 'h3-notice-bins-hwrc',
        label: 'alert',
        intent: 'Holt Road tip opening hours or booking rules — {url}',
        edit: 'tip hours cut and booking needed for cars',
        changes: [
          [
            'is open 08:00–18:00 daily. Booking is required for vans and trailers.',
            'is open 09:00–16:00, closed Wednesdays. Booking is now required for all vehicles.',
          ],
        ],
      },
      {
        id: 'h3-notice-bins-fact-noise',
        label: 'noise',
        intent: 'Holt Road tip opening hours or booking rules — {url}',
        edit: '"did you know" fact rotates',
        changes: [
          [
            'Brancaster recycled 52.4% of household waste last year.',
            'One recycled can saves enough energy to power a TV for three hours.',
          ],
        ],
      },
    ],
  ),
];
