import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { STANDARDS_BODY } from './sites';

const base = 'https://www.wayfarer-browser.example/releases';
const releases = [
  atomEntry({
    title: 'Wayfarer 131.0.2 (Stable)',
    link: `${base}/131.0.2`,
    date: '2026-02-26T16:00:00Z',
    body: 'Security fixes: CVE-2026-1187 (high) use-after-free in the media pipeline. Fixes a crash when printing PDFs on Windows 11 ARM.',
  }),
  atomEntry({
    title: 'Wayfarer 131.0 (Stable)',
    link: `${base}/131.0`,
    date: '2026-02-17T16:00:00Z',
    body: 'New: tab groups sync across devices. Enterprise: the policy ProxyAutoDetect is deprecated and will be removed in 134. Third-party cookies remain enabled by default.',
  }),
  atomEntry({
    title: 'Wayfarer 132 (Beta)',
    link: `${base}/132-beta`,
    date: '2026-02-18T16:00:00Z',
    body: 'Beta: WebGPU on Linux behind a flag; the built-in PDF viewer gains form filling.',
  }),
  atomEntry({
    title: 'Wayfarer ESR 128.6',
    link: `${base}/esr-128.6`,
    date: '2026-02-10T16:00:00Z',
    body: 'Extended Support Release for organisations. ESR 128 is supported until 30 September 2026.',
  }),
].join('');

const catalogue = `<h1>Standards catalogue: threaded fasteners</h1>
<p class="meta">Catalogue updated weekly · Your basket: <span class="basket">0 items</span></p>
<table class="catalogue">
  <thead><tr><th>Reference</th><th>Title</th><th>Edition</th><th>Status</th><th>Price (CHF)</th></tr></thead>
  <tbody>
    <tr><td>IFSC 898-1</td><td>Mechanical properties of carbon steel bolts, screws and studs</td><td>2019</td><td>Current</td><td>158</td></tr>
    <tr><td>IFSC 898-2</td><td>Mechanical properties of nuts</td><td>2022</td><td>Current</td><td>118</td></tr>
    <tr><td>IFSC 3506-1</td><td>Stainless steel bolts — mechanical properties</td><td>2020</td><td>Current</td><td>138</td></tr>
    <tr><td>IFSC 4014</td><td>Hexagon head bolts — product grades A and B</td><td>2011</td><td>Under systematic review</td><td>96</td></tr>
    <tr><td>IFSC 16047</td><td>Torque/clamp force testing</td><td>2005</td><td>Current (Amd 1:2012)</td><td>138</td></tr>
  </tbody>
</table>
<h2>Drafts open for comment</h2>
<ul><li>DIS 898-1:2026 — comments close 15 April 2026</li></ul>
<!--aside--><h3>Recently viewed</h3><p class="recent">IFSC 4762, IFSC 7089</p>`;

