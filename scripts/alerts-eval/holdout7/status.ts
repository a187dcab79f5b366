import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { FERROVAULT } from './sites';

const ferrovaultStatus: SourcePage = {
  pageClass: 'status',
  kind: 'html',
  path: '/',
  render: htmlPage(FERROVAULT, 'System status'),
  content: `<div class="status-banner status-banner--ok" role="status"><span class="icon" aria-hidden="true">●</span> All systems operational</div>
<p class="refreshed text-xs text-gray-500">Updated 2 minutes ago</p>
<div class="regions space-y-6">
  <section class="region" aria-labelledby="r-fra">
    <h2 id="r-fra" class="region__name">Frankfurt (eu-central-1)</h2>
    <ul class="components">
      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Managed PostgreSQL</span><span class="component__status is-operational">Operational</span></li>
    </ul>
    <p class="uptime">99.99% uptime over the past 90 days</p>
  </section>
  <section class="region" aria-labelledby="r-zrh">
    <h2 id="r-zrh" class="region__name">Zürich (eu-south-2)</h2>
    <ul class="components">
      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>
    </ul>
    <p class="uptime">100.0% uptime over the past 90 days</p>
  </section>
  <section class="region" aria-labelledby="r-use">
    <h2 id="r-use" class="region__name">Ashburn (us-east-1)</h2>
    <ul class="components">
      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Managed PostgreSQL</span><span class="component__status is-operational">Operational</span></li>
    </ul>
    <p class="uptime">99.97% uptime over the past 90 days</p>
  </section>
  <section class="region" aria-labelledby="r-sin">
    <h2 id="r-sin" class="region__name">Singapore (ap-southeast-1)</h2>
    <ul class="components">
      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>
      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>
    </ul>
    <p class="uptime">99.95% uptime over the past 90 days</p>
  </section>
</div>
<section class="maintenance"><h2>Scheduled maintenance</h2>
  <p class="empty">No maintenance scheduled.</p>
</section>
<section class="past"><h2>Past incidents</h2>
  <article><h3>Elevated API latency in Singapore</h3><p>Resolved — 24 Feb 2026, 06:40 UTC. Latency returned to normal after a network provider fix.</p></article>
</section>
<!--footer-->
<p>Times shown in UTC. Subscribe by email, SMS, webhook or RSS.</p>`,
};

const quantaSummary: SourcePage = {
  pageClass: 'status',
  kind: 'json',
  path: '/api/v2/summary.json',
  render: jsonApi(),
  content: `{
  "page": {"id": "qv8k2mz", "name": "Quanta Voice", "url": "https://status.quantavoice.example", "time_zone": "Etc/UTC", "updated_at": "2026-03-02T07:59:12Z"},
  "status": {"indicator": "none", "description": "All Systems Operational"},
  "components": [
    {"id": "c1", "name": "SIP Trunking - EU", "status": "operational", "group_id": "voice"},
    {"id": "c2", "name": "SIP Trunking - NA", "status": "operational", "group_id": "voice"},
    {"id": "c3", "name": "Programmable SMS - APAC", "status": "operational", "group_id": "messaging"},
    {"id": "c4", "name": "Programmable SMS - EMEA", "status": "operational", "group_id": "messaging"},
    {"id": "c5", "name": "Call recording storage", "status": "operational", "group_id": "platform"},
    {"id": "c6", "name": "Console and REST API", "status": "operational", "group_id": "platform"}
  ],
  "incidents": [
    {"id": "inc_5521", "name": "Intermittent call drops on outbound calls to UK mobiles", "status": "monitoring", "impact": "minor", "created_at": "2026-03-01T18:22:00Z", "components": ["c1"]}
  ],
  "scheduled_maintenances": []
}`,
};

