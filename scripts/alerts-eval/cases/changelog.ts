import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage, jsonApi } from '../pages';
import { NORTHWIND } from '../sites';

const entry = (version: string, date: string, body: string, title = `Northwind CLI ${version}`) =>
  atomEntry({
    id: `tag:northwind-cloud.example,2026:cli-${version}`,
    title,
    link: `https://www.northwind-cloud.example/changelog/cli-${version}`,
    date,
    body,
  });

const CLI_RELEASES = [
  entry('4.12.0', '2026-02-26T14:00:00Z', 'Adds the nw sync --dry-run flag. Faster uploads of large folders on Windows.'),
  entry('4.11.2', '2026-02-12T10:30:00Z', 'Fixes a crash when the config file is empty.'),
  entry('4.11.0', '2026-01-29T16:00:00Z', 'Node.js 18 support is deprecated and will be removed in 5.0.'),
].join('');

const releasesFeed = {
  pageClass: 'changelog' as const,
  kind: 'feed' as const,
  path: '/changelog/cli.atom',
  render: atomFeed({
    title: 'Northwind CLI releases',
    id: 'tag:northwind-cloud.example,2026:cli',
    link: 'https://www.northwind-cloud.example/changelog',
  }),
  content: CLI_RELEASES,
};

const SDK_RELEASES = JSON.stringify(
  [
    {
      tag_name: 'v7.3.0',
      name: 'v7.3.0',
      published_at: '2026-02-24T09:12:44Z',
      prerelease: false,
      body: 'Features: support for idempotency keys on all POST calls. Fixes: retry on HTTP 429 honours Retry-After.',
    },
    {
      tag_name: 'v7.2.1',
      name: 'v7.2.1',
      published_at: '2026-02-10T15:40:02Z',
      prerelease: false,
      body: 'Fixes: TypeScript types for webhook events.',
    },
    {
      tag_name: 'v7.2.0',
      name: 'v7.2.0',
      published_at: '2026-01-27T11:03:19Z',
      prerelease: false,
      body: 'Features: new Refunds.list filters. Python 3.8 is no longer supported.',
    },
  ],
  null,
  2,
)
  .replace(/^\[/, '{\n  "releases": [')
  .replace(/\]$/, ']\n}');

const sdkReleases = {
  pageClass: 'changelog' as const,
  kind: 'json' as const,
  path: '/repos/paylane/paylane-node/releases',
  render: jsonApi(),
  content: SDK_RELEASES,
};

const CHANGELOG_PAGE = `    <h1>Changelog</h1>
    <p>New features, improvements and fixes, every two weeks.</p>
    <article class="release"><h2>February 26, 2026</h2>
      <h3>New</h3><ul><li>Shared inboxes: route email from a support address to a board.</li><li>Calendar view for boards with due dates.</li></ul>
      <h3>Improved</h3><ul><li>Search results load twice as fast in large workspaces.</li></ul>
      <h3>Fixed</h3><ul><li>Comments with emoji no longer break PDF exports.</li></ul>
    </article>
    <article class="release"><h2>February 12, 2026</h2>
      <h3>New</h3><ul><li>Two-way sync with Google Calendar (beta).</li></ul>
      <h3>Fixed</h3><ul><li>Guests could not see attachments in archived boards.</li></ul>
    </article>
    <article class="release"><h2>January 29, 2026</h2>
      <h3>Deprecated</h3><ul><li>The legacy v1 REST API will be switched off on 30 June 2026. Move to API v2.</li></ul>
    </article>
<!--aside-->
      <h4>Subscribe</h4><p>Get the changelog by email: 9,120 subscribers.</p>`;

const changelogPage = {
  pageClass: 'changelog' as const,
  kind: 'html' as const,
  path: '/changelog',
  render: htmlPage(NORTHWIND, 'Changelog'),
  content: CHANGELOG_PAGE,
};

