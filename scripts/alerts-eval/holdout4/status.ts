import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { STRATUSFORGE } from './sites';

const statusPage = `<h1>StratusForge system status</h1>
<div class="overall ok">All systems operational</div>
<p class="refreshed">Page refreshed {{time}} UTC · <span class="ago">Updated 2 minutes ago</span></p>
<section id="components">
  <h2>Current status by region</h2>
  <table class="components">
    <thead><tr><th>Service</th><th>us-east-2 (Ohio)</th><th>eu-central-1 (Frankfurt)</th><th>ap-south-1 (Mumbai)</th></tr></thead>
    <tbody>
      <tr><td>Compute instances</td><td>Operational</td><td>Operational</td><td>Operational</td></tr>
      <tr><td>Object storage</td><td>Operational</td><td>Operational</td><td>Operational</td></tr>
      <tr><td>Managed Postgres</td><td>Operational</td><td>Operational</td><td>Operational</td></tr>
      <tr><td>Load balancers</td><td>Operational</td><td>Operational</td><td>Operational</td></tr>
      <tr><td>Edge network (CDN)</td><td colspan="3">Operational (global)</td></tr>
    </tbody>
  </table>
</section>
<section id="maintenance">
  <h2>Scheduled maintenance</h2>
  <ul>
    <li><strong>Managed Postgres minor version upgrades, eu-central-1</strong> — 10 Mar 2026, 01:00–03:00 UTC. Expect up to 30 seconds of failover per cluster.</li>
    <li><strong>Object storage lifecycle engine, us-east-2</strong> — 14 Mar 2026, 04:00–05:00 UTC. No customer impact expected.</li>
  </ul>
</section>
<section id="uptime">
  <h2>Uptime, last 90 days</h2>
  <dl><dt>Compute</dt><dd>99.991%</dd><dt>Object storage</dt><dd>99.998%</dd><dt>Managed Postgres</dt><dd>99.972%</dd></dl>
</section>
<!--aside--><h3>Subscribe to updates</h3><p>Get email, SMS or webhook notifications for the components you use. <a href="/subscribe">Subscribe</a></p>
<!--footer--><p>Times shown in UTC. Status data generated at {{iso}}.</p>`;

const statusJson = JSON.stringify({
  page: { id: 'sf-status', name: 'StratusForge', time_zone: 'Etc/UTC' },
  status: { indicator: 'none', description: 'All Systems Operational' },
  components: [
    { id: 'cmp-api', name: 'Public API', status: 'operational', group: 'Control plane' },
    { id: 'cmp-console', name: 'Web console', status: 'operational', group: 'Control plane' },
    { id: 'cmp-k8s-eu', name: 'Managed Kubernetes (eu-central-1)', status: 'operational', group: 'Kubernetes' },
    { id: 'cmp-k8s-us', name: 'Managed Kubernetes (us-east-2)', status: 'operational', group: 'Kubernetes' },
    { id: 'cmp-dns', name: 'Managed DNS', status: 'operational', group: 'Networking' },
  ],
  incidents: [],
  scheduled_maintenances: [],
  meta: { poll_interval_s: 60 },
});

