import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { HOLLIS } from './sites';

const ARTICLE = `    <article class="story">
      <p class="section">Local · Infrastructure</p>
      <h1>Millbrook Bridge repairs to close Route 9 crossing for five months</h1>
      <p class="byline">By Teresa Nolan · Published 24 February 2026</p>
      <p>The Millbrook Bridge on Route 9 will close to all traffic from 6 April for five months while crews replace its deck and strengthen two piers, the county highways department said Monday.</p>
      <p>The $14.2 million project is paid for mostly by a federal bridge grant, with the county contributing $3.1 million from its capital budget.</p>
      <p>Detours will send drivers along Quarry Road and Elm Street, adding about 12 minutes to a typical commute between Millbrook and downtown Hollis.</p>
      <p>“We know this is painful for the businesses on Main Street, and we’ll keep the footbridge open the whole time,” said Dana Whitlock, chair of the Millbrook Merchants Association.</p>
      <p>School buses for Millbrook Elementary will use the detour, and the district expects to move the morning pick-up 10 minutes earlier.</p>
    </article>
    <section class="comments-teaser"><a href="#comments">Comments (214)</a></section>
<!--aside-->
      <h4>Most read</h4>
      <ol><li>Hollis school board votes to delay start times</li><li>New bakery opens on Front Street</li><li>Storm knocks out power to 3,000 homes</li></ol>`;

const articlePage = {
  pageClass: 'news-corrections' as const,
  kind: 'html' as const,
  path: '/local/2026/02/24/millbrook-bridge-closure',
  render: htmlPage(HOLLIS, 'Millbrook Bridge repairs to close Route 9 crossing'),
  content: ARTICLE,
};

const correction = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.holliscourier.example/corrections/${slug}`, date, body });

const CORRECTIONS = [
  correction(
    'Correction: Front Street bakery opening',
    'front-street-bakery',
    'Fri, 27 Feb 2026 14:10:00 GMT',
    'An article on Thursday misspelled the name of the owner of Crumb &amp; Co. She is Priya Devaraj, not Priya Devraj.',
  ),
  correction(
    'Correction: storm power outage figures',
    'storm-outage-figures',
    'Tue, 24 Feb 2026 17:45:00 GMT',
    'An earlier version of an article about Saturday’s storm overstated the number of homes without power. It was about 3,000, not 30,000.',
  ),
].join('');

const correctionsFeed = {
  pageClass: 'news-corrections' as const,
  kind: 'feed' as const,
  path: '/corrections/feed',
  render: rssFeed({
    title: 'Hollis Courier corrections',
    link: 'https://www.holliscourier.example/corrections',
    description: 'Corrections and clarifications',
  }),
  content: CORRECTIONS,
};

export const newsCases: EvalCase[] = [
  ...casesOf(articlePage, [
    {
      id: 'ho-news-correction-appended',
      label: 'alert',
      intent: 'I think the cost figures in this Courier story are wrong. Tell me if they correct or update it: {url}',
      edit: 'correction: county share $3.1M → $1.3M, correction note added',
      changes: [
        ['the county contributing $3.1 million', 'the county contributing $1.3 million'],
        [
          '</article>',
          '  <p class="correction"><em>Correction, 2 March 2026: An earlier version of this article misstated the county’s contribution. It is $1.3 million, not $3.1 million.</em></p>\n    </article>',
        ],
      ],
    },
    {
      id: 'ho-news-generic-closure-date',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'closure start moved 6 April → 20 April, headline updated',
      changes: [
        [
          'will close to all traffic from 6 April for five months',
          'will close to all traffic from 20 April for five months, two weeks later than first announced',
        ],
        ['Millbrook Bridge repairs to close Route 9 crossing for five months', 'Millbrook Bridge closure pushed back to April 20'],
      ],
    },
    {
      id: 'ho-news-quote-changed',
      label: 'alert',
      intent: 'I’m Dana Whitlock, quoted in this piece. Please tell me if my quote is changed or removed: {url}',
      edit: 'Whitlock quote trimmed and attribution changed',
      changes: [
        [
          '“We know this is painful for the businesses on Main Street, and we’ll keep the footbridge open the whole time,” said Dana Whitlock, chair of the Millbrook Merchants Association.',
          '“We know this is painful for the businesses on Main Street,” said Dana Whitlock, a Main Street shop owner.',
        ],
      ],
    },
    {
      id: 'ho-news-quote-only-detour-update',
      label: 'off-topic',
      intent: 'I’m Dana Whitlock, quoted in this piece. Only tell me if what I’m quoted as saying is changed: {url}',
      edit: 'detour description updated (quote untouched)',
      changes: [
        [
          'Detours will send drivers along Quarry Road and Elm Street, adding about 12 minutes',
          'Detours will send drivers along Quarry Road and Hanover Avenue, adding about 15 minutes',
        ],
      ],
    },
    {
      id: 'ho-news-comments-most-read',
      label: 'noise',
      intent: 'Tell me if this article is corrected or edited: {url}',
      edit: 'comment count grows and the "Most read" list reorders',
      changes: [
        ['Comments (214)', 'Comments (263)'],
        [
          '<li>Hollis school board votes to delay start times</li><li>New bakery opens on Front Street</li><li>Storm knocks out power to 3,000 homes</li>',
          '<li>Storm knocks out power to 3,000 homes</li><li>Hollis school board votes to delay start times</li><li>Millbrook Bridge repairs to close Route 9 crossing</li>',
        ],
      ],
    },
  ]),
  ...casesOf(correctionsFeed, [
    {
      id: 'ho-news-feed-school-board-correction',
      label: 'alert',
      intent: 'I’m on the Hollis school board. Let me know whenever the Courier corrects a story about the schools or the board: {url}',
      edit: 'new correction about the school start-time vote',
      changes: [
        (content) =>
          `${correction(
            'Correction: school board start-time vote',
            'school-board-start-times',
            'Mon, 02 Mar 2026 16:30:00 GMT',
            'An article on Friday said the Hollis school board voted 5-2 to delay start times. The vote was 4-3.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-news-feed-schools-only-sports',
      label: 'off-topic',
      intent: 'Corrections to school or school-board coverage only: {url}',
      edit: 'new correction about a minor-league baseball score',
      changes: [
        (content) =>
          `${correction(
            'Correction: Hollis Herons season opener',
            'herons-season-opener',
            'Mon, 02 Mar 2026 16:30:00 GMT',
            'A Sports article on Sunday gave the wrong final score for the Hollis Herons’ season opener. The Herons won 6-4, not 6-3.',
          )}${content}`,
      ],
    },
  ]),
];
