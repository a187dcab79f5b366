import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { FIBRELANE } from './sites';

const fibrelaneStatus: SourcePage = {
  pageClass: 'service-notices',
  kind: 'html',
  path: '/service-status',
  render: htmlPage(FIBRELANE, 'Service status'),
  content: `<div class="hero"><h1>Service status</h1><p>Check for known problems in your area before you report a fault.</p>
<form class="postcode-check" role="search"><label for="pc">Your postcode</label> <input id="pc" name="postcode" autocomplete="postal-code"> <button>Check</button></form>
<p class="refreshed">Last refreshed 3 mins ago</p></div>
<section class="known-issues"><h2>Known issues</h2>
  <div class="issue card" data-id="INC-88213">
    <h3>No broadband service — Sheffield S10 (Crookes, Walkley)</h3>
    <dl><dt>Started</dt><dd>2 Mar 2026, 14:20</dd><dt>Affected</dt><dd>About 1,200 customers</dd><dt>Estimated fix</dt><dd>4 Mar 2026, 18:00</dd></dl>
    <p>Cable damage during third-party roadworks. Engineers are on site.</p>
  </div>
  <div class="issue card" data-id="INC-88190">
    <h3>Slow speeds in the evening — Leeds LS6 (Headingley, Hyde Park)</h3>
    <dl><dt>Started</dt><dd>27 Feb 2026, 19:00</dd><dt>Affected</dt><dd>About 3,400 customers</dd><dt>Estimated fix</dt><dd>6 Mar 2026, 23:59</dd></dl>
    <p>Congestion on a local exchange link. An upgrade is scheduled.</p>
  </div>
</section>
<section class="planned"><h2>Planned work</h2>
  <ul><li>Overnight network upgrade, Manchester M14 (Fallowfield), 9 Mar 2026 00:00–05:00 — service may drop for up to 30 minutes.</li></ul>
</section>`,
};

const calderbayAirport: SourcePage = {
  pageClass: 'service-notices',
  kind: 'feed',
  path: '/travel-updates.rss',
  render: rssFeed({
    title: 'Calderbay Airport travel updates',
    link: 'https://www.calderbay-airport.example/travel-updates',
    description: 'Car parks, terminal works, roads and public transport',
  }),
  content:
    rssItem({
      title: 'Security lane 4 closed for new scanners until 20 March',
      link: 'https://www.calderbay-airport.example/travel-updates/security-lane-4',
      date: 'Fri, 27 Feb 2026 10:00:00 GMT',
      body: 'Allow extra time at peak hours, 05:00–08:00.',
    }) +
    rssItem({
      title: 'Shuttle bus to Long Stay every 15 minutes overnight',
      link: 'https://www.calderbay-airport.example/travel-updates/shuttle-frequency',
      date: 'Tue, 24 Feb 2026 09:00:00 GMT',
      body: 'Between midnight and 04:00 the Long Stay shuttle runs every 15 minutes instead of every 10.',
    }),
};

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(fibrelaneStatus, [
    {
      id: 'h7-service-fibrelane-ls6-fix-moved',
      label: 'alert',
      intent: 'is the Headingley broadband slowdown sorted yet? when will it be fixed? {url}',
      edit: 'LS6 estimated fix 6 Mar → 13 Mar',
      changes: [['<dd>6 Mar 2026, 23:59</dd>', '<dd>13 Mar 2026, 23:59</dd>']],
    },
    {
      id: 'h7-service-fibrelane-s10-not-ls6',
      label: 'off-topic',
      intent: 'Fibrelane problems in LS6 only — I run a café in Hyde Park {url}',
      edit: 'Sheffield S10 estimated fix moved (another card)',
      changes: [['<dd>4 Mar 2026, 18:00</dd>', '<dd>5 Mar 2026, 12:00</dd>']],
    },
    {
      id: 'h7-service-fibrelane-new-ls-outage',
      label: 'alert',
      intent: 'Fibrelane outages anywhere in Leeds (LS postcodes), we have 6 branches there {url}',
      edit: 'new outage card for Leeds LS11',
      changes: [
        [
          '<section class="known-issues"><h2>Known issues</h2>\n',
          '<section class="known-issues"><h2>Known issues</h2>\n  <div class="issue card" data-id="INC-88240">\n    <h3>No broadband or phone service — Leeds LS11 (Beeston, Holbeck)</h3>\n    <dl><dt>Started</dt><dd>3 Mar 2026, 08:05</dd><dt>Affected</dt><dd>About 700 customers</dd><dt>Estimated fix</dt><dd>Under investigation</dd></dl>\n    <p>Power failure at a street cabinet.</p>\n  </div>\n',
        ],
      ],
    },
    {
      id: 'h7-service-fibrelane-planned-m14-not-leeds',
      label: 'off-topic',
      intent: 'Fibrelane outages anywhere in Leeds (LS postcodes), we have 6 branches there {url}',
      edit: 'planned work in Manchester M14 moved to 10 Mar',
      changes: [['Manchester M14 (Fallowfield), 9 Mar 2026', 'Manchester M14 (Fallowfield), 10 Mar 2026']],
    },
    {
      id: 'h7-service-fibrelane-refreshed',
      label: 'noise',
      intent: 'Fibrelane outages anywhere in Leeds (LS postcodes), we have 6 branches there {url}',
      edit: '"Last refreshed 3 mins ago" → "Last refreshed 1 min ago"',
      changes: [['Last refreshed 3 mins ago', 'Last refreshed 1 min ago']],
    },
  ]),
  ...casesOf(calderbayAirport, [
    {
      id: 'h7-service-airport-car-park',
      label: 'alert',
      intent: 'car park closures at Calderbay Airport {url}',
      edit: 'new item: Short Stay P2 closed 10–14 March',
      changes: [
        [
          '    <item>\n      <title>Security lane 4',
          rssItem({
            title: 'Short Stay car park P2 closed 10–14 March for resurfacing',
            link: 'https://www.calderbay-airport.example/travel-updates/p2-closure',
            date: 'Tue, 03 Mar 2026 08:00:00 GMT',
            body: 'Pre-booked P2 customers will be moved to P3 at no extra cost.',
          }) + '    <item>\n      <title>Security lane 4',
        ],
      ],
    },
    {
      id: 'h7-service-airport-lost-property-not-parking',
      label: 'off-topic',
      intent: 'car park closures at Calderbay Airport {url}',
      edit: 'new item: lost property office opening hours',
      changes: [
        [
          '    <item>\n      <title>Security lane 4',
          rssItem({
            title: 'Lost property office opening hours change from 9 March',
            link: 'https://www.calderbay-airport.example/travel-updates/lost-property-hours',
            date: 'Tue, 03 Mar 2026 08:00:00 GMT',
            body: 'The office will open 08:00–16:00, Monday to Saturday.',
          }) + '    <item>\n      <title>Security lane 4',
        ],
      ],
    },
  ]),
];
