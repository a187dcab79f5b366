import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { KILNWORKS } from './sites';

const advisory = (id: string, title: string, date: string, body: string) =>
  atomEntry({
    id: `tag:github.example,2026:libquartz/advisories/${id}`,
    title: `${id}: ${title}`,
    link: `https://github.example/libquartz/libquartz/security/advisories/${id}`,
    date,
    body,
  });

const ADVISORIES = [
  advisory(
    'QSA-2026-003',
    'Out-of-bounds read in TIFF strip decoder',
    '2026-02-20T14:00:00Z',
    'Severity: High (CVSS 7.5). A crafted TIFF file can cause an out-of-bounds read when strips are larger than the declared image height. Affected: 3.2.0 to 3.4.0. Patched in 3.4.1.',
  ),
  advisory(
    'QSA-2026-002',
    'Integer overflow in WebP animation parser',
    '2026-02-06T09:00:00Z',
    'Severity: Critical (CVSS 9.1). A crafted animated WebP file can trigger a heap buffer overflow leading to code execution. Affected: all versions before 3.4.0. Patched in 3.4.0.',
  ),
  advisory(
    'QSA-2026-001',
    'Excessive memory use with malformed ICC profiles',
    '2026-01-15T16:30:00Z',
    'Severity: Moderate (CVSS 5.3). A malformed ICC profile can make the decoder allocate up to 2 GB. Affected: 3.0.0 to 3.3.2. Patched in 3.3.3.',
  ),
].join('');

const advisoriesFeed = {
  pageClass: 'incidents' as const,
  kind: 'feed' as const,
  path: '/libquartz/libquartz/security/advisories.atom',
  render: atomFeed({
    title: 'libquartz security advisories',
    id: 'tag:github.example,2026:libquartz/advisories',
    link: 'https://github.example/libquartz/libquartz/security/advisories',
  }),
  content: ADVISORIES,
};

const HISTORY = `    <h1>Incident history</h1>
    <article class="incident" id="inc-0225">
      <h2>eu-north: GPU instances unreachable</h2>
      <p class="meta">Major outage · 25 February 2026, 08:12–11:47 UTC · <span class="ago">Resolved 5 days ago</span></p>
      <p><strong>Resolved</strong> — All eu-north GPU hosts are reachable again and instances have been restarted. We will publish a post-incident report.</p>
      <p><strong>Identified</strong> — A failed firmware update on the core switches in our Stockholm hall isolated most GPU hosts from the network.</p>
    </article>
    <article class="incident" id="inc-0211">
      <h2>Hosted notebooks slow to start</h2>
      <p class="meta">Minor · 11 February 2026, 15:40–16:25 UTC · <span class="ago">Resolved 19 days ago</span></p>
      <p><strong>Resolved</strong> — Notebook start times are back to normal after we added capacity to the image cache.</p>
    </article>`;

const historyPage = {
  pageClass: 'incidents' as const,
  kind: 'html' as const,
  path: '/status/history',
  render: htmlPage(KILNWORKS, 'Incident history'),
  content: HISTORY,
};

export const incidentsCases: EvalCase[] = [
  ...casesOf(advisoriesFeed, [
    {
      id: 'h2-incidents-advisories-new-critical',
      label: 'alert',
      intent: 'We ship libquartz inside our camera firmware. Every new security advisory they publish, please: {url}',
      edit: 'new critical advisory QSA-2026-004 (heap overflow in JPEG XL decoder)',
      changes: [
        (content) =>
          `${advisory(
            'QSA-2026-004',
            'Heap buffer overflow in JPEG XL decoder',
            '2026-03-02T10:00:00Z',
            'Severity: Critical (CVSS 9.8). A crafted JPEG XL image can overwrite heap memory during progressive decoding, allowing remote code execution. Affected: 3.1.0 to 3.4.1. Patched in 3.4.2.',
          )}${content}`,
      ],
    },
    {
      id: 'h2-incidents-advisories-high-only-low',
      label: 'off-topic',
      intent: 'Critical and high severity only. Moderate/low ones wait for our quarterly patch review. {url}',
      edit: 'new Low severity advisory QSA-2026-004',
      changes: [
        (content) =>
          `${advisory(
            'QSA-2026-004',
            'Misleading error message for truncated PNG files',
            '2026-03-02T10:00:00Z',
            'Severity: Low (CVSS 3.1). A truncated PNG file produces an error message that includes a few bytes of uninitialised stack memory. Affected: 3.4.0 to 3.4.1. Patched in 3.4.2.',
          )}${content}`,
      ],
    },
    {
      id: 'h2-incidents-advisories-fix-lands',
      label: 'alert',
      intent: 'QSA-2026-003 — tell me when anything about it changes (affected versions, fix) {url}',
      edit: 'QSA-2026-003 updated: affected range widened and fix moved to 3.4.2',
      changes: [
        [
          'Affected: 3.2.0 to 3.4.0. Patched in 3.4.1.',
          'Affected: 3.2.0 to 3.4.1 (updated 2 March 2026: the fix in 3.4.1 was incomplete). Patched in 3.4.2.',
        ],
      ],
    },
  ]),
  ...casesOf(historyPage, [
    {
      id: 'h2-incidents-postmortem-published',
      label: 'alert',
      intent:
        'The eu-north outage on 25 Feb killed a three-day training run. I want to read the root cause report when they post it: {url}',
      edit: 'post-incident report added to the eu-north outage',
      changes: [
        [
          '<p><strong>Resolved</strong> — All eu-north GPU hosts are reachable again and instances have been restarted. We will publish a post-incident report.</p>',
          '<p><strong>Post-incident report</strong> — Root cause: a firmware image for the core switches was rolled out to both redundant switch pairs at once, contrary to our change process. Fixes: staged rollouts enforced by tooling, and an out-of-band management network. Affected customers will receive a 25% credit on February GPU usage in eu-north.</p>\n      <p><strong>Resolved</strong> — All eu-north GPU hosts are reachable again and instances have been restarted. We will publish a post-incident report.</p>',
        ],
      ],
    },
    {
      id: 'h2-incidents-relative-ages',
      label: 'noise',
      intent: 'kilnworks incidents: new ones or updates to existing ones {url}',
      edit: 'only the “resolved N days ago” labels age by a day',
      changes: [
        ['Resolved 5 days ago', 'Resolved 6 days ago'],
        ['Resolved 19 days ago', 'Resolved 20 days ago'],
      ],
    },
  ]),
];
