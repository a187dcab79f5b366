import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi, sitemapOf } from '../pages';
import { CARTOGRID } from './sites';

const deprecations = `<div class="docs-layout flex">
<nav class="docs-toc" aria-label="On this page"><a href="#active">Active deprecations</a><a href="#removed">Removed</a></nav>
<article class="docs-content prose">
<h1>Deprecations and sunsets</h1>
<p>We announce deprecations at least 12 months before removal. Subscribe to the <a href="/changelog.rss">changelog feed</a>.</p>
<h2 id="active">Active deprecations</h2>
<table><thead><tr><th>API / feature</th><th>Deprecated</th><th>Removal date</th><th>Replacement</th></tr></thead><tbody>
<tr><td><code>GET /geocode/v1/search</code></td><td>2025-06-01</td><td>2026-06-30</td><td><code>GET /geocode/v2/search</code></td></tr>
<tr><td>Static Maps <code>scale=3</code> parameter</td><td>2025-09-15</td><td>2026-09-15</td><td><code>scale=2</code> with <code>dpi</code></td></tr>
<tr><td>JavaScript SDK v3</td><td>2025-11-01</td><td>2026-11-01</td><td>SDK v4</td></tr>
<tr><td>API keys without domain restriction</td><td>2026-01-10</td><td>2027-01-10</td><td>Restricted keys</td></tr>
</tbody></table>
<div class="callout warning" role="alert"><p>After the removal date, calls return <code>410 Gone</code>.</p></div>
<h2 id="removed">Removed</h2><ul><li>Directions v1 — removed 2025-03-31</li></ul>
<details><summary>Migration guide: Geocoding v1 → v2</summary><p>v2 returns <code>results[].geometry.location</code> instead of <code>lat</code>/<code>lng</code> at the top level. Pagination uses <code>cursor</code>.</p></details>
<p class="helpful">Was this page helpful? 1,208 people found this useful.</p>
</article></div>`;

const DEV =
  'We call Cartogrid geocoding v1 from our delivery app and use JS SDK v3 on the web. Tell me about deprecation or removal-date changes for those two on {url}.';

const openapi = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Vocalis Messaging API', version: '2024-11-01' },
  paths: {
    '/v1/messages': { post: { summary: 'Send a message', deprecated: false, 'x-rate-limit': '100/s' } },
    '/v1/messages/{id}': { get: { summary: 'Fetch a message', deprecated: false } },
    '/v1/numbers/lookup': { get: { summary: 'Carrier lookup', deprecated: false, 'x-rate-limit': '20/s' } },
  },
  components: {
    schemas: {
      Message: {
        required: ['to', 'from', 'body'],
        properties: { to: { type: 'string' }, from: { type: 'string' }, body: { type: 'string', maxLength: 1600 } },
      },
    },
  },
  meta: { etag: 'W/"a91"' },
});

const SENDER =
  'Backend team using Vocalis’ send-message endpoint. Watch the OpenAPI spec {url} for breaking changes to POST /v1/messages: deprecation, rate limits, new required fields, body length limits.';

const docsMap = `/docs 2026-02-20 weekly 1.0
/docs/geocoding/v2 2026-02-10 weekly 0.8
/docs/static-maps 2025-12-01 monthly 0.6
/docs/js-sdk/v4 2026-02-18 weekly 0.8
/docs/deprecations 2026-01-10 weekly 0.9`;

