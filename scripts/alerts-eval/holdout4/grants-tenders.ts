import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { GRID_AGENCY } from './sites';

const openCalls = `<h1>Open calls for proposals</h1>
<p>EAGI funds research and pilot projects that improve the interoperability of Europe’s electricity grids. Applications are submitted through the Funding &amp; Tenders Portal.</p>
<section id="calls">
  <h2>Currently open</h2>
  <table>
    <thead><tr><th>Call</th><th>Topic</th><th>Budget</th><th>Max per project</th><th>Deadline</th></tr></thead>
    <tbody>
      <tr><td>EAGI-2026-FLEX-01</td><td>Cross-border flexibility markets for distribution system operators</td><td>€18,000,000</td><td>€3,000,000</td><td>16 April 2026, 17:00 CET</td></tr>
      <tr><td>EAGI-2026-DATA-02</td><td>Common grid data models and open APIs</td><td>€9,500,000</td><td>€1,500,000</td><td>7 May 2026, 17:00 CET</td></tr>
      <tr><td>EAGI-2026-SME-03</td><td>SME vouchers for grid-edge devices</td><td>€4,000,000</td><td>€60,000</td><td>Rolling, cut-offs every 2 months</td></tr>
    </tbody>
  </table>
</section>
<section id="eligibility">
  <h2>Who can apply</h2>
  <ul>
    <li>Legal entities established in an EU Member State or a country associated to Horizon Europe.</li>
    <li>FLEX-01 and DATA-02: consortia of at least three independent entities from three different eligible countries.</li>
    <li>SME-03: single SMEs only; co-financing rate 70%.</li>
  </ul>
</section>
<section id="events">
  <h2>Info days</h2>
  <p>Online info session for FLEX-01 and DATA-02: 10 March 2026, 10:00–12:30 CET. Registration closes 8 March.</p>
</section>
<div class="banner">📣 <span class="rotating">Read the 2025 results: 41 projects funded in 19 countries</span></div>
<!--aside--><h3>Helpdesk</h3><p>calls@eagi.europa.example · answers within 3 working days</p>
<!--footer--><p>Page last modified {{ymd}}.</p>`;

const tenders = [
  {
    title: 'EAGI/OP/2026/004 — Framework contract for grid modelling studies',
    link: 'https://www.eagi.europa.example/procurement/op-2026-004',
    date: '2026-02-24T10:00:00Z',
    body: 'Open procedure. Estimated value EUR 2,400,000 over 4 years. Tender deadline 30 March 2026, 16:00 CET.',
  },
  {
    title: 'EAGI/NP/2026/011 — Translation of network code summaries',
    link: 'https://www.eagi.europa.example/procurement/np-2026-011',
    date: '2026-02-12T10:00:00Z',
    body: 'Negotiated procedure, low value. Estimated value EUR 55,000. Deadline 6 March 2026.',
  },
];

const tendersFeed = tenders.map(atomEntry).join('');

