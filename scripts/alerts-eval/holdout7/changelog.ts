import { casesOf, type EvalCase, type SourcePage } from '../case';
import { atomEntry, atomFeed, htmlPage, rssFeed, rssItem } from '../pages';
import { HELMSDESK } from './sites';

const helmsdeskChangelog: SourcePage = {
  pageClass: 'changelog',
  kind: 'html',
  path: '/changelog',
  render: htmlPage(HELMSDESK, 'Changelog'),
  content: `<header class="mb-10"><h1 class="text-4xl font-bold">What's new in Helmsdesk</h1><p>New features, improvements and fixes, every fortnight.</p></header>
<ol class="timeline space-y-12">
  <li class="release" id="v4-12">
    <div class="release__meta"><span class="version">v4.12</span> <time datetime="2026-02-24">24 Feb 2026</time></div>
    <h2>Ticket merging and bulk tags</h2>
    <div class="tags"><span class="tag tag--new">New</span><span class="tag">Inbox</span></div>
    <ul><li>Merge duplicate tickets from the same customer in one click.</li><li>Apply tags to up to 500 tickets at once.</li></ul>
    <div class="reactions" aria-label="Reactions">👍 <span>312</span> 🎉 <span>48</span></div>
  </li>
  <li class="release" id="v4-11">
    <div class="release__meta"><span class="version">v4.11</span> <time datetime="2026-02-10">10 Feb 2026</time></div>
    <h2>Satisfaction surveys in WhatsApp</h2>
    <div class="tags"><span class="tag tag--improved">Improved</span><span class="tag">Channels</span></div>
    <ul><li>CSAT surveys now go out in WhatsApp conversations too.</li><li>Fixed: survey links expired after 24 hours.</li></ul>
    <div class="reactions" aria-label="Reactions">👍 <span>201</span> 🎉 <span>19</span></div>
  </li>
</ol>
<!--aside-->
<div class="card"><h3>Subscribe</h3><p>Get the changelog by email every other Tuesday.</p></div>`,
};

const murmurReleases: SourcePage = {
  pageClass: 'changelog',
  kind: 'feed',
  path: '/releases.rss',
  render: rssFeed({
    title: 'Murmur Podcasts — release notes',
    link: 'https://murmur.example/releases',
    description: 'What is new in Murmur for iOS, Android and web',
  }),
  content:
    rssItem({
      title: 'Android 7.4.0',
      link: 'https://murmur.example/releases/android-7-4-0',
      date: 'Wed, 25 Feb 2026 16:00:00 GMT',
      body: 'Smart speed now works with Android Auto. Fixed downloads stalling on metered Wi-Fi. Requires Android 9 or later.',
    }) +
    rssItem({
      title: 'iOS 7.4.1',
      link: 'https://murmur.example/releases/ios-7-4-1',
      date: 'Mon, 23 Feb 2026 17:30:00 GMT',
      body: 'Fixes a crash when opening chapters on iPad. CarPlay queue now shows artwork.',
    }),
};

const lodestarChangelog: SourcePage = {
  pageClass: 'changelog',
  kind: 'feed',
  path: '/changelog.atom',
  render: atomFeed({
    title: 'Lodestar API changelog',
    id: 'tag:lodestar-ai.example,2024:changelog',
    link: 'https://platform.lodestar-ai.example/changelog',
  }),
  content:
    atomEntry({
      title: 'Structured outputs now support recursive JSON schemas',
      link: 'https://platform.lodestar-ai.example/changelog/recursive-schemas?v=17',
      date: '2026-02-26T18:00:00Z',
      body: 'Schemas with $ref cycles are accepted by all lodestar-*-2 models.',
      id: 'tag:lodestar-ai.example,2026-02-26:recursive-schemas',
    }) +
    atomEntry({
      title: 'Batch API: results retained for 30 days',
      link: 'https://platform.lodestar-ai.example/changelog/batch-retention?v=17',
      date: '2026-02-19T18:00:00Z',
      body: 'Batch results were previously deleted after 7 days.',
      id: 'tag:lodestar-ai.example,2026-02-19:batch-retention',
    }),
};

