import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { TILLPOINT } from './sites';

const statusJson = JSON.stringify({
  page: { id: 'tp-status', name: 'Tillpoint Payments', time_zone: 'Europe/London', updated_at: '{{iso}}' },
  status: { indicator: 'minor', description: 'Partially degraded service' },
  components: [
    { id: 'c1', name: 'Card acquiring — UK', status: 'operational', group: 'Payments' },
    { id: 'c2', name: 'Card acquiring — EU', status: 'degraded_performance', group: 'Payments' },
    { id: 'c3', name: 'Payouts (Faster Payments)', status: 'operational', group: 'Payouts' },
    { id: 'c4', name: 'Payouts (SEPA)', status: 'operational', group: 'Payouts' },
    { id: 'c5', name: 'Terminal fleet (T2, T3)', status: 'operational', group: 'In-person' },
    { id: 'c6', name: 'Dashboard', status: 'operational', group: 'Web' },
  ],
  incidents: [
    {
      id: 'inc_8812',
      name: 'Elevated declines for EU cards',
      status: 'monitoring',
      impact: 'minor',
      updates: [
        {
          status: 'monitoring',
          body: 'A fix has been deployed by our acquiring partner. We are monitoring decline rates.',
          at: '2026-03-02T06:40:00Z',
        },
        { status: 'identified', body: 'Some EU-issued cards are being declined with code 05.', at: '2026-03-02T05:55:00Z' },
      ],
    },
  ],
  scheduled_maintenances: [
    { id: 'mnt_301', name: 'SEPA payout file migration', scheduled_for: '2026-03-08T22:00:00Z', scheduled_until: '2026-03-09T02:00:00Z' },
  ],
  meta: { subscribers: 18422 },
});

const statusHtml = `<h1>Tillpoint system status</h1>
<p class="overall ok">All systems operational</p>
<p class="refreshed">Page refreshed {{time}} UTC · auto-refresh in <span class="countdown">58</span>s</p>
<table class="components">
  <thead><tr><th>Component</th><th>Status</th><th>Uptime (90 days)</th></tr></thead>
  <tbody>
    <tr><td>Payment links</td><td>Operational</td><td>99.98%</td></tr>
    <tr><td>Online checkout (hosted page)</td><td>Operational</td><td>99.99%</td></tr>
    <tr><td>Terminals — T2</td><td>Operational</td><td>99.95%</td></tr>
    <tr><td>Terminals — T3</td><td>Operational</td><td>99.97%</td></tr>
    <tr><td>Open Banking payments</td><td>Operational</td><td>99.90%</td></tr>
  </tbody>
</table>
<section id="past">
  <h2>Past incidents</h2>
  <h3>28 Feb 2026</h3><p><strong>Resolved — delayed settlement reports.</strong> Reports for 27 Feb were generated 3 hours late. All reports are now available.</p>
  <h3>25 Feb 2026</h3><p>No incidents reported.</p>
</section>
<!--aside--><h3>Subscribe to updates</h3><p>Email, SMS, Slack or webhook. <a href="/subscribe?ref=sidebar&amp;s=a81f">Subscribe</a></p>`;

export const statusCases: EvalCase[] = [
  ...casesOf({ pageClass: 'status', kind: 'json', path: '/api/v2/summary.json', render: jsonApi(), content: statusJson }, [
    {
      id: 'h5-status-json-eu-resolved',
      label: 'alert',
      intent: 'Tillpoint EU card acquiring status — tell me when the EU card problem is over or gets worse. {url}',
      businessContext: 'We run an online wine shop shipping to Germany and France; most customers pay with EU cards.',
      edit: 'EU acquiring degraded_performance → operational; incident monitoring → resolved',
      changes: [
        ['"name":"Card acquiring — EU","status":"degraded_performance"', '"name":"Card acquiring — EU","status":"operational"'],
        ['"name":"Elevated declines for EU cards","status":"monitoring"', '"name":"Elevated declines for EU cards","status":"resolved"'],
      ],
    },
    {
      id: 'h5-status-json-fps-outage',
      label: 'alert',
      intent: 'payouts faster payments tillpoint outage {url}',
      edit: 'Faster Payments payouts operational → major_outage',
      changes: [
        ['"name":"Payouts (Faster Payments)","status":"operational"', '"name":"Payouts (Faster Payments)","status":"major_outage"'],
      ],
    },
    {
      id: 'h5-status-json-maintenance-moved',
      label: 'alert',
      intent:
        'Our finance team reconciles SEPA payouts every Monday morning. Is there any SEPA payout maintenance planned, and does its timing change? {url}',
      edit: 'SEPA maintenance moved from 8 March to 15 March',
      changes: [
        [
          '"scheduled_for":"2026-03-08T22:00:00Z","scheduled_until":"2026-03-09T02:00:00Z"',
          '"scheduled_for":"2026-03-15T22:00:00Z","scheduled_until":"2026-03-16T02:00:00Z"',
        ],
      ],
    },
    {
      id: 'h5-status-json-dashboard-offtopic',
      label: 'off-topic',
      intent: 'payouts faster payments tillpoint outage {url}',
      edit: 'Dashboard operational → degraded_performance (not payouts)',
      changes: [['"name":"Dashboard","status":"operational"', '"name":"Dashboard","status":"degraded_performance"']],
    },
    {
      id: 'h5-status-json-subscribers-noise',
      label: 'noise',
      intent: 'Any Tillpoint component status change or new incident: {url}',
      edit: 'subscriber counter and updated_at stamp',
      changes: [['"subscribers":18422', '"subscribers":18467']],
    },
  ]),
  ...casesOf({ pageClass: 'status', kind: 'html', path: '/', render: htmlPage(TILLPOINT, 'System status'), content: statusHtml }, [
    {
      id: 'h5-status-html-t3-down',
      label: 'alert',
      intent: 'Are Tillpoint T3 card terminals working? We have 12 of them in our cafés. {url}',
      edit: 'Terminals — T3 Operational → Major outage',
      changes: [
        ['<td>Terminals — T3</td><td>Operational</td>', '<td>Terminals — T3</td><td>Major outage</td>'],
        ['All systems operational', 'Major outage affecting some systems'],
      ],
    },
    {
      id: 'h5-status-html-t2-offtopic',
      label: 'off-topic',
      intent: 'Are Tillpoint T3 card terminals working? We have 12 of them in our cafés. {url}',
      edit: 'Terminals — T2 Operational → Degraded performance (they use T3)',
      changes: [['<td>Terminals — T2</td><td>Operational</td>', '<td>Terminals — T2</td><td>Degraded performance</td>']],
    },
    {
      id: 'h5-status-html-openbanking',
      label: 'alert',
      intent: `Tillpoint, notify me about:
- open banking payments problems
- payment links problems
(not terminals) {url}`,
      edit: 'Open Banking payments Operational → Partial outage',
      changes: [['<td>Open Banking payments</td><td>Operational</td>', '<td>Open Banking payments</td><td>Partial outage</td>']],
    },
    {
      id: 'h5-status-html-countdown-noise',
      label: 'noise',
      intent: 'Any Tillpoint status change {url}',
      edit: 'auto-refresh countdown, refresh time and subscribe link token',
      changes: [
        ['<span class="countdown">58</span>', '<span class="countdown">41</span>'],
        ['/subscribe?ref=sidebar&amp;s=a81f', '/subscribe?ref=sidebar&amp;s=c07e'],
      ],
    },
  ]),
];
