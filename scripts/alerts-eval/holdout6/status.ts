import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { EDGEWIRE } from './sites';

const statusPage = `<div class="page-status status-minor"><h1 class="status">Partially Degraded Service</h1></div>
<div class="components-container">
  <div class="component-container border-color">
    <div class="component-inner-container status-green" data-component-id="cdn-eu"><span class="name">CDN — Europe (FRA, AMS, LHR, MAD)</span> <span class="component-status">Operational</span></div>
    <div class="component-inner-container status-yellow" data-component-id="cdn-apac"><span class="name">CDN — Asia Pacific (NRT, SIN, BOM, SYD)</span> <span class="component-status">Degraded Performance</span></div>
    <div class="component-inner-container status-green" data-component-id="cdn-na"><span class="name">CDN — North America (IAD, ORD, SJC)</span> <span class="component-status">Operational</span></div>
    <div class="component-inner-container status-green" data-component-id="dns"><span class="name">Authoritative DNS</span> <span class="component-status">Operational</span></div>
    <div class="component-inner-container status-green" data-component-id="api"><span class="name">Control panel &amp; API</span> <span class="component-status">Operational</span></div>
    <div class="component-inner-container status-green" data-component-id="purge"><span class="name">Cache purge</span> <span class="component-status">Operational</span></div>
  </div>
</div>
<div class="incidents-list">
  <div class="unresolved-incident impact-minor">
    <h2 class="incident-title"><a href="/incidents/x7k2p">Elevated latency in Tokyo (NRT) and Singapore (SIN)</a></h2>
    <div class="update"><strong>Monitoring</strong> — A fix has been applied to the upstream transit provider routes. p95 latency is back under 120 ms; we are monitoring. <small>Posted <span class="ago">14 minutes ago</span></small></div>
    <div class="update"><strong>Identified</strong> — Packet loss on one transit link in Tokyo. Traffic is being rerouted.</div>
  </div>
</div>
<div class="scheduled-maintenance"><h2>Scheduled maintenance</h2><p><strong>DNS platform upgrade — Madrid (MAD)</strong> scheduled for 18 Mar 2026, 01:00–03:00 UTC. No downtime expected.</p></div>
<div class="uptime"><p>Uptime over the past 90 days: CDN Europe 99.998% · CDN APAC 99.961% · DNS 100.0%</p></div>
<!--footer--><p>Page refreshed {{time}} UTC · <a href="/history">Incident history</a></p>`;

const APAC =
  'Our game servers in Japan and Singapore sit behind Edgewire. Tell me about anything affecting their Asia Pacific CDN (NRT/SIN): status changes, incident updates, maintenance. {url}';
const EU = 'edgewire status {url} — only Europe CDN and DNS. we do not serve asia';

const summary = JSON.stringify({
  page: { id: 'edgewire', name: 'Edgewire CDN', url: 'https://status.edgewire.example' },
  status: { indicator: 'none', description: 'All Systems Operational' },
  components: [
    { id: 'cdn-eu', name: 'CDN Europe', status: 'operational' },
    { id: 'cdn-apac', name: 'CDN Asia Pacific', status: 'operational' },
    { id: 'cdn-na', name: 'CDN North America', status: 'operational' },
    { id: 'dns', name: 'Authoritative DNS', status: 'operational' },
    { id: 'api', name: 'Control panel & API', status: 'operational' },
  ],
  incidents: [],
  scheduled_maintenances: [
    {
      id: 'm-441',
      name: 'DNS platform upgrade — Madrid',
      scheduled_for: '2026-03-18T01:00:00Z',
      scheduled_until: '2026-03-18T03:00:00Z',
      status: 'scheduled',
    },
  ],
  meta: { page_views_24h: 18342 },
});

