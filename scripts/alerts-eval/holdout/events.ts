import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { COBALT } from './sites';

const CONFERENCE = `    <section class="hero">
      <h1>Cobalt DevDays 2026</h1>
      <p class="when-where">16–17 September 2026 · ICC Ghent, Belgium</p>
      <p class="countdown">Doors open in 197 days</p>
      <a class="button" href="/tickets">Get your ticket</a>
    </section>
    <section class="cfp">
      <h2>Call for papers</h2>
      <p>We are looking for 30-minute talks and 2-hour workshops on backend engineering, developer tooling, platform teams and web performance. Speakers get a free ticket, two hotel nights and travel up to €600.</p>
      <p><strong>Submission deadline:</strong> 15 April 2026, 23:59 CEST. Speakers will hear back by 20 May 2026.</p>
    </section>
    <section class="tickets">
      <h2>Tickets</h2>
      <table>
        <tr><th>Ticket</th><th>Price (excl. VAT)</th><th>Available until</th></tr>
        <tr><td>Early bird</td><td>€349</td><td>30 April 2026 or sold out</td></tr>
        <tr><td>Regular</td><td>€495</td><td>31 August 2026</td></tr>
        <tr><td>Workshop day add-on</td><td>€150</td><td>While places last</td></tr>
        <tr><td>Student / diversity scholarship</td><td>€0</td><td>Apply by 1 June 2026</td></tr>
      </table>
    </section>
    <section class="speakers">
      <h2>Confirmed keynotes</h2>
      <ul><li>Ingrid Solberg — “Ten years of platform teams: what we got wrong”</li><li>Kwame Boateng — “Latency budgets for humans”</li></ul>
    </section>
    <section class="venue">
      <h2>Venue</h2>
      <p>ICC Ghent, Van Rysselberghedreef 2, 9000 Ghent. Ten minutes by tram from Gent-Sint-Pieters station. Step-free access throughout.</p>
    </section>
<!--aside-->
      <h4>Sponsors</h4>
      <p>Platinum: Stratus Edge · Gold: Ferrocloud, Quillstack</p>`;

const conferencePage = {
  pageClass: 'events' as const,
  kind: 'html' as const,
  path: '/2026',
  render: htmlPage(COBALT, 'Cobalt DevDays 2026'),
  content: CONFERENCE,
};

const MEETUPS = JSON.stringify(
  {
    group: 'Rust Iberia',
    upcoming: [
      {
        id: 'ri-2026-03-lis',
        title: 'Rust Lisbon #41: async traits in practice',
        city: 'Lisbon',
        venue: 'Hub Criativo do Beato',
        starts_at: '2026-03-19T18:30:00+00:00',
        rsvp_limit: 80,
      },
      {
        id: 'ri-2026-03-mad',
        title: 'Rust Madrid: embedded night',
        city: 'Madrid',
        venue: 'Campus Madrid',
        starts_at: '2026-03-26T19:00:00+01:00',
        rsvp_limit: 60,
      },
    ],
  },
  null,
  2,
);

const meetupsApi = {
  pageClass: 'events' as const,
  kind: 'json' as const,
  path: '/api/groups/rust-iberia/events',
  render: jsonApi(),
  content: MEETUPS,
};

const newMeetup = (id: string, title: string, city: string, venue: string, startsAt: string) =>
  [
    '"upcoming": [',
    `"upcoming": [\n    {\n      "id": "${id}",\n      "title": "${title}",\n      "city": "${city}",\n      "venue": "${venue}",\n      "starts_at": "${startsAt}",\n      "rsvp_limit": 70\n    },`,
  ] as const;

export const eventsCases: EvalCase[] = [
  ...casesOf(conferencePage, [
    {
      id: 'ho-events-venue-moved',
      label: 'alert',
      intent: 'I’m booking flights and a hotel for Cobalt DevDays. Tell me if the dates or the venue change: {url}',
      edit: 'venue moved from ICC Ghent to Antwerp Expo',
      changes: [
        ['16–17 September 2026 · ICC Ghent, Belgium', '16–17 September 2026 · Antwerp Expo, Belgium'],
        [
          'ICC Ghent, Van Rysselberghedreef 2, 9000 Ghent. Ten minutes by tram from Gent-Sint-Pieters station.',
          'Antwerp Expo, Jan Van Rijswijcklaan 191, 2020 Antwerp. Fifteen minutes by tram from Antwerpen-Centraal station.',
        ],
      ],
    },
    {
      id: 'ho-events-cfp-extended',
      label: 'alert',
      intent: 'When does the CFP close? I want to submit a talk but need more time — let me know if the deadline is pushed back. {url}',
      edit: 'CFP deadline 15 April → 29 April 2026',
      changes: [['15 April 2026, 23:59 CEST', '29 April 2026, 23:59 CEST']],
    },
    {
      id: 'ho-events-early-bird-sold-out',
      label: 'alert',
      intent: 'Cobalt tickets — tell me about price changes or when a ticket type sells out. {url}',
      edit: 'early bird tickets sold out',
      changes: [
        ['<td>Early bird</td><td>€349</td><td>30 April 2026 or sold out</td>', '<td>Early bird</td><td>€349</td><td>Sold out</td>'],
      ],
    },
    {
      id: 'ho-events-tickets-only-keynote',
      label: 'off-topic',
      intent: 'Our company buys 12 tickets. I only care about the ticket prices on {url}.',
      edit: 'a third keynote speaker is announced',
      changes: [
        [
          '<li>Kwame Boateng — “Latency budgets for humans”</li>',
          '<li>Kwame Boateng — “Latency budgets for humans”</li><li>Dr. Mireille Dubois — “Formal methods for the rest of us”</li>',
        ],
      ],
    },
    {
      id: 'ho-events-countdown',
      label: 'noise',
      intent: 'Monitor {url} for changes',
      edit: 'only the "doors open in N days" countdown ticks',
      changes: [['Doors open in 197 days', 'Doors open in 196 days']],
    },
  ]),
  ...casesOf(meetupsApi, [
    {
      id: 'ho-events-meetup-lisbon-new',
      label: 'alert',
      intent: 'Tell me when Rust Iberia schedules a new meetup in Lisbon. Their events API: {url}',
      edit: 'new Lisbon meetup on 16 April',
      changes: [
        newMeetup(
          'ri-2026-04-lis',
          'Rust Lisbon #42: WebAssembly components',
          'Lisbon',
          'Hub Criativo do Beato',
          '2026-04-16T18:30:00+01:00',
        ),
      ],
    },
    {
      id: 'ho-events-meetup-lisbon-only-porto',
      label: 'off-topic',
      intent: 'Only Lisbon meetups interest me (no car, can’t travel): {url}',
      edit: 'new Porto meetup (no Lisbon change)',
      changes: [newMeetup('ri-2026-04-opo', 'Rust Porto: first meetup', 'Porto', 'UPTEC', '2026-04-09T18:30:00+01:00')],
    },
  ]),
];
