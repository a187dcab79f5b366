import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { CORVID_FREIGHT } from './sites';

const trackingDocs = `<h1>Tracking API v3</h1>
<p>Track shipments across ocean, air and road with one API. Base URL: <code>https://api.corvidfreight.example/tracking/v3</code>.</p>
<section id="auth">
  <h2>Authentication</h2>
  <p>Send your API key in the <code>X-Corvid-Key</code> header. Keys are issued in the developer portal and can be rotated at any time.</p>
</section>
<section id="endpoints">
  <h2>Endpoints</h2>
  <table>
    <thead><tr><th>Method</th><th>Path</th><th>Description</th></tr></thead>
    <tbody>
      <tr><td>GET</td><td><code>/shipments/{reference}</code></td><td>Current status and milestones of a shipment by booking, bill of lading or container number.</td></tr>
      <tr><td>GET</td><td><code>/shipments/{reference}/events</code></td><td>All tracking events, newest first, paginated (50 per page).</td></tr>
      <tr><td>POST</td><td><code>/subscriptions</code></td><td>Register a webhook for a shipment’s events.</td></tr>
    </tbody>
  </table>
</section>
<section id="limits">
  <h2>Rate limits</h2>
  <p>600 requests per minute per key. Responses over the limit get HTTP 429 with a <code>Retry-After</code> header.</p>
</section>
<section id="webhooks">
  <h2>Webhooks</h2>
  <p>Webhook payloads are signed with HMAC-SHA256 in the <code>X-Corvid-Signature</code> header. We retry failed deliveries 5 times over 24 hours.</p>
</section>
<section id="versions">
  <h2>Versions</h2>
  <p>v2 is deprecated and will be switched off on 30 September 2026. v1 has been switched off.</p>
</section>
<!--aside--><h3>SDKs</h3><ul><li>Python 3.4.0</li><li>Node.js 3.2.1</li><li>Java 3.1.0</li></ul><p>Try it in the sandbox: <code>sandbox.corvidfreight.example</code></p>`;

const apiIndex = JSON.stringify(
  {
    apis: [
      { name: 'tracking', current: 'v3', supported: ['v3', 'v2'], sunset: { v2: '2026-09-30' } },
      { name: 'booking', current: 'v2', supported: ['v2'], sunset: {} },
      { name: 'rates', current: 'v1', supported: ['v1'], sunset: {}, status: 'beta' },
    ],
    changelog_url: 'https://developer.corvidfreight.example/changelog',
    meta: { etag: 'W/"a81f-{{ymd}}"' },
  },
  null,
  2,
);

export const docsApiCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'docs-api',
      kind: 'html',
      path: '/developers/tracking-v3',
      render: htmlPage(CORVID_FREIGHT, 'Tracking API v3'),
      content: trackingDocs,
    },
    [
      {
        id: 'h3-docs-corvid-rate-limit',
        label: 'alert',
        intent:
          'Our integration calls the Corvid tracking API a lot. Watch the docs at {url} for rate limit or auth changes that could break us.',
        businessContext: 'Freight forwarder software, 3,000 active shipments polled hourly.',
        edit: 'rate limit 600 → 300 requests per minute',
        changes: [['600 requests per minute per key', '300 requests per minute per key']],
      },
      {
        id: 'h3-docs-corvid-sdk-offtopic',
        label: 'off-topic',
        intent:
          'Our integration calls the Corvid tracking API a lot. Watch the docs at {url} for rate limit or auth changes that could break us.',
        edit: 'Java SDK version bump in sidebar',
        changes: [['<li>Java 3.1.0</li>', '<li>Java 3.1.1</li>']],
      },
      {
        id: 'h3-docs-corvid-v2-sunset',
        label: 'alert',
        intent: 'We are still on tracking v2. Tell me if the v2 switch-off date changes: {url}',
        edit: 'v2 switch-off moved earlier to 30 June 2026',
        changes: [['switched off on 30 September 2026', 'switched off on 30 June 2026']],
      },
      {
        id: 'h3-docs-corvid-webhook-retries',
        label: 'alert',
        intent: 'corvid tracking api docs {url} — anything about webhooks',
        edit: 'webhook retries 5 over 24h → 3 over 6h',
        changes: [['We retry failed deliveries 5 times over 24 hours.', 'We retry failed deliveries 3 times over 6 hours.']],
      },
      {
        id: 'h3-docs-corvid-pagination-offtopic',
        label: 'off-topic',
        intent: 'corvid tracking api docs {url} — anything about webhooks',
        edit: 'events page size 50 → 100',
        changes: [['paginated (50 per page)', 'paginated (100 per page)']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'docs-api', kind: 'json', path: '/developers/apis.json', render: jsonApi(), content: apiIndex }, [
    {
      id: 'h3-docs-corvid-json-rates-ga',
      label: 'alert',
      intent: 'Tell me when the Corvid rates API leaves beta (from {url}).',
      edit: 'rates API status beta → general availability',
      changes: [['"status": "beta"', '"status": "ga"']],
    },
    {
      id: 'h3-docs-corvid-json-booking-offtopic',
      label: 'off-topic',
      intent: 'Tell me when the Corvid rates API leaves beta (from {url}).',
      edit: 'booking API gets v3 as current',
      changes: [
        (content: string) =>
          content.replace(/("name": "booking",\s*"current": )"v2",(\s*"supported": \[\s*)"v2"/, '$1"v3",$2"v3",\n        "v2"'),
      ],
    },
    {
      id: 'h3-docs-corvid-json-etag-noise',
      label: 'noise',
      intent: 'corvid api versions index {url} — let me know when it changes',
      edit: 'only the etag stamp differs',
      changes: [],
    },
  ]),
];
