import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { QUILLFEATHER } from './sites';

const apiDocs = `<h1>REST API v2: rate limits and authentication</h1>
<p class="meta">API reference · v2.14 · Last updated {{date}}</p>
<section id="auth">
  <h2>Authentication</h2>
  <p>Send a personal access token or an OAuth 2.0 access token in the <code>Authorization: Bearer</code> header. Personal access tokens expire after 365 days. API keys passed as the <code>api_key</code> query parameter are accepted until further notice but not recommended.</p>
</section>
<section id="limits">
  <h2>Rate limits</h2>
  <table>
    <thead><tr><th>Endpoint group</th><th>Starter</th><th>Team</th><th>Business / Enterprise</th></tr></thead>
    <tbody>
      <tr><td>Read (GET)</td><td>60 / min</td><td>600 / min</td><td>3,000 / min</td></tr>
      <tr><td>Write (POST, PATCH, DELETE)</td><td>20 / min</td><td>120 / min</td><td>600 / min</td></tr>
      <tr><td>Query execution</td><td>5 concurrent</td><td>20 concurrent</td><td>100 concurrent</td></tr>
    </tbody>
  </table>
  <p>When you exceed a limit the API answers <code>429 Too Many Requests</code> with a <code>Retry-After</code> header in seconds.</p>
</section>
<section id="pagination">
  <h2>Pagination</h2>
  <p>List endpoints return up to 100 items per page. Use the <code>next_cursor</code> value from the response; offset pagination is not supported.</p>
</section>
<section id="examples">
  <h2>Example</h2>
  <pre><code>curl -H "Authorization: Bearer $QF_TOKEN" https://api.quillfeather.example/v2/dashboards?limit=50</code></pre>
</section>
<div class="feedback">Was this page helpful? <span>842</span> yes · <span>37</span> no</div>
<!--aside--><h3>On this page</h3><ul><li>Authentication</li><li>Rate limits</li><li>Pagination</li><li>Example</li></ul>
<!--footer--><p>API status: <a href="https://status.quillfeather.example">status.quillfeather.example</a></p>`;

const openData = JSON.stringify({
  dataset: 'port-alder-building-permits',
  title: 'Building permits issued — City of Port Alder',
  license: 'CC-BY-4.0',
  update_frequency: 'daily',
  api: {
    base_url: 'https://data.portalder.gov.example/api/v1',
    max_page_size: 1000,
    auth: 'none',
    deprecated_endpoints: [],
  },
  fields: [
    { name: 'permit_id', type: 'string' },
    { name: 'issued_date', type: 'date' },
    { name: 'valuation_usd', type: 'number' },
    { name: 'parcel_id', type: 'string' },
    { name: 'work_class', type: 'string' },
  ],
  row_count: 48213,
  downloads_total: 9120,
  meta: { schema_version: '1.3' },
});

export const docsApiCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'docs-api',
      kind: 'html',
      path: '/docs/api/v2/limits',
      render: htmlPage(QUILLFEATHER, 'API v2 rate limits and authentication'),
      content: apiDocs,
    },
    [
      {
        id: 'h4-docs-qf-team-write-limit',
        label: 'alert',
        intent:
          'We sync 40k records a night into Quillfeather through the v2 API on a Team plan. Rate limit changes for Team would break our job. {url}',
        edit: 'Team write limit 120 → 60 / min',
        changes: [['<td>20 / min</td><td>120 / min</td>', '<td>20 / min</td><td>60 / min</td>']],
      },
      {
        id: 'h4-docs-qf-enterprise-offtopic',
        label: 'off-topic',
        intent:
          'We sync 40k records a night into Quillfeather through the v2 API on a Team plan. Rate limit changes for Team would break our job. {url}',
        edit: 'Business/Enterprise read limit 3,000 → 5,000 / min',
        changes: [['<td>3,000 / min</td>', '<td>5,000 / min</td>']],
      },
      {
        id: 'h4-docs-qf-apikey-sunset',
        label: 'alert',
        intent: 'Authentication changes in the Quillfeather API (tokens, api keys, expiry) — {url}',
        edit: 'api_key query parameter gets a removal date',
        changes: [['accepted until further notice but not recommended', 'deprecated and will stop working on July 1, 2026']],
      },
      {
        id: 'h4-docs-qf-pagination',
        label: 'alert',
        intent: 'breaking changes to pagination or page sizes, quillfeather api docs {url}',
        edit: 'max page size 100 → 50 items',
        changes: [['return up to 100 items per page', 'return up to 50 items per page']],
      },
      {
        id: 'h4-docs-qf-feedback-noise',
        label: 'noise',
        intent: 'Authentication changes in the Quillfeather API (tokens, api keys, expiry) — {url}',
        edit: 'helpful votes counter changes',
        changes: [['<span>842</span>', '<span>851</span>']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'docs-api', kind: 'json', path: '/api/v1/datasets/building-permits', render: jsonApi(), content: openData }, [
    {
      id: 'h4-docs-open-field-renamed',
      label: 'alert',
      intent:
        'Our civic-tech dashboard reads the Port Alder building permits open data API ({url}). Warn us about schema changes: fields renamed, removed, types, or endpoints deprecated.',
      edit: 'field valuation_usd renamed to declared_value_usd',
      changes: [['"name":"valuation_usd"', '"name":"declared_value_usd"']],
    },
    {
      id: 'h4-docs-open-deprecated',
      label: 'alert',
      intent:
        'Our civic-tech dashboard reads the Port Alder building permits open data API ({url}). Warn us about schema changes: fields renamed, removed, types, or endpoints deprecated.',
      edit: 'v1 endpoint listed as deprecated',
      changes: [
        ['"deprecated_endpoints":[]', '"deprecated_endpoints":["/api/v1/datasets/{id}/rows (use /api/v2/rows, removal 2026-09-01)"]'],
      ],
    },
    {
      id: 'h4-docs-open-frequency-offtopic',
      label: 'off-topic',
      intent: 'port alder permits dataset: page size limit and auth requirements {url}',
      edit: 'update frequency daily → weekly',
      changes: [['"update_frequency":"daily"', '"update_frequency":"weekly"']],
    },
    {
      id: 'h4-docs-open-counts-noise',
      label: 'noise',
      intent: 'port alder permits dataset: page size limit and auth requirements {url}',
      edit: 'download counter ticks up',
      changes: [['"downloads_total":9120', '"downloads_total":9133']],
    },
  ]),
];
