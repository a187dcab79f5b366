import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { BRENMOOR } from './sites';

const brenmoorLeadership: SourcePage = {
  pageClass: 'leadership',
  kind: 'html',
  path: '/governance/leadership',
  render: htmlPage(BRENMOOR, 'Board and executive committee'),
  content: `<section class="intro"><h1>Our leadership</h1><p>Brenmoor is led by a Board of nine directors and an Executive Committee of six.</p>
<figure class="values-quote"><blockquote>“Brewed with patience, sold with pride.”</blockquote><figcaption>One of our five values</figcaption></figure></section>
<section class="exec" aria-labelledby="exec-h"><h2 id="exec-h">Executive Committee</h2>
  <div class="grid grid-cols-3 gap-6">
    <div class="person-card"><h3>Imogen Castellane</h3><p class="role">Chief Executive Officer</p><p>Joined 2019 from a global spirits group.</p></div>
    <div class="person-card"><h3>Rafael Osei-Hartley</h3><p class="role">Chief Financial Officer</p><p>Joined 2021; previously group finance director at a pub estate.</p></div>
    <div class="person-card"><h3>Niamh Dunleavy</h3><p class="role">Chief Operating Officer</p><p>Leads our four breweries and logistics.</p></div>
    <div class="person-card"><h3>Tomasz Wierzbicki</h3><p class="role">Managing Director, Export</p><p>Responsible for 38 export markets.</p></div>
  </div>
</section>
<section class="board" aria-labelledby="board-h"><h2 id="board-h">Board of Directors</h2>
  <table class="board-table">
    <thead><tr><th>Name</th><th>Role</th><th>Committees</th></tr></thead>
    <tbody>
      <tr><td>Sir Alastair Pennock</td><td>Non-executive Chair</td><td>Nomination (Chair)</td></tr>
      <tr><td>Imogen Castellane</td><td>Chief Executive</td><td>—</td></tr>
      <tr><td>Rafael Osei-Hartley</td><td>Chief Financial Officer</td><td>—</td></tr>
      <tr><td>Dr Helena Marsh</td><td>Senior Independent Director</td><td>Audit (Chair), Remuneration</td></tr>
      <tr><td>Kwame Asante</td><td>Independent Non-executive Director</td><td>Remuneration (Chair), Audit</td></tr>
    </tbody>
  </table>
</section>
<!--footer-->
<p>Biographies last reviewed on {{date}}.</p>`,
};

const brenmoorSitemap: SourcePage = {
  pageClass: 'leadership',
  kind: 'sitemap',
  path: '/sitemap.xml',
  render: sitemapOf('https://investors.brenmoor.example'),
  content: `/ 2026-02-28 daily 1.0
/governance/leadership 2025-12-01 monthly 0.8
/governance/leadership/imogen-castellane 2025-12-01 yearly 0.5
/governance/leadership/rafael-osei-hartley 2025-12-01 yearly 0.5
/governance/leadership/niamh-dunleavy 2025-12-01 yearly 0.5
/results/fy2025 2026-02-12 monthly 0.7
/news/2026-02-12-full-year-results 2026-02-12 monthly 0.6`,
};

export const leadershipCases: EvalCase[] = [
  ...casesOf(brenmoorLeadership, [
    {
      id: 'h7-leadership-brenmoor-new-cfo',
      label: 'alert',
      intent: 'changes in Brenmoor executive team {url}',
      edit: 'CFO Rafael Osei-Hartley replaced by Priya Raman (interim)',
      changes: [
        [
          '<div class="person-card"><h3>Rafael Osei-Hartley</h3><p class="role">Chief Financial Officer</p><p>Joined 2021; previously group finance director at a pub estate.</p></div>',
          '<div class="person-card"><h3>Priya Raman</h3><p class="role">Interim Chief Financial Officer</p><p>Group financial controller since 2022.</p></div>',
        ],
        ['<tr><td>Rafael Osei-Hartley</td><td>Chief Financial Officer</td><td>—</td></tr>\n', ''],
      ],
    },
    {
      id: 'h7-leadership-brenmoor-ned-not-csuite',
      label: 'off-topic',
      intent: 'Brenmoor C-suite only (CEO, CFO, COO) — not the board. {url}',
      edit: 'new independent non-executive director added to the board table',
      changes: [
        [
          '<tr><td>Kwame Asante</td>',
          '<tr><td>Beatriz Lindqvist</td><td>Independent Non-executive Director</td><td>Audit</td></tr>\n      <tr><td>Kwame Asante</td>',
        ],
      ],
    },
    {
      id: 'h7-leadership-brenmoor-audit-chair',
      label: 'alert',
      intent: 'who chairs the audit committee at Brenmoor? {url}',
      edit: 'Audit committee chair moves from Dr Helena Marsh to Kwame Asante',
      changes: [
        ['<td>Audit (Chair), Remuneration</td>', '<td>Audit, Remuneration</td>'],
        ['<td>Remuneration (Chair), Audit</td>', '<td>Remuneration (Chair), Audit (Chair)</td>'],
      ],
    },
    {
      id: 'h7-leadership-brenmoor-values-quote',
      label: 'noise',
      intent: 'changes in Brenmoor executive team {url}',
      edit: 'rotating values quote changed',
      changes: [['“Brewed with patience, sold with pride.”', '“Every pint tells the story of its town.”']],
    },
  ]),
  ...casesOf(brenmoorSitemap, [
    {
      id: 'h7-leadership-sitemap-new-bio',
      label: 'alert',
      intent: 'new executive appointments at Brenmoor (new bio pages on the investor site) {url}',
      edit: 'new page /governance/leadership/chief-sustainability-officer-ada-fenn',
      changes: [
        [
          '/governance/leadership/niamh-dunleavy 2025-12-01 yearly 0.5',
          '/governance/leadership/niamh-dunleavy 2025-12-01 yearly 0.5\n/governance/leadership/ada-fenn-chief-sustainability-officer 2026-03-03 yearly 0.5',
        ],
      ],
    },
  ]),
];
