import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { QUILLFEATHER } from './sites';

const registryEntries = [
  {
    title: 'cargo-lens 3.4.0 released',
    link: 'https://registry.cargobay.example/packages/cargo-lens/3.4.0',
    date: '2026-02-26T14:00:00Z',
    body: 'Adds workspace-wide dependency graphs and a --frozen flag. Minimum supported runtime is now 1.82.',
  },
  {
    title: 'Registry policy: yanking and deletion window',
    link: 'https://registry.cargobay.example/blog/2026/yank-policy',
    date: '2026-02-20T09:30:00Z',
    body: 'Authors can delete a version within 72 hours of publishing if no other package depends on it; after that, versions can only be yanked.',
  },
  {
    title: 'tessel-http 0.19.2 released',
    link: 'https://registry.cargobay.example/packages/tessel-http/0.19.2',
    date: '2026-02-18T17:45:00Z',
    body: 'Fixes a header parsing panic on malformed chunked trailers (RUSTSEC-style advisory CB-2026-0007).',
  },
];

const registryFeed = registryEntries.map(atomEntry).join('');

const tesselSecurity = atomEntry({
  title: 'tessel-http 0.20.0 released — security fix',
  link: 'https://registry.cargobay.example/packages/tessel-http/0.20.0',
  date: '2026-03-03T07:10:00Z',
  body: 'Fixes request smuggling via duplicate Content-Length headers (advisory CB-2026-0011, severity high). All users of 0.19.x should upgrade.',
});

const lensPatch = atomEntry({
  title: 'cargo-lens 3.4.1 released',
  link: 'https://registry.cargobay.example/packages/cargo-lens/3.4.1',
  date: '2026-03-03T06:40:00Z',
  body: 'Fixes the graph output for path dependencies on Windows.',
});

const saasChangelog = `<h1>Changelog</h1>
<p>New features, improvements and fixes to Quillfeather. Subscribe by RSS or email.</p>
<article id="v2026-08">
  <h2>Release 2026.08 <small>February 24, 2026</small></h2>
  <h3>New</h3>
  <ul><li>Snowflake connector: key-pair authentication.</li><li>Dashboard folders can be shared with groups.</li></ul>
  <h3>Changed</h3>
  <ul><li>CSV exports are now limited to 1 million rows (was 500,000).</li></ul>
  <h3>Fixed</h3>
  <ul><li>Time-zone offset in scheduled email reports for Australia/Adelaide.</li></ul>
</article>
<article id="v2026-07">
  <h2>Release 2026.07 <small>February 10, 2026</small></h2>
  <h3>Deprecated</h3>
  <ul><li>The v1 REST API will be retired on September 30, 2026. Move to v2 before then.</li></ul>
  <h3>New</h3>
  <ul><li>BigQuery connector: support for authorized views.</li></ul>
</article>
<div class="upvotes">👍 <span>312</span> people found this useful</div>
<!--aside--><h3>Coming soon</h3><ul><li>Row-level security editor</li><li>dbt Cloud metadata sync</li></ul>
<!--footer--><p>Showing 2 of 48 releases. <a href="/changelog?page=2">Older releases</a></p>`;

export const changelogCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'feed',
      path: '/feeds/releases.atom',
      render: atomFeed({
        title: 'Cargobay Registry — releases and notices',
        id: 'tag:registry.cargobay.example,2026:releases',
        link: 'https://registry.cargobay.example/',
      }),
      content: registryFeed,
    },
    [
      {
        id: 'h4-changelog-registry-tessel-security',
        label: 'alert',
        intent: 'We depend on tessel-http in production. Tell me about new tessel-http releases, especially security fixes. {url}',
        edit: 'tessel-http 0.20.0 security release entry added',
        changes: [(content) => tesselSecurity + content],
      },
      {
        id: 'h4-changelog-registry-lens-offtopic',
        label: 'off-topic',
        intent: 'We depend on tessel-http in production. Tell me about new tessel-http releases, especially security fixes. {url}',
        edit: 'cargo-lens 3.4.1 patch entry added (another package)',
        changes: [(content) => lensPatch + content],
      },
      {
        id: 'h4-changelog-registry-policy',
        label: 'alert',
        intent: 'registry policy changes (publishing, yanking, deletion rules) at {url} — I maintain 30 packages',
        edit: 'deletion window shortened from 72 to 24 hours in the policy entry',
        changes: [['within 72 hours of publishing', 'within 24 hours of publishing']],
      },
      {
        id: 'h4-changelog-registry-msrv',
        label: 'alert',
        intent: 'cargo-lens: new versions or changed minimum runtime ({url})',
        edit: 'cargo-lens 3.4.1 entry added',
        changes: [(content) => lensPatch + content],
      },
      {
        id: 'h4-changelog-registry-build-noise',
        label: 'noise',
        intent: 'cargo-lens: new versions or changed minimum runtime ({url})',
        edit: 'nothing but the feed build stamp and generator version',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    { pageClass: 'changelog', kind: 'html', path: '/changelog', render: htmlPage(QUILLFEATHER, 'Changelog'), content: saasChangelog },
    [
      {
        id: 'h4-changelog-saas-v1-date',
        label: 'alert',
        intent:
          'Our internal tools call the Quillfeather v1 REST API. I need to know about anything affecting v1: retirement date, deprecations, breaking changes. {url}',
        edit: 'v1 API retirement moved up to June 30, 2026',
        changes: [['retired on September 30, 2026', 'retired on June 30, 2026']],
      },
      {
        id: 'h4-changelog-saas-new-release',
        label: 'alert',
        intent: 'new quillfeather releases {url}',
        edit: 'Release 2026.09 added at the top',
        changes: [
          [
            '<article id="v2026-08">',
            '<article id="v2026-09">\n  <h2>Release 2026.09 <small>March 3, 2026</small></h2>\n  <h3>New</h3>\n  <ul><li>Row-level security editor (beta).</li></ul>\n</article>\n<article id="v2026-08">',
          ],
        ],
      },
      {
        id: 'h4-changelog-saas-snowflake-offtopic',
        label: 'off-topic',
        intent:
          'Our internal tools call the Quillfeather v1 REST API. I need to know about anything affecting v1: retirement date, deprecations, breaking changes. {url}',
        edit: 'BigQuery connector note reworded (nothing about v1)',
        changes: [
          [
            'BigQuery connector: support for authorized views.',
            'BigQuery connector: support for authorized views and authorized routines.',
          ],
        ],
      },
      {
        id: 'h4-changelog-saas-upvotes-noise',
        label: 'noise',
        intent: 'new quillfeather releases {url}',
        edit: 'upvote counter changes',
        changes: [['<span>312</span>', '<span>327</span>']],
      },
    ],
  ),
];
