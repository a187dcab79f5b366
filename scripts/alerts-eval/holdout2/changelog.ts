import { casesOf, type EvalCase } from '../case';
import { jsonApi, rssFeed, rssItem } from '../pages';

interface ChangelogEntry {
  id: string;
  released: string;
  api_version: string;
  kind: 'breaking' | 'added' | 'fixed' | 'deprecated';
  area: string;
  summary: string;
}

const ENTRIES: ChangelogEntry[] = [
  {
    id: 'chg_2026_02_24_a',
    released: '2026-02-24',
    api_version: '2026-02-24',
    kind: 'added',
    area: 'invoices',
    summary: 'Invoices can now carry up to 5 custom fields, returned in custom_fields.',
  },
  {
    id: 'chg_2026_02_10_a',
    released: '2026-02-10',
    api_version: '2026-02-10',
    kind: 'fixed',
    area: 'webhooks',
    summary: 'invoice.paid webhooks are no longer sent twice when a payment is retried.',
  },
  {
    id: 'chg_2026_01_27_a',
    released: '2026-01-27',
    api_version: '2026-01-27',
    kind: 'deprecated',
    area: 'contacts',
    summary: 'The contacts.fax field is deprecated and will be removed in API version 2026-07-01.',
  },
];

const changelogJson = (entries: ChangelogEntry[]) =>
  JSON.stringify(
    { object: 'list', data: entries, has_more: true, meta: { docs: 'https://developer.ledgerly.example/changelog' } },
    null,
    2,
  );

const changelogApi = {
  pageClass: 'changelog' as const,
  kind: 'json' as const,
  path: '/v1/changelog',
  render: jsonApi(),
  content: changelogJson(ENTRIES),
};

const appRelease = (version: string, date: string, body: string) =>
  rssItem({
    title: `Trailmark ${version} for iOS`,
    link: `https://trailmark.example/releases/ios-${version.replaceAll('.', '-')}`,
    date,
    body,
  });

const APP_RELEASES = [
  appRelease(
    '7.3',
    'Thu, 19 Feb 2026 07:00:00 GMT',
    'Route planner now snaps to bridleways. Offline map downloads resume after a lost connection. Requires iOS 16 or later.',
  ),
  appRelease('7.2.1', 'Wed, 04 Feb 2026 07:00:00 GMT', 'Fixes a crash when sharing a route to Messages. Requires iOS 16 or later.'),
  appRelease(
    '7.2',
    'Tue, 20 Jan 2026 07:00:00 GMT',
    'New: avalanche risk layer for the Alps and Pyrenees (Premium). Elevation profiles load faster. Requires iOS 16 or later.',
  ),
].join('');

const appReleasesFeed = {
  pageClass: 'changelog' as const,
  kind: 'feed' as const,
  path: '/releases/ios.rss',
  render: rssFeed({
    title: 'Trailmark for iOS — release notes',
    link: 'https://trailmark.example/releases',
    description: 'What’s new in Trailmark',
  }),
  content: APP_RELEASES,
};

export const changelogCases: EvalCase[] = [
  ...casesOf(changelogApi, [
    {
      id: 'h2-changelog-json-breaking',
      label: 'alert',
      intent:
        'We sync invoices from Ledgerly into our ERP every night and it broke last time they changed a field type. Breaking changes in their API changelog need to reach me: {url}',
      edit: 'new breaking entry at the top: invoice amounts become decimal strings',
      changes: [
        () =>
          changelogJson([
            {
              id: 'chg_2026_03_02_a',
              released: '2026-03-02',
              api_version: '2026-03-02',
              kind: 'breaking',
              area: 'invoices',
              summary:
                'invoice.total and invoice.tax are now returned as decimal strings ("118.40") instead of numbers, from API version 2026-03-02.',
            },
            ...ENTRIES,
          ]),
      ],
    },
    {
      id: 'h2-changelog-json-anything-new',
      label: 'alert',
      intent: 'Anything new in the Ledgerly changelog? {url}',
      edit: 'new “fixed” entry about contact search',
      changes: [
        () =>
          changelogJson([
            {
              id: 'chg_2026_03_02_b',
              released: '2026-03-02',
              api_version: '2026-02-24',
              kind: 'fixed',
              area: 'contacts',
              summary: 'Searching contacts by email is now case-insensitive.',
            },
            ...ENTRIES,
          ]),
      ],
    },
    {
      id: 'h2-changelog-json-resorted',
      label: 'noise',
      intent: 'New entries in the Ledgerly API changelog: {url}',
      edit: 'same three entries, returned sorted by area instead of date',
      changes: [() => changelogJson([ENTRIES[1]!, ENTRIES[2]!, ENTRIES[0]!].sort((a, b) => a.area.localeCompare(b.area)))],
    },
  ]),
  ...casesOf(appReleasesFeed, [
    {
      id: 'h2-changelog-feed-drops-ios16',
      label: 'alert',
      intent:
        'I rely on Trailmark’s offline maps in the Alps on an older iPhone that’s stuck on iOS 16. Tell me if a release changes offline maps or stops supporting my phone. {url}',
      edit: 'new 7.4 release requires iOS 17',
      changes: [
        (content) =>
          `${appRelease(
            '7.4',
            'Mon, 02 Mar 2026 07:00:00 GMT',
            'New 3D terrain view. Offline maps now use a smaller download format. Requires iOS 17 or later.',
          )}${content}`,
      ],
    },
    {
      id: 'h2-changelog-feed-min-ios-only-features',
      label: 'off-topic',
      intent: 'minimum iOS version only — we manage 60 company iPads and need to know before Trailmark drops a version. {url}',
      edit: 'new 7.3.1 release with fixes, still iOS 16 or later',
      changes: [
        (content) =>
          `${appRelease(
            '7.3.1',
            'Mon, 02 Mar 2026 07:00:00 GMT',
            'Fixes distance units switching back to miles after an update. Better battery use while recording. Requires iOS 16 or later.',
          )}${content}`,
      ],
    },
  ]),
];
