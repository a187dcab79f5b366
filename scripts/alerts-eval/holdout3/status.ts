import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { METROLINK } from './sites';

const lineStatus = `<h1>Live service status</h1>
<p class="refreshed">Updated {{time}} on {{date}}. This page refreshes every 60 seconds.</p>
<section id="tram">
  <h2>Tram</h2>
  <table class="status">
    <thead><tr><th>Line</th><th>Status</th><th>Details</th></tr></thead>
    <tbody>
      <tr><td>Blue line (Airport – Vale Park)</td><td>Good service</td><td>—</td></tr>
      <tr><td>Green line (Riverside – Hollins Cross)</td><td>Minor delays</td><td>Trams are running up to 10 minutes late after an earlier signal fault at Canal Street.</td></tr>
      <tr><td>Red line (City Centre – Eastgate)</td><td>Good service</td><td>—</td></tr>
    </tbody>
  </table>
</section>
<section id="bus">
  <h2>Bus</h2>
  <table class="status">
    <thead><tr><th>Route</th><th>Status</th><th>Details</th></tr></thead>
    <tbody>
      <tr><td>X4 Vale Park – Kingsbridge</td><td>Good service</td><td>—</td></tr>
      <tr><td>12 Hollins Cross – Market Square</td><td>Diverted</td><td>Diverted via Mill Lane until 18:00 due to a burst water main on Station Road.</td></tr>
      <tr><td>27 Eastgate – Harbour</td><td>Good service</td><td>—</td></tr>
    </tbody>
  </table>
</section>
<section id="lifts">
  <h2>Step-free access</h2>
  <p>Lift out of service at Canal Street (platform 2). Use Market Square for step-free interchange.</p>
</section>
<p class="tip">Tip of the day: <span>Save 20% with a weekly Vale Saver on the app.</span></p>
<!--aside--><h3>Get alerts</h3><p>Follow @GVTravel or download the GV Travel app for push notifications.</p>`;

export const statusCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'status',
      kind: 'html',
      path: '/service-updates/live',
      render: htmlPage(METROLINK, 'Live service status'),
      content: lineStatus,
    },
    [
      {
        id: 'h3-status-blue-line-suspended',
        label: 'alert',
        intent: 'I commute on the Blue line tram to the airport. Alert me if its status changes on {url}',
        edit: 'Blue line good service → part suspended',
        changes: [
          [
            '<td>Blue line (Airport – Vale Park)</td><td>Good service</td><td>—</td>',
            '<td>Blue line (Airport – Vale Park)</td><td>Part suspended</td><td>No trams between Airport and Wythen Road because of a vehicle breakdown. Replacement buses every 10 minutes.</td>',
          ],
        ],
      },
      {
        id: 'h3-status-green-line-offtopic',
        label: 'off-topic',
        intent: 'I commute on the Blue line tram to the airport. Alert me if its status changes on {url}',
        edit: 'Green line minor delays → good service',
        changes: [
          [
            '<td>Minor delays</td><td>Trams are running up to 10 minutes late after an earlier signal fault at Canal Street.</td>',
            '<td>Good service</td><td>—</td>',
          ],
        ],
      },
      {
        id: 'h3-status-bus-12-diversion-extended',
        label: 'alert',
        intent: 'Route 12 bus — any disruption or diversion news. {url}',
        edit: 'route 12 diversion extended to end of Friday',
        changes: [['via Mill Lane until 18:00 due to', 'via Mill Lane until the end of service on Friday due to']],
      },
      {
        id: 'h3-status-tram-only-bus-change',
        label: 'off-topic',
        intent: 'Only the trams please, I never take the bus. {url} — tell me about any tram disruption.',
        edit: 'route 27 bus diverted',
        changes: [
          [
            '<td>27 Eastgate – Harbour</td><td>Good service</td><td>—</td>',
            '<td>27 Eastgate – Harbour</td><td>Diverted</td><td>Not serving Harbour Road stops due to a market.</td>',
          ],
        ],
      },
      {
        id: 'h3-status-lift-back',
        label: 'alert',
        intent: 'I use a wheelchair. Tell me when step-free access changes at any tram stop: {url}',
        edit: 'Canal Street lift back in service',
        changes: [
          ['Lift out of service at Canal Street (platform 2). Use Market Square for step-free interchange.', 'All lifts are in service.'],
        ],
      },
      {
        id: 'h3-status-refresh-tip-noise',
        label: 'noise',
        intent: 'Only the trams please, I never take the bus. {url} — tell me about any tram disruption.',
        edit: 'refresh stamp and tip of the day rotate',
        changes: [['Save 20% with a weekly Vale Saver on the app.', 'Children under 5 travel free on all trams and buses.']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'status',
      kind: 'json',
      path: '/api/v2/system-status',
      render: jsonApi(),
      content: JSON.stringify(
        {
          page: { name: 'Corvid Freight digital services', time_zone: 'Europe/Copenhagen' },
          components: [
            { name: 'Booking portal', status: 'operational' },
            { name: 'Tracking API', status: 'operational' },
            { name: 'EDI gateway', status: 'operational' },
            { name: 'Customs declarations (EU)', status: 'degraded_performance', note: 'Submissions delayed up to 30 minutes' },
          ],
          scheduled_maintenance: [{ component: 'Booking portal', window: 'Sunday 8 March 02:00–04:00 CET' }],
          meta: { checked_at: '{{iso}}' },
        },
        null,
        2,
      ),
    },
    [
      {
        id: 'h3-status-corvid-tracking-down',
        label: 'alert',
        intent: 'Our warehouse system polls the Corvid Freight tracking API. Notify me if it is not operational per {url}',
        edit: 'Tracking API operational → major outage',
        changes: [(c: string) => c.replace(/("name": "Tracking API",\s*"status": )"operational"/, '$1"major_outage"')],
      },
      {
        id: 'h3-status-corvid-maintenance-offtopic',
        label: 'off-topic',
        intent: 'Our warehouse system polls the Corvid Freight tracking API. Notify me if it is not operational per {url}',
        edit: 'booking portal maintenance window moved',
        changes: [['Sunday 8 March 02:00–04:00 CET', 'Sunday 15 March 01:00–05:00 CET']],
      },
    ],
  ),
];
