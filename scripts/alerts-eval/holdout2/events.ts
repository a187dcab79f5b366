import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { PENNINE } from './sites';

const TERM_DATES = `    <h1>Term dates 2026–27</h1>
    <p>School opens at 8:45am and closes at 3:15pm. Breakfast club runs from 7:45am on every school day.</p>
    <table class="terms">
      <thead><tr><th>Term</th><th>Starts</th><th>Half term</th><th>Ends</th></tr></thead>
      <tbody>
        <tr><td>Autumn 2026</td><td>Thursday 3 September</td><td>Monday 26 – Friday 30 October</td><td>Friday 18 December</td></tr>
        <tr><td>Spring 2027</td><td>Tuesday 5 January</td><td>Monday 15 – Friday 19 February</td><td>Thursday 25 March</td></tr>
        <tr><td>Summer 2027</td><td>Monday 12 April</td><td>Monday 31 May – Friday 4 June</td><td>Wednesday 21 July</td></tr>
      </tbody>
    </table>
    <h2>Staff training (INSET) days — school closed to pupils</h2>
    <ul class="inset">
      <li>Tuesday 1 September 2026</li>
      <li>Wednesday 2 September 2026</li>
      <li>Monday 4 January 2027</li>
      <li>Friday 9 April 2027</li>
    </ul>
    <p>May Day bank holiday: Monday 3 May 2027 (school closed).</p>`;

const termDatesPage = {
  pageClass: 'events' as const,
  kind: 'html' as const,
  path: '/parents/term-dates',
  render: htmlPage(PENNINE, 'Term dates'),
  content: TERM_DATES,
};

interface MuseumEvent {
  id: string;
  title: string;
  type: 'talk' | 'family' | 'workshop';
  starts: string;
  venue: string;
  price_gbp: number;
  availability: 'available' | 'few_left' | 'sold_out';
}

const EVENTS: MuseumEvent[] = [
  {
    id: 'ev-2026-0318',
    title: 'Lighthouse keepers of the east coast',
    type: 'talk',
    starts: '2026-03-18T19:00:00Z',
    venue: 'Lecture theatre',
    price_gbp: 8,
    availability: 'available',
  },
  {
    id: 'ev-2026-0328',
    title: 'Pirate night: family sleepover in the galleries',
    type: 'family',
    starts: '2026-03-28T18:30:00Z',
    venue: 'Main galleries',
    price_gbp: 45,
    availability: 'few_left',
  },
  {
    id: 'ev-2026-0409',
    title: 'Knots and rope-work for beginners',
    type: 'workshop',
    starts: '2026-04-09T10:00:00Z',
    venue: 'Learning studio',
    price_gbp: 15,
    availability: 'available',
  },
];

const eventsJson = (events: MuseumEvent[]) => JSON.stringify({ museum: 'Harlow Maritime Museum', events }, null, 2);

const eventsApi = {
  pageClass: 'events' as const,
  kind: 'json' as const,
  path: '/api/whats-on',
  render: jsonApi(),
  content: eventsJson(EVENTS),
};

export const eventsCases: EvalCase[] = [
  ...casesOf(termDatesPage, [
    {
      id: 'h2-events-term-inset-added',
      label: 'alert',
      intent:
        'Both of us work full time, so I have to book childcare for every INSET day and holiday well ahead. Let me know about any change to the Pennine Vale term dates or training days: {url}',
      edit: 'new INSET day added: Friday 27 November 2026',
      changes: [['<li>Wednesday 2 September 2026</li>', '<li>Wednesday 2 September 2026</li>\n      <li>Friday 27 November 2026</li>']],
    },
    {
      id: 'h2-events-term-october-half-term',
      label: 'alert',
      intent: 'when is october half term at pennine vale? tell me if it moves, we’ve booked a cottage {url}',
      edit: 'October half term moved a week earlier (19–23 October)',
      changes: [['Monday 26 – Friday 30 October', 'Monday 19 – Friday 23 October']],
    },
    {
      id: 'h2-events-term-summer-only-autumn-start',
      label: 'off-topic',
      intent: 'Summer holidays only — when does the summer term end? We’re booking flights. {url}',
      edit: 'February half term moved a week later (summer term unchanged)',
      changes: [['Monday 15 – Friday 19 February', 'Monday 22 – Friday 26 February']],
    },
    {
      id: 'h2-events-term-social-widget',
      label: 'noise',
      intent: 'Tell me if Pennine Vale’s term dates change. {url}',
      edit: 'only the relative time on the embedded latest-post widget changes',
      setup: [
        (content) =>
          `${content}\n<!--aside-->\n      <h4>Latest from our Facebook page</h4>\n      <p>Year 4 had a brilliant time at the Eureka museum today! · 2 hours ago</p>`,
      ],
      changes: [['· 2 hours ago', '· 5 hours ago']],
    },
  ]),
  ...casesOf(eventsApi, [
    {
      id: 'h2-events-json-shipwreck-talk',
      label: 'alert',
      intent: 'New talks about shipwrecks or wreck diving at the Harlow museum — ping me when one gets listed: {url}',
      edit: 'new talk on wrecks of the Harlow Sands added at the top',
      changes: [
        () =>
          eventsJson([
            {
              id: 'ev-2026-0423',
              title: 'Wrecks of the Harlow Sands: a diver’s-eye view',
              type: 'talk',
              starts: '2026-04-23T19:00:00Z',
              venue: 'Lecture theatre',
              price_gbp: 10,
              availability: 'available',
            },
            ...EVENTS,
          ]),
      ],
    },
    {
      id: 'h2-events-json-lectures-only-family',
      label: 'off-topic',
      intent: 'Evening lectures only. Family and kids’ activities are not for us. {url}',
      edit: 'new family rock-pooling morning added',
      changes: [
        () =>
          eventsJson([
            {
              id: 'ev-2026-0411',
              title: 'Rock-pooling morning for under-8s',
              type: 'family',
              starts: '2026-04-11T09:30:00Z',
              venue: 'Harlow beach (meet at museum entrance)',
              price_gbp: 6,
              availability: 'available',
            },
            ...EVENTS,
          ]),
      ],
    },
  ]),
];
