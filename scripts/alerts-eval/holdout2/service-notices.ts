import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { FLYNORTH, HARLOW } from './sites';

const HOURS = `    <h1>Opening hours</h1>
    <section class="notices"><h2>Closures and changes</h2><p>There are no planned closures at the moment.</p></section>
    <table class="hours">
      <thead><tr><th>Season</th><th>Days</th><th>Galleries</th><th>Quayside Café</th></tr></thead>
      <tbody>
        <tr><td>Summer (April to October)</td><td>Every day</td><td>10am – 5pm</td><td>9:30am – 4:30pm</td></tr>
        <tr><td>Winter (November to March)</td><td>Tuesday to Sunday</td><td>10am – 4pm</td><td>10am – 3:30pm</td></tr>
      </tbody>
    </table>
    <p>Last admission is 45 minutes before closing. We are closed on 24, 25 and 26 December.</p>
    <p>The historic ship <em>Ellen Marsh</em> is open in summer only, weather permitting.</p>`;

const hoursPage = {
  pageClass: 'service-notices' as const,
  kind: 'html' as const,
  path: '/visit/opening-hours',
  render: htmlPage(HARLOW, 'Opening hours'),
  content: HOURS,
};

const SCHEDULE = `    <h1>Aberdeen (ABZ) – Bergen (BGO) timetable</h1>
    <p>Valid 29 March – 24 October 2026. Times are local. Flight time about 1 hour 10 minutes.</p>
    <table class="timetable">
      <thead><tr><th>Flight</th><th>Days</th><th>Departs ABZ</th><th>Arrives BGO</th><th>Aircraft</th></tr></thead>
      <tbody>
        <tr><td>FN 412</td><td>Mon–Fri</td><td>07:10</td><td>09:20</td><td>ATR 72-600</td></tr>
        <tr><td>FN 416</td><td>Mon, Wed, Fri</td><td>13:45</td><td>15:55</td><td>ATR 72-600</td></tr>
        <tr><td>FN 418</td><td>Sat</td><td>09:30</td><td>11:40</td><td>Embraer 175</td></tr>
      </tbody>
    </table>
    <p>Return flights FN 413, FN 417 and FN 419 leave Bergen 1 hour after arrival.</p>`;

const schedulePage = {
  pageClass: 'service-notices' as const,
  kind: 'html' as const,
  path: '/timetables/abz-bgo',
  render: htmlPage(FLYNORTH, 'Aberdeen – Bergen timetable'),
  content: SCHEDULE,
};

const MUSEUM_SITEMAP = `/ 2026-02-27 daily 1.0
/visit 2026-02-10 weekly 0.9
/visit/opening-hours 2026-02-10 weekly 0.9
/visit/prices 2026-01-05 monthly 0.7
/visit/notices/ellen-marsh-repainting-2025 2025-10-02 yearly 0.3
/exhibitions/sea-glass 2026-02-20 weekly 0.8
/whats-on 2026-02-27 daily 0.8
/schools 2025-11-14 monthly 0.5`;

const museumSitemap = {
  pageClass: 'service-notices' as const,
  kind: 'sitemap' as const,
  path: '/sitemap.xml',
  render: sitemapOf('https://www.harlowmaritime.example'),
  content: MUSEUM_SITEMAP,
};

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(hoursPage, [
    {
      id: 'h2-notices-museum-closure',
      label: 'alert',
      intent:
        'I’m bringing 60 Year 5 pupils to the museum on 13 May. Is it going to be open? Tell me about any closures or changes to opening times: {url}',
      edit: 'new closure notice: galleries closed 11–15 May for refurbishment',
      changes: [
        [
          '<p>There are no planned closures at the moment.</p>',
          '<p>The main galleries will be closed from Monday 11 to Friday 15 May 2026 while we replace the lighting. The Quayside Café and the <em>Ellen Marsh</em> stay open.</p>',
        ],
      ],
    },
    {
      id: 'h2-notices-museum-cafe-only-galleries',
      label: 'off-topic',
      intent: 'Café hours only, please — I run coach tours and plan lunch stops around the Quayside Café. {url}',
      edit: 'winter gallery hours 10am–4pm → 10am–3pm (café hours and days unchanged)',
      changes: [['<td>10am – 4pm</td>', '<td>10am – 3pm</td>']],
    },
    {
      id: 'h2-notices-museum-weather-widget',
      label: 'noise',
      intent: 'Opening times at Harlow Maritime — let me know if they change. {url}',
      edit: 'only the live weather widget changes',
      setup: [
        (content) =>
          `${content}\n<!--aside-->\n      <h4>Harlow today</h4>\n      <p class="weather">11°C, light rain · wind SW 24 mph</p>`,
      ],
      changes: [['11°C, light rain · wind SW 24 mph', '13°C, sunny intervals · wind W 15 mph']],
    },
  ]),
  ...casesOf(schedulePage, [
    {
      id: 'h2-notices-schedule-route-suspended',
      label: 'alert',
      intent: 'We fly FlyNorth Aberdeen–Bergen every fortnight for crew changes. Here’s the timetable: {url}. Tell me if they change it.',
      businessContext: 'Offshore crew logistics coordinator.',
      edit: 'FN 416 withdrawn and route suspended from 1 September',
      changes: [
        [
          'Valid 29 March – 24 October 2026.',
          'Valid 29 March – 31 August 2026. This route is suspended from 1 September 2026 until further notice.',
        ],
        ['\n        <tr><td>FN 416</td><td>Mon, Wed, Fri</td><td>13:45</td><td>15:55</td><td>ATR 72-600</td></tr>', ''],
        ['Return flights FN 413, FN 417 and FN 419', 'Return flights FN 413 and FN 419'],
      ],
    },
    {
      id: 'h2-notices-schedule-fn412-earlier',
      label: 'alert',
      intent: 'What time does FN 412 leave Aberdeen? Tell me if the departure time moves. {url}',
      edit: 'FN 412 departure 07:10 → 06:35',
      changes: [['<td>07:10</td><td>09:20</td>', '<td>06:35</td><td>08:45</td>']],
    },
    {
      id: 'h2-notices-schedule-fn412-only-saturday',
      label: 'off-topic',
      intent: 'FN 412 only, that’s the flight our engineers take. {url}',
      edit: 'Saturday FN 418 moved 09:30 → 11:15 (FN 412 unchanged)',
      changes: [['<td>Sat</td><td>09:30</td><td>11:40</td>', '<td>Sat</td><td>11:15</td><td>13:25</td>']],
    },
  ]),
  ...casesOf(museumSitemap, [
    {
      id: 'h2-notices-sitemap-closure-page',
      label: 'alert',
      intent:
        'Harlow Maritime posts closures as new pages under /visit/notices/. Watch their sitemap ({url}) and tell me when a new notice appears.',
      edit: 'new page /visit/notices/west-gallery-closure-may-2026',
      changes: [
        [
          '/visit/notices/ellen-marsh-repainting-2025 2025-10-02 yearly 0.3',
          '/visit/notices/west-gallery-closure-may-2026 2026-03-02 weekly 0.6\n/visit/notices/ellen-marsh-repainting-2025 2025-10-02 yearly 0.3',
        ],
      ],
    },
  ]),
];
