import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, rssFeed, rssItem, sitemapOf } from '../pages';
import { RIVERBEND } from './sites';

const verdantNewsroom: SourcePage = {
  pageClass: 'news-corrections',
  kind: 'feed',
  path: '/newsroom/feed',
  render: rssFeed({
    title: 'Verdant Foods Newsroom',
    link: 'https://www.verdantfoods.example/newsroom',
    description: 'Press releases from Verdant Foods',
  }),
  content:
    rssItem({
      title: 'Verdant Foods reports 12% revenue growth for 2025',
      link: 'https://www.verdantfoods.example/newsroom/fy2025-results',
      date: 'Thu, 19 Feb 2026 07:00:00 GMT',
      body: 'Revenue rose 12% to €418 million, led by chilled plant-based meals in Germany and the Nordics.',
    }) +
    rssItem({
      title: 'Verdant opens second production site in Poznań',
      link: 'https://www.verdantfoods.example/newsroom/poznan-site',
      date: 'Tue, 10 Feb 2026 09:00:00 GMT',
      body: 'The €35 million site will employ 180 people by 2027.',
    }),
};

const riverbendArticle: SourcePage = {
  pageClass: 'news-corrections',
  kind: 'html',
  path: '/local/council-budget-2026',
  render: htmlPage(RIVERBEND, 'Council agrees 2026 budget with leisure centre cuts'),
  content: `<article class="story">
<p class="kicker">Local politics</p>
<h1>Council agrees 2026 budget with leisure centre cuts</h1>
<p class="byline">By Carys Pugh, local democracy reporter · <time datetime="2026-02-27T18:05">27 February 2026, 18:05</time> · <span class="updated">Updated 5 minutes ago</span></p>
<p>Shropshire Vale Council has approved its budget for 2026–27, including a 4.99% rise in council tax and the closure of the Castlefields pool.</p>
<p>The council said it faced a £2.4m shortfall after higher social care costs. Councillor Dafydd Rees, cabinet member for finance, said the cuts were "the least-bad option".</p>
<p>The Friends of Castlefields Pool group said it would ask for a judicial review.</p>
<aside class="corrections" aria-label="Corrections"></aside>
</article>
<section class="most-read"><h2>Most read</h2><ol><li>Road closures for the marathon</li><li>Council agrees 2026 budget</li><li>New bakery opens on Wyle Cop</li></ol></section>
<!--aside-->
<div class="listen"><p>Listen live: Riverbend 104.1 FM. Now playing: The Drive with Sam.</p></div>`,
};

const verdantSitemap: SourcePage = {
  pageClass: 'news-corrections',
  kind: 'sitemap',
  path: '/newsroom/sitemap.xml',
  render: sitemapOf('https://www.verdantfoods.example'),
  content: `/newsroom 2026-02-19 daily 0.9
/newsroom/fy2025-results 2026-02-19 monthly 0.7
/newsroom/poznan-site 2026-02-10 monthly 0.7
/newsroom/media-kit 2025-10-01 yearly 0.4
/recipes/smoky-lentil-ragu 2026-02-26 weekly 0.3`,
};

