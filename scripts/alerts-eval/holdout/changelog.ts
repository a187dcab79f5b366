import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { FERROCLOUD } from './sites';

const release = (version: string, date: string, body: string) =>
  rssItem({ title: `Quillstack ${version}`, link: `https://www.quillstack.example/releases/${version.replaceAll('.', '-')}`, date, body });

const RELEASES = [
  release(
    '3.8',
    'Wed, 25 Feb 2026 16:00:00 GMT',
    'Editorial calendar: drag posts between weeks. Publishing to Ghost now keeps featured images. Fixed: comments on tables could disappear after undo.',
  ),
  release('3.7.2', 'Thu, 12 Feb 2026 11:20:00 GMT', 'Fixed: WordPress publishing failed for posts with more than 50 tags.'),
  release(
    '3.7',
    'Tue, 27 Jan 2026 15:45:00 GMT',
    'New: brand style guide rules can now block publishing. The legacy Markdown importer is deprecated and will be removed in 4.0.',
  ),
].join('');

const releasesFeed = {
  pageClass: 'changelog' as const,
  kind: 'feed' as const,
  path: '/releases/feed.xml',
  render: rssFeed({
    title: 'Quillstack release notes',
    link: 'https://www.quillstack.example/releases',
    description: 'What’s new in Quillstack',
  }),
  content: RELEASES,
};

const LIFECYCLE = `    <h1>Runtime support lifecycle</h1>
    <p>Ferrocloud App Platform supports each language runtime until its upstream end of life, plus a grace period. After end of support, existing apps keep running but cannot be redeployed.</p>
    <table class="lifecycle">
      <thead><tr><th>Runtime</th><th>Status</th><th>Deprecation notice</th><th>End of support (EOL)</th></tr></thead>
      <tbody>
        <tr><td>Node.js 18</td><td>Deprecated</td><td>1 October 2025</td><td>30 April 2026</td></tr>
        <tr><td>Node.js 20</td><td>Supported</td><td>—</td><td>30 April 2027</td></tr>
        <tr><td>Node.js 22</td><td>Supported (default)</td><td>—</td><td>30 April 2028</td></tr>
        <tr><td>PHP 8.1</td><td>Deprecated</td><td>1 December 2025</td><td>31 March 2026</td></tr>
        <tr><td>PHP 8.3</td><td>Supported (default)</td><td>—</td><td>31 December 2027</td></tr>
        <tr><td>Python 3.9</td><td>Deprecated</td><td>1 November 2025</td><td>31 May 2026</td></tr>
        <tr><td>Python 3.12</td><td>Supported (default)</td><td>—</td><td>31 October 2028</td></tr>
      </tbody>
    </table>
    <h2>What happens at end of support</h2>
    <p>Builds using the runtime fail with error FC-RT-410. Running apps are not stopped, but receive no security patches. We email the owners of affected apps 90, 30 and 7 days before.</p>
    <h2>Upgrading</h2>
    <p>Set the runtime version in <code>ferro.toml</code> and redeploy. See the migration guides for each language.</p>`;

const lifecyclePage = {
  pageClass: 'changelog' as const,
  kind: 'html' as const,
  path: '/runtimes/lifecycle',
  render: htmlPage(FERROCLOUD, 'Runtime support lifecycle'),
  content: LIFECYCLE,
};

export const changelogCases: EvalCase[] = [
  ...casesOf(releasesFeed, [
    {
      id: 'ho-changelog-feed-sunset',
      label: 'alert',
      intent:
        'We built an import pipeline on Quillstack. Tell me about breaking changes, removals or anything being sunset in their release notes: {url}',
      edit: 'new release 3.9: v1 export endpoint sunset on 30 June',
      changes: [
        (content) =>
          `${release(
            '3.9',
            'Mon, 02 Mar 2026 15:00:00 GMT',
            'New: AI drafting assistant can follow your style guide. Breaking: the v1 export endpoint will be sunset on 30 June 2026; switch to the v2 export API.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-changelog-feed-generic-new-release',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'new release 3.8.1 (fixes)',
      changes: [
        (content) =>
          `${release('3.8.1', 'Mon, 02 Mar 2026 10:00:00 GMT', 'Fixed: the editorial calendar showed posts a day early for users in UTC+13. Faster loading of long documents.')}${content}`,
      ],
    },
    {
      id: 'ho-changelog-feed-breaking-only-bugfix',
      label: 'off-topic',
      intent: 'Only breaking changes or deprecations in {url} — I don’t need to hear about bug fixes.',
      edit: 'new release 3.8.1 with bug fixes only',
      changes: [
        (content) =>
          `${release('3.8.1', 'Mon, 02 Mar 2026 10:00:00 GMT', 'Fixed: the editorial calendar showed posts a day early for users in UTC+13. Faster loading of long documents.')}${content}`,
      ],
    },
    {
      id: 'ho-changelog-feed-signed-image-urls',
      label: 'noise',
      intent: 'Tell me when Quillstack ships a new release: {url}',
      edit: 'only the signed image URLs in the item bodies re-sign',
      setup: [
        [
          'Editorial calendar: drag posts between weeks.',
          'Editorial calendar: drag posts between weeks. <img src="https://cdn.quillstack.example/releases/3-8/calendar.png?X-Amz-Date={{ymd}}T{{time}}&amp;X-Amz-Expires=3600" alt="">',
        ],
        [
          'New: brand style guide rules can now block publishing.',
          'New: brand style guide rules can now block publishing. <img src="https://cdn.quillstack.example/releases/3-7/style-guide.png?X-Amz-Date={{ymd}}T{{time}}&amp;X-Amz-Expires=3600" alt="">',
        ],
      ],
      changes: [],
    },
  ]),
  ...casesOf(lifecyclePage, [
    {
      id: 'ho-changelog-php-eol-moved',
      label: 'alert',
      intent: 'When is the EOL for PHP 8.1 on Ferrocloud? Two client sites still run it. Ping me if that date changes: {url}',
      edit: 'PHP 8.1 EOL 31 March → 30 June 2026',
      changes: [['<td>1 December 2025</td><td>31 March 2026</td>', '<td>1 December 2025</td><td>30 June 2026</td>']],
    },
    {
      id: 'ho-changelog-node-runtime-added',
      label: 'alert',
      intent: 'Watch the Node.js runtimes on {url}: new versions, deprecations, end-of-support dates.',
      edit: 'Node.js 24 added as supported; Node.js 20 now deprecated',
      changes: [
        ['<tr><td>Node.js 20</td><td>Supported</td><td>—</td>', '<tr><td>Node.js 20</td><td>Deprecated</td><td>2 March 2026</td>'],
        [
          '<tr><td>Node.js 22</td><td>Supported (default)</td><td>—</td><td>30 April 2028</td></tr>',
          '<tr><td>Node.js 22</td><td>Supported (default)</td><td>—</td><td>30 April 2028</td></tr>\n        <tr><td>Node.js 24</td><td>Supported</td><td>—</td><td>30 April 2029</td></tr>',
        ],
      ],
    },
    {
      id: 'ho-changelog-php-only-python',
      label: 'off-topic',
      intent: 'We only deploy PHP apps on Ferrocloud. Tell me about PHP runtime EOL dates on {url}.',
      edit: 'Python 3.9 EOL 31 May → 31 August 2026 (PHP unchanged)',
      changes: [['<td>1 November 2025</td><td>31 May 2026</td>', '<td>1 November 2025</td><td>31 August 2026</td>']],
    },
  ]),
];
