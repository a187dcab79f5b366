import { casesOf, type EvalCase, type SourcePage } from '../case';
import { atomEntry, atomFeed, htmlPage, jsonApi } from '../pages';
import { KEYSTRAND } from './sites';

const keystrandAdvisory: SourcePage = {
  pageClass: 'incidents',
  kind: 'html',
  path: '/security/advisories/ks-2026-002',
  render: htmlPage(KEYSTRAND, 'Security advisory KS-2026-002'),
  content: `<article class="advisory">
<header><p class="eyebrow">Security advisory · KS-2026-002</p><h1>Unauthorised access to a build server</h1>
<dl class="advisory-meta grid grid-cols-2">
  <dt>Status</dt><dd><span class="pill pill--amber">Investigating</span></dd>
  <dt>Severity</dt><dd>High</dd>
  <dt>First published</dt><dd>28 February 2026</dd>
  <dt>Affected products</dt><dd>Browser extension 4.2.0–4.2.3</dd>
</dl></header>
<section><h2>Summary</h2><p>On 26 February 2026 we detected unauthorised access to a server used to build our browser extension. No customer vault data was accessed. Vault contents are end-to-end encrypted and were never stored on this server.</p></section>
<section><h2>What you should do</h2><ul><li>Update the browser extension to 4.2.4 or later.</li><li>No password changes are needed at this time.</li></ul></section>
<section><h2>Timeline (UTC)</h2><ol>
  <li><time>26 Feb 2026 21:14</time> Anomalous outbound traffic detected.</li>
  <li><time>26 Feb 2026 22:02</time> Build server isolated.</li>
  <li><time>28 Feb 2026 09:00</time> Advisory published.</li>
</ol></section>
</article>`,
};

const ferrovaultHistory: SourcePage = {
  pageClass: 'incidents',
  kind: 'feed',
  path: '/history.atom',
  render: atomFeed({
    title: 'Ferrovault Hosting status — incident history',
    id: 'tag:status.ferrovault.example,2020:history',
    link: 'https://status.ferrovault.example/history',
  }),
  content:
    atomEntry({
      title: 'Elevated API latency in Singapore (ap-southeast-1)',
      link: 'https://status.ferrovault.example/incidents/fv-0224',
      date: '2026-02-24T06:40:00Z',
      body: 'Resolved. Latency returned to normal after a network provider fix.',
      id: 'tag:status.ferrovault.example,2026:fv-0224',
    }) +
    atomEntry({
      title: 'Object storage errors in Ashburn (us-east-1)',
      link: 'https://status.ferrovault.example/incidents/fv-0217',
      date: '2026-02-17T14:05:00Z',
      body: 'Resolved. 0.4% of PUT requests failed for 38 minutes.',
      id: 'tag:status.ferrovault.example,2026:fv-0217',
    }),
};

const quantaIncident: SourcePage = {
  pageClass: 'incidents',
  kind: 'json',
  path: '/api/v2/incidents/inc_5521.json',
  render: jsonApi(),
  content: `{
  "incident": {
    "id": "inc_5521",
    "name": "Intermittent call drops on outbound calls to UK mobiles",
    "status": "monitoring",
    "impact": "minor",
    "incident_updates": [
      {"status": "monitoring", "body": "A fix has been applied with our UK carrier partner. We are monitoring.", "created_at": "2026-03-01T21:10:00Z"},
      {"status": "investigating", "body": "We are investigating reports of calls dropping after about 30 seconds.", "created_at": "2026-03-01T18:22:00Z"}
    ],
    "postmortem_body": null
  }
}`,
};

