import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { KESTREL } from '../sites';

const EVENT = `    <section class="event-hero">
      <h1>DataOps Summit Europe 2026</h1>
      <p class="when">22–23 April 2026 · Amsterdam, RAI Convention Centre</p>
      <p class="countdown">Starts in 50 days 14 hours</p>
      <a class="button" href="/tickets/dataops-2026">Get tickets</a>
    </section>
    <section class="tickets">
      <h2>Tickets</h2>
      <table>
        <tr><th>Early bird (until 15 March)</th><td>€495</td><td>Available</td></tr>
        <tr><th>Standard</th><td>€695</td><td>Available</td></tr>
        <tr><th>Workshop day add-on</th><td>€250</td><td>Available</td></tr>
      </table>
      <p>Group discount: 15% off for 5 or more tickets.</p>
    </section>
    <section class="speakers">
      <h2>Keynote speakers</h2>
      <ul>
        <li><strong>Nadia Haddad</strong>, VP Data Platform, Orbis Retail — “Ten years of data contracts”</li>
        <li><strong>Tom Verhoeven</strong>, Principal Engineer, Polder Bank — “Streaming at bank scale”</li>
        <li><strong>Mei Tanaka</strong>, Author of “Reliable Pipelines” — “What we got wrong about lakehouses”</li>
      </ul>
    </section>
    <section class="agenda">
      <h2>Agenda highlights</h2>
      <p>Day 1: keynotes, the data quality track and the evening reception at the Scheepvaartmuseum.</p>
      <p>Day 2: hands-on workshops, the governance track and the closing panel.</p>
    </section>
    <section class="venue">
      <h2>Venue and travel</h2>
      <p>RAI Amsterdam, Europaplein 24. Partner hotel rates are available until 20 March.</p>
    </section>
<!--aside-->
      <h4>Attendees</h4><p>1,218 people registered so far.</p>`;

const eventPage = {
  pageClass: 'events' as const,
  kind: 'html' as const,
  path: '/events/dataops-summit-2026',
  render: htmlPage(KESTREL, 'DataOps Summit Europe 2026'),
  content: EVENT,
};

const eventItem = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.eastfield.gov.example/events/${slug}`, date, body });

const CITY_EVENTS = [
  eventItem(
    'Spring food market, Market Square',
    'spring-food-market',
    'Mon, 23 Feb 2026 09:00:00 GMT',
    'Saturday 28 March, 10:00 to 16:00. Over 40 local producers. Free entry.',
  ),
  eventItem(
    'Public consultation: Riverside cycle route',
    'riverside-cycle-route',
    'Wed, 18 Feb 2026 12:00:00 GMT',
    'Drop-in session at the Central Library on 12 March, 15:00 to 19:00.',
  ),
  eventItem(
    'Eastfield half marathon',
    'half-marathon',
    'Fri, 13 Feb 2026 08:00:00 GMT',
    'Sunday 19 April, start 09:00 at Victoria Park. Road closures along the route from 07:00 to 13:00.',
  ),
].join('');

const cityEventsFeed = {
  pageClass: 'events' as const,
  kind: 'feed' as const,
  path: '/events/feed.rss',
  render: rssFeed({ title: 'Eastfield events', link: 'https://www.eastfield.gov.example/events', description: 'What is on in Eastfield' }),
  content: CITY_EVENTS,
};

export const eventsCases: EvalCase[] = [
  ...casesOf(eventPage, [
    {
      id: 'event-dates-moved',
      label: 'alert',
      intent: 'We are exhibiting at DataOps Summit Europe. Tell me if the dates or venue change: {url}',
      businessContext: 'We sell a data observability product and book a booth every year.',
      edit: 'dates 22–23 April → 6–7 May 2026',
      changes: [['22–23 April 2026', '6–7 May 2026']],
    },
    {
      id: 'event-early-bird-sold-out',
      label: 'alert',
      intent: 'Watch ticket prices and availability for the DataOps Summit: {url}',
      edit: 'early bird Available → Sold out',
      changes: [['<td>€495</td><td>Available</td>', '<td>€495</td><td>Sold out</td>']],
    },
    {
      id: 'event-keynote-replaced',
      label: 'alert',
      intent: 'Tell me about changes to the keynote speakers at {url}',
      edit: 'keynote Tom Verhoeven replaced by Sara Lindgren',
      changes: [
        [
          '<strong>Tom Verhoeven</strong>, Principal Engineer, Polder Bank — “Streaming at bank scale”',
          '<strong>Sara Lindgren</strong>, Head of Data, Nordlys Energy — “Real-time grids, real-time data”',
        ],
      ],
    },
    {
      id: 'event-standard-price-up',
      label: 'alert',
      intent: 'How much is a standard ticket to the DataOps Summit? Tell me if it changes ({url}).',
      edit: 'standard ticket €695 → €745',
      changes: [['<td>€695</td>', '<td>€745</td>']],
    },
    {
      id: 'event-tickets-only-reception-venue',
      label: 'off-topic',
      intent: 'Watch ticket prices and availability for the DataOps Summit: {url}',
      edit: 'evening reception moves to the NEMO museum',
      changes: [['the evening reception at the Scheepvaartmuseum', 'the evening reception at NEMO Science Museum']],
    },
    {
      id: 'event-speakers-only-hotel-deadline',
      label: 'off-topic',
      intent: 'Tell me about changes to the keynote speakers at {url}',
      edit: 'partner hotel rates until 20 → 31 March',
      changes: [['available until 20 March', 'available until 31 March']],
    },
    {
      id: 'event-countdown-and-registrations',
      label: 'noise',
      intent: 'We are exhibiting at DataOps Summit Europe. Tell me if the dates or venue change: {url}',
      edit: 'the countdown and registration counter move',
      changes: [
        ['Starts in 50 days 14 hours', 'Starts in 49 days 12 hours'],
        ['1,218 people registered so far.', '1,236 people registered so far.'],
      ],
    },
  ]),
  ...casesOf(cityEventsFeed, [
    {
      id: 'city-events-new-item',
      label: 'alert',
      intent: 'Tell me about new events the city lists ({url}); we run a café on Market Square.',
      edit: 'new item: Easter craft fair on Market Square',
      changes: [
        (content) =>
          eventItem(
            'Easter craft fair, Market Square',
            'easter-craft-fair',
            'Tue, 03 Mar 2026 09:00:00 GMT',
            'Saturday 4 April, 10:00 to 17:00. Stalls, music and a children’s trail.',
          ) + content,
      ],
    },
    {
      id: 'city-events-marathon-postponed',
      label: 'alert',
      intent: 'Follow the half marathon in Eastfield — date and road closures: {url}',
      edit: 'half marathon 19 April → 3 May',
      changes: [['Sunday 19 April, start 09:00', 'Sunday 3 May, start 09:00']],
    },
    {
      id: 'city-events-tracking-links',
      label: 'noise',
      intent: 'Tell me about new events the city lists ({url}).',
      edit: 'the feed is rebuilt with new campaign parameters on every link',
      changes: [(content) => content.replaceAll('utm_medium=feed', 'utm_medium=feed&amp;utm_campaign=march')],
    },
  ]),
];
