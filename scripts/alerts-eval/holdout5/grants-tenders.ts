import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { ARTS_COUNCIL } from './sites';

const grants = `<h1>Open funding programmes</h1>
<p class="meta">Last reviewed 20 February 2026</p>
<article class="programme" id="touring">
  <h2>Touring Fund for Theatre and Dance</h2>
  <dl>
    <dt>Grants</dt><dd>€15,000 to €120,000</dd>
    <dt>Who can apply</dt><dd>Professional companies registered in Vellmark for at least 2 years</dd>
    <dt>Match funding</dt><dd>At least 10% from other sources</dd>
    <dt>Deadline</dt><dd>Round 2: 12 noon, 14 April 2026</dd>
    <dt>Decision</dt><dd>Within 12 weeks</dd>
  </dl>
</article>
<article class="programme" id="writers">
  <h2>Writers’ Bursaries</h2>
  <dl>
    <dt>Grants</dt><dd>€6,000 (fixed)</dd>
    <dt>Who can apply</dt><dd>Writers with at least one published work, resident in Vellmark</dd>
    <dt>Deadline</dt><dd>31 March 2026</dd>
  </dl>
</article>
<article class="programme" id="digital">
  <h2>Digital Culture Innovation</h2>
  <dl>
    <dt>Grants</dt><dd>Up to €50,000</dd>
    <dt>Who can apply</dt><dd>Arts organisations in partnership with a technology company</dd>
    <dt>Deadline</dt><dd>Rolling, until funds are committed</dd>
    <dt>Status</dt><dd>Open — 62% of the budget remaining</dd>
  </dl>
</article>
<!--aside--><h3>Funding news</h3><p class="rotating">Meet the 2025 Touring Fund companies</p><p class="views">Viewed 3,201 times this week</p>`;

const tenders = `/tenders 2026-03-01 daily 1.0
/tenders/2026-011-dredging-berths-4-6 2026-02-12 weekly 0.8
/tenders/2026-014-quay-crane-maintenance 2026-02-20 weekly 0.8
/tenders/2026-016-cctv-upgrade-terminal-b 2026-02-24 weekly 0.8
/tenders/2026-017-catering-ferry-terminal 2026-02-26 weekly 0.6
/news/annual-throughput-2025 2026-01-30 monthly 0.5`;

const TOURING =
  'We are a dance company (registered 2023) applying to the Touring Fund round 2. Please tell me if the deadline, the eligibility rules or the grant range change. {url}';

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'html',
      path: '/funding/open',
      render: htmlPage(ARTS_COUNCIL, 'Open funding programmes'),
      content: grants,
    },
    [
      {
        id: 'h5-grants-touring-deadline',
        label: 'alert',
        intent: TOURING,
        edit: 'Touring Fund round 2 deadline 14 April → 28 April 2026',
        changes: [['Round 2: 12 noon, 14 April 2026', 'Round 2: 12 noon, 28 April 2026']],
      },
      {
        id: 'h5-grants-touring-eligibility',
        label: 'alert',
        intent: TOURING,
        businessContext: 'Small contemporary dance company, 6 dancers.',
        edit: 'registration requirement 2 years → 3 years (company no longer eligible)',
        changes: [['registered in Vellmark for at least 2 years', 'registered in Vellmark for at least 3 years']],
      },
      {
        id: 'h5-grants-writers-offtopic',
        label: 'off-topic',
        intent: TOURING,
        edit: 'Writers’ Bursaries deadline 31 March → 15 April (another programme)',
        changes: [['<dt>Deadline</dt><dd>31 March 2026</dd>', '<dt>Deadline</dt><dd>15 April 2026</dd>']],
      },
      {
        id: 'h5-grants-digital-closing',
        label: 'alert',
        intent: 'digital culture innovation fund — tell me when it is about to close (under 20% of the budget left) or closes {url}',
        edit: 'Digital Culture budget remaining 62% → 15%',
        changes: [['Open — 62% of the budget remaining', 'Open — 15% of the budget remaining']],
      },
      {
        id: 'h5-grants-views-noise',
        label: 'noise',
        intent: 'New or changed funding programmes at the Arts Council of Vellmark {url}',
        edit: 'rotating news teaser and view counter',
        changes: [
          ['Meet the 2025 Touring Fund companies', 'Five questions about Writers’ Bursaries'],
          ['Viewed 3,201 times this week', 'Viewed 3,344 times this week'],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'sitemap',
      path: '/sitemap.xml',
      render: sitemapOf('https://www.portofmarrow.example'),
      content: tenders,
    },
    [
      {
        id: 'h5-grants-port-security-tender',
        label: 'alert',
        intent: 'We install security systems. New Port of Marrow tenders for CCTV, access control or security, from their sitemap: {url}',
        businessContext: 'Security integrator, 40 staff.',
        edit: 'new tender URL: access control for terminal A',
        changes: [
          [
            '/news/annual-throughput-2025',
            '/tenders/2026-019-access-control-terminal-a 2026-03-03 weekly 0.8\n/news/annual-throughput-2025',
          ],
        ],
      },
      {
        id: 'h5-grants-port-cctv-updated',
        label: 'alert',
        intent:
          'Port of Marrow tender 2026-016 (CCTV upgrade, terminal B) — tell me whenever its page is updated (clarifications, deadline). {url}',
        edit: 'CCTV tender page lastmod 24 Feb → 3 Mar',
        changes: [['/tenders/2026-016-cctv-upgrade-terminal-b 2026-02-24', '/tenders/2026-016-cctv-upgrade-terminal-b 2026-03-03']],
      },
      {
        id: 'h5-grants-port-catering-offtopic',
        label: 'off-topic',
        intent: 'We install security systems. New Port of Marrow tenders for CCTV, access control or security, from their sitemap: {url}',
        edit: 'new tender: cleaning services (not security)',
        changes: [
          [
            '/news/annual-throughput-2025',
            '/tenders/2026-020-cleaning-services-offices 2026-03-03 weekly 0.6\n/news/annual-throughput-2025',
          ],
        ],
      },
      {
        id: 'h5-grants-port-index-noise',
        label: 'noise',
        intent: 'Any new tender from the Port of Marrow: {url}',
        edit: 'only the tenders index lastmod',
        changes: [['/tenders 2026-03-01 daily 1.0', '/tenders 2026-03-03 daily 1.0']],
      },
    ],
  ),
];
