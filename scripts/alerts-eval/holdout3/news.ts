import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { TIDEWAY_WATER } from './sites';

const councilNews = [
  rssItem({
    title: 'Brancaster Market Place regeneration: consultation results published',
    link: 'https://www.brancaster.gov.example/news/market-place-consultation-results',
    date: 'Fri, 27 Feb 2026 11:00:00 GMT',
    body: '1,240 residents responded. 68% supported pedestrianising the eastern side of the square on Saturdays.',
  }),
  rssItem({
    title: 'Garden waste collections restart on 2 March',
    link: 'https://www.brancaster.gov.example/news/garden-waste-restart',
    date: 'Mon, 23 Feb 2026 08:30:00 GMT',
    body: 'Fortnightly brown bin collections resume from Monday 2 March for subscribers. The annual charge is £52.',
  }),
  rssItem({
    title: 'Council sets 2026/27 budget and council tax',
    link: 'https://www.brancaster.gov.example/news/budget-2026-27',
    date: 'Thu, 19 Feb 2026 21:15:00 GMT',
    body: 'Full Council agreed a 2.99% increase in the district share of council tax, £6.21 a year for a Band D home.',
  }),
].join('');

const mediaCentre = `<h1>Media centre</h1>
<p>News and statements from Tideway Water. Journalists can call the press office 24 hours a day on 0330 041 7720.</p>
<section id="latest">
  <h2>Latest statements</h2>
  <article>
    <h3>Statement on the Harlow Road sewage discharge</h3>
    <p class="date">28 February 2026</p>
    <p>Storm overflows at Harlow Road pumping station discharged for 31 hours between 25 and 27 February after 48mm of rain fell in 12 hours. Water quality sampling downstream found E. coli levels within bathing limits by 28 February.</p>
  </article>
  <article>
    <h3>Bill increase for 2026/27 confirmed</h3>
    <p class="date">12 February 2026</p>
    <p>The average combined water and wastewater bill will rise by 8.4% to £612 a year from 1 April 2026, as allowed in the regulator’s final determination.</p>
  </article>
</section>
<section id="corrections">
  <h2>Corrections and clarifications</h2>
  <p>No corrections have been issued in the last 90 days.</p>
</section>
<!--aside--><h3>Most read</h3><ol><li>Hosepipe ban lifted</li><li>Bill increase for 2026/27 confirmed</li><li>Reservoir levels February update</li></ol>`;

export const newsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'feed',
      path: '/news/rss',
      render: rssFeed({
        title: 'Brancaster District Council news',
        link: 'https://www.brancaster.gov.example/news',
        description: 'Press releases and news',
      }),
      content: councilNews,
    },
    [
      {
        id: 'h3-news-council-budget-corrected',
        label: 'alert',
        intent:
          'Brancaster council news {url}. I report on local council finances — anything about budget, council tax or a correction to those stories.',
        businessContext: 'Local newspaper, council reporter.',
        edit: 'council tax item corrected (£6.21 → £6.12 with correction note)',
        changes: [
          ['£6.21 a year for a Band D home.', '£6.12 a year for a Band D home. Correction: an earlier version of this story said £6.21.'],
        ],
      },
      {
        id: 'h3-news-council-library-offtopic',
        label: 'off-topic',
        intent:
          'Brancaster council news {url}. I report on local council finances — anything about budget, council tax or a correction to those stories.',
        edit: 'new item: library opening hours',
        changes: [
          [
            '    <item>\n      <title>Brancaster Market Place',
            rssItem({
              title: 'Brancaster library extends Saturday opening hours',
              link: 'https://www.brancaster.gov.example/news/library-saturday-hours',
              date: 'Mon, 02 Mar 2026 10:00:00 GMT',
              body: 'From 7 March the central library will open until 17:00 on Saturdays.',
            }) + '    <item>\n      <title>Brancaster Market Place',
          ],
        ],
      },
      {
        id: 'h3-news-council-garden-charge',
        label: 'alert',
        intent: 'bins! anything about bin or garden waste collections in brancaster {url}',
        edit: 'garden waste restart date changed',
        changes: [
          ['Garden waste collections restart on 2 March', 'Garden waste collections restart on 16 March'],
          ['resume from Monday 2 March', 'resume from Monday 16 March'],
        ],
      },
      {
        id: 'h3-news-council-utm-noise',
        label: 'noise',
        intent: 'bins! anything about bin or garden waste collections in brancaster {url}',
        edit: 'tracking parameter on links changes',
        changes: [
          (content: string) =>
            content.replaceAll('utm_source=rss&amp;utm_medium=feed', 'utm_source=rss&amp;utm_medium=feed&amp;utm_campaign=mar26'),
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'news-corrections',
      kind: 'html',
      path: '/media-centre',
      render: htmlPage(TIDEWAY_WATER, 'Media centre'),
      content: mediaCentre,
    },
    [
      {
        id: 'h3-news-tideway-correction',
        label: 'alert',
        intent: 'We are a river campaign group. Tell us if Tideway corrects or changes its statements about sewage discharges: {url}',
        edit: 'correction issued on discharge hours',
        changes: [
          [
            '<p>No corrections have been issued in the last 90 days.</p>',
            '<p>2 March 2026 — Harlow Road statement: the discharge lasted 46 hours, not 31 hours as first stated. The statement has been updated.</p>',
          ],
          ['discharged for 31 hours', 'discharged for 46 hours'],
        ],
      },
      {
        id: 'h3-news-tideway-mostread-noise',
        label: 'noise',
        intent: 'We are a river campaign group. Tell us if Tideway corrects or changes its statements about sewage discharges: {url}',
        edit: '"most read" sidebar reorders',
        changes: [
          [
            '<li>Hosepipe ban lifted</li><li>Bill increase for 2026/27 confirmed</li>',
            '<li>Bill increase for 2026/27 confirmed</li><li>Hosepipe ban lifted</li>',
          ],
        ],
      },
      {
        id: 'h3-news-tideway-bill-offtopic',
        label: 'off-topic',
        intent: 'We are a river campaign group. Tell us if Tideway corrects or changes its statements about sewage discharges: {url}',
        edit: 'bill statement amended (8.4% → 8.9%)',
        changes: [['rise by 8.4% to £612', 'rise by 8.9% to £615']],
      },
    ],
  ),
];
