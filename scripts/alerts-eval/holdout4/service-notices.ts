import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { AZURA_LINE, PORT_ALDER } from './sites';

const permitsOffice = `<h1>Permit Center: hours, service changes and notices</h1>
<p class="meta">Permits and Inspections · Updated March 1, 2026</p>
<section id="hours">
  <h2>Counter hours</h2>
  <table>
    <thead><tr><th>Service</th><th>Days</th><th>Hours</th></tr></thead>
    <tbody>
      <tr><td>Walk-in permit counter</td><td>Monday–Thursday</td><td>8:00 a.m. – 4:00 p.m.</td></tr>
      <tr><td>Plan review appointments</td><td>Tuesday and Thursday</td><td>9:00 a.m. – 3:00 p.m.</td></tr>
      <tr><td>Inspection line (phone)</td><td>Monday–Friday</td><td>7:30 a.m. – 3:30 p.m.</td></tr>
    </tbody>
  </table>
</section>
<section id="notices">
  <h2>Current notices</h2>
  <ul>
    <li><strong>Online portal maintenance:</strong> the ePermits portal will be unavailable Saturday, March 7 from 6:00 p.m. to Sunday, March 8 at 6:00 a.m.</li>
    <li><strong>Residential review times:</strong> new single-family permits are taking about 6 weeks for first review.</li>
    <li><strong>Right-of-way:</strong> street-use permits for the Waterfront Festival blocks (Front St between 2nd and 6th) are suspended July 10–14.</li>
  </ul>
</section>
<section id="faq">
  <h2>Frequently asked</h2>
  <h3>Do I need a permit for a fence?</h3><p>Fences over 7 feet need a building permit. Fences in the front yard setback are limited to 4 feet.</p>
  <h3>How do I schedule an inspection?</h3><p>Request it in ePermits by 3:00 p.m. for next-business-day service.</p>
</section>
<div class="queue">Current wait at the counter: <span>about 25 minutes</span></div>
<!--aside--><h3>Translate this page</h3><p>Español · Tiếng Việt · 中文 · Русский</p>
<!--footer--><p>Permit Center, 410 Harbor Way, Port Alder, WA · (360) 555-0170</p>`;

const advisories = `<h1>Customer advisories</h1>
<p>Operational updates for Azura Line services. Subscribe in E-business to get advisories by email.</p>
<article>
  <h2>Port of Genoa: PSA terminal congestion</h2>
  <p class="date">Published 25.02.2026</p>
  <p>Yard utilisation at the PSA Genoa Pra’ terminal is above 90%. Export gate-in for the MED-NEU loop (vessel AZURA CORALLINE, voyage 612N) is restricted to 3 days before vessel arrival. Expect berthing delays of 24–36 hours.</p>
</article>
<article>
  <h2>Red Sea routing</h2>
  <p class="date">Published 12.02.2026</p>
  <p>Asia–Mediterranean services continue to route via the Cape of Good Hope until further notice. Transit times are extended by 10–14 days.</p>
</article>
<article>
  <h2>Reefer plug-in at Valencia</h2>
  <p class="date">Published 03.02.2026</p>
  <p>Reefer plug-in capacity at Valencia is limited on weekends; reefer gate-in closes Friday 14:00.</p>
</article>
<!--aside--><h3>Track a shipment</h3><p>Enter a booking or container number in E-business.</p>
<!--footer--><p>Azura Line customer service: +39 010 555 0190</p>`;

const closures = [
  {
    title: 'Cedar Hollow Elementary: early dismissal Friday, March 6',
    link: 'https://www.mapleridgeusd.example/news/cedar-hollow-early-dismissal',
    date: 'Thu, 26 Feb 2026 17:00:00 GMT',
    body: 'Students at Cedar Hollow Elementary will be dismissed at 12:30 p.m. on Friday, March 6 for staff development.',
  },
  {
    title: 'Route 14 bus delayed this week',
    link: 'https://www.mapleridgeusd.example/news/route-14-delays',
    date: 'Mon, 23 Feb 2026 13:30:00 GMT',
    body: 'Due to road work on Orchard Ave, Route 14 will arrive up to 15 minutes late at all stops through February 27.',
  },
];

