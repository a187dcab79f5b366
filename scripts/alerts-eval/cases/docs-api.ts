import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { NORTHWIND } from '../sites';

const DEPRECATIONS = `    <article class="docs">
      <h1>API deprecations and sunset schedule</h1>
      <p>We announce every breaking change at least six months before it takes effect. Deprecated endpoints return a <code>Sunset</code> header with the shutdown date.</p>
      <table>
        <thead><tr><th>Endpoint or feature</th><th>Replacement</th><th>Deprecated</th><th>Shutdown</th></tr></thead>
        <tbody>
          <tr><td>REST API v1 (all endpoints)</td><td>REST API v2</td><td>1 October 2025</td><td>30 June 2026</td></tr>
          <tr><td>GET /v2/boards/{id}/export</td><td>POST /v2/exports</td><td>15 January 2026</td><td>15 July 2026</td></tr>
          <tr><td>Webhook signature scheme v1 (HMAC-SHA1)</td><td>Signature scheme v2 (HMAC-SHA256)</td><td>1 February 2026</td><td>1 August 2026</td></tr>
        </tbody>
      </table>
      <h2>Rate limits</h2>
      <p>API v2 allows 600 requests per minute per workspace on paid plans, and 60 on the Starter plan. Requests over the limit get HTTP 429 with a Retry-After header.</p>
      <h2>Versioning</h2>
      <p>Additive changes (new fields, new endpoints) ship without notice. Removing a field or changing its type is a breaking change.</p>
      <div class="feedback">Was this page helpful? 412 people found this helpful.</div>
    </article>
<!--aside-->
      <h4>On this page</h4><ul><li>Sunset schedule</li><li>Rate limits</li><li>Versioning</li></ul>`;

const deprecationsPage = {
  pageClass: 'docs-api' as const,
  kind: 'html' as const,
  path: '/docs/api/deprecations',
  render: htmlPage(NORTHWIND, 'API deprecations'),
  content: DEPRECATIONS,
};

const DOCS_SITEMAP = `/docs 2026-02-20 weekly 0.8
/docs/api/authentication 2026-01-10 monthly 0.6
/docs/api/boards 2026-02-18 monthly 0.6
/docs/api/exports 2026-02-18 monthly 0.6
/docs/api/webhooks 2026-02-02 monthly 0.6
/docs/api/deprecations 2026-02-01 monthly 0.7
/docs/guides/sso-saml 2025-12-12 monthly 0.5
/docs/guides/data-residency 2026-01-22 monthly 0.5
/docs/sdks/javascript 2026-02-24 monthly 0.5
/docs/sdks/python 2026-02-24 monthly 0.5`;

const docsSitemap = {
  pageClass: 'docs-api' as const,
  kind: 'sitemap' as const,
  path: '/docs/sitemap.xml',
  render: sitemapOf('https://www.northwind-cloud.example'),
  content: DOCS_SITEMAP,
};

export const docsApiCases: EvalCase[] = [
  ...casesOf(deprecationsPage, [
    {
      id: 'deprecations-shutdown-earlier',
      label: 'alert',
      intent: 'We integrate with the Northwind API. Tell me about deprecations and shutdown dates: {url}',
      businessContext: 'We build a time-tracking app that syncs with Northwind boards.',
      edit: 'export endpoint shutdown 15 July → 1 May 2026',
      changes: [['<td>15 January 2026</td><td>15 July 2026</td>', '<td>15 January 2026</td><td>1 May 2026</td>']],
    },
    {
      id: 'deprecations-new-entry',
      label: 'alert',
      intent: 'Watch {url} for newly deprecated Northwind API endpoints.',
      edit: 'new row: GET /v2/users deprecated',
      changes: [
        [
          '<tbody>',
          '<tbody>\n          <tr><td>GET /v2/users</td><td>GET /v2/members</td><td>3 March 2026</td><td>3 September 2026</td></tr>',
        ],
      ],
    },
    {
      id: 'deprecations-rate-limit',
      label: 'alert',
      intent: 'Our sync job depends on the Northwind API rate limits documented at {url}.',
      edit: 'paid plan limit 600 → 300 requests per minute',
      changes: [['allows 600 requests per minute', 'allows 300 requests per minute']],
    },
    {
      id: 'deprecations-webhooks-only-v1-shutdown',
      label: 'off-topic',
      intent: 'We only use Northwind webhooks. Tell me about changes to webhook signatures on {url}.',
      edit: 'REST v1 shutdown 30 June → 30 September 2026 (webhooks unchanged)',
      changes: [['<td>30 June 2026</td>', '<td>30 September 2026</td>']],
    },
    {
      id: 'deprecations-helpful-counter',
      label: 'noise',
      intent: 'Watch {url} for newly deprecated Northwind API endpoints.',
      edit: 'only the "found this helpful" counter moves',
      changes: [['412 people found this helpful', '419 people found this helpful']],
    },
  ]),
  ...casesOf(docsSitemap, [
    {
      id: 'docs-sitemap-new-sdk',
      label: 'alert',
      intent: 'Tell me when Northwind documents a new SDK. Their docs sitemap: {url}',
      edit: 'new page /docs/sdks/go',
      changes: [
        ['/docs/sdks/python 2026-02-24 monthly 0.5', '/docs/sdks/python 2026-02-24 monthly 0.5\n/docs/sdks/go 2026-03-03 monthly 0.5'],
      ],
    },
    {
      id: 'docs-sitemap-api-page-removed',
      label: 'alert',
      intent: 'Track the API reference pages in the Northwind docs sitemap ({url}): new or removed endpoints.',
      edit: 'page /docs/api/exports removed',
      changes: [['/docs/api/exports 2026-02-18 monthly 0.6\n', '']],
    },
    {
      id: 'docs-sitemap-sdk-only-guide',
      label: 'off-topic',
      intent: 'Tell me when Northwind documents a new SDK. Their docs sitemap: {url}',
      edit: 'new guide page /docs/guides/scim-provisioning',
      changes: [
        [
          '/docs/guides/data-residency 2026-01-22 monthly 0.5',
          '/docs/guides/data-residency 2026-01-22 monthly 0.5\n/docs/guides/scim-provisioning 2026-03-03 monthly 0.5',
        ],
      ],
    },
    {
      id: 'docs-sitemap-reordered',
      label: 'noise',
      intent: 'Track the API reference pages in the Northwind docs sitemap ({url}): new or removed endpoints.',
      edit: 'the same pages in another order with new lastmod dates',
      changes: [
        (content) =>
          content
            .split('\n')
            .reverse()
            .map((line) => line.replace(/2026-0[12]-\d\d/, '2026-03-03'))
            .join('\n'),
      ],
    },
  ]),
];