export const changelogCases: EvalCase[] = [
  ...casesOf(helmsdeskChangelog, [
    {
      id: 'h7-changelog-helmsdesk-ai-feature',
      label: 'alert',
      intent: 'Competitor watch: Helmsdesk. I want to know about their new features, especially anything AI. {url}',
      edit: 'new release v4.13 "AI reply suggestions" at the top',
      changes: [
        [
          '<ol class="timeline space-y-12">\n',
          '<ol class="timeline space-y-12">\n  <li class="release" id="v4-13">\n    <div class="release__meta"><span class="version">v4.13</span> <time datetime="2026-03-03">3 Mar 2026</time></div>\n    <h2>AI reply suggestions</h2>\n    <div class="tags"><span class="tag tag--new">New</span><span class="tag">AI agent</span></div>\n    <ul><li>Draft replies grounded in your knowledge base, one click to insert.</li><li>Available on Growth and Scale.</li></ul>\n    <div class="reactions" aria-label="Reactions">👍 <span>0</span> 🎉 <span>0</span></div>\n  </li>\n',
        ],
      ],
    },
    {
      id: 'h7-changelog-helmsdesk-fix-only',
      label: 'off-topic',
      intent: 'Helmsdesk changelog {url}: major new features only. Ignore bug fixes and small improvements.',
      edit: 'a "Fixed: typo in Danish translation" bullet added to v4.12',
      changes: [
        [
          '<li>Apply tags to up to 500 tickets at once.</li>',
          '<li>Apply tags to up to 500 tickets at once.</li><li>Fixed: typo in the Danish translation of the merge dialog.</li>',
        ],
      ],
    },
    {
      id: 'h7-changelog-helmsdesk-reactions',
      label: 'noise',
      intent: 'Helmsdesk changelog {url}',
      edit: 'reaction counters 312 → 318, 48 → 49',
      changes: [['👍 <span>312</span> 🎉 <span>48</span>', '👍 <span>318</span> 🎉 <span>49</span>']],
    },
  ]),
  ...casesOf(murmurReleases, [
    {
      id: 'h7-changelog-murmur-drops-android-9',
      label: 'alert',
      intent: 'Our field staff have old Android 9 phones. Tell me if Murmur stops supporting them. {url}',
      edit: 'new Android 7.5.0 release requiring Android 10',
      changes: [
        [
          '    <item>\n      <title>Android 7.4.0',
          rssItem({
            title: 'Android 7.5.0',
            link: 'https://murmur.example/releases/android-7-5-0',
            date: 'Tue, 03 Mar 2026 16:00:00 GMT',
            body: 'New transcript search. Murmur now requires Android 10 or later; devices on Android 9 stay on 7.4.x without updates.',
          }) + '    <item>\n      <title>Android 7.4.0',
        ],
      ],
    },
    {
      id: 'h7-changelog-murmur-ios-not-android',
      label: 'off-topic',
      intent: 'murmur android releases only (no iOS pls) {url}',
      edit: 'new iOS 7.5.0 release item',
      changes: [
        [
          '    <item>\n      <title>Android 7.4.0',
          rssItem({
            title: 'iOS 7.5.0',
            link: 'https://murmur.example/releases/ios-7-5-0',
            date: 'Tue, 03 Mar 2026 17:00:00 GMT',
            body: 'New transcript search and Live Activities for downloads. Requires iOS 17.',
          }) + '    <item>\n      <title>Android 7.4.0',
        ],
      ],
    },
    {
      id: 'h7-changelog-murmur-android-new',
      label: 'alert',
      intent: 'murmur android releases only (no iOS pls) {url}',
      edit: 'new Android 7.4.1 bugfix release item',
      changes: [
        [
          '    <item>\n      <title>Android 7.4.0',
          rssItem({
            title: 'Android 7.4.1',
            link: 'https://murmur.example/releases/android-7-4-1',
            date: 'Tue, 03 Mar 2026 09:00:00 GMT',
            body: 'Fixes playback stopping when the screen locks on Pixel devices.',
          }) + '    <item>\n      <title>Android 7.4.0',
        ],
      ],
    },
  ]),
  ...casesOf(lodestarChangelog, [
    {
      id: 'h7-changelog-lodestar-deprecation',
      label: 'alert',
      intent: 'Anything in the Lodestar API changelog that could break our integration (deprecations, removals, behaviour changes). {url}',
      edit: 'new entry: legacy /v1/completions endpoint removed on 1 June',
      changes: [
        [
          '  <entry>\n    <id>tag:lodestar-ai.example,2026-02-26:recursive-schemas</id>',
          atomEntry({
            title: 'Legacy /v1/completions endpoint will be removed on 1 June 2026',
            link: 'https://platform.lodestar-ai.example/changelog/completions-removal?v=17',
            date: '2026-03-03T08:00:00Z',
            body: 'Migrate to /v2/responses. Requests to /v1/completions will return 410 Gone after that date.',
            id: 'tag:lodestar-ai.example,2026-03-03:completions-removal',
          }) + '  <entry>\n    <id>tag:lodestar-ai.example,2026-02-26:recursive-schemas</id>',
        ],
      ],
    },
    {
      id: 'h7-changelog-lodestar-cache-buster',
      label: 'noise',
      intent: 'Anything in the Lodestar API changelog that could break our integration (deprecations, removals, behaviour changes). {url}',
      edit: 'cache-busting ?v=17 → ?v=18 on every entry link',
      changes: [['?v=17', '?v=18']],
    },
  ]),
];
