import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { NORTHWIND } from '../sites';

const STATUS = `    <section class="overall ok">
      <h1>All systems operational</h1>
      <p class="refreshed">Last checked: {{date}}, {{time}} UTC</p>
    </section>
    <section class="components">
      <h2>EU region (Frankfurt)</h2>
      <ul>
        <li><span class="name">Web app</span> <span class="state">Operational</span></li>
        <li><span class="name">API</span> <span class="state">Operational</span></li>
        <li><span class="name">File storage</span> <span class="state">Operational</span></li>
        <li><span class="name">Search</span> <span class="state">Operational</span></li>
      </ul>
      <h2>US region (Virginia)</h2>
      <ul>
        <li><span class="name">Web app</span> <span class="state">Operational</span></li>
        <li><span class="name">API</span> <span class="state">Operational</span></li>
        <li><span class="name">File storage</span> <span class="state">Operational</span></li>
        <li><span class="name">Search</span> <span class="state">Operational</span></li>
      </ul>
      <h2>Integrations</h2>
      <ul>
        <li><span class="name">Slack notifications</span> <span class="state">Operational</span></li>
        <li><span class="name">Google Drive sync</span> <span class="state">Operational</span></li>
      </ul>
    </section>
    <section class="uptime">
      <h2>Uptime, last 90 days</h2>
      <p>EU region 99.98% · US region 99.96% · Integrations 99.91%</p>
    </section>
    <section class="maintenance">
      <h2>Scheduled maintenance</h2>
      <p><strong>Database upgrade, EU region</strong> — 14 March 2026, 22:00 to 23:30 UTC. The web app stays available; file uploads may be slow.</p>
    </section>
    <section class="past">
      <h2>Past incidents</h2>
      <p><strong>28 February 2026</strong> — Delayed Slack notifications. Resolved after 42 minutes.</p>
      <p><strong>19 February 2026</strong> — No incidents reported.</p>
    </section>
<!--footer-->
    <p class="subscribe">Subscribe to updates by email, SMS or RSS.</p>`;

const statusPage = {
  pageClass: 'status' as const,
  kind: 'html' as const,
  path: '/status',
  render: htmlPage(NORTHWIND, 'System status'),
  content: STATUS,
};

const degraded = (heading: string, component: string, state: string) => (content: string) => {
  const start = content.indexOf(heading);
  const at = content.indexOf(`<span class="name">${component}</span> <span class="state">Operational</span>`, start);
  if (start < 0 || at < 0) throw new Error(`no ${component} under ${heading}`);
  const line = `<span class="name">${component}</span> <span class="state">Operational</span>`;
  return `${content.slice(0, at)}<span class="name">${component}</span> <span class="state">${state}</span>${content.slice(at + line.length)}`;
};

const SUMMARY = JSON.stringify(
  {
    page: { id: 'kq1x9v3m', name: 'Paylane', url: 'https://status.paylane.example', updated_at: '{{iso}}' },
    status: { indicator: 'none', description: 'All Systems Operational' },
    components: [
      { id: 'c1', name: 'Card payments', status: 'operational', group: 'Payments' },
      { id: 'c2', name: 'SEPA transfers', status: 'operational', group: 'Payments' },
      { id: 'c3', name: 'Payouts', status: 'operational', group: 'Payments' },
      { id: 'c4', name: 'Dashboard', status: 'operational', group: 'Merchant tools' },
      { id: 'c5', name: 'Webhooks', status: 'operational', group: 'Merchant tools' },
    ],
    incidents: [],
    scheduled_maintenances: [],
  },
  null,
  2,
);

const summaryApi = {
  pageClass: 'status' as const,
  kind: 'json' as const,
  path: '/api/v2/summary.json',
  render: jsonApi(),
  content: SUMMARY,
};

