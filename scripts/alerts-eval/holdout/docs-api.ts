import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { FERROCLOUD } from './sites';

const API_OVERVIEW = `    <article class="doc">
      <h1>Ferrocloud API overview</h1>
      <h2 id="versions">Versions</h2>
      <table>
        <thead><tr><th>Version</th><th>Base URL</th><th>Status</th></tr></thead>
        <tbody>
          <tr><td>v3</td><td><code>https://api.ferrocloud.example/v3</code></td><td>Current, recommended</td></tr>
          <tr><td>v2</td><td><code>https://api.ferrocloud.example/v2</code></td><td>Maintained, no new features</td></tr>
        </tbody>
      </table>
      <h2 id="auth">Authentication</h2>
      <p>Send a personal access token or a project token in the <code>Authorization: Bearer</code> header. Tokens can be scoped to <code>read</code>, <code>write</code> or <code>admin</code>. OAuth 2.0 is available for third-party integrations.</p>
      <h2 id="limits">Rate limits</h2>
      <p>Each token may make 120 requests per minute, with bursts of up to 40 requests per second. Responses include <code>X-RateLimit-Remaining</code>; over the limit you get HTTP 429 with a <code>Retry-After</code> header.</p>
      <h2 id="pagination">Pagination</h2>
      <p>List endpoints return up to 100 items per page, with a <code>next</code> cursor.</p>
      <h2 id="example">Example</h2>
      <pre><code>GET /v3/instances?region=fra1
{
  "data": [{ "id": "ins_7Qp2", "type": "fc-4", "status": "running" }],
  "next": null,
  "fetched_at": "{{iso}}"
}</code></pre>
      <h2 id="endpoints">Endpoints</h2>
      <ul><li><code>/instances</code> — create, list, resize, delete servers</li><li><code>/volumes</code> — block storage</li><li><code>/domains</code> — DNS zones and records</li></ul>
    </article>`;

const overviewPage = {
  pageClass: 'docs-api' as const,
  kind: 'html' as const,
  path: '/api/overview',
  render: htmlPage(FERROCLOUD, 'API overview'),
  content: API_OVERVIEW,
};

const OPENAPI = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 'Ferrocloud API', version: '3.14.0' },
    servers: [{ url: 'https://api.ferrocloud.example/v3' }],
    paths: {
      '/instances': {
        get: {
          operationId: 'listInstances',
          summary: 'List instances',
          parameters: [{ name: 'region', in: 'query', required: false, schema: { type: 'string' } }],
        },
        post: { operationId: 'createInstance', summary: 'Create an instance' },
      },
      '/instances/{id}/resize': { post: { operationId: 'resizeInstance', summary: 'Resize an instance' } },
      '/volumes': { get: { operationId: 'listVolumes', summary: 'List volumes' } },
      '/volumes/{id}/snapshots': { post: { operationId: 'snapshotVolume', summary: 'Snapshot a volume' } },
    },
  },
  null,
  2,
);

const openApi = {
  pageClass: 'docs-api' as const,
  kind: 'json' as const,
  path: '/v3/openapi.json',
  render: jsonApi(),
  content: OPENAPI,
};

export const docsApiCases: EvalCase[] = [
  ...casesOf(overviewPage, [
    {
      id: 'ho-docs-v2-sunset',
      label: 'alert',
      intent: 'Our provisioning scripts still call v2. Tell me when Ferrocloud announces a sunset date for API v2: {url}',
      edit: 'v2 status → deprecated, sunset 30 September 2026',
      changes: [
        [
          '<td>Maintained, no new features</td>',
          '<td>Deprecated — sunset on 30 September 2026. Requests will fail with HTTP 410 after that date.</td>',
        ],
      ],
    },
    {
      id: 'ho-docs-rate-limit-halved',
      label: 'alert',
      intent: 'Our integration polls /instances every few seconds. Flag any change to the API limits on {url}.',
      edit: 'rate limit 120 → 60 requests per minute',
      changes: [['may make 120 requests per minute', 'may make 60 requests per minute']],
    },
    {
      id: 'ho-docs-generic-pagination',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'page size 100 → 50 items',
      changes: [['return up to 100 items per page', 'return up to 50 items per page']],
    },
    {
      id: 'ho-docs-auth-only-new-endpoint',
      label: 'off-topic',
      intent: 'I maintain our SSO/token tooling. Only authentication changes (tokens, scopes, OAuth) on {url} are relevant to me.',
      edit: 'new endpoint /load-balancers listed (auth unchanged)',
      changes: [
        [
          '<li><code>/domains</code> — DNS zones and records</li>',
          '<li><code>/domains</code> — DNS zones and records</li><li><code>/load-balancers</code> — managed load balancers</li>',
        ],
      ],
    },
    {
      id: 'ho-docs-example-timestamp',
      label: 'noise',
      intent: 'Tell me about changes to the Ferrocloud API docs: {url}',
      edit: 'only the fetched_at timestamp in the example response moves',
      changes: [],
    },
  ]),
  ...casesOf(openApi, [
    {
      id: 'ho-docs-openapi-deprecated-op',
      label: 'alert',
      intent: 'Ping me if any endpoint gets deprecated or removed in the Ferrocloud OpenAPI spec: {url}',
      edit: 'resizeInstance marked deprecated: true',
      changes: [['"operationId": "resizeInstance",', '"operationId": "resizeInstance",\n        "deprecated": true,']],
    },
    {
      id: 'ho-docs-openapi-deprecations-only-new-param',
      label: 'off-topic',
      intent: 'Only deprecations and removals in {url} — additions don’t concern us.',
      edit: 'listInstances gains an optional "status" query parameter',
      changes: [
        (content) => {
          const spec = JSON.parse(content) as { paths: Record<string, { get?: { parameters?: unknown[] } }> };
          spec.paths['/instances']!.get!.parameters!.push({ name: 'status', in: 'query', required: false, schema: { type: 'string' } });
          return JSON.stringify(spec, null, 2);
        },
        ['"version": "3.14.0"', '"version": "3.15.0"'],
      ],
    },
  ]),
];
