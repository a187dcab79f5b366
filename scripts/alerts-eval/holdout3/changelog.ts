import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { LARCH_FOUNDATION } from './sites';

const releases = [
  atomEntry({
    title: 'Larch DB 7.2.1 released',
    link: 'https://www.larch.example/news/larchdb-7-2-1',
    date: '2026-02-26T12:00:00Z',
    body: 'Bug-fix release: fixes a crash in the query planner with nested CTEs and a memory leak in logical replication.',
  }),
  atomEntry({
    title: 'Larch Streams 3.0.0 released',
    link: 'https://www.larch.example/news/streams-3-0-0',
    date: '2026-02-12T09:00:00Z',
    body: 'Major release: Java 21 is now required, the legacy consumer API is removed, exactly-once sinks are on by default.',
  }),
  atomEntry({
    title: 'Larch DB 7.1.9 released',
    link: 'https://www.larch.example/news/larchdb-7-1-9',
    date: '2026-01-30T12:00:00Z',
    body: 'Final release of the 7.1 series. Users should upgrade to 7.2.',
  }),
].join('');

const releaseNotes = `<h1>Larch DB 7.2 release notes</h1>
<p>Larch DB 7.2 was released on 15 January 2026. This page lists what changed in each 7.2.x release. For upgrade instructions see <a href="/docs/upgrading">Upgrading</a>.</p>
<section id="7-2-1">
  <h2>7.2.1 — 26 February 2026</h2>
  <ul>
    <li>Fixed a crash in the query planner when a nested CTE referenced a partitioned table (#18842).</li>
    <li>Fixed a memory leak in logical replication workers (#18790).</li>
    <li>Windows installer now signs the service binary.</li>
  </ul>
</section>
<section id="7-2-0">
  <h2>7.2.0 — 15 January 2026</h2>
  <h3>New features</h3>
  <ul>
    <li>Incremental materialized view refresh.</li>
    <li>JSON path indexes.</li>
  </ul>
  <h3>Breaking changes</h3>
  <ul>
    <li>The <code>md5</code> authentication method is removed; use <code>scram-sha-256</code>.</li>
    <li>The default <code>max_connections</code> is now 200 (was 100).</li>
  </ul>
  <h3>Deprecations</h3>
  <ul>
    <li>The <code>larch_dump --legacy-format</code> option is deprecated and will be removed in 8.0.</li>
  </ul>
</section>
<section id="support">
  <h2>Support window</h2>
  <p>7.2 receives security fixes until 31 January 2029.</p>
</section>
<!--aside--><h3>Downloads</h3><p><a href="/downloads">Get Larch DB 7.2.1</a></p><p class="mirror">Mirror selected for you: <span>mirror-eu-2.larch.example</span></p>`;

export const changelogCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'feed',
      path: '/news/releases.atom',
      render: atomFeed({
        title: 'Larch Software Foundation — releases',
        id: 'tag:larch.example,2020:releases',
        link: 'https://www.larch.example/news',
      }),
      content: releases,
    },
    [
      {
        id: 'h3-changelog-larch-db-release',
        label: 'alert',
        intent: 'New Larch DB releases only (we run it in production). Not Streams. {url}',
        edit: 'new Larch DB 7.2.2 entry',
        changes: [
          [
            '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
            atomEntry({
              title: 'Larch DB 7.2.2 released (security)',
              link: 'https://www.larch.example/news/larchdb-7-2-2',
              date: '2026-03-03T08:00:00Z',
              body: 'Security release fixing CVE-2026-1147, a privilege escalation through crafted extension scripts. All users should upgrade.',
            }) + '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
          ],
        ],
      },
      {
        id: 'h3-changelog-larch-streams-offtopic',
        label: 'off-topic',
        intent: 'New Larch DB releases only (we run it in production). Not Streams. {url}',
        edit: 'new Larch Streams 3.0.1 entry',
        changes: [
          [
            '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
            atomEntry({
              title: 'Larch Streams 3.0.1 released',
              link: 'https://www.larch.example/news/streams-3-0-1',
              date: '2026-03-03T08:00:00Z',
              body: 'Fixes a regression in the Kafka-compatible source connector and restores the offsets reset tool.',
            }) + '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
          ],
        ],
      },
      {
        id: 'h3-changelog-larch-streams-alert',
        label: 'alert',
        intent: 'larch streams releases {url}',
        edit: 'new Larch Streams 3.0.1 entry',
        changes: [
          [
            '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
            atomEntry({
              title: 'Larch Streams 3.0.1 released',
              link: 'https://www.larch.example/news/streams-3-0-1',
              date: '2026-03-03T08:00:00Z',
              body: 'Fixes a regression in the Kafka-compatible source connector and restores the offsets reset tool.',
            }) + '  <entry>\n    <id>https://www.larch.example/news/larchdb-7-2-1',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'html',
      path: '/docs/release-notes/7.2',
      render: htmlPage(LARCH_FOUNDATION, 'Larch DB 7.2 release notes'),
      content: releaseNotes,
    },
    [
      {
        id: 'h3-changelog-notes-breaking-added',
        label: 'alert',
        intent: 'Breaking changes or deprecations in Larch DB 7.2 — we have a big upgrade planned. {url}',
        edit: 'new deprecation added',
        changes: [
          [
            'will be removed in 8.0.</li>',
            'will be removed in 8.0.</li>\n    <li>Trigger functions written in <code>plpython2</code> are deprecated and will stop loading in 7.3.</li>',
          ],
        ],
      },
      {
        id: 'h3-changelog-notes-fix-offtopic',
        label: 'off-topic',
        intent: 'Breaking changes or deprecations in Larch DB 7.2 — we have a big upgrade planned. {url}',
        edit: 'a bug-fix bullet added to 7.2.1',
        changes: [
          [
            '<li>Windows installer now signs the service binary.</li>',
            '<li>Windows installer now signs the service binary.</li>\n    <li>Fixed wrong row estimates for <code>IN</code> lists with more than 1,000 items (#18901).</li>',
          ],
        ],
      },
      {
        id: 'h3-changelog-notes-support-end',
        label: 'alert',
        intent: 'How long is Larch DB 7.2 supported? Tell me if the support window changes. {url}',
        edit: 'end of support 31 January 2029 → 30 June 2028',
        changes: [['until 31 January 2029', 'until 30 June 2028']],
      },
      {
        id: 'h3-changelog-notes-mirror-noise',
        label: 'noise',
        intent: 'Breaking changes or deprecations in Larch DB 7.2 — we have a big upgrade planned. {url}',
        edit: 'geo-selected download mirror differs',
        changes: [['mirror-eu-2.larch.example', 'mirror-eu-4.larch.example']],
      },
    ],
  ),
];