export const docsApiCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'docs-api', kind: 'html', path: '/docs/deprecations', render: htmlPage(CARTOGRID, 'Deprecations'), content: deprecations },
    [
      {
        id: 'h6-docs-cartogrid-geocode-earlier',
        label: 'alert',
        intent: DEV,
        businessContext: 'Grocery delivery app, 40k daily geocodes.',
        edit: 'geocode v1 removal 2026-06-30 → 2026-04-30',
        changes: [['<td>2025-06-01</td><td>2026-06-30</td>', '<td>2025-06-01</td><td>2026-04-30</td>']],
      },
      {
        id: 'h6-docs-cartogrid-static-offtopic',
        label: 'off-topic',
        intent: DEV,
        edit: 'Static Maps scale=3 removal moved (not geocoding or SDK v3)',
        changes: [['<td>2025-09-15</td><td>2026-09-15</td>', '<td>2025-09-15</td><td>2026-07-01</td>']],
      },
      {
        id: 'h6-docs-cartogrid-sdk',
        label: 'alert',
        intent: DEV,
        edit: 'SDK v3 removal 2026-11-01 → 2026-08-01',
        changes: [['<td>2025-11-01</td><td>2026-11-01</td>', '<td>2025-11-01</td><td>2026-08-01</td>']],
      },
      {
        id: 'h6-docs-cartogrid-helpful-noise',
        label: 'noise',
        intent: DEV,
        edit: 'helpful counter 1,208 → 1,215',
        changes: [['1,208 people', '1,215 people']],
      },
      {
        id: 'h6-docs-cartogrid-keys',
        label: 'alert',
        intent: 'security eng. Cartogrid deprecation page {url}: anything about API key restrictions or auth changes',
        edit: 'unrestricted keys removal brought forward 2027-01-10 → 2026-07-01, now returns 403',
        changes: [
          ['<td>2026-01-10</td><td>2027-01-10</td>', '<td>2026-01-10</td><td>2026-07-01 (requests return 403 from 2026-05-01)</td>'],
        ],
      },
    ],
  ),
  ...casesOf({ pageClass: 'docs-api', kind: 'json', path: '/openapi.json', render: jsonApi(), content: openapi }, [
    {
      id: 'h6-docs-vocalis-required',
      label: 'alert',
      intent: SENDER,
      edit: 'Message schema: messaging_service_id added to required',
      changes: [
        ['"required":["to","from","body"]', '"required":["to","from","body","messaging_service_id"]'],
        ['"properties":{"to":{"type":"string"}', '"properties":{"messaging_service_id":{"type":"string"},"to":{"type":"string"}'],
      ],
    },
    {
      id: 'h6-docs-vocalis-ratelimit',
      label: 'alert',
      intent: SENDER,
      edit: 'POST /v1/messages rate limit 100/s → 50/s',
      changes: [['"x-rate-limit":"100/s"', '"x-rate-limit":"50/s"']],
    },
    {
      id: 'h6-docs-vocalis-lookup-offtopic',
      label: 'off-topic',
      intent: SENDER,
      edit: 'numbers lookup marked deprecated',
      changes: [['"summary":"Carrier lookup","deprecated":false', '"summary":"Carrier lookup","deprecated":true']],
    },
    {
      id: 'h6-docs-vocalis-etag-noise',
      label: 'noise',
      intent: SENDER,
      edit: 'meta etag changes',
      changes: [['W/\\"a91\\"', 'W/\\"b07\\"']],
    },
    {
      id: 'h6-docs-vocalis-maxlen',
      label: 'alert',
      intent: 'vocalis openapi {url} max body length of messages?',
      edit: 'body maxLength 1600 → 918',
      changes: [['"maxLength":1600', '"maxLength":918']],
    },
    {
      id: 'h6-docs-vocalis-fetch-offtopic',
      label: 'off-topic',
      intent: 'vocalis openapi {url} max body length of messages?',
      edit: 'GET /v1/messages/{id} marked deprecated (maxLength unchanged)',
      changes: [['"summary":"Fetch a message","deprecated":false', '"summary":"Fetch a message","deprecated":true']],
    },
  ]),
  ...casesOf(
    {
      pageClass: 'docs-api',
      kind: 'sitemap',
      path: '/sitemap-docs.xml',
      render: sitemapOf('https://developers.cartogrid.example'),
      content: docsMap,
    },
    [
      {
        id: 'h6-docs-cartogrid-sitemap-dep',
        label: 'alert',
        intent: 'Cartogrid docs sitemap {url} — tell me when the deprecations page is updated',
        edit: '/docs/deprecations lastmod 2026-01-10 → 2026-03-02',
        changes: [['/docs/deprecations 2026-01-10', '/docs/deprecations 2026-03-02']],
      },
      {
        id: 'h6-docs-cartogrid-sitemap-static-offtopic',
        label: 'off-topic',
        intent: 'Cartogrid docs sitemap {url} — tell me when the deprecations page is updated',
        edit: 'static maps docs lastmod moved',
        changes: [['/docs/static-maps 2025-12-01', '/docs/static-maps 2026-03-01']],
      },
      {
        id: 'h6-docs-cartogrid-sitemap-v3',
        label: 'alert',
        intent: 'new API versions in Cartogrid docs (sitemap {url}): e.g. geocoding v3, routing',
        edit: 'new /docs/geocoding/v3 page listed',
        changes: [
          [
            '/docs/geocoding/v2 2026-02-10 weekly 0.8',
            '/docs/geocoding/v2 2026-02-10 weekly 0.8\n/docs/geocoding/v3 2026-03-02 weekly 0.8',
          ],
        ],
      },
    ],
  ),
];