const GRANT_INTENT =
  'Nous sommes une PME française (capteurs pour réseaux basse tension). We are interested in the SME voucher call and any new call that an SME alone can apply to. Deadlines, budgets, eligibility. {url}';

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'html',
      path: '/funding/open-calls',
      render: htmlPage(GRID_AGENCY, 'Open calls for proposals'),
      content: openCalls,
    },
    [
      {
        id: 'h4-grants-eagi-flex-deadline',
        label: 'alert',
        intent: 'FLEX-01 call deadline — has it been extended? {url}',
        businessContext: 'We coordinate a 7-partner consortium of DSOs preparing a FLEX-01 proposal.',
        edit: 'FLEX-01 deadline 16 April → 30 April 2026',
        changes: [['<td>16 April 2026, 17:00 CET</td>', '<td>30 April 2026, 17:00 CET</td>']],
      },
      {
        id: 'h4-grants-eagi-data-offtopic',
        label: 'off-topic',
        intent: 'FLEX-01 call deadline — has it been extended? {url}',
        edit: 'DATA-02 deadline moved (not FLEX-01)',
        changes: [['<td>7 May 2026, 17:00 CET</td>', '<td>21 May 2026, 17:00 CET</td>']],
      },
      {
        id: 'h4-grants-eagi-sme-cofin',
        label: 'alert',
        intent: GRANT_INTENT,
        edit: 'SME-03 co-financing 70% → 50%, voucher max €60,000 → €40,000',
        changes: [
          ['co-financing rate 70%', 'co-financing rate 50%'],
          ['<td>€60,000</td>', '<td>€40,000</td>'],
        ],
      },
      {
        id: 'h4-grants-eagi-infoday-offtopic',
        label: 'off-topic',
        intent: GRANT_INTENT,
        edit: 'FLEX/DATA info day moved (consortium calls only)',
        changes: [
          ['10 March 2026, 10:00–12:30 CET. Registration closes 8 March.', '12 March 2026, 14:00–16:30 CET. Registration closes 10 March.'],
        ],
      },
      {
        id: 'h4-grants-eagi-new-sme-call',
        label: 'alert',
        intent: GRANT_INTENT,
        edit: 'new single-applicant call EAGI-2026-STOR-04 added',
        changes: [
          [
            '<td>Rolling, cut-offs every 2 months</td></tr>',
            '<td>Rolling, cut-offs every 2 months</td></tr>\n      <tr><td>EAGI-2026-STOR-04</td><td>Behind-the-meter storage pilots (single applicants eligible)</td><td>€6,000,000</td><td>€500,000</td><td>11 June 2026, 17:00 CET</td></tr>',
          ],
        ],
      },
      {
        id: 'h4-grants-eagi-banner-noise',
        label: 'noise',
        intent: 'FLEX-01 call deadline — has it been extended? {url}',
        edit: 'rotating banner swaps',
        changes: [['Read the 2025 results: 41 projects funded in 19 countries', 'Watch: how FLEX pilots cut curtailment in Slovenia']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'feed',
      path: '/procurement/feed.atom',
      render: atomFeed({
        title: 'EAGI procurement notices',
        id: 'tag:eagi.europa.example,2026:procurement',
        link: 'https://www.eagi.europa.example/procurement',
      }),
      content: tendersFeed,
    },
    [
      {
        id: 'h4-tenders-eagi-new-it',
        label: 'alert',
        intent: 'IT or software development tenders at EAGI: {url}',
        businessContext: 'Software consultancy in Ljubljana, 40 developers.',
        edit: 'new tender for a data platform development contract',
        changes: [
          (content) =>
            atomEntry({
              title: 'EAGI/OP/2026/015 — Development and maintenance of the grid data exchange platform',
              link: 'https://www.eagi.europa.example/procurement/op-2026-015',
              date: '2026-03-03T09:00:00Z',
              body: 'Open procedure. Software development, hosting and maintenance. Estimated value EUR 3,100,000 over 4 years. Tender deadline 14 April 2026.',
            }) + content,
        ],
      },
      {
        id: 'h4-tenders-eagi-modelling-deadline',
        label: 'alert',
        intent: 'We are bidding on EAGI/OP/2026/004 (grid modelling framework). Any change to it, esp. the deadline. {url}',
        edit: 'OP/2026/004 deadline extended to 14 April',
        changes: [['Tender deadline 30 March 2026, 16:00 CET.', 'Tender deadline 14 April 2026, 16:00 CET (extended by corrigendum 1).']],
      },
      {
        id: 'h4-tenders-eagi-translation-offtopic',
        label: 'off-topic',
        intent: 'We are bidding on EAGI/OP/2026/004 (grid modelling framework). Any change to it, esp. the deadline. {url}',
        edit: 'translation tender value changes',
        changes: [['Estimated value EUR 55,000.', 'Estimated value EUR 70,000.']],
      },
    ],
  ),
];
