import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { CREWLINE } from './sites';

const subprocessors = `<div class="trust-page">
<h1>Sub-processors</h1>
<p>Crewline HR uses the sub-processors below to provide the platform. We give customers at least 30 days’ notice before a new sub-processor starts processing customer personal data. <a href="/subscribe">Subscribe to updates</a>.</p>
<p class="updated"><time datetime="2026-01-20">Last updated 20/01/2026</time></p>
<table class="table-auto">
  <thead><tr><th>Sub-processor</th><th>Purpose</th><th>Data processed</th><th>Location</th></tr></thead>
  <tbody>
    <tr><td>Stratocumulus Hosting Ltd</td><td>Cloud infrastructure</td><td>All customer data</td><td>United Kingdom (London), Ireland (Dublin)</td></tr>
    <tr><td>Mailbeam Inc.</td><td>Transactional email</td><td>Employee names, work email</td><td>United States</td></tr>
    <tr><td>Ledgerfox Payroll Services</td><td>Payroll calculation (UK)</td><td>Salary, tax codes, NI numbers, bank details</td><td>United Kingdom</td></tr>
    <tr><td>Helpdeskly</td><td>Customer support tickets</td><td>Admin contact details, ticket content</td><td>Ireland</td></tr>
    <tr><td>Signalpost</td><td>Product analytics (pseudonymised)</td><td>Usage events, hashed user IDs</td><td>Germany</td></tr>
  </tbody>
</table>
<section class="faq"><h2>Questions</h2><details><summary>How do I object to a new sub-processor?</summary><p>Email privacy@crewline.example within 30 days of the notice.</p></details></section>
</div>
<!--aside--><div class="card"><h3>Security at Crewline</h3><p>ISO 27001 certified · SOC 2 Type II</p><p class="quote">“Security is a team sport.” — Head of Security</p></div>`;

const HR =
  'We store our employees’ payroll data in Crewline. As the HR director I must re-check our privacy notice whenever Crewline adds or removes a sub-processor, or moves data outside the UK/EU. Page: {url}';

const trustMap = `/trust 2026-01-20 weekly 1.0
/trust/security 2025-12-02 monthly 0.8
/trust/privacy-notice 2025-10-14 monthly 0.8
/trust/sub-processors 2026-01-20 weekly 0.9
/trust/cookie-notice 2025-06-30 yearly 0.4
/trust/certifications 2025-11-11 monthly 0.6`;

export const privacyCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'html',
      path: '/trust/sub-processors',
      render: htmlPage(CREWLINE, 'Sub-processors'),
      content: subprocessors,
    },
    [
      {
        id: 'h6-privacy-crewline-new-sub',
        label: 'alert',
        intent: HR,
        businessContext: 'Retail chain, 1,800 staff across England and Scotland.',
        edit: 'new sub-processor row: Quantico AI, HR chatbot, United States',
        changes: [
          [
            '<td>Germany</td></tr>',
            '<td>Germany</td></tr>\n    <tr><td>Quantico AI Inc.</td><td>HR assistant chatbot</td><td>Employee questions, names, job titles</td><td>United States</td></tr>',
          ],
        ],
      },
      {
        id: 'h6-privacy-crewline-location',
        label: 'alert',
        intent: HR,
        edit: 'Ledgerfox payroll location United Kingdom → United Kingdom, India (Chennai)',
        changes: [
          [
            '<td>Salary, tax codes, NI numbers, bank details</td><td>United Kingdom</td>',
            '<td>Salary, tax codes, NI numbers, bank details</td><td>United Kingdom, India (Chennai)</td>',
          ],
        ],
      },
      {
        id: 'h6-privacy-crewline-quote-noise',
        label: 'noise',
        intent: HR,
        edit: 'rotating sidebar quote changed',
        changes: [['“Security is a team sport.” — Head of Security', '“Trust is earned in drops and lost in buckets.” — CISO']],
      },
      {
        id: 'h6-privacy-crewline-notice',
        label: 'alert',
        intent: 'crewline subprocessors {url}: notice period for new subprocessors + objection window',
        edit: 'notice 30 days → 10 business days',
        changes: [['at least 30 days’ notice before a new sub-processor', 'at least 10 business days’ notice before a new sub-processor']],
      },
      {
        id: 'h6-privacy-crewline-analytics-offtopic',
        label: 'off-topic',
        intent: 'Only payroll-related sub-processors at Crewline matter to us (who computes salaries and where): {url}',
        edit: 'Helpdeskly support tool location Ireland → Netherlands',
        changes: [
          [
            '<td>Admin contact details, ticket content</td><td>Ireland</td>',
            '<td>Admin contact details, ticket content</td><td>Netherlands</td>',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'sitemap',
      path: '/sitemap-trust.xml',
      render: sitemapOf('https://trust.crewline.example'),
      content: trustMap,
    },
    [
      {
        id: 'h6-privacy-crewline-sitemap-notice',
        label: 'alert',
        intent: 'Use the Crewline trust sitemap {url} to tell me when their privacy notice page is updated.',
        edit: '/trust/privacy-notice lastmod 2025-10-14 → 2026-03-02',
        changes: [['/trust/privacy-notice 2025-10-14', '/trust/privacy-notice 2026-03-02']],
      },
      {
        id: 'h6-privacy-crewline-sitemap-cookie-offtopic',
        label: 'off-topic',
        intent: 'Use the Crewline trust sitemap {url} to tell me when their privacy notice page is updated.',
        edit: 'cookie notice lastmod moved (privacy notice unchanged)',
        changes: [['/trust/cookie-notice 2025-06-30', '/trust/cookie-notice 2026-03-01']],
      },
      {
        id: 'h6-privacy-crewline-sitemap-new-page',
        label: 'alert',
        intent: 'Any new page in the Crewline trust centre (sitemap {url}) — e.g. AI policy, DPA, transfer impact assessment.',
        edit: 'new /trust/ai-data-use page listed',
        changes: [
          [
            '/trust/certifications 2025-11-11 monthly 0.6',
            '/trust/certifications 2025-11-11 monthly 0.6\n/trust/ai-data-use 2026-03-02 monthly 0.7',
          ],
        ],
      },
    ],
  ),
];
