import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi, sitemapOf } from '../pages';
import { LODESTAR } from './sites';

const lodestarDeprecations: SourcePage = {
  pageClass: 'docs-api',
  kind: 'html',
  path: '/docs/deprecations',
  render: htmlPage(LODESTAR, 'Deprecations'),
  content: `<article class="docs-content">
<h1 id="deprecations">Deprecations</h1>
<p>When we deprecate a model or endpoint we give at least 90 days' notice by email to organisation owners. After the shutdown date, requests return <code>410 Gone</code>.</p>
<div class="callout callout--info" role="note"><p>Last reviewed by the platform team. See the changelog for announcements.</p></div>
<table class="docs-table">
  <thead><tr><th>Model or endpoint</th><th>Deprecated</th><th>Shutdown</th><th>Recommended replacement</th></tr></thead>
  <tbody>
    <tr><td><code>lodestar-v2-chat</code></td><td>2026-01-15</td><td>2026-09-30</td><td><code>lodestar-medium-2</code></td></tr>
    <tr><td><code>lodestar-embed-2</code></td><td>2026-02-01</td><td>2026-08-01</td><td><code>lodestar-embed-3</code></td></tr>
    <tr><td><code>/v1/fine-tunes</code></td><td>2025-10-01</td><td>2026-04-01</td><td><code>/v2/fine-tuning/jobs</code></td></tr>
  </tbody>
</table>
<h2 id="example">Example error after shutdown</h2>
<pre><code>{"error": {"type": "model_retired", "message": "The model lodestar-v2-chat has been retired.", "request_id": "req_8f2c01aa"}}</code></pre>
</article>
<!--aside-->
<nav class="toc"><a href="#deprecations">Deprecations</a><a href="#example">Example error</a></nav>`,
};

const shopwellSpec: SourcePage = {
  pageClass: 'docs-api',
  kind: 'json',
  path: '/api/2026-01/openapi.json',
  render: jsonApi(),
  content: `{
  "openapi": "3.1.0",
  "info": {"title": "Shopwell Admin API", "version": "2026-01"},
  "paths": {
    "/orders": {"get": {"summary": "List orders", "x-rate-limit-per-minute": 40, "parameters": [{"name": "status", "in": "query", "required": false}, {"name": "limit", "in": "query", "required": false}]}},
    "/orders/{id}/fulfillments": {"post": {"summary": "Create a fulfillment", "x-rate-limit-per-minute": 40, "parameters": [{"name": "id", "in": "path", "required": true}]}},
    "/products": {"get": {"summary": "List products", "x-rate-limit-per-minute": 80, "parameters": [{"name": "limit", "in": "query", "required": false}]}}
  },
  "x-build": "b-20260227-1142"
}`,
};

const shopwellSitemap: SourcePage = {
  pageClass: 'docs-api',
  kind: 'sitemap',
  path: '/sitemap-docs.xml',
  render: sitemapOf('https://dev.shopwell.example'),
  content: `/docs/api/2025-10/orders 2025-10-01 monthly 0.5
/docs/api/2026-01/orders 2026-01-05 monthly 0.7
/docs/api/2026-01/products 2026-01-05 monthly 0.7
/docs/webhooks 2026-02-11 monthly 0.6
/docs/versioning 2025-12-15 yearly 0.5`,
};

export const docsApiCases: EvalCase[] = [
  ...casesOf(lodestarDeprecations, [
    {
      id: 'h7-docs-lodestar-v2-chat-earlier',
      label: 'alert',
      intent: 'shutdown date for lodestar-v2-chat, we still run it in production {url}',
      edit: 'lodestar-v2-chat shutdown 2026-09-30 → 2026-06-30',
      changes: [['<td>2026-01-15</td><td>2026-09-30</td>', '<td>2026-01-15</td><td>2026-06-30</td>']],
    },
    {
      id: 'h7-docs-lodestar-embed-not-chat',
      label: 'off-topic',
      intent: 'shutdown date for lodestar-v2-chat, we still run it in production {url}',
      edit: 'lodestar-embed-2 shutdown 2026-08-01 → 2026-07-01 (another row)',
      changes: [['<td>2026-02-01</td><td>2026-08-01</td>', '<td>2026-02-01</td><td>2026-07-01</td>']],
    },
    {
      id: 'h7-docs-lodestar-completions-deprecated',
      label: 'alert',
      intent: 'We call /v1/completions and /v1/embeddings. Any deprecation affecting those? {url}',
      edit: 'new row deprecating /v1/completions',
      changes: [
        [
          '  </tbody>\n</table>',
          '    <tr><td><code>/v1/completions</code></td><td>2026-03-03</td><td>2026-06-01</td><td><code>/v2/responses</code></td></tr>\n  </tbody>\n</table>',
        ],
      ],
    },
    {
      id: 'h7-docs-lodestar-request-id',
      label: 'noise',
      intent: 'Lodestar deprecations page {url}',
      edit: 'request id in the example error regenerated',
      changes: [['req_8f2c01aa', 'req_31d9e7b0']],
    },
  ]),
  ...casesOf(shopwellSpec, [
    {
      id: 'h7-docs-shopwell-orders-rate-limit',
      label: 'alert',
      intent: 'Shopwell Admin API rate limits on the orders endpoints {url}',
      edit: '/orders GET rate limit 40 → 20 per minute',
      changes: [['"summary": "List orders", "x-rate-limit-per-minute": 40', '"summary": "List orders", "x-rate-limit-per-minute": 20']],
    },
    {
      id: 'h7-docs-shopwell-products-not-orders',
      label: 'off-topic',
      intent: 'Shopwell Admin API rate limits on the orders endpoints {url}',
      edit: '/products rate limit 80 → 60 per minute',
      changes: [['"x-rate-limit-per-minute": 80', '"x-rate-limit-per-minute": 60']],
    },
    {
      id: 'h7-docs-shopwell-breaking-param',
      label: 'alert',
      intent: 'breaking changes in the Shopwell API spec (new required params, removed endpoints) {url}',
      edit: 'new required parameter "location_id" on POST fulfillments',
      changes: [
        [
          '[{"name": "id", "in": "path", "required": true}]',
          '[{"name": "id", "in": "path", "required": true}, {"name": "location_id", "in": "query", "required": true}]',
        ],
      ],
    },
    {
      id: 'h7-docs-shopwell-build-id',
      label: 'noise',
      intent: 'breaking changes in the Shopwell API spec (new required params, removed endpoints) {url}',
      edit: 'x-build id regenerated',
      changes: [['b-20260227-1142', 'b-20260303-0907']],
    },
  ]),
  ...casesOf(shopwellSitemap, [
    {
      id: 'h7-docs-shopwell-new-version',
      label: 'alert',
      intent: 'new Shopwell API versions (quarterly releases) {url}',
      edit: '/docs/api/2026-04/orders and products pages added',
      changes: [
        [
          '/docs/webhooks 2026-02-11 monthly 0.6',
          '/docs/api/2026-04/orders 2026-03-03 monthly 0.7\n/docs/api/2026-04/products 2026-03-03 monthly 0.7\n/docs/webhooks 2026-02-11 monthly 0.6',
        ],
      ],
    },
  ]),
];
