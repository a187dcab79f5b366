import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import type { Site } from '../pages';

const WIRE: Site = {
  name: 'Continental Wire',
  domain: 'www.continentalwire.example',
  nav: ['World', 'Markets', 'Energy', 'Sport', 'Corrections', 'About'],
  footer: [
    ['Continental Wire', 'Trust principles', 'Corrections policy', 'Contact the desk'],
    ['Products', 'Newswire', 'Photo', 'Data feeds'],
  ],
  legal: 'Continental Wire Agency S.A., Luxembourg',
};

const wire = 'https://www.continentalwire.example/corrections';
const corrections = [
  rssItem({
    title: 'CORRECTED — Nordhavn Wind cuts 2026 output guidance (Feb 27)',
    link: `${wire}/nordhavn-wind-guidance`,
    date: 'Fri, 27 Feb 2026 14:05:00 GMT',
    body: 'Corrects paragraph 3 to say guidance was cut to 4.1 TWh, not 4.7 TWh.',
  }),
  rssItem({
    title: 'REFILE — Lisbon port strike extended to March 6',
    link: `${wire}/lisbon-port-strike`,
    date: 'Thu, 26 Feb 2026 09:40:00 GMT',
    body: 'Refiles to fix a typo in the headline; no change to the text.',
  }),
  rssItem({
    title: 'CORRECTED — Banca Sollevante Q4 net profit (Feb 24)',
    link: `${wire}/banca-sollevante-q4`,
    date: 'Tue, 24 Feb 2026 18:20:00 GMT',
    body: 'Corrects net profit to €412 million from €421 million in paragraph 1.',
  }),
].join('');

const article = `<article>
<p class="kicker">Markets · Energy</p>
<h1>Baltic gas hub prices jump as cold snap drains storage</h1>
<p class="byline">By Ines Vogt and Marek Lis · Updated <time>{{time}} GMT</time> · <span class="reads">12,408 reads</span></p>
<p>VILNIUS, March 2 (Continental Wire) — Day-ahead gas at the Baltic Gas Hub rose 18% to €47.20 per megawatt hour on Monday as storage fell to 31% of capacity, according to the grid operator.</p>
<p>Traders said a second LNG cargo due at Klaipėda on March 5 had been delayed by two days.</p>
<p>“We are not worried about security of supply,” said Rūta Kairienė, a ministry spokesperson.</p>
<p class="correction" hidden></p>
</article>
<section class="related"><h2>Related</h2><ul><li>EU storage targets explained</li><li>LNG shipping rates at 3-month high</li></ul></section>`;

export const newsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'feed',
      path: '/corrections/rss',
      render: rssFeed({ title: 'Continental Wire — Corrections', link: wire, description: 'Corrections and refiles' }),
      content: corrections,
    },
    [
      {
        id: 'h5-news-wire-new-correction-energy',
        label: 'alert',
        intent:
          'We republish Continental Wire energy stories on our trading newsletter. Tell me about any correction to an energy or power story, so we can fix ours. {url}',
        businessContext: 'Energy market newsletter, 9,000 subscribers.',
        edit: 'new correction on a Baltic gas price story',
        changes: [
          [
            '    <item>\n      <title>CORRECTED — Nordhavn Wind',
            rssItem({
              title: 'CORRECTED — Baltic gas hub prices jump as cold snap drains storage (Mar 2)',
              link: `${wire}/baltic-gas-hub-prices`,
              date: 'Tue, 03 Mar 2026 08:10:00 GMT',
              body: 'Corrects storage level to 37% of capacity, not 31%, in paragraph 1.',
            }) + '    <item>\n      <title>CORRECTED — Nordhavn Wind',
          ],
        ],
      },
      {
        id: 'h5-news-wire-nordhavn-recorrected',
        label: 'alert',
        intent: 'Nordhavn Wind coverage on Continental Wire — corrections {url}',
        edit: 'Nordhavn correction itself amended: 4.1 TWh → 4.0 TWh',
        changes: [['guidance was cut to 4.1 TWh, not 4.7 TWh', 'guidance was cut to 4.0 TWh, not 4.7 TWh']],
      },
      {
        id: 'h5-news-wire-bank-offtopic',
        label: 'off-topic',
        intent: 'Nordhavn Wind coverage on Continental Wire — corrections {url}',
        edit: 'a new correction about a sports story (not Nordhavn)',
        changes: [
          [
            '    <item>\n      <title>CORRECTED — Nordhavn Wind',
            rssItem({
              title: 'CORRECTED — Lyon win derby 3-1 (Mar 1)',
              link: `${wire}/lyon-derby`,
              date: 'Mon, 02 Mar 2026 21:00:00 GMT',
              body: 'Corrects the scorer of the second goal.',
            }) + '    <item>\n      <title>CORRECTED — Nordhavn Wind',
          ],
        ],
      },
      {
        id: 'h5-news-wire-banca',
        label: 'alert',
        intent: 'Banca Sollevante — any correction to their results coverage. Only if profit numbers change. {url}',
        edit: 'Banca Sollevante correction revised: €412 million → €398 million',
        changes: [['Corrects net profit to €412 million from €421 million', 'Corrects net profit to €398 million from €421 million']],
      },
      {
        id: 'h5-news-wire-refile-offtopic',
        label: 'off-topic',
        intent: 'Banca Sollevante — any correction to their results coverage. Only if profit numbers change. {url}',
        edit: 'Lisbon port strike refile note reworded (not Banca Sollevante)',
        changes: [['Refiles to fix a typo in the headline; no change to the text.', 'Refiles to add the union’s name in paragraph 2.']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'html',
      path: '/markets/baltic-gas-hub-prices',
      render: htmlPage(WIRE, 'Baltic gas hub prices jump'),
      content: article,
    },
    [
      {
        id: 'h5-news-article-correction',
        label: 'alert',
        intent: 'Tell me if this Baltic gas article is corrected or its figures change {url}',
        edit: 'correction note added; storage 31% → 37%',
        changes: [
          ['storage fell to 31% of capacity', 'storage fell to 37% of capacity'],
          [
            '<p class="correction" hidden></p>',
            '<p class="correction">Correction: an earlier version of this story misstated the storage level. It is 37%, not 31%.</p>',
          ],
        ],
      },
      {
        id: 'h5-news-article-quote-offtopic',
        label: 'off-topic',
        intent: 'Baltic gas article {url}: only the price figure (€/MWh) — is it corrected?',
        edit: 'LNG cargo delay two days → three days (not the price)',
        changes: [['had been delayed by two days', 'had been delayed by three days']],
      },
      {
        id: 'h5-news-article-reads-noise',
        label: 'noise',
        intent: 'Tell me if this Baltic gas article is corrected or its figures change {url}',
        edit: 'read counter, “updated” time and related list order',
        changes: [
          ['12,408 reads', '19,877 reads'],
          [
            '<li>EU storage targets explained</li><li>LNG shipping rates at 3-month high</li>',
            '<li>LNG shipping rates at 3-month high</li><li>EU storage targets explained</li>',
          ],
        ],
      },
    ],
  ),
];
