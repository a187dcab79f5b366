import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { SIGNETRY } from './sites';

const securityIncident = `<article class="incident-report">
<h1>Security incident: unauthorised access to a support tool</h1>
<p class="meta">First published 20 February 2026 · Last updated <time>{{ymd}}</time></p>
<div class="callout callout-info" role="note"><p><strong>Status:</strong> Investigation ongoing</p></div>
<h2>What happened</h2><p>On 17 February 2026 we detected unauthorised access to a third-party support ticketing tool used by our customer success team.</p>
<h2>What data was involved</h2><ul><li>Names and work email addresses of account administrators</li><li>Support ticket subjects</li></ul><p>Documents, signatures and audit trails were not affected.</p>
<h2>Affected customers</h2><p>About 1,200 business accounts. We have emailed every affected administrator.</p>
<h2>What you should do</h2><p>No action is required. Be alert to phishing emails that mention Signetry support tickets.</p>
<h2>Timeline</h2><ol><li>17 Feb — access detected and revoked</li><li>18 Feb — forensic firm engaged</li><li>20 Feb — customers notified; Dutch DPA informed</li></ol>
</article>`;

const CISO =
  'Signetry incident page {url}. We are a customer. I need to know if the scope grows (more data types, documents affected, more customers), if we must take action, or when it is closed.';

const incidents = [
  atomEntry({
    title: 'Resolved: Delayed SMS delivery to Vodafone DE',
    link: 'https://api.vocalis.example/status/incidents/inc-771',
    date: '2026-02-27T16:20:00Z',
    body: 'Between 13:05 and 15:40 UTC, 8% of SMS to Vodafone Germany were delayed by up to 20 minutes. Root cause: carrier throttling.',
  }),
  atomEntry({
    title: 'Resolved: Verify API elevated 5xx errors',
    link: 'https://api.vocalis.example/status/incidents/inc-765',
    date: '2026-02-21T09:50:00Z',
    body: 'Verify API returned 503 for 2.1% of requests for 18 minutes after a deployment. Rolled back.',
  }),
].join('');

const OTP =
  'We use the Vocalis Verify API for login codes. From the incident feed {url}, alert me on anything affecting Verify. SMS delivery issues for specific carriers matter only if in the UK.';

export const incidentsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'incidents',
      kind: 'html',
      path: '/security/incident-2026-02',
      render: htmlPage(SIGNETRY, 'Security incident'),
      content: securityIncident,
    },
    [
      {
        id: 'h6-incidents-signetry-scope',
        label: 'alert',
        intent: CISO,
        businessContext: 'Insurance broker; we send policy documents for signature through Signetry.',
        edit: 'documents now affected for some accounts; affected accounts 1,200 → 3,900',
        changes: [
          [
            '<p>Documents, signatures and audit trails were not affected.</p>',
            '<p>For 140 accounts, document titles and signer email addresses were also exposed. Signatures and audit trails were not affected.</p>',
          ],
          ['About 1,200 business accounts', 'About 3,900 business accounts'],
        ],
      },
      {
        id: 'h6-incidents-signetry-action',
        label: 'alert',
        intent: CISO,
        edit: 'what to do: "no action" → rotate API keys by 9 March',
        changes: [['No action is required.', 'Rotate all Signetry API keys and webhook secrets by 9 March 2026.']],
      },
      {
        id: 'h6-incidents-signetry-stamp-noise',
        label: 'noise',
        intent: CISO,
        edit: 'only the auto "Last updated" stamp moves',
        changes: [],
      },
      {
        id: 'h6-incidents-signetry-closed',
        label: 'alert',
        intent: 'signetry breach {url} — is it closed yet?',
        edit: 'status Investigation ongoing → Closed, final report published',
        changes: [
          ['<strong>Status:</strong> Investigation ongoing', '<strong>Status:</strong> Closed — final report published 2 March 2026'],
        ],
      },
      {
        id: 'h6-incidents-signetry-timeline-offtopic',
        label: 'off-topic',
        intent: 'signetry breach {url} — is it closed yet?',
        edit: 'timeline gains "24 Feb — forensic report received" (still ongoing)',
        changes: [
          [
            '<li>20 Feb — customers notified; Dutch DPA informed</li>',
            '<li>20 Feb — customers notified; Dutch DPA informed</li><li>24 Feb — preliminary forensic report received</li>',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'incidents',
      kind: 'feed',
      path: '/status/incidents.atom',
      render: atomFeed({
        title: 'Vocalis incident history',
        id: 'tag:vocalis.example,2020:incidents',
        link: 'https://api.vocalis.example/status',
      }),
      content: incidents,
    },
    [
      {
        id: 'h6-incidents-vocalis-verify-new',
        label: 'alert',
        intent: OTP,
        edit: 'new incident: Verify API codes not delivered',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Investigating: Verify codes not delivered to some users',
              link: 'https://api.vocalis.example/status/incidents/inc-780',
              date: '2026-03-03T09:55:00Z',
              body: 'Some Verify requests succeed but no SMS arrives. We are investigating.',
            }) + feed,
        ],
      },
      {
        id: 'h6-incidents-vocalis-de-offtopic',
        label: 'off-topic',
        intent: OTP,
        edit: 'new incident: delayed SMS to a French carrier',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Investigating: Delayed SMS to Orange France',
              link: 'https://api.vocalis.example/status/incidents/inc-779',
              date: '2026-03-03T08:10:00Z',
              body: 'Messages to Orange France subscribers delayed by up to 10 minutes.',
            }) + feed,
        ],
      },
      {
        id: 'h6-incidents-vocalis-uk',
        label: 'alert',
        intent: OTP,
        edit: 'new incident: SMS failures to EE (UK)',
        changes: [
          (feed) =>
            atomEntry({
              title: 'Identified: SMS failures to EE UK numbers',
              link: 'https://api.vocalis.example/status/incidents/inc-781',
              date: '2026-03-03T10:05:00Z',
              body: '30% of messages to EE (United Kingdom) fail with error 30008. Workaround: none yet.',
            }) + feed,
        ],
      },
      {
        id: 'h6-incidents-vocalis-rca-edit',
        label: 'alert',
        intent: 'Vocalis Verify postmortems in {url} — I collect root causes for our vendor review.',
        edit: 'Verify incident entry updated with root cause (expired TLS certificate, not deployment)',
        changes: [
          [
            'after a deployment. Rolled back.',
            'after a deployment. Updated root cause: an expired internal TLS certificate on the Verify code store; renewal is now automated.',
          ],
        ],
      },
    ],
  ),
];