export const changelogCases: EvalCase[] = [
  ...casesOf(releasesFeed, [
    {
      id: 'cli-feed-new-release',
      label: 'alert',
      intent: 'Tell me when a new version of the Northwind CLI is released ({url}).',
      edit: 'new entry: CLI 4.13.0',
      changes: [
        (content) => entry('4.13.0', '2026-03-03T08:00:00Z', 'Adds nw share --expires. Uploads resume after a lost connection.') + content,
      ],
    },
    {
      id: 'cli-feed-breaking-change',
      label: 'alert',
      intent: 'Our build servers run the Northwind CLI. Alert me about deprecations or breaking changes: {url}',
      businessContext: 'We run CI pipelines on Node.js 18 for a bank.',
      edit: 'new entry 5.0.0 removes Node.js 18 support',
      changes: [
        (content) =>
          entry(
            '5.0.0',
            '2026-03-03T08:00:00Z',
            'Breaking: Node.js 18 is no longer supported; Node.js 20 or later is required. The --legacy-auth flag is removed.',
          ) + content,
      ],
    },
    {
      id: 'cli-feed-release-notes-corrected',
      label: 'alert',
      intent: 'Follow the Northwind CLI release notes: {url}',
      edit: 'the 4.12.0 notes now say the dry-run flag is Windows-only',
      changes: [['Adds the nw sync --dry-run flag.', 'Adds the nw sync --dry-run flag (Windows and Linux only).']],
    },
    {
      id: 'cli-feed-breaking-only-bugfix',
      label: 'off-topic',
      intent: 'Our build servers run the Northwind CLI. Alert me only about deprecations or breaking changes: {url}',
      edit: 'new entry 4.12.1: a bug fix',
      changes: [(content) => entry('4.12.1', '2026-03-03T08:00:00Z', 'Fixes the progress bar on narrow terminals.') + content],
    },
    {
      id: 'cli-feed-proxy-fix-only-other-note',
      label: 'off-topic',
      intent:
        'We are waiting for the Northwind CLI to fix proxy authentication behind our corporate proxy. Tell me when a release fixes it: {url}',
      edit: 'the 4.12.0 notes add a line on Windows uploads',
      changes: [['Faster uploads of large folders on Windows.', 'Faster uploads of large folders on Windows and macOS.']],
    },
    {
      id: 'cli-feed-updated-stamps',
      label: 'noise',
      intent: 'Tell me when a new version of the Northwind CLI is released ({url}).',
      edit: 'the feed is rebuilt: new feed date and generator, same entries',
      changes: [],
    },
  ]),
  ...casesOf(sdkReleases, [
    {
      id: 'sdk-json-new-release',
      label: 'alert',
      intent: 'New releases of the paylane-node SDK, please: {url}',
      edit: 'v7.4.0 added',
      changes: [
        [
          '"releases": [',
          '"releases": [\n    {\n      "tag_name": "v7.4.0",\n      "name": "v7.4.0",\n      "published_at": "2026-03-03T07:55:10Z",\n      "prerelease": false,\n      "body": "Features: Payouts.cancel. Fixes: timeouts are now configurable per request."\n    },',
        ],
      ],
    },
    {
      id: 'sdk-json-runtime-drop-noted',
      label: 'alert',
      intent: 'Tell me about dropped runtime support in the paylane-node SDK releases ({url}).',
      edit: 'v7.2.1 notes add "Node.js 16 is no longer supported"',
      changes: [
        ['Fixes: TypeScript types for webhook events.', 'Fixes: TypeScript types for webhook events. Node.js 16 is no longer supported.'],
      ],
    },
    {
      id: 'sdk-json-stable-only-prerelease',
      label: 'off-topic',
      intent: 'Only stable releases of the paylane-node SDK matter to us, no betas: {url}',
      edit: 'a prerelease v8.0.0-beta.1 is added',
      changes: [
        [
          '"releases": [',
          '"releases": [\n    {\n      "tag_name": "v8.0.0-beta.1",\n      "name": "v8.0.0-beta.1",\n      "published_at": "2026-03-03T07:55:10Z",\n      "prerelease": true,\n      "body": "Beta of the next major version: ESM only."\n    },',
        ],
      ],
    },
    {
      id: 'sdk-json-reserialised',
      label: 'noise',
      intent: 'New releases of the paylane-node SDK, please: {url}',
      edit: 'the same releases serialised compactly, new request id',
      changes: [(content) => JSON.stringify(JSON.parse(content))],
    },
  ]),
  ...casesOf(changelogPage, [
    {
      id: 'changelog-page-api-shutdown-moved',
      label: 'alert',
      intent: 'We still call the Northwind v1 API. Watch {url} for anything about the v1 API shutdown.',
      edit: 'v1 API switch-off 30 June → 31 March 2026',
      changes: [['switched off on 30 June 2026', 'switched off on 31 March 2026']],
    },
    {
      id: 'changelog-page-new-features',
      label: 'alert',
      intent: 'Competitive research: tell me about new features Northwind ships, from {url}',
      businessContext: 'We build a competing project-management tool.',
      edit: 'a new release section with two features',
      changes: [
        [
          '<article class="release"><h2>February 26, 2026</h2>',
          '<article class="release"><h2>March 3, 2026</h2>\n      <h3>New</h3><ul><li>Time tracking on cards, with weekly reports.</li><li>Public forms that create cards.</li></ul>\n    </article>\n    <article class="release"><h2>February 26, 2026</h2>',
        ],
      ],
    },
    {
      id: 'changelog-page-subscribers',
      label: 'noise',
      intent: 'Competitive research: tell me about new features Northwind ships, from {url}',
      edit: 'only the subscriber count moves',
      changes: [['9,120 subscribers', '9,164 subscribers']],
    },
  ]),
];