export const statusCases: EvalCase[] = [
  ...casesOf({ pageClass: 'status', kind: 'html', path: '/', render: htmlPage(EDGEWIRE, 'Edgewire CDN Status'), content: statusPage }, [
    {
      id: 'h6-status-edgewire-apac-resolved',
      label: 'alert',
      intent: APAC,
      businessContext: 'Live-ops lead at a mobile games studio.',
      edit: 'APAC incident resolved, component back to Operational',
      changes: [
        ['<span class="component-status">Degraded Performance</span>', '<span class="component-status">Operational</span>'],
        [
          '<strong>Monitoring</strong> — A fix has been applied',
          '<strong>Resolved</strong> — This incident has been resolved. A fix was applied',
        ],
        ['Partially Degraded Service', 'All Systems Operational'],
      ],
    },
    {
      id: 'h6-status-edgewire-na-offtopic',
      label: 'off-topic',
      intent: APAC,
      edit: 'CDN North America Operational → Degraded Performance (APAC unchanged)',
      changes: [
        [
          '(IAD, ORD, SJC)</span> <span class="component-status">Operational</span>',
          '(IAD, ORD, SJC)</span> <span class="component-status">Degraded Performance</span>',
        ],
      ],
    },
    {
      id: 'h6-status-edgewire-ago-noise',
      label: 'noise',
      intent: APAC,
      edit: '"14 minutes ago" → "2 hours ago"',
      changes: [['14 minutes ago', '2 hours ago']],
    },
    {
      id: 'h6-status-edgewire-eu-outage',
      label: 'alert',
      intent: EU,
      edit: 'CDN Europe Operational → Major Outage',
      changes: [
        [
          '(FRA, AMS, LHR, MAD)</span> <span class="component-status">Operational</span>',
          '(FRA, AMS, LHR, MAD)</span> <span class="component-status">Major Outage</span>',
        ],
      ],
    },
    {
      id: 'h6-status-edgewire-apac-update-offtopic',
      label: 'off-topic',
      intent: EU,
      edit: 'new Identified→Monitoring update on the Tokyo incident (Europe unaffected)',
      changes: [
        [
          'p95 latency is back under 120 ms; we are monitoring.',
          'p95 latency is back under 120 ms in Tokyo; Singapore still shows 3% packet loss, a second reroute is in progress.',
        ],
      ],
    },
    {
      id: 'h6-status-edgewire-mad-maint',
      label: 'alert',
      intent: EU,
      edit: 'Madrid DNS maintenance moved 18 Mar → 25 Mar and now expects up to 5 minutes of downtime',
      changes: [
        [
          'scheduled for 18 Mar 2026, 01:00–03:00 UTC. No downtime expected.',
          'scheduled for 25 Mar 2026, 01:00–03:00 UTC. Up to 5 minutes of resolution failures expected.',
        ],
      ],
    },
    {
      id: 'h6-status-edgewire-uptime-noise',
      label: 'noise',
      intent: 'Any outage at Edgewire? {url}',
      edit: 'rolling 90-day uptime figure 99.998% → 99.997%',
      changes: [['CDN Europe 99.998%', 'CDN Europe 99.997%']],
    },
  ]),
  ...casesOf({ pageClass: 'status', kind: 'json', path: '/api/v2/summary.json', render: jsonApi(), content: summary }, [
    {
      id: 'h6-status-edgewire-json-dns',
      label: 'alert',
      intent: 'Poll {url} and alert me if Authoritative DNS is anything other than operational.',
      edit: 'dns operational → partial_outage, new incident',
      changes: [
        ['"id":"dns","name":"Authoritative DNS","status":"operational"', '"id":"dns","name":"Authoritative DNS","status":"partial_outage"'],
        [
          '"incidents":[]',
          '"incidents":[{"id":"i-9001","name":"DNS resolution failures in Europe","status":"investigating","impact":"major"}]',
        ],
        ['"indicator":"none","description":"All Systems Operational"', '"indicator":"major","description":"Partial System Outage"'],
      ],
    },
    {
      id: 'h6-status-edgewire-json-na-offtopic',
      label: 'off-topic',
      intent: 'Poll {url} and alert me if Authoritative DNS is anything other than operational.',
      edit: 'CDN North America operational → degraded_performance (DNS fine)',
      changes: [['"name":"CDN North America","status":"operational"', '"name":"CDN North America","status":"degraded_performance"']],
    },
    {
      id: 'h6-status-edgewire-json-views-noise',
      label: 'noise',
      intent: 'Edgewire status JSON {url}: anything about the control panel API',
      edit: 'page_views_24h 18342 → 19020',
      changes: [['"page_views_24h":18342', '"page_views_24h":19020']],
    },
    {
      id: 'h6-status-edgewire-json-maint-done',
      label: 'alert',
      intent:
        'Wir betreiben Websites in Spanien über Edgewire. Bitte Bescheid geben bei Wartungsarbeiten in Madrid oder DNS-Störungen. {url}',
      edit: 'Madrid maintenance status scheduled → in_progress',
      changes: [['"status":"scheduled"', '"status":"in_progress"']],
    },
    {
      id: 'h6-status-edgewire-json-api-offtopic',
      label: 'off-topic',
      intent: 'Edgewire Asia Pacific CDN health only, please — {url}',
      edit: 'Control panel & API operational → under_maintenance',
      changes: [['"name":"Control panel & API","status":"operational"', '"name":"Control panel & API","status":"under_maintenance"']],
    },
  ]),
];