export const statusCases: EvalCase[] = [
  ...casesOf(ferrovaultStatus, [
    {
      id: 'h7-status-ferrovault-us-east',
      label: 'alert',
      intent: 'Tell me if anything in US-East goes down at Ferrovault: {url}',
      edit: 'Ashburn (us-east-1) compute Operational → Degraded performance',
      changes: [
        [
          '<h2 id="r-use" class="region__name">Ashburn (us-east-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>',
          '<h2 id="r-use" class="region__name">Ashburn (us-east-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-degraded">Degraded performance</span></li>',
        ],
        ['All systems operational', 'Some systems degraded'],
      ],
    },
    {
      id: 'h7-status-ferrovault-germany-storage',
      label: 'alert',
      intent: 'All our customer data sits with Ferrovault in Germany. Is storage there OK? {url}',
      edit: 'Frankfurt (eu-central-1) object storage → Partial outage',
      changes: [
        [
          '<h2 id="r-fra" class="region__name">Frankfurt (eu-central-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>\n      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>',
          '<h2 id="r-fra" class="region__name">Frankfurt (eu-central-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>\n      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-partial">Partial outage</span></li>',
        ],
        ['All systems operational', 'Partial outage'],
      ],
    },
    {
      id: 'h7-status-ferrovault-singapore-not-de',
      label: 'off-topic',
      intent: 'Ferrovault status, DE region only (we are in eu-central-1). {url}',
      edit: 'Singapore (ap-southeast-1) compute → Major outage (another region)',
      changes: [
        [
          '<h2 id="r-sin" class="region__name">Singapore (ap-southeast-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>',
          '<h2 id="r-sin" class="region__name">Singapore (ap-southeast-1)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-major">Major outage</span></li>',
        ],
        ['All systems operational', 'Major outage in one region'],
      ],
    },
    {
      id: 'h7-status-ferrovault-zurich-not-virginia',
      label: 'off-topic',
      intent: 'our servers are in Virginia. ping me if Ferrovault has problems there {url}',
      edit: 'Zürich (eu-south-2) object storage → Degraded performance (another region)',
      changes: [
        [
          '<h2 id="r-zrh" class="region__name">Zürich (eu-south-2)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>\n      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-operational">Operational</span></li>',
          '<h2 id="r-zrh" class="region__name">Zürich (eu-south-2)</h2>\n    <ul class="components">\n      <li class="component"><span class="component__name">Compute instances</span><span class="component__status is-operational">Operational</span></li>\n      <li class="component"><span class="component__name">Object storage</span><span class="component__status is-degraded">Degraded performance</span></li>',
        ],
      ],
    },
    {
      id: 'h7-status-ferrovault-refreshed',
      label: 'noise',
      intent: 'Ferrovault status page {url} — any outage or maintenance anywhere',
      edit: '"Updated 2 minutes ago" → "Updated 7 minutes ago"',
      changes: [['Updated 2 minutes ago', 'Updated 7 minutes ago']],
    },
    {
      id: 'h7-status-ferrovault-maintenance-fra',
      label: 'alert',
      intent: 'Ferrovault status page {url} — any outage or maintenance anywhere',
      edit: 'maintenance window scheduled for Frankfurt Managed PostgreSQL',
      changes: [
        [
          '<p class="empty">No maintenance scheduled.</p>',
          '<article><h3>Managed PostgreSQL minor version upgrades — Frankfurt (eu-central-1)</h3><p>Scheduled for 10 Mar 2026, 01:00–03:00 UTC. Expect up to 60 seconds of connection resets per cluster.</p></article>',
        ],
      ],
    },
  ]),
  ...casesOf(quantaSummary, [
    {
      id: 'h7-status-quanta-sip-europe',
      label: 'alert',
      intent: 'Quanta Voice: our call centre in Lyon uses their SIP trunks in Europe. Let me know of any problem. {url}',
      edit: 'component "SIP Trunking - EU" operational → major_outage',
      changes: [
        [
          '{"id": "c1", "name": "SIP Trunking - EU", "status": "operational"',
          '{"id": "c1", "name": "SIP Trunking - EU", "status": "major_outage"',
        ],
        ['"indicator": "none", "description": "All Systems Operational"', '"indicator": "major", "description": "Major System Outage"'],
      ],
    },
    {
      id: 'h7-status-quanta-sms-apac-not-sip',
      label: 'off-topic',
      intent: 'SIP trunking status only, nothing about SMS. {url}',
      edit: 'component "Programmable SMS - APAC" → degraded_performance',
      changes: [
        [
          '{"id": "c3", "name": "Programmable SMS - APAC", "status": "operational"',
          '{"id": "c3", "name": "Programmable SMS - APAC", "status": "degraded_performance"',
        ],
        [
          '"indicator": "none", "description": "All Systems Operational"',
          '"indicator": "minor", "description": "Partially Degraded Service"',
        ],
      ],
    },
    {
      id: 'h7-status-quanta-sip-north-america',
      label: 'alert',
      intent: 'Quanta Voice — problems with calls for our US and Canadian offices? {url}',
      edit: 'component "SIP Trunking - NA" operational → partial_outage',
      changes: [
        [
          '{"id": "c2", "name": "SIP Trunking - NA", "status": "operational"',
          '{"id": "c2", "name": "SIP Trunking - NA", "status": "partial_outage"',
        ],
        ['"indicator": "none", "description": "All Systems Operational"', '"indicator": "minor", "description": "Partial System Outage"'],
      ],
    },
    {
      id: 'h7-status-quanta-uk-calls-resolved',
      label: 'alert',
      intent: 'are the dropped calls to UK mobiles fixed yet? {url}',
      edit: 'incident inc_5521 status monitoring → resolved',
      changes: [['"status": "monitoring", "impact": "minor"', '"status": "resolved", "impact": "minor"']],
    },
    {
      id: 'h7-status-quanta-new-incident',
      label: 'alert',
      intent: '- new incidents on Quanta Voice\n- scheduled maintenance\n{url}',
      edit: 'new incident added to the incidents array',
      changes: [
        [
          '"incidents": [\n',
          '"incidents": [\n    {"id": "inc_5530", "name": "Delays in call recording availability", "status": "investigating", "impact": "minor", "created_at": "2026-03-03T09:41:00Z", "components": ["c5"]},\n',
        ],
      ],
    },
    {
      id: 'h7-status-quanta-updated-at',
      label: 'noise',
      intent: 'Quanta Voice status: {url}',
      edit: 'page.updated_at refreshed',
      changes: [['"updated_at": "2026-03-02T07:59:12Z"', '"updated_at": "2026-03-03T10:16:40Z"']],
    },
  ]),
];
