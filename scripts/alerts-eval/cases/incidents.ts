import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { NORTHWIND } from '../sites';

const HISTORY = `    <h1>Incident history</h1>
    <p>Incidents of the last 30 days, newest first. Times are in UTC.</p>
    <div class="incident">
      <h2>Elevated error rates on the API (EU region)</h2>
      <p class="impact">Impact: minor · Status: Resolved</p>
      <p>1 March 2026, 13:05 to 13:50. About 3% of API requests in the EU region failed with HTTP 503 after a faulty load balancer configuration. The change was rolled back.</p>
    </div>
    <div class="incident">
      <h2>Delayed Slack notifications</h2>
      <p class="impact">Impact: minor · Status: Resolved</p>
      <p>28 February 2026, 09:10 to 09:52. Notifications to Slack were delayed by up to 40 minutes while a queue was drained.</p>
    </div>
    <div class="incident">
      <h2>File uploads failing (US region)</h2>
      <p class="impact">Impact: major · Status: Resolved</p>
      <p>17 February 2026, 16:20 to 18:05. Uploads larger than 100 MB failed in the US region. A storage node ran out of disk space.</p>
    </div>
<!--footer-->
    <p class="rss">Follow incidents by RSS or Atom.</p>`;

const historyPage = {
  pageClass: 'incidents' as const,
  kind: 'html' as const,
  path: '/status/history',
  render: htmlPage(NORTHWIND, 'Incident history'),
  content: HISTORY,
};

const incident = (id: string, title: string, date: string, body: string) =>
  atomEntry({
    id: `tag:status.paylane.example,2026:incident/${id}`,
    title,
    link: `https://status.paylane.example/incidents/${id}`,
    date,
    body,
  });

const INCIDENTS = [
  incident(
    'q81',
    'Card payments declined for some Mastercard transactions',
    '2026-03-01T11:40:00Z',
    'Resolved. Between 10:02 and 11:15 UTC about 4% of Mastercard payments were declined in error.',
  ),
  incident('q77', 'Dashboard login slow', '2026-02-24T08:30:00Z', 'Resolved. Logins took up to 30 seconds for 20 minutes.'),
  incident(
    'q74',
    'Scheduled maintenance: payout engine',
    '2026-02-19T02:00:00Z',
    'Completed. Payouts were paused from 01:00 to 01:45 UTC.',
  ),
].join('');

const incidentsFeed = {
  pageClass: 'incidents' as const,
  kind: 'feed' as const,
  path: '/history.atom',
  render: atomFeed({
    title: 'Paylane status — incident history',
    id: 'tag:status.paylane.example,2026:history',
    link: 'https://status.paylane.example/history',
  }),
  content: INCIDENTS,
};

export const incidentsCases: EvalCase[] = [
  ...casesOf(historyPage, [
    {
      id: 'incidents-new-outage',
      label: 'alert',
      intent: 'Tell me about new incidents on Northwind’s incident history ({url})',
      edit: 'new incident: search unavailable in the EU region',
      changes: [
        [
          '<p>Incidents of the last 30 days, newest first. Times are in UTC.</p>',
          '<p>Incidents of the last 30 days, newest first. Times are in UTC.</p>\n    <div class="incident">\n      <h2>Search unavailable (EU region)</h2>\n      <p class="impact">Impact: major · Status: Investigating</p>\n      <p>3 March 2026, from 09:40. Search returns no results for workspaces in the EU region. We are investigating.</p>\n    </div>',
        ],
      ],
    },
    {
      id: 'incidents-postmortem-update',
      label: 'alert',
      intent: 'We report Northwind outages to our customers. Watch {url} for incident updates and root causes.',
      businessContext: 'We are a managed service provider hosting workspaces for 60 clients.',
      edit: 'the EU API incident gets a root cause and a longer duration',
      changes: [
        [
          '1 March 2026, 13:05 to 13:50. About 3% of API requests in the EU region failed with HTTP 503 after a faulty load balancer configuration. The change was rolled back.',
          '1 March 2026, 13:05 to 14:35. About 11% of API requests in the EU region failed with HTTP 503 after a faulty load balancer configuration. The change was rolled back and configuration changes now need a second reviewer.',
        ],
      ],
    },
    {
      id: 'incidents-impact-upgraded',
      label: 'alert',
      intent: 'Major incidents only, from {url}. Minor ones do not concern us.',
      edit: 'the Slack incident is upgraded from minor to major',
      changes: [
        [
          '<h2>Delayed Slack notifications</h2>\n      <p class="impact">Impact: minor · Status: Resolved</p>',
          '<h2>Delayed Slack notifications</h2>\n      <p class="impact">Impact: major · Status: Resolved</p>',
        ],
      ],
    },
    {
      id: 'incidents-major-only-minor-added',
      label: 'off-topic',
      intent: 'Major incidents only, from {url}. Minor ones do not concern us.',
      edit: 'a new minor incident (slow exports)',
      changes: [
        [
          '<p>Incidents of the last 30 days, newest first. Times are in UTC.</p>',
          '<p>Incidents of the last 30 days, newest first. Times are in UTC.</p>\n    <div class="incident">\n      <h2>Slow PDF exports</h2>\n      <p class="impact">Impact: minor · Status: Resolved</p>\n      <p>2 March 2026, 15:00 to 15:25. PDF exports took up to two minutes.</p>\n    </div>',
        ],
      ],
    },
    {
      id: 'incidents-footer-stamp',
      label: 'noise',
      intent: 'Tell me about new incidents on Northwind’s incident history ({url})',
      edit: 'only a "page refreshed" stamp moves',
      setup: [
        [
          '<p class="rss">',
          '<p class="refreshed">This page refreshes every minute. Last refresh {{ymd}} {{time}} UTC.</p>\n    <p class="rss">',
        ],
      ],
      changes: [],
    },
  ]),
  ...casesOf(incidentsFeed, [
    {
      id: 'incidents-feed-new-card-incident',
      label: 'alert',
      intent: 'Paylane card payment incidents: {url}',
      businessContext: 'Our web shop takes all card payments through Paylane.',
      edit: 'new entry: Visa payments failing',
      changes: [
        (content) =>
          incident(
            'q85',
            'Visa card payments failing in the UK',
            '2026-03-03T09:58:00Z',
            'Investigating. Some Visa payments from UK cards fail with a timeout.',
          ) + content,
      ],
    },
    {
      id: 'incidents-feed-resolution-update',
      label: 'alert',
      intent: 'Watch Paylane incidents ({url}) and tell me when they are updated or resolved.',
      edit: 'the Mastercard incident gets a postmortem and a higher share',
      changes: [
        [
          'Resolved. Between 10:02 and 11:15 UTC about 4% of Mastercard payments',
          'Resolved, postmortem published. Between 10:02 and 11:15 UTC about 9% of Mastercard payments',
        ],
      ],
    },
    {
      id: 'incidents-feed-cards-only-dashboard',
      label: 'off-topic',
      intent: 'Paylane card payment incidents only: {url}',
      edit: 'new entry: dashboard exports delayed',
      changes: [
        (content) =>
          incident('q86', 'Dashboard CSV exports delayed', '2026-03-03T09:58:00Z', 'Resolved. Exports were delayed by up to an hour.') +
          content,
      ],
    },
    {
      id: 'incidents-feed-rebuilt',
      label: 'noise',
      intent: 'Watch Paylane incidents ({url}) and tell me when they are updated or resolved.',
      edit: 'the feed is rebuilt (feed updated date, generator), same entries',
      changes: [],
    },
  ]),
];
