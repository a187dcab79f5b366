import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { KILNWORKS } from './sites';

const STATUS = `    <h1>Kilnworks system status</h1>
    <p class="overall ok">All systems operational</p>
    <table class="components">
      <thead><tr><th>Component</th><th>Status</th><th>Uptime, last 90 days</th></tr></thead>
      <tbody>
        <tr><td>GPU instances — us-west</td><td>Operational</td><td>99.97%</td></tr>
        <tr><td>GPU instances — eu-north</td><td>Operational</td><td>99.95%</td></tr>
        <tr><td>GPU instances — ap-south</td><td>Operational</td><td>99.91%</td></tr>
        <tr><td>Object storage</td><td>Operational</td><td>99.99%</td></tr>
        <tr><td>Hosted notebooks</td><td>Operational</td><td>99.93%</td></tr>
        <tr><td>Console and API</td><td>Operational</td><td>99.98%</td></tr>
      </tbody>
    </table>
    <section class="active-incidents"><h2>Active incidents</h2><p>No active incidents.</p></section>
    <section class="maintenance"><h2>Scheduled maintenance</h2><p>None scheduled.</p></section>`;

const statusPage = {
  pageClass: 'status' as const,
  kind: 'html' as const,
  path: '/status',
  render: htmlPage(KILNWORKS, 'System status'),
  content: STATUS,
};

const SUMMARY = JSON.stringify(
  {
    page: { name: 'Tessellate Maps', url: 'https://status.tessellate.example' },
    status: { indicator: 'none', description: 'All Systems Operational' },
    components: [
      { id: 'c_tiles', name: 'Map tiles (vector and raster)', status: 'operational' },
      { id: 'c_geocode', name: 'Geocoding API', status: 'operational' },
      { id: 'c_routing', name: 'Routing and directions API', status: 'operational' },
      { id: 'c_static', name: 'Static maps', status: 'operational' },
      { id: 'c_dashboard', name: 'Developer dashboard', status: 'operational' },
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
      id: 'h2-status-eu-north-degraded',
      label: 'alert',
      intent: 'Our training jobs all run in eu-north. Tell me whenever GPU instances there are anything less than fully operational: {url}',
      edit: 'eu-north GPU instances Operational → Degraded performance, incident opened',
      changes: [
        ['<tr><td>GPU instances — eu-north</td><td>Operational</td>', '<tr><td>GPU instances — eu-north</td><td>Degraded performance</td>'],
        ['<p class="overall ok">All systems operational</p>', '<p class="overall warn">Some systems are experiencing issues</p>'],
        [
          '<p>No active incidents.</p>',
          '<article><h3>Slow instance launches in eu-north</h3><p>Investigating — New H100 instances in eu-north are taking up to 20 minutes to start. Running instances are not affected.</p></article>',
        ],
      ],
    },
    {
      id: 'h2-status-storage-only-ap-south',
      label: 'off-topic',
      intent:
        'We only keep datasets in Kilnworks object storage and rent GPUs elsewhere, so storage problems are the sole thing to flag from {url}.',
      edit: 'ap-south GPU instances partial outage (object storage fine)',
      changes: [
        ['<tr><td>GPU instances — ap-south</td><td>Operational</td>', '<tr><td>GPU instances — ap-south</td><td>Partial outage</td>'],
        ['<p class="overall ok">All systems operational</p>', '<p class="overall warn">Some systems are experiencing issues</p>'],
        [
          '<p>No active incidents.</p>',
          '<article><h3>ap-south: some GPU hosts unreachable</h3><p>Identified — A power feed failure in one Mumbai hall has taken about a third of ap-south GPU hosts offline.</p></article>',
        ],
      ],
    },
    {
      id: 'h2-status-uptime-ticks',
      label: 'noise',
      intent: 'Any Kilnworks outage or degradation — ping me. {url}',
      edit: 'rolling 90-day uptime percentages and the “updated” line tick over; every component still operational',
      setup: [
        [
          '<p class="overall ok">All systems operational</p>',
          '<p class="overall ok">All systems operational</p>\n    <p class="refreshed">Updated {{time}} UTC</p>',
        ],
      ],
      changes: [
        ['<td>99.95%</td>', '<td>99.96%</td>'],
        ['<td>99.91%</td>', '<td>99.92%</td>'],
      ],
    },
  ]),
  ...casesOf(summaryApi, [
    {
      id: 'h2-status-json-geocoding-outage',
      label: 'alert',
      intent: 'Geocoding is the only Tessellate product we pay for. Tell me when the geocoding API breaks or slows down: {url}',
      edit: 'Geocoding API operational → major_outage with a new incident',
      changes: [
        ['"name": "Geocoding API",\n      "status": "operational"', '"name": "Geocoding API",\n      "status": "major_outage"'],
        [
          '"indicator": "none",\n    "description": "All Systems Operational"',
          '"indicator": "major",\n    "description": "Major System Outage"',
        ],
        [
          '"incidents": []',
          '"incidents": [\n    {\n      "id": "inc_7hq2",\n      "name": "Geocoding requests failing with HTTP 503",\n      "status": "investigating",\n      "impact": "major",\n      "components": ["c_geocode"],\n      "updates": [{ "status": "investigating", "body": "Most forward and reverse geocoding requests are returning 503. We are investigating." }]\n    }\n  ]',
        ],
      ],
    },
    {
      id: 'h2-status-json-maintenance-window',
      label: 'alert',
      intent:
        'Our on-call rota has to know about planned downtime in advance. Flag any scheduled maintenance that Tessellate announces on {url}.',
      edit: 'a routing API maintenance window scheduled for 21 March',
      changes: [
        [
          '"scheduled_maintenances": []',
          '"scheduled_maintenances": [\n    {\n      "id": "mnt_31c",\n      "name": "Routing API database upgrade",\n      "scheduled_for": "2026-03-21T02:00:00Z",\n      "scheduled_until": "2026-03-21T04:00:00Z",\n      "components": ["c_routing"],\n      "body": "Routing and directions requests may fail for up to 10 minutes during this window."\n    }\n  ]',
        ],
      ],
    },
  ]),
];
