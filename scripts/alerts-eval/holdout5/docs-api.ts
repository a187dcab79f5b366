import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { PAYSTREAM } from './sites';

const taxTables = JSON.stringify({
  jurisdiction: 'CA',
  tax_year: 2026,
  federal: {
    basic_personal_amount: 16452,
    brackets: [
      { up_to: 58523, rate: 0.14 },
      { up_to: 117045, rate: 0.205 },
      { up_to: 181440, rate: 0.26 },
      { up_to: 258482, rate: 0.29 },
      { up_to: null, rate: 0.33 },
    ],
  },
  provinces: {
    ON: {
      basic_personal_amount: 12989,
      brackets: [
        { up_to: 53891, rate: 0.0505 },
        { up_to: 107785, rate: 0.0915 },
        { up_to: null, rate: 0.1316 },
      ],
    },
    BC: {
      basic_personal_amount: 12932,
      brackets: [
        { up_to: 50363, rate: 0.0506 },
        { up_to: 100728, rate: 0.077 },
        { up_to: null, rate: 0.205 },
      ],
    },
  },
  contributions: { cpp_rate: 0.0595, cpp_max_pensionable: 74600, ei_rate: 0.0163, ei_max_insurable: 68900 },
  effective: '2026-01-01',
  meta: { etag: 'W/"tt-2026-03"' },
});

const apiDocs = `<h1>Pay runs API</h1>
<p class="meta">API version 2025-10 · <a href="/changelog">Changelog</a> · Was this page helpful? <span class="votes">👍 212</span></p>
<h2>Create a pay run</h2>
<pre><code>POST /v2/companies/{company_id}/pay_runs</code></pre>
<h3>Request body</h3>
<table>
  <thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Description</th></tr></thead>
  <tbody>
    <tr><td>pay_period_start</td><td>date</td><td>Yes</td><td>First day of the period (YYYY-MM-DD).</td></tr>
    <tr><td>pay_period_end</td><td>date</td><td>Yes</td><td>Last day of the period.</td></tr>
    <tr><td>pay_date</td><td>date</td><td>Yes</td><td>Must be at least 2 business days after submission.</td></tr>
    <tr><td>employees</td><td>array</td><td>No</td><td>Employee ids to include; all active employees if omitted.</td></tr>
  </tbody>
</table>
<h3>Rate limits</h3>
<p>100 requests per minute per company. Pay run creation is limited to 10 per hour.</p>
<h3>Webhooks</h3>
<p>We send <code>pay_run.processed</code> when funds are debited and <code>pay_run.failed</code> on any rejection.</p>
<!--aside--><h3>On this page</h3><ul><li>Create a pay run</li><li>Rate limits</li><li>Webhooks</li></ul>`;

const PAYROLL_DEV =
  'I maintain the payroll integration for a Toronto staffing agency. From the Paystream 2026 tax tables {url} I need to know about changes to federal brackets, the Ontario table, and CPP/EI rates or maximums. BC does not matter to us.';

export const docsApiCases: EvalCase[] = [
  ...casesOf({ pageClass: 'docs-api', kind: 'json', path: '/v2/tax-tables/ca/2026', render: jsonApi(), content: taxTables }, [
    {
      id: 'h5-docs-tax-federal-bracket',
      label: 'alert',
      intent: PAYROLL_DEV,
      businessContext: 'Staffing agency payroll, ~1,400 weekly paid workers, Ontario only.',
      edit: 'federal first bracket rate 0.14 → 0.145',
      changes: [['{"up_to":58523,"rate":0.14}', '{"up_to":58523,"rate":0.145}']],
    },
    {
      id: 'h5-docs-tax-on-bpa',
      label: 'alert',
      intent: PAYROLL_DEV,
      edit: 'Ontario basic personal amount 12989 → 12747',
      changes: [['"basic_personal_amount":12989', '"basic_personal_amount":12747']],
    },
    {
      id: 'h5-docs-tax-bc-offtopic',
      label: 'off-topic',
      intent: PAYROLL_DEV,
      edit: 'BC top rate 0.205 → 0.2105 (BC excluded)',
      changes: [['{"up_to":null,"rate":0.205}', '{"up_to":null,"rate":0.2105}']],
    },
    {
      id: 'h5-docs-tax-cpp2',
      label: 'alert',
      intent: 'paystream CA tax table: CPP / EI — max pensionable or insurable earnings {url}',
      edit: 'EI max insurable 68900 → 70300',
      changes: [['"ei_max_insurable":68900', '"ei_max_insurable":70300']],
    },
    {
      id: 'h5-docs-tax-federal-offtopic',
      label: 'off-topic',
      intent: 'paystream CA tax table: CPP / EI — max pensionable or insurable earnings {url}',
      edit: 'federal basic personal amount changes (not CPP/EI)',
      changes: [['"basic_personal_amount":16452', '"basic_personal_amount":16129']],
    },
    {
      id: 'h5-docs-tax-etag-noise',
      label: 'noise',
      intent: 'Any change to the Paystream Canada 2026 tax tables {url}',
      edit: 'etag in meta only',
      changes: [['"etag":"W/\\"tt-2026-03\\""', '"etag":"W/\\"tt-2026-04\\""']],
    },
  ]),
  ...casesOf(
    { pageClass: 'docs-api', kind: 'html', path: '/docs/api/pay-runs', render: htmlPage(PAYSTREAM, 'Pay runs API'), content: apiDocs },
    [
      {
        id: 'h5-docs-payruns-pay-date',
        label: 'alert',
        intent: 'Paystream pay runs API: required fields and validation rules for creating a pay run. {url}',
        edit: 'pay_date lead time 2 → 3 business days; employees becomes required',
        changes: [
          ['Must be at least 2 business days after submission.', 'Must be at least 3 business days after submission.'],
          [
            '<td>employees</td><td>array</td><td>No</td><td>Employee ids to include; all active employees if omitted.</td>',
            '<td>employees</td><td>array</td><td>Yes</td><td>Employee ids to include.</td>',
          ],
        ],
      },
      {
        id: 'h5-docs-payruns-rate-limit',
        label: 'alert',
        intent: 'rate limits for paystream api (we batch 40 companies at month end) {url}',
        edit: 'pay run creation limit 10 → 5 per hour',
        changes: [['Pay run creation is limited to 10 per hour.', 'Pay run creation is limited to 5 per hour.']],
      },
      {
        id: 'h5-docs-payruns-webhook-offtopic',
        label: 'off-topic',
        intent: 'rate limits for paystream api (we batch 40 companies at month end) {url}',
        edit: 'new webhook event documented (not rate limits)',
        changes: [
          [
            '<code>pay_run.failed</code> on any rejection.',
            '<code>pay_run.failed</code> on any rejection, and <code>pay_run.reversed</code> when a payment is returned.',
          ],
        ],
      },
      {
        id: 'h5-docs-payruns-votes-noise',
        label: 'noise',
        intent: 'Paystream pay runs API: required fields and validation rules for creating a pay run. {url}',
        edit: 'helpful-vote counter',
        changes: [['👍 212', '👍 219']],
      },
    ],
  ),
];