export const changelogCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'feed',
      path: '/releases/feed.atom',
      render: atomFeed({ title: 'Wayfarer release notes', id: `${base}/feed`, link: base }),
      content: releases,
    },
    [
      {
        id: 'h5-changelog-browser-stable-new',
        label: 'alert',
        intent: 'New Wayfarer stable releases, especially security fixes. {url}',
        businessContext: 'IT team at a hospital trust; we patch browsers within 72 hours of a high/critical CVE.',
        edit: 'new entry Wayfarer 131.0.3 (Stable) fixing a critical CVE',
        changes: [
          [
            '  <entry>\n    <id>https://www.wayfarer-browser.example/releases/131.0.2</id>',
            atomEntry({
              title: 'Wayfarer 131.0.3 (Stable)',
              link: `${base}/131.0.3`,
              date: '2026-03-03T09:00:00Z',
              body: 'Security fix: CVE-2026-1302 (critical) type confusion in the JavaScript engine, exploited in the wild.',
            }) + '  <entry>\n    <id>https://www.wayfarer-browser.example/releases/131.0.2</id>',
          ],
        ],
      },
      {
        id: 'h5-changelog-browser-cookies',
        label: 'alert',
        intent: 'third party cookies default in wayfarer — any change? (adtech company) {url}',
        edit: '131.0 notes corrected: third-party cookies disabled by default from 133',
        changes: [['Third-party cookies remain enabled by default.', 'Third-party cookies will be disabled by default from Wayfarer 133.']],
      },
      {
        id: 'h5-changelog-browser-beta-offtopic',
        label: 'off-topic',
        intent: 'New Wayfarer stable releases, especially security fixes. {url}',
        edit: 'beta notes add a feature (not stable)',
        changes: [['the built-in PDF viewer gains form filling.', 'the built-in PDF viewer gains form filling and digital signatures.']],
      },
      {
        id: 'h5-changelog-browser-esr-eol',
        label: 'alert',
        intent: `Wayfarer ESR:
* end of support date for ESR 128
* new ESR versions
{url}`,
        edit: 'ESR 128 support extended 30 September 2026 → 31 December 2026',
        changes: [['ESR 128 is supported until 30 September 2026.', 'ESR 128 is supported until 31 December 2026.']],
      },
      {
        id: 'h5-changelog-browser-proxy-policy',
        label: 'alert',
        intent: 'Enterprise policy deprecations/removals in Wayfarer (we manage 3,000 desktops with GPO). {url}',
        edit: 'ProxyAutoDetect removal moved from 134 to 132',
        changes: [['will be removed in 134', 'will be removed in 132']],
      },
      {
        id: 'h5-changelog-browser-build-noise',
        label: 'noise',
        intent: 'Every new Wayfarer release, any channel: {url}',
        edit: 'only the feed’s updated time and generator version',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'changelog',
      kind: 'html',
      path: '/standards/catalogue/threaded-fasteners',
      render: htmlPage(STANDARDS_BODY, 'Threaded fasteners catalogue'),
      content: catalogue,
    },
    [
      {
        id: 'h5-changelog-standards-898-1',
        label: 'alert',
        intent: 'We certify bolts to IFSC 898-1. Tell me when a new edition is published or its status changes. {url}',
        businessContext: 'Quality manager, automotive fastener supplier.',
        edit: 'IFSC 898-1 edition 2019 → 2026, status Current',
        changes: [
          ['<td>2019</td><td>Current</td><td>158</td>', '<td>2026</td><td>Current</td><td>172</td>'],
          ['<ul><li>DIS 898-1:2026 — comments close 15 April 2026</li></ul>', '<ul><li>No drafts open for comment</li></ul>'],
        ],
      },
      {
        id: 'h5-changelog-standards-4014-withdrawn',
        label: 'alert',
        intent: 'IFSC 4014 hex bolts standard — status? {url}',
        edit: 'IFSC 4014 Under systematic review → Withdrawn, replaced by IFSC 4014:2026',
        changes: [['<td>2011</td><td>Under systematic review</td>', '<td>2011</td><td>Withdrawn (replaced by IFSC 4014:2026)</td>']],
      },
      {
        id: 'h5-changelog-standards-nuts-offtopic',
        label: 'off-topic',
        intent: 'We certify bolts to IFSC 898-1. Tell me when a new edition is published or its status changes. {url}',
        edit: 'IFSC 898-2 (nuts) price 118 → 124 CHF',
        changes: [['<td>118</td>', '<td>124</td>']],
      },
      {
        id: 'h5-changelog-standards-recent-noise',
        label: 'noise',
        intent: 'Any change in the IFSC threaded fasteners catalogue {url}',
        edit: 'recently viewed list and basket counter',
        changes: [
          ['IFSC 4762, IFSC 7089', 'IFSC 898-2, IFSC 4762, IFSC 7089'],
          ['0 items', '1 item'],
        ],
      },
    ],
  ),
];