export const statusCases: EvalCase[] = [
  ...casesOf(statusPage, [
    {
      id: 'status-eu-api-degraded',
      label: 'alert',
      intent: 'Tell me about the status of the EU region on {url}',
      edit: 'EU API Operational → Degraded performance',
      changes: [degraded('EU region', 'API', 'Degraded performance'), ['<h1>All systems operational</h1>', '<h1>Partial degradation</h1>']],
    },
    {
      id: 'status-any-outage',
      label: 'alert',
      intent: 'We depend on Northwind for our whole office. Alert me about any outage or incident: {url}',
      edit: 'US file storage → Major outage',
      changes: [degraded('US region', 'File storage', 'Major outage'), ['<h1>All systems operational</h1>', '<h1>Major outage</h1>']],
    },
    {
      id: 'status-maintenance-moved',
      label: 'alert',
      intent: 'Our support team needs to know about planned maintenance windows on {url}',
      edit: 'EU maintenance moved from 14 to 21 March',
      changes: [['14 March 2026, 22:00 to 23:30 UTC', '21 March 2026, 22:00 to 23:30 UTC']],
    },
    {
      id: 'status-slack-integration-down',
      label: 'alert',
      intent: 'Watch {url} — we only care whether the Slack integration works.',
      edit: 'Slack notifications → Partial outage',
      changes: [degraded('Integrations', 'Slack notifications', 'Partial outage')],
    },
    {
      id: 'status-new-maintenance',
      label: 'alert',
      intent: 'Let me know when Northwind schedules maintenance. {url}',
      edit: 'a US maintenance window is added',
      changes: [
        [
          'file uploads may be slow.</p>',
          'file uploads may be slow.</p>\n      <p><strong>Network upgrade, US region</strong> — 18 March 2026, 03:00 to 04:00 UTC. The API may return errors for up to 5 minutes.</p>',
        ],
      ],
    },
    {
      id: 'status-eu-only-us-degraded',
      label: 'off-topic',
      intent: 'Tell me about the status of the EU region on {url}. We have no users in the US.',
      edit: 'US Search → Degraded performance (EU fine)',
      changes: [degraded('US region', 'Search', 'Degraded performance')],
    },
    {
      id: 'status-slack-only-drive-down',
      label: 'off-topic',
      intent: 'Watch {url} — we only care whether the Slack integration works.',
      edit: 'Google Drive sync → Partial outage (Slack fine)',
      changes: [degraded('Integrations', 'Google Drive sync', 'Partial outage')],
    },
    {
      id: 'status-last-checked',
      label: 'noise',
      intent: 'Alert me about any outage or incident on {url}',
      edit: 'only the "last checked" stamp moves',
      changes: [],
    },
    {
      id: 'status-uptime-figures',
      label: 'noise',
      intent: 'Tell me about the status of the EU region on {url}',
      edit: 'the rolling 90-day uptime figures move by a hundredth',
      changes: [['EU region 99.98% · US region 99.96% · Integrations 99.91%', 'EU region 99.98% · US region 99.97% · Integrations 99.92%']],
    },
  ]),
  ...casesOf(summaryApi, [
    {
      id: 'status-api-card-payments-outage',
      label: 'alert',
      intent: 'We take card payments through Paylane. Watch their status API {url} for problems with card payments.',
      edit: 'Card payments operational → major_outage',
      changes: [
        ['"name": "Card payments",\n      "status": "operational"', '"name": "Card payments",\n      "status": "major_outage"'],
        [
          '"indicator": "none",\n    "description": "All Systems Operational"',
          '"indicator": "major",\n    "description": "Major System Outage"',
        ],
      ],
    },
    {
      id: 'status-api-incident-opened',
      label: 'alert',
      intent: 'Any Paylane incident affecting payouts should reach me: {url}',
      edit: 'an incident "Delayed payouts" is opened',
      changes: [
        [
          '"incidents": []',
          '"incidents": [\n    {\n      "id": "inc_77",\n      "name": "Delayed payouts to UK bank accounts",\n      "status": "investigating",\n      "impact": "minor",\n      "components": ["Payouts"]\n    }\n  ]',
        ],
        ['"name": "Payouts",\n      "status": "operational"', '"name": "Payouts",\n      "status": "degraded_performance"'],
      ],
    },
    {
      id: 'status-api-webhooks-degraded',
      label: 'alert',
      intent: 'Our order system relies on Paylane webhooks. Tell me when they are degraded: {url}',
      edit: 'Webhooks operational → degraded_performance',
      changes: [['"name": "Webhooks",\n      "status": "operational"', '"name": "Webhooks",\n      "status": "degraded_performance"']],
    },
    {
      id: 'status-api-cards-only-dashboard',
      label: 'off-topic',
      intent: 'We take card payments through Paylane. Watch their status API {url}, only for problems with card payments.',
      edit: 'Dashboard operational → partial_outage (cards fine)',
      changes: [['"name": "Dashboard",\n      "status": "operational"', '"name": "Dashboard",\n      "status": "partial_outage"']],
    },
    {
      id: 'status-api-updated-at',
      label: 'noise',
      intent: 'Any Paylane incident or outage should reach me: {url}',
      edit: 'only page.updated_at and the request id move',
      changes: [],
    },
  ]),
];
