import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { STRATUS } from './sites';

const STATUS = `    <div class="banner green"><h1>All services are running normally</h1></div>
    <section class="services">
      <table class="matrix">
        <thead><tr><th>Service</th><th>North America</th><th>Europe</th><th>Asia Pacific</th></tr></thead>
        <tbody>
          <tr><th>CDN delivery</th><td class="up">Normal</td><td class="up">Normal</td><td class="up">Normal</td></tr>
          <tr><th>Authoritative DNS</th><td class="up">Normal</td><td class="up">Normal</td><td class="up">Normal</td></tr>
          <tr><th>Edge Functions</th><td class="up">Normal</td><td class="up">Normal</td><td class="up">Normal</td></tr>
          <tr><th>Cache purge API</th><td class="up">Normal</td><td class="up">Normal</td><td class="up">Normal</td></tr>
          <tr><th>Dashboard and control API</th><td class="up" colspan="3">Normal (global)</td></tr>
        </tbody>
      </table>
    </section>
    <section class="live-metrics">
      <h2>Live metrics</h2>
      <p>Median edge latency: 38 ms · Requests served in the last minute: 41.7M · Cache hit ratio: 94.2%</p>
    </section>
    <section class="active-incidents">
      <h2>Active incidents</h2>
      <p>No active incidents.</p>
    </section>
    <section class="planned">
      <h2>Planned work</h2>
      <p>Amsterdam (AMS) point of presence — hardware refresh, 11 March 2026, 01:00–03:00 CET. Traffic will be served from Frankfurt; no impact expected.</p>
    </section>
<!--footer-->
    <p>Get notified: email, SMS, webhook or Slack.</p>`;

const statusPage = {
  pageClass: 'status' as const,
  kind: 'html' as const,
  path: '/',
  render: htmlPage(STRATUS, 'Stratus Edge status'),
  content: STATUS,
};

/** Sets one cell of the service matrix: `column` 0 North America, 1 Europe, 2 Asia Pacific. */
const cell =
  (service: string, column: number, state: string, cls = 'down') =>
  (content: string) => {
    const rowStart = content.indexOf(`<tr><th>${service}</th>`);
    const rowEnd = content.indexOf('</tr>', rowStart);
    if (rowStart < 0) throw new Error(`no row ${service}`);
    let index = 0;
    const row = content
      .slice(rowStart, rowEnd)
      .replace(/<td class="up">Normal<\/td>/g, (td) => (index++ === column ? `<td class="${cls}">${state}</td>` : td));
    return content.slice(0, rowStart) + row + content.slice(rowEnd);
  };

const HEALTH = JSON.stringify(
  {
    generated_at: '{{iso}}',
    overall: 'healthy',
    regions: [
      {
        id: 'sto1',
        name: 'Stockholm',
        services: { compute: 'healthy', block_storage: 'healthy', object_storage: 'healthy', load_balancers: 'healthy' },
      },
      {
        id: 'fra1',
        name: 'Frankfurt',
        services: { compute: 'healthy', block_storage: 'healthy', object_storage: 'healthy', load_balancers: 'healthy' },
      },
      {
        id: 'iad1',
        name: 'Ashburn',
        services: { compute: 'healthy', block_storage: 'healthy', object_storage: 'healthy', load_balancers: 'healthy' },
      },
    ],
  },
  null,
  2,
);

const healthApi = { pageClass: 'status' as const, kind: 'json' as const, path: '/v1/health', render: jsonApi(), content: HEALTH };

export const statusCases: EvalCase[] = [
  ...casesOf(statusPage, [
    {
      id: 'ho-status-dns-degraded',
      label: 'alert',
      intent: 'Our domains all resolve through Stratus Edge DNS. I need to hear about it whenever DNS has trouble: {url}',
      edit: 'Authoritative DNS, Europe: Normal → Degraded',
      changes: [
        cell('Authoritative DNS', 1, 'Degraded — elevated SERVFAIL rates'),
        ['All services are running normally', 'Some services are degraded'],
      ],
    },
    {
      id: 'ho-status-generic-incident-opened',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'new active incident: 5xx errors in Sydney for Edge Functions',
      changes: [
        cell('Edge Functions', 2, 'Partial outage'),
        [
          '<p>No active incidents.</p>',
          '<p><strong>Investigating</strong> — Elevated 5xx errors for Edge Functions served from Sydney (SYD). Started 09:52 UTC. Next update in 30 minutes.</p>',
        ],
        ['All services are running normally', 'Partial outage in Asia Pacific'],
      ],
    },
    {
      id: 'ho-status-purge-down-question',
      label: 'alert',
      intent: 'Is the purge API working? Our deploys depend on cache purges going through. {url}',
      edit: 'Cache purge API, North America: Normal → Major outage',
      changes: [cell('Cache purge API', 0, 'Major outage'), ['All services are running normally', 'Major outage: cache purge API']],
    },
    {
      id: 'ho-status-europe-only-apac',
      label: 'off-topic',
      intent: 'All our visitors are in Europe. Tell me about Stratus Edge problems in Europe on {url} — not other continents.',
      edit: 'CDN delivery, Asia Pacific: Normal → Degraded (Europe fine)',
      changes: [cell('CDN delivery', 2, 'Degraded')],
    },
    {
      id: 'ho-status-live-metrics',
      label: 'noise',
      intent: 'Alert me to any Stratus Edge outage or degradation: {url}',
      edit: 'only the live latency / request / hit-ratio figures move',
      changes: [
        [
          'Median edge latency: 38 ms · Requests served in the last minute: 41.7M · Cache hit ratio: 94.2%',
          'Median edge latency: 41 ms · Requests served in the last minute: 39.9M · Cache hit ratio: 94.0%',
        ],
      ],
    },
  ]),
  ...casesOf(healthApi, [
    {
      id: 'ho-status-health-fra-block-storage',
      label: 'alert',
      intent: 'Our Postgres volumes live on Ferrocloud block storage in Frankfurt. Flag anything unhealthy there: {url}',
      edit: 'fra1 block_storage healthy → degraded, overall → degraded',
      changes: [
        [
          '"name": "Frankfurt",\n      "services": {\n        "compute": "healthy",\n        "block_storage": "healthy"',
          '"name": "Frankfurt",\n      "services": {\n        "compute": "healthy",\n        "block_storage": "degraded"',
        ],
        ['"overall": "healthy"', '"overall": "degraded"'],
      ],
    },
    {
      id: 'ho-status-health-generated-at',
      label: 'noise',
      intent: 'Monitor {url} for changes',
      edit: 'only generated_at and the request id move',
      changes: [],
    },
  ]),
];
