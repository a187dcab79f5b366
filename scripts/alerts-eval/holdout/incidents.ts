import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { STRATUS } from './sites';

const incident = (slug: string, title: string, date: string, body: string) =>
  atomEntry({
    id: `tag:status.stratusedge.example,2026:${slug}`,
    title,
    link: `https://status.stratusedge.example/incidents/${slug}`,
    date,
    body,
  });

const HISTORY = [
  incident(
    'inc-2291',
    'Resolved: Slow cache purges in North America',
    '2026-02-24T19:05:00Z',
    'Between 17:40 and 18:55 UTC, purge requests in North America took up to 9 minutes to complete. A queue consumer was under-provisioned after a deploy. Resolved.',
  ),
  incident(
    'inc-2284',
    'Post-incident report: DNS resolution failures in Europe on 12 February',
    '2026-02-17T10:00:00Z',
    'Root cause: a malformed zone update propagated to 14 European POPs. Impact: 23 minutes of SERVFAIL for 4% of queries. Actions: staged zone rollouts and automatic validation.',
  ),
  incident(
    'inc-2284-resolved',
    'Resolved: DNS resolution failures in Europe',
    '2026-02-12T15:31:00Z',
    'Authoritative DNS answers are back to normal in all European POPs. A post-incident report will follow.',
  ),
].join('');

const historyFeed = {
  pageClass: 'incidents' as const,
  kind: 'feed' as const,
  path: '/history.atom',
  render: atomFeed({
    title: 'Stratus Edge incident history',
    id: 'tag:status.stratusedge.example,2026:history',
    link: 'https://status.stratusedge.example/history',
  }),
  content: HISTORY,
};

const OUTAGE = `    <article class="incident">
      <p class="impact major">Major outage</p>
      <h1>Edge Functions unavailable in Asia Pacific</h1>
      <p class="affected">Affected: Edge Functions — Singapore, Tokyo, Sydney</p>
      <p class="freshness">Last updated 4 minutes ago · This page refreshes automatically</p>
      <ol class="updates">
        <li><strong>Identified</strong> — 2 Mar 2026, 06:40 UTC. A configuration change to the functions runtime caused workers to crash on start in Asia Pacific POPs. We are rolling it back region by region.</li>
        <li><strong>Investigating</strong> — 2 Mar 2026, 06:12 UTC. Edge Functions requests in Asia Pacific are returning HTTP 503. Static CDN delivery is not affected.</li>
      </ol>
      <p class="sla-note">Customers on Enterprise plans may be eligible for service credits under the Stratus Edge SLA.</p>
    </article>`;

const outagePage = {
  pageClass: 'incidents' as const,
  kind: 'html' as const,
  path: '/incidents/inc-2297',
  render: htmlPage(STRATUS, 'Edge Functions unavailable in Asia Pacific'),
  content: OUTAGE,
};

export const incidentsCases: EvalCase[] = [
  ...casesOf(historyFeed, [
    {
      id: 'ho-incidents-feed-postmortem',
      label: 'alert',
      intent: 'Our SRE team reads every root cause analysis / postmortem Stratus Edge publishes. Watch {url} for new ones.',
      edit: 'new post-incident report for the 24 Feb purge slowdown',
      changes: [
        (content) =>
          `${incident(
            'inc-2291-pir',
            'Post-incident report: Slow cache purges in North America on 24 February',
            '2026-03-02T09:00:00Z',
            'Root cause: an autoscaling policy was removed by a configuration refactor. Impact: purge latency up to 9 minutes for 75 minutes. Actions: policy tests in CI and purge latency alerting.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-incidents-feed-generic-new-incident',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'new incident: elevated 5xx errors in São Paulo',
      changes: [
        (content) =>
          `${incident(
            'inc-2298',
            'Investigating: Elevated errors for CDN delivery in São Paulo',
            '2026-03-03T08:20:00Z',
            'We are seeing elevated HTTP 502 rates for traffic served from our São Paulo (GRU) POP. Traffic is being rerouted to other POPs.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-incidents-feed-dns-only-purge',
      label: 'off-topic',
      intent: 'DNS incidents only. We don’t use Stratus for anything but DNS. {url}',
      edit: 'new incident: cache purge API delays (no DNS impact)',
      changes: [
        (content) =>
          `${incident(
            'inc-2299',
            'Investigating: Cache purge delays in Europe',
            '2026-03-03T07:55:00Z',
            'Purge requests in Europe are taking longer than usual to complete. Content delivery and DNS are not affected.',
          )}${content}`,
      ],
    },
  ]),
  ...casesOf(outagePage, [
    {
      id: 'ho-incidents-outage-resolved',
      label: 'alert',
      intent: 'Keep me posted on this outage — most of all I need to know when it’s fixed: {url}',
      edit: 'incident resolved, new "Resolved" update',
      changes: [
        ['<p class="impact major">Major outage</p>', '<p class="impact resolved">Resolved</p>'],
        [
          '<ol class="updates">',
          '<ol class="updates">\n        <li><strong>Resolved</strong> — 2 Mar 2026, 08:05 UTC. The rollback is complete in all Asia Pacific POPs and error rates are back to normal. A post-incident report will follow within 5 business days.</li>',
        ],
      ],
    },
    {
      id: 'ho-incidents-outage-sla-credit',
      label: 'alert',
      intent:
        'We’re an Enterprise customer and this outage hit our Tokyo users. Tell me anything new on {url}, especially about SLA credits.',
      edit: 'SLA note now says credits apply automatically to all plans',
      changes: [
        [
          'Customers on Enterprise plans may be eligible for service credits under the Stratus Edge SLA.',
          'Service credits for this incident will be applied automatically to all affected accounts on Business and Enterprise plans on the next invoice; no claim is needed.',
        ],
      ],
    },
    {
      id: 'ho-incidents-outage-freshness',
      label: 'noise',
      intent: 'Keep me posted on this outage — most of all I need to know when it’s fixed: {url}',
      edit: 'only the "last updated N minutes ago" line moves',
      changes: [['Last updated 4 minutes ago', 'Last updated 1 minute ago']],
    },
  ]),
];
