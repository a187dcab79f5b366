import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { HOMESTEAD } from './sites';

const marketNews = [
  {
    title: 'Denver rents fall for a fifth straight month',
    link: 'https://www.homesteadfinder.example/news/denver-rents-february-2026',
    date: 'Mon, 02 Mar 2026 13:00:00 GMT',
    body: 'Median asking rent for a two-bedroom in Denver fell 1.8% month over month to $2,140, according to Homestead Finder listings data.',
  },
  {
    title: 'Mortgage rates dip below 6% for the first time since 2022',
    link: 'https://www.homesteadfinder.example/news/mortgage-rates-below-six',
    date: 'Thu, 26 Feb 2026 15:20:00 GMT',
    body: 'The average 30-year fixed rate quoted to Homestead Finder users fell to 5.94%, down from 6.11% a week earlier.',
  },
  {
    title: 'Austin inventory hits record high',
    link: 'https://www.homesteadfinder.example/news/austin-inventory-record',
    date: 'Tue, 24 Feb 2026 10:05:00 GMT',
    body: 'Active listings in the Austin metro reached 14,900 in February, the most since our records began in 2015.',
  },
];

const newsFeed = marketNews.map(rssItem).join('');

const corrections = `<h1>Corrections and clarifications</h1>
<p>We correct significant errors in our reporting and data as soon as we find them. To report an error, email corrections@homesteadfinder.example.</p>
<section id="recent">
  <h2>Recent corrections</h2>
  <article>
    <h3>Feb. 27, 2026 — “Phoenix home prices slip 3% year over year”</h3>
    <p>An earlier version of this article said the median sale price in Phoenix was $412,000. The correct figure is $421,000; the year-over-year decline was 1.2%, not 3%. The headline has been updated.</p>
  </article>
  <article>
    <h3>Feb. 19, 2026 — “Best suburbs for first-time buyers in Ohio”</h3>
    <p>This article misidentified the school district serving Westerville. It is Westerville City Schools.</p>
  </article>
</section>
<section id="policy">
  <h2>Our policy</h2>
  <p>Corrections are appended to the article and listed here for 12 months. We do not remove articles except for legal reasons.</p>
</section>
<section class="popular"><h3>Most read</h3><ol><li>Where rents are falling fastest</li><li>How much house can I afford?</li><li>The 10 hottest zip codes of 2026</li></ol></section>
<!--aside--><h3>Our data</h3><p>Market figures come from listings on Homestead Finder and public records. <a href="/data/methodology">Methodology</a></p>
<!--footer--><p>Editorial standards last reviewed {{date}}.</p>`;

export const newsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'feed',
      path: '/news/feed.xml',
      render: rssFeed({
        title: 'Homestead Finder News',
        link: 'https://www.homesteadfinder.example/news',
        description: 'Housing market news and data',
      }),
      content: newsFeed,
    },
    [
      {
        id: 'h4-news-feed-denver-corrected',
        label: 'alert',
        intent:
          'I quoted Homestead Finder’s Denver rent figures in our newsletter. If they correct or update any of their Denver numbers in the feed ({url}), I need to know.',
        edit: 'Denver item corrected: median rent $2,140 → $2,410, decline 1.8% → 0.8%',
        changes: [['fell 1.8% month over month to $2,140', 'fell 0.8% month over month to $2,410 (corrected)']],
      },
      {
        id: 'h4-news-feed-austin-offtopic',
        label: 'off-topic',
        intent:
          'I quoted Homestead Finder’s Denver rent figures in our newsletter. If they correct or update any of their Denver numbers in the feed ({url}), I need to know.',
        edit: 'Austin inventory item figure corrected (not Denver)',
        changes: [['reached 14,900 in February', 'reached 13,900 in February']],
      },
      {
        id: 'h4-news-feed-mortgage',
        label: 'alert',
        intent: 'mortgage rate news from {url}',
        businessContext: 'Independent mortgage broker in Colorado.',
        edit: 'new item: rates rise back above 6%',
        changes: [
          (content) =>
            rssItem({
              title: 'Mortgage rates climb back above 6% after jobs report',
              link: 'https://www.homesteadfinder.example/news/mortgage-rates-back-above-six',
              date: 'Tue, 03 Mar 2026 14:45:00 GMT',
              body: 'The average 30-year fixed rate quoted to Homestead Finder users rose to 6.08% from 5.94% last week.',
            }) + content,
        ],
      },
      {
        id: 'h4-news-feed-utm-noise',
        label: 'noise',
        intent: 'mortgage rate news from {url}',
        edit: 'tracking parameters on links change',
        changes: [['utm_source=rss', 'utm_source=rss&amp;cb=8812']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'html',
      path: '/corrections',
      render: htmlPage(HOMESTEAD, 'Corrections and clarifications'),
      content: corrections,
    },
    [
      {
        id: 'h4-news-corr-new-correction',
        label: 'alert',
        intent: 'Tell me about any new correction Homestead Finder publishes on {url}',
        edit: 'new correction about Tampa flood-zone figures added',
        changes: [
          [
            '<h2>Recent corrections</h2>',
            '<h2>Recent corrections</h2>\n  <article>\n    <h3>Mar. 2, 2026 — “Tampa buyers pay more for flood-safe homes”</h3>\n    <p>An earlier version said 38% of Tampa listings were in high-risk flood zones. The correct share is 23%.</p>\n  </article>',
          ],
        ],
      },
      {
        id: 'h4-news-corr-phoenix-amended',
        label: 'alert',
        intent: 'Phoenix housing data corrections on {url} (we cite their Phoenix figures in client reports)',
        edit: 'Phoenix correction amended again: decline 1.2% → 0.9%',
        changes: [['the year-over-year decline was 1.2%, not 3%', 'the year-over-year decline was 0.9%, not 3%']],
      },
      {
        id: 'h4-news-corr-ohio-offtopic',
        label: 'off-topic',
        intent: 'Phoenix housing data corrections on {url} (we cite their Phoenix figures in client reports)',
        edit: 'Ohio suburbs correction reworded',
        changes: [['It is Westerville City Schools.', 'It is Westerville City School District, not Columbus City Schools.']],
      },
      {
        id: 'h4-news-corr-popular-noise',
        label: 'noise',
        intent: 'Tell me about any new correction Homestead Finder publishes on {url}',
        edit: 'most-read list reorders',
        changes: [
          [
            '<li>Where rents are falling fastest</li><li>How much house can I afford?</li>',
            '<li>How much house can I afford?</li><li>Where rents are falling fastest</li>',
          ],
        ],
      },
    ],
  ),
];
