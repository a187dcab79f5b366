import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { WYVERN } from './sites';

const episode = (number: number, title: string, date: string, body: string) =>
  rssItem({ title: `${number}: ${title}`, link: `https://ledgerroom.example/episodes/${number}`, date, body });

const EPISODES = [
  episode(
    118,
    'Why regional airlines keep folding',
    'Tue, 24 Feb 2026 05:00:00 GMT',
    'Aviation analyst Corinne Baptiste on fuel hedging, slot rules and why three regional carriers went bust in a year.',
  ),
  episode(
    117,
    'The quiet boom in builders’ merchants',
    'Tue, 17 Feb 2026 05:00:00 GMT',
    'Rowan Builders Merchants chief executive Sam Okonjo on trade credit, timber prices and opening 12 branches in a downturn.',
  ),
  episode(
    116,
    'Can a mutual insurer still compete?',
    'Tue, 10 Feb 2026 05:00:00 GMT',
    'Beacon Mutual’s Margaret Lindqvist on member ownership, flood risk and why the society has no plans to demutualise.',
  ),
].join('');

const podcastFeed = {
  pageClass: 'news-corrections' as const,
  kind: 'feed' as const,
  path: '/podcast/feed.xml',
  render: rssFeed({
    title: 'The Ledger Room',
    link: 'https://ledgerroom.example',
    description: 'A weekly business podcast about the companies nobody writes about',
  }),
  content: EPISODES,
};

const ARTICLE = `    <article class="story">
      <p class="kicker">Travel · Roads</p>
      <h1>Wyvern bypass: council confirms final cost and opening date</h1>
      <p class="byline">By Rhys Talbot, local democracy reporter · 25 February 2026</p>
      <p>The long-delayed Wyvern eastern bypass will open to traffic in September, the county council has confirmed, at a final cost of £48 million.</p>
      <p>The 4.2-mile road links the A49 at Brockton with the Tenbury roundabout and is expected to take 9,000 vehicles a day out of the town centre.</p>
      <p>“This road has been talked about for thirty years, and we are finally going to drive on it,” said Councillor Ruth Oyelaran, cabinet member for highways.</p>
      <p>Campaigners from Save Brockton Meadows said they would continue to monitor the impact on the flood plain.</p>
    </article>`;

const articlePage = {
  pageClass: 'news-corrections' as const,
  kind: 'html' as const,
  path: '/travel/2026/02/25/wyvern-bypass-cost-opening-date',
  render: htmlPage(WYVERN, 'Wyvern bypass: council confirms final cost and opening date'),
  content: ARTICLE,
};

export const newsCases: EvalCase[] = [
  ...casesOf(podcastFeed, [
    {
      id: 'h2-news-podcast-logistics-guest',
      label: 'alert',
      intent: 'Ping me when The Ledger Room has a guest from the freight, shipping or logistics world. {url}',
      edit: 'new episode with the Parcelwise Freight COO on surcharges',
      changes: [
        (content) =>
          `${episode(
            119,
            'What a parcel really costs',
            'Tue, 03 Mar 2026 05:00:00 GMT',
            'Parcelwise Freight chief operating officer Dev Anand on fuel surcharges, remote-area fees and the economics of the last mile.',
          )}${content}`,
      ],
    },
    {
      id: 'h2-news-podcast-show-notes-correction',
      label: 'alert',
      intent: 'Every time a correction or clarification gets added to the show notes of a Ledger Room episode, I want to know. {url}',
      edit: 'episode 118 notes gain a correction about a misstated figure',
      changes: [
        [
          'why three regional carriers went bust in a year.',
          'why three regional carriers went bust in a year. Correction: in this episode we said FlyNorth carried 4 million passengers in 2025; the correct figure is 1.4 million.',
        ],
      ],
    },
    {
      id: 'h2-news-podcast-session-links',
      label: 'noise',
      intent: 'new episodes of the ledger room → {url}',
      edit: 'only the session-tagged player links inside the show notes change',
      setup: [
        [
          'on fuel hedging, slot rules',
          'on fuel hedging, slot rules (<a href="https://play.ledgerroom.example/118?sid={{ymd}}{{time}}">listen in browser</a>)',
        ],
        [
          'on trade credit, timber prices',
          'on trade credit, timber prices (<a href="https://play.ledgerroom.example/117?sid={{ymd}}{{time}}">listen in browser</a>)',
        ],
      ],
      changes: [],
    },
  ]),
  ...casesOf(articlePage, [
    {
      id: 'h2-news-article-cost-corrected',
      label: 'alert',
      intent: 'Council press office. If Wyvern Radio corrects or updates this bypass story we need to know the same day: {url}',
      edit: 'cost corrected £48m → £84m with a correction note',
      changes: [
        ['at a final cost of £48 million.', 'at a final cost of £84 million.'],
        [
          '</article>',
          '  <p class="correction"><em>This article was amended on 2 March 2026. An earlier version gave the final cost as £48 million; it is £84 million.</em></p>\n    </article>',
        ],
      ],
    },
    {
      id: 'h2-news-article-quote-only-headline',
      label: 'off-topic',
      intent:
        'Cllr Oyelaran’s office here. We only need to hear if the words attributed to her in this piece are altered or removed — nothing else: {url}',
      edit: 'headline reworded (quote unchanged)',
      changes: [
        [
          '<h1>Wyvern bypass: council confirms final cost and opening date</h1>',
          '<h1>Wyvern bypass to open in September after thirty-year wait</h1>',
        ],
      ],
    },
  ]),
];
