import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { QUARRYSTONE } from './sites';

const leadership = `<div class="ir-leadership">
<h1>Leadership</h1>
<div class="tabs" role="tablist"><button role="tab" aria-selected="true">Executive team</button><button role="tab" aria-selected="false">Board of directors</button></div>
<section role="tabpanel" aria-label="Executive team"><div class="grid grid-cols-3">
  <div class="card"><h3>Dr. Mei-Lin Tsao</h3><p>President and Chief Executive Officer</p><p>Joined 2019. Previously SVP of Foundry Operations.</p></div>
  <div class="card"><h3>Raymond Okafor</h3><p>Executive Vice President and Chief Financial Officer</p><p>Joined 2021.</p></div>
  <div class="card"><h3>Sanjay Iyer</h3><p>Chief Technology Officer</p><p>Leads the 3 nm process roadmap.</p></div>
  <div class="card"><h3>Helga Brandt</h3><p>General Counsel and Corporate Secretary</p></div>
</div></section>
<section role="tabpanel" aria-label="Board of directors" hidden><ul class="board">
  <li>Thomas Whitcombe — Independent Chair</li><li>Dr. Mei-Lin Tsao — Director</li><li>Angela Ferreira — Chair, Audit Committee</li><li>Kenji Morimoto — Chair, Compensation Committee</li><li>Lucía Benavides — Director</li>
</ul></section>
<div class="stock-ticker" aria-live="polite">NASDAQ: QSTN $142.18 ▲ 1.26% · Delayed 15 min</div>
</div>
<!--footer--><p>Quarrystone Semiconductor Corp. Safe harbor: statements on this site may be forward-looking.</p>`;

const ANALYST =
  'Sell-side analyst covering Quarrystone (QSTN). Notify me of executive or board changes on {url} — departures, appointments, title changes. The share price box is not what I want.';

const irMap = `/ 2026-02-27 daily 1.0
/financials/quarterly-results 2026-02-05 weekly 0.9
/financials/sec-filings 2026-02-27 daily 0.8
/events/q4-2025-earnings-call 2026-02-05 monthly 0.7
/governance/leadership 2025-12-10 monthly 0.6
/governance/committee-charters 2025-09-01 yearly 0.4`;

export const leadershipCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'leadership',
      kind: 'html',
      path: '/governance/leadership',
      render: htmlPage(QUARRYSTONE, 'Leadership'),
      content: leadership,
    },
    [
      {
        id: 'h6-leader-qstn-cfo',
        label: 'alert',
        intent: ANALYST,
        edit: 'CFO Raymond Okafor replaced by "Priya Natarajan, Interim CFO"',
        changes: [
          [
            '<h3>Raymond Okafor</h3><p>Executive Vice President and Chief Financial Officer</p><p>Joined 2021.</p>',
            '<h3>Priya Natarajan</h3><p>Interim Chief Financial Officer</p><p>Appointed March 2026; previously Corporate Controller.</p>',
          ],
        ],
      },
      {
        id: 'h6-leader-qstn-board',
        label: 'alert',
        intent: ANALYST,
        edit: 'Lucía Benavides removed from the board; new director added',
        changes: [['<li>Lucía Benavides — Director</li>', '<li>Gregory Han — Director (appointed 1 March 2026)</li>']],
      },
      {
        id: 'h6-leader-qstn-ticker-noise',
        label: 'noise',
        intent: ANALYST,
        edit: 'delayed share price ticker moves',
        changes: [['$142.18 ▲ 1.26%', '$139.70 ▼ 1.74%']],
      },
      {
        id: 'h6-leader-qstn-cto-offtopic',
        label: 'off-topic',
        intent: 'Who chairs Quarrystone’s audit committee? Tell me if that changes. {url}',
        edit: 'CTO bio text changed (2 nm roadmap); audit chair unchanged',
        changes: [['Leads the 3 nm process roadmap.', 'Leads the 2 nm process roadmap and advanced packaging.']],
      },
      {
        id: 'h6-leader-qstn-gc-offtopic',
        label: 'off-topic',
        intent: 'Who chairs Quarrystone’s audit committee? Tell me if that changes. {url}',
        edit: 'General Counsel retitled Chief Legal Officer (audit chair unchanged)',
        changes: [['General Counsel and Corporate Secretary', 'Chief Legal Officer and Corporate Secretary']],
      },
    ],
  ),
  ...casesOf(
    { pageClass: 'leadership', kind: 'sitemap', path: '/sitemap.xml', render: sitemapOf('https://ir.quarrystone.example'), content: irMap },
    [
      {
        id: 'h6-leader-qstn-sitemap-leadership',
        label: 'alert',
        intent: 'QSTN investor site sitemap {url}: ping me when the leadership page is modified',
        edit: '/governance/leadership lastmod 2025-12-10 → 2026-03-02',
        changes: [['/governance/leadership 2025-12-10', '/governance/leadership 2026-03-02']],
      },
      {
        id: 'h6-leader-qstn-sitemap-filings-offtopic',
        label: 'off-topic',
        intent: 'QSTN investor site sitemap {url}: ping me when the leadership page is modified',
        edit: 'sec-filings lastmod moved (leadership unchanged)',
        changes: [
          ['/financials/sec-filings 2026-02-27', '/financials/sec-filings 2026-03-02'],
          ['/ 2026-02-27 daily', '/ 2026-03-02 daily'],
        ],
      },
      {
        id: 'h6-leader-qstn-sitemap-event',
        label: 'alert',
        intent: 'Quarrystone IR sitemap {url} — new investor events (earnings calls, investor day) as they get listed.',
        edit: 'new /events/investor-day-2026 URL',
        changes: [
          [
            '/events/q4-2025-earnings-call 2026-02-05 monthly 0.7',
            '/events/q4-2025-earnings-call 2026-02-05 monthly 0.7\n/events/investor-day-2026 2026-03-02 monthly 0.7',
          ],
        ],
      },
    ],
  ),
];