const closuresFeed = closures.map(rssItem).join('');

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'html',
      path: '/permits/notices',
      render: htmlPage(PORT_ALDER, 'Permit Center notices'),
      content: permitsOffice,
    },
    [
      {
        id: 'h4-notices-permits-counter-hours',
        label: 'alert',
        intent:
          'I am a contractor and go to the Port Alder permit counter in person. Tell me if counter hours or days change, or if it closes: {url}',
        edit: 'walk-in counter now Monday–Wednesday only, closes 3 p.m.',
        changes: [['<td>Monday–Thursday</td><td>8:00 a.m. – 4:00 p.m.</td>', '<td>Monday–Wednesday</td><td>8:00 a.m. – 3:00 p.m.</td>']],
      },
      {
        id: 'h4-notices-permits-portal-offtopic',
        label: 'off-topic',
        intent:
          'I am a contractor and go to the Port Alder permit counter in person. Tell me if counter hours or days change, or if it closes: {url}',
        edit: 'portal maintenance window moved (counter unchanged)',
        changes: [
          [
            'Saturday, March 7 from 6:00 p.m. to Sunday, March 8 at 6:00 a.m.',
            'Saturday, March 14 from 6:00 p.m. to Sunday, March 15 at 6:00 a.m.',
          ],
        ],
      },
      {
        id: 'h4-notices-permits-review-times',
        label: 'alert',
        intent: 'Port Alder residential plan review time — {url}',
        businessContext: 'Small homebuilder, 10–12 houses a year; our loans are timed on permit approval.',
        edit: 'single-family first review 6 → 10 weeks',
        changes: [['taking about 6 weeks for first review', 'taking about 10 weeks for first review']],
      },
      {
        id: 'h4-notices-permits-festival-offtopic',
        label: 'off-topic',
        intent: 'Port Alder residential plan review time — {url}',
        edit: 'festival right-of-way suspension dates change',
        changes: [['are suspended July 10–14', 'are suspended July 8–15']],
      },
      {
        id: 'h4-notices-permits-queue-noise',
        label: 'noise',
        intent: 'service changes at the Port Alder permit center {url}',
        edit: 'live counter wait time changes',
        changes: [['<span>about 25 minutes</span>', '<span>about 10 minutes</span>']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'html',
      path: '/advisories',
      render: htmlPage(AZURA_LINE, 'Customer advisories'),
      content: advisories,
    },
    [
      {
        id: 'h4-notices-azura-genoa-delay',
        label: 'alert',
        intent: 'Genoa port disruptions affecting Azura Line MED-NEU sailings {url}',
        businessContext: 'We export marble from Genoa to Rotterdam weekly.',
        edit: 'Genoa berthing delays 24–36 → 48–72 hours',
        changes: [['Expect berthing delays of 24–36 hours.', 'Expect berthing delays of 48–72 hours.']],
      },
      {
        id: 'h4-notices-azura-gatein',
        label: 'alert',
        intent: 'Azura advisories: export gate-in rules at Genoa — {url}',
        edit: 'gate-in window 3 days → 2 days before vessel arrival',
        changes: [['restricted to 3 days before vessel arrival', 'restricted to 2 days before vessel arrival']],
      },
      {
        id: 'h4-notices-azura-red-sea',
        label: 'alert',
        intent: 'When does Azura go back to Suez for Asia–Med? {url}',
        edit: 'Red Sea routing advisory: Suez transits resume from April',
        changes: [
          [
            'continue to route via the Cape of Good Hope until further notice. Transit times are extended by 10–14 days.',
            'will resume Suez Canal transits from the AZURA JADE voyage 220W departing Shanghai on 6 April 2026.',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'feed',
      path: '/news/closures.rss',
      render: rssFeed({
        title: 'Maple Ridge USD — closures and delays',
        link: 'https://www.mapleridgeusd.example/news',
        description: 'School closures, early dismissals and transportation delays',
      }),
      content: closuresFeed,
    },
    [
      {
        id: 'h4-notices-schools-snow-closure',
        label: 'alert',
        intent: 'school closures in maple ridge usd (my kids are at Riverside Middle and Cedar Hollow) {url}',
        edit: 'new item: all schools closed for snow',
        changes: [
          (content) =>
            rssItem({
              title: 'All Maple Ridge USD schools closed Wednesday, March 4 (snow)',
              link: 'https://www.mapleridgeusd.example/news/snow-closure-march-4',
              date: 'Tue, 03 Mar 2026 21:10:00 GMT',
              body: 'Due to forecast snow and ice, all district schools and offices will be closed on Wednesday, March 4. Meal pickup is cancelled.',
            }) + content,
        ],
      },
      {
        id: 'h4-notices-schools-route14',
        label: 'alert',
        intent: 'Route 14 bus — delays or changes. my daughter rides it. {url}',
        edit: 'Route 14 delay extended to March 6',
        changes: [['at all stops through February 27', 'at all stops through March 6']],
      },
      {
        id: 'h4-notices-schools-cedar-offtopic',
        label: 'off-topic',
        intent: 'Route 14 bus — delays or changes. my daughter rides it. {url}',
        edit: 'Cedar Hollow early dismissal time changes',
        changes: [['dismissed at 12:30 p.m. on Friday', 'dismissed at 1:15 p.m. on Friday']],
      },
      {
        id: 'h4-notices-schools-build-noise',
        label: 'noise',
        intent: 'school closures in maple ridge usd (my kids are at Riverside Middle and Cedar Hollow) {url}',
        edit: 'only the feed build date and generator move',
        changes: [],
      },
    ],
  ),
];
