import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { TESSELLATE } from './sites';

const DOCS_SITEMAP = `/ 2026-02-18 weekly 1.0
/guides/getting-started 2026-01-30 monthly 0.9
/guides/styling-vector-tiles 2026-02-11 monthly 0.7
/guides/offline-packs 2025-12-03 monthly 0.6
/reference/geocode 2026-02-18 weekly 0.8
/reference/reverse-geocode 2026-02-18 weekly 0.8
/reference/directions 2026-02-04 weekly 0.8
/reference/matrix 2026-01-21 weekly 0.7
/reference/v2/geocode 2025-06-30 yearly 0.3
/sdks/javascript 2026-02-25 weekly 0.8
/sdks/ios 2026-02-12 weekly 0.7
/sdks/android 2026-02-12 weekly 0.7`;

const docsSitemap = {
  pageClass: 'docs-api' as const,
  kind: 'sitemap' as const,
  path: '/sitemap.xml',
  render: sitemapOf('https://docs.tessellate.example'),
  content: DOCS_SITEMAP,
};

const GEOCODE_REF = `    <h1>Forward geocoding</h1>
    <p><code>GET https://api.tessellate.example/v3/geocode?q={query}</code></p>
    <h2>Authentication</h2>
    <p>Pass your secret API key in the <code>Authorization: Bearer</code> header. Publishable keys (prefix <code>pk_</code>) can be used from browsers and are restricted by allowed origins.</p>
    <h2>Query parameters</h2>
    <table class="params">
      <thead><tr><th>Parameter</th><th>Type</th><th>Description</th></tr></thead>
      <tbody>
        <tr><td><code>q</code></td><td>string</td><td>Required. The address or place to search for.</td></tr>
        <tr><td><code>country</code></td><td>string</td><td>Comma-separated ISO 3166 alpha-2 codes to restrict results.</td></tr>
        <tr><td><code>bounds</code></td><td>string</td><td>Bounding box <code>minLon,minLat,maxLon,maxLat</code> to restrict results.</td></tr>
        <tr><td><code>limit</code></td><td>integer</td><td>Maximum number of results, 1 to 10. Default 5.</td></tr>
      </tbody>
    </table>
    <h2>Response</h2>
    <p>A JSON object with a <code>features</code> array. Each feature has <code>place_name</code>, <code>center</code> ([lon, lat]) and <code>relevance</code> (0 to 1).</p>
    <h2>Rate limits</h2>
    <p>Forward geocoding is limited to 50 requests per second per account. Batch requests (up to 100 queries each) count as one request per query.</p>`;

const geocodeRefPage = {
  pageClass: 'docs-api' as const,
  kind: 'html' as const,
  path: '/reference/geocode',
  render: htmlPage(TESSELLATE, 'Forward geocoding API'),
  content: GEOCODE_REF,
};

export const docsApiCases: EvalCase[] = [
  ...casesOf(docsSitemap, [
    {
      id: 'h2-docs-sitemap-new-reference-page',
      label: 'alert',
      intent: 'New endpoints documented in the Tessellate API reference (/reference/...). Their docs sitemap is {url}',
      edit: 'new page /reference/isochrones',
      changes: [
        ['/reference/matrix 2026-01-21 weekly 0.7', '/reference/matrix 2026-01-21 weekly 0.7\n/reference/isochrones 2026-03-02 weekly 0.8'],
      ],
    },
    {
      id: 'h2-docs-sitemap-legacy-removed',
      label: 'alert',
      intent: 'We still call the legacy v2 geocoder. Warn me if its docs page vanishes from {url} — that usually means shutdown is near.',
      edit: '/reference/v2/geocode removed from the sitemap',
      changes: [['\n/reference/v2/geocode 2025-06-30 yearly 0.3', '']],
    },
    {
      id: 'h2-docs-sitemap-sdks-only-guide',
      label: 'off-topic',
      intent: 'SDK pages only (/sdks/…); guides are not my area. {url}',
      edit: 'new guide /guides/clustering-markers',
      changes: [
        [
          '/guides/offline-packs 2025-12-03 monthly 0.6',
          '/guides/offline-packs 2025-12-03 monthly 0.6\n/guides/clustering-markers 2026-03-02 monthly 0.6',
        ],
      ],
    },
    {
      id: 'h2-docs-sitemap-rebuild-lastmod',
      label: 'noise',
      intent: 'Any page added to or removed from the Tessellate docs: {url}',
      edit: 'a docs rebuild bumps every lastmod; same pages',
      changes: [(content) => content.replace(/ 20\d\d-\d\d-\d\d /g, ' 2026-03-02 ')],
    },
  ]),
  ...casesOf(geocodeRefPage, [
    {
      id: 'h2-docs-geocode-rate-limit',
      label: 'alert',
      intent:
        'We batch-geocode around 40,000 delivery addresses every night. If Tessellate lowers the requests-per-second limit for geocoding, our job will start failing, so I need to hear about it first. {url}',
      edit: 'forward geocoding limit 50 → 25 requests per second',
      changes: [['limited to 50 requests per second per account', 'limited to 25 requests per second per account']],
    },
    {
      id: 'h2-docs-geocode-bounds-deprecated',
      label: 'alert',
      intent: 'Are any of the geocode query parameters being deprecated? Tell me. {url}',
      edit: 'bounds parameter marked deprecated in favour of bbox',
      changes: [
        [
          '<tr><td><code>bounds</code></td><td>string</td><td>Bounding box <code>minLon,minLat,maxLon,maxLat</code> to restrict results.</td></tr>',
          '<tr><td><code>bounds</code></td><td>string</td><td><strong>Deprecated</strong> — use <code>bbox</code>; <code>bounds</code> will be ignored from 1 September 2026.</td></tr>\n        <tr><td><code>bbox</code></td><td>string</td><td>Bounding box <code>minLon,minLat,maxLon,maxLat</code> to restrict results.</td></tr>',
        ],
      ],
    },
    {
      id: 'h2-docs-geocode-auth-only-response-field',
      label: 'off-topic',
      intent: 'I look after our API keys. Authentication changes only (key types, headers, origins). {url}',
      edit: 'response gains a match_type field (authentication unchanged)',
      changes: [
        [
          'and <code>relevance</code> (0 to 1).',
          '<code>relevance</code> (0 to 1) and <code>match_type</code> (<code>exact</code>, <code>interpolated</code> or <code>approximate</code>).',
        ],
      ],
    },
  ]),
];