export const incidentsCases: EvalCase[] = [
  ...casesOf(keystrandAdvisory, [
    {
      id: 'h7-incidents-keystrand-vaults-accessed',
      label: 'alert',
      intent: 'Was any customer data affected by the Keystrand breach? {url}',
      edit: '"No customer vault data was accessed" → some encrypted vaults were copied',
      changes: [
        [
          'No customer vault data was accessed. Vault contents are end-to-end encrypted and were never stored on this server.',
          'Our investigation found that encrypted vault backups for a limited number of Business customers were copied from a connected storage bucket.',
        ],
        [
          'No password changes are needed at this time.',
          'Affected customers are being contacted and should rotate their master passwords.',
        ],
      ],
    },
    {
      id: 'h7-incidents-keystrand-resolved',
      label: 'alert',
      intent: 'Keystrand advisory KS-2026-002: status updates {url}',
      edit: 'status Investigating → Resolved',
      changes: [['<span class="pill pill--amber">Investigating</span>', '<span class="pill pill--green">Resolved</span>']],
    },
    {
      id: 'h7-incidents-keystrand-extension-not-android',
      label: 'off-topic',
      intent: 'Is the Keystrand Android app affected by this incident? {url}',
      edit: 'affected browser extension range widened 4.2.0–4.2.3 → 4.1.8–4.2.3',
      changes: [['Browser extension 4.2.0–4.2.3', 'Browser extension 4.1.8–4.2.3']],
    },
    {
      id: 'h7-incidents-keystrand-view-counter',
      label: 'noise',
      intent: 'Keystrand advisory KS-2026-002: status updates {url}',
      edit: 'advisory view counter 18,204 → 19,611',
      setup: [['</article>', '<p class="views">Viewed 18,204 times</p>\n</article>']],
      changes: [['Viewed 18,204 times', 'Viewed 19,611 times']],
    },
  ]),
  ...casesOf(ferrovaultHistory, [
    {
      id: 'h7-incidents-ferrovault-germany',
      label: 'alert',
      intent: 'Ferrovault incidents that hit Germany {url}',
      edit: 'new incident entry for Frankfurt (eu-central-1)',
      changes: [
        [
          '  <entry>\n    <id>tag:status.ferrovault.example,2026:fv-0224</id>',
          atomEntry({
            title: 'Managed PostgreSQL failovers in Frankfurt (eu-central-1)',
            link: 'https://status.ferrovault.example/incidents/fv-0303',
            date: '2026-03-03T07:50:00Z',
            body: 'Investigating. Some clusters failed over unexpectedly; connections were reset.',
            id: 'tag:status.ferrovault.example,2026:fv-0303',
          }) + '  <entry>\n    <id>tag:status.ferrovault.example,2026:fv-0224</id>',
        ],
      ],
    },
    {
      id: 'h7-incidents-ferrovault-us-not-germany',
      label: 'off-topic',
      intent: 'Ferrovault incidents that hit Germany {url}',
      edit: 'new incident entry for Ashburn (us-east-1)',
      changes: [
        [
          '  <entry>\n    <id>tag:status.ferrovault.example,2026:fv-0224</id>',
          atomEntry({
            title: 'Compute provisioning delays in Ashburn (us-east-1)',
            link: 'https://status.ferrovault.example/incidents/fv-0303',
            date: '2026-03-03T07:50:00Z',
            body: 'Investigating. New instances take up to 10 minutes to start.',
            id: 'tag:status.ferrovault.example,2026:fv-0303',
          }) + '  <entry>\n    <id>tag:status.ferrovault.example,2026:fv-0224</id>',
        ],
      ],
    },
  ]),
  ...casesOf(quantaIncident, [
    {
      id: 'h7-incidents-quanta-postmortem',
      label: 'alert',
      intent: 'I need the root cause of the UK call-drop incident for our customer report. {url}',
      edit: 'postmortem_body filled in with the root cause',
      changes: [
        [
          '"postmortem_body": null',
          '"postmortem_body": "Root cause: a timer misconfiguration at our UK carrier partner ended calls after 30 seconds when routed through their Manchester switch. The configuration has been corrected and a check added to our release process."',
        ],
      ],
    },
    {
      id: 'h7-incidents-quanta-critical-only',
      label: 'alert',
      intent: 'only escalate Quanta incidents if impact is major or critical {url}',
      edit: 'impact minor → critical, new update appended',
      changes: [
        ['"impact": "minor"', '"impact": "critical"'],
        [
          '"incident_updates": [\n',
          '"incident_updates": [\n      {"status": "identified", "body": "Calls to all UK networks are now affected. We have identified the cause.", "created_at": "2026-03-03T09:05:00Z"},\n',
        ],
      ],
    },
    {
      id: 'h7-incidents-quanta-minor-update',
      label: 'off-topic',
      intent: 'only escalate Quanta incidents if impact is major or critical {url}',
      edit: 'a monitoring update appended, impact stays minor',
      changes: [
        [
          '"incident_updates": [\n',
          '"incident_updates": [\n      {"status": "monitoring", "body": "Drop rate is back to baseline; we continue to monitor for 24 hours.", "created_at": "2026-03-03T09:05:00Z"},\n',
        ],
      ],
    },
  ]),
];