export const newsCases: EvalCase[] = [
  ...casesOf(verdantNewsroom, [
    {
      id: 'h7-news-verdant-acquisition',
      label: 'alert',
      intent: 'Verdant Foods M&A — acquisitions, mergers, disposals. {url}',
      edit: 'new press release: Verdant agrees to acquire Oatly-rival Haverhus',
      changes: [
        [
          '    <item>\n      <title>Verdant Foods reports',
          rssItem({
            title: 'Verdant Foods agrees to acquire Danish oat-drink maker Haverhus',
            link: 'https://www.verdantfoods.example/newsroom/haverhus-acquisition',
            date: 'Tue, 03 Mar 2026 06:30:00 GMT',
            body: 'The transaction values Haverhus at €96 million and is expected to complete in Q2 2026, subject to competition clearance.',
          }) + '    <item>\n      <title>Verdant Foods reports',
        ],
      ],
    },
    {
      id: 'h7-news-verdant-flavour-not-ma',
      label: 'off-topic',
      intent: 'Verdant Foods M&A — acquisitions, mergers, disposals. {url}',
      edit: 'new press release: new flavour launch',
      changes: [
        [
          '    <item>\n      <title>Verdant Foods reports',
          rssItem({
            title: 'Verdant launches smoked paprika chickpea bites across the UK',
            link: 'https://www.verdantfoods.example/newsroom/paprika-bites',
            date: 'Tue, 03 Mar 2026 06:30:00 GMT',
            body: 'Available in 1,400 stores from next week.',
          }) + '    <item>\n      <title>Verdant Foods reports',
        ],
      ],
    },
    {
      id: 'h7-news-verdant-revenue-correction',
      label: 'alert',
      intent: 'corrections to numbers in Verdant press releases {url}',
      edit: 'FY2025 release corrected: growth 12% → 21%, revenue €418m → €481m',
      changes: [
        ['Verdant Foods reports 12% revenue growth for 2025', 'Verdant Foods reports 21% revenue growth for 2025 (corrected)'],
        ['Revenue rose 12% to €418 million', 'Correction: an earlier version misstated the figures. Revenue rose 21% to €481 million'],
      ],
    },
  ]),
  ...casesOf(riverbendArticle, [
    {
      id: 'h7-news-riverbend-correction-added',
      label: 'alert',
      intent: "I work in the council's press office. Tell me if Riverbend publishes a correction on their budget story. {url}",
      edit: 'correction box added: shortfall £2.4m → £4.2m',
      changes: [
        [
          '<aside class="corrections" aria-label="Corrections"></aside>',
          '<aside class="corrections" aria-label="Corrections"><p><strong>Correction, 3 March 2026:</strong> An earlier version of this article said the shortfall was £2.4m. It is £4.2m.</p></aside>',
        ],
        ['faced a £2.4m shortfall', 'faced a £4.2m shortfall'],
      ],
    },
    {
      id: 'h7-news-riverbend-quote-not-correction',
      label: 'off-topic',
      intent: 'Only corrections or clarifications on the Riverbend council budget article, not ordinary updates. {url}',
      edit: 'new paragraph with an opposition councillor quote',
      changes: [
        [
          '<p>The Friends of Castlefields Pool group said it would ask for a judicial review.</p>',
          '<p>The Friends of Castlefields Pool group said it would ask for a judicial review.</p>\n<p>Opposition leader Gwen Bowen said her group would table an amendment to keep the pool open until March 2027.</p>',
        ],
      ],
    },
    {
      id: 'h7-news-riverbend-chrome',
      label: 'noise',
      intent: 'Riverbend council budget article {url}',
      edit: '"Updated 5 minutes ago" → "Updated 2 hours ago", most-read reordered, now-playing changed',
      changes: [
        ['Updated 5 minutes ago', 'Updated 2 hours ago'],
        [
          '<li>Road closures for the marathon</li><li>Council agrees 2026 budget</li><li>New bakery opens on Wyle Cop</li>',
          '<li>New bakery opens on Wyle Cop</li><li>Road closures for the marathon</li><li>Council agrees 2026 budget</li>',
        ],
        ['Now playing: The Drive with Sam.', 'Now playing: Riverbend Breakfast with Lou.'],
      ],
    },
  ]),
  ...casesOf(verdantSitemap, [
    {
      id: 'h7-news-verdant-sitemap-new-release',
      label: 'alert',
      intent: 'new press releases from Verdant Foods (the recipes section is irrelevant) {url}',
      edit: 'new /newsroom/ceo-succession page',
      changes: [
        [
          '/newsroom/poznan-site 2026-02-10 monthly 0.7',
          '/newsroom/poznan-site 2026-02-10 monthly 0.7\n/newsroom/ceo-succession 2026-03-03 monthly 0.7',
        ],
      ],
    },
    {
      id: 'h7-news-verdant-sitemap-recipe',
      label: 'off-topic',
      intent: 'new press releases from Verdant Foods (the recipes section is irrelevant) {url}',
      edit: 'new recipe page added',
      changes: [
        [
          '/recipes/smoky-lentil-ragu 2026-02-26 weekly 0.3',
          '/recipes/smoky-lentil-ragu 2026-02-26 weekly 0.3\n/recipes/miso-aubergine-traybake 2026-03-03 weekly 0.3',
        ],
      ],
    },
  ]),
];