export const statusCases: EvalCase[] = [
  ...casesOf({ pageClass: 'status', kind: 'html', path: '/', render: htmlPage(STRATUSFORGE, 'System status'), content: statusPage }, [
    {
      id: 'h4-status-postgres-eu-degraded',
      label: 'alert',
      intent:
        'Our production database is StratusForge Managed Postgres in Frankfurt. Tell me when its status on {url} is anything but Operational.',
      businessContext: 'Fintech SaaS, all EU customers served from eu-central-1.',
      edit: 'Managed Postgres eu-central-1 Operational → Degraded performance',
      changes: [
        [
          '<tr><td>Managed Postgres</td><td>Operational</td><td>Operational</td>',
          '<tr><td>Managed Postgres</td><td>Operational</td><td>Degraded performance</td>',
        ],
      ],
    },
    {
      id: 'h4-status-compute-mumbai-offtopic',
      label: 'off-topic',
      intent:
        'Our production database is StratusForge Managed Postgres in Frankfurt. Tell me when its status on {url} is anything but Operational.',
      edit: 'Compute instances in ap-south-1 (Mumbai) → Partial outage',
      changes: [
        [
          '<tr><td>Compute instances</td><td>Operational</td><td>Operational</td><td>Operational</td>',
          '<tr><td>Compute instances</td><td>Operational</td><td>Operational</td><td>Partial outage</td>',
        ],
      ],
    },
    {
      id: 'h4-status-maintenance-moved',
      label: 'alert',
      intent: 'stratusforge status {url} — planned maintenance windows for Postgres in Frankfurt (we need to warn customers), dates/times',
      edit: 'Postgres maintenance moved from 10 Mar to 17 Mar 2026',
      changes: [['10 Mar 2026, 01:00–03:00 UTC', '17 Mar 2026, 01:00–03:00 UTC']],
    },
    {
      id: 'h4-status-storage-maint-offtopic',
      label: 'off-topic',
      intent: 'stratusforge status {url} — planned maintenance windows for Postgres in Frankfurt (we need to warn customers), dates/times',
      edit: 'new object storage maintenance in us-east-2 added',
      changes: [
        [
          'No customer impact expected.</li>',
          'No customer impact expected.</li>\n    <li><strong>Object storage replication, us-east-2</strong> — 21 Mar 2026, 02:00–04:00 UTC. Writes may be delayed by up to 5 minutes.</li>',
        ],
      ],
    },
    {
      id: 'h4-status-ago-noise',
      label: 'noise',
      intent: 'Anything wrong with StratusForge? {url}',
      edit: '"updated x minutes ago" text and refresh time change',
      changes: [['Updated 2 minutes ago', 'Updated 1 minute ago']],
    },
    {
      id: 'h4-status-overall-major',
      label: 'alert',
      intent: 'Anything wrong with StratusForge? {url}',
      edit: 'overall banner → major outage, CDN down',
      changes: [
        ['<div class="overall ok">All systems operational</div>', '<div class="overall major">Major outage: Edge network</div>'],
        ['<td colspan="3">Operational (global)</td>', '<td colspan="3">Major outage (global)</td>'],
      ],
    },
  ]),
  ...casesOf({ pageClass: 'status', kind: 'json', path: '/api/v2/summary.json', render: jsonApi(), content: statusJson }, [
    {
      id: 'h4-status-json-k8s-eu',
      label: 'alert',
      intent: 'Managed Kubernetes eu-central-1 status from {url}',
      edit: 'Managed Kubernetes (eu-central-1) operational → partial_outage',
      changes: [
        [
          '"name":"Managed Kubernetes (eu-central-1)","status":"operational"',
          '"name":"Managed Kubernetes (eu-central-1)","status":"partial_outage"',
        ],
      ],
    },
    {
      id: 'h4-status-json-k8s-us-offtopic',
      label: 'off-topic',
      intent: 'Managed Kubernetes eu-central-1 status from {url}',
      edit: 'Managed Kubernetes (us-east-2) → degraded_performance (other region)',
      changes: [
        [
          '"name":"Managed Kubernetes (us-east-2)","status":"operational"',
          '"name":"Managed Kubernetes (us-east-2)","status":"degraded_performance"',
        ],
      ],
    },
    {
      id: 'h4-status-json-incident',
      label: 'alert',
      intent: 'Tell me about any new StratusForge incident that touches the API or the web console ({url}). DNS we do not use.',
      edit: 'incident added: elevated API error rates',
      changes: [
        [
          '"incidents":[]',
          '"incidents":[{"id":"inc-5521","name":"Elevated error rates on the Public API","status":"investigating","impact":"minor","components":["cmp-api"],"created_at":"2026-03-03T09:58:00Z"}]',
        ],
      ],
    },
    {
      id: 'h4-status-json-dns-offtopic',
      label: 'off-topic',
      intent: 'Tell me about any new StratusForge incident that touches the API or the web console ({url}). DNS we do not use.',
      edit: 'Managed DNS → major_outage (explicitly excluded)',
      changes: [['"name":"Managed DNS","status":"operational"', '"name":"Managed DNS","status":"major_outage"']],
    },
    {
      id: 'h4-status-json-poll-noise',
      label: 'noise',
      intent: 'Managed Kubernetes eu-central-1 status from {url}',
      edit: 'poll interval hint changes',
      changes: [['"poll_interval_s":60', '"poll_interval_s":30']],
    },
  ]),
];
