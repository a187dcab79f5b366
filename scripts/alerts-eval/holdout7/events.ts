import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi, sitemapOf } from '../pages';
import { UXLISBOA } from './sites';

const uxLisboa: SourcePage = {
  pageClass: 'events',
  kind: 'html',
  path: '/tickets',
  render: htmlPage(UXLISBOA, 'Tickets'),
  content: `<section class="hero"><p class="eyebrow">14–16 October 2026 · LX Factory, Lisbon</p><h1>UX Lisboa 2026</h1><p>Three days of talks and hands-on workshops on research, design systems and accessible products.</p>
<p class="countdown" aria-live="off">Doors open in 225 days, 6 hours</p></section>
<section class="tickets"><h2>Ticket types</h2>
  <div class="ticket-grid">
    <article class="ticket"><h3>Conference pass</h3><p class="price">€490</p><p>Two days of talks (15–16 Oct), lunch, after-party.</p></article>
    <article class="ticket"><h3>Workshop + conference</h3><p class="price">€790</p><p>One full-day workshop on 14 Oct plus the conference pass.</p></article>
    <article class="ticket"><h3>Online pass</h3><p class="price">€120</p><p>Livestream and recordings for 12 months.</p></article>
  </div>
  <div class="notice notice--info"><p><strong>Early-bird:</strong> 20% off all in-person tickets until 31 March 2026.</p></div>
  <p class="small">Prices include 23% Portuguese VAT. Group discount: 10% for 5 or more tickets.</p>
</section>
<section class="faq"><h2>FAQ</h2>
  <details><summary>Can I transfer my ticket?</summary><p>Yes, free of charge until 30 September 2026.</p></details>
  <details><summary>Refunds?</summary><p>Full refund until 31 July 2026, 50% until 15 September 2026, no refunds after.</p></details>
</section>
<!--footer-->
<p>Venue: LX Factory, Rua Rodrigues de Faria 103, 1300-501 Lisboa.</p>`,
};

const brenmoorEvents: SourcePage = {
  pageClass: 'events',
  kind: 'json',
  path: '/api/events',
  render: jsonApi(),
  content: `{
  "events": [
    {"id": "ev-q1-ts", "title": "Q1 trading update", "date": "2026-04-22", "time": "07:00", "timezone": "Europe/London", "type": "results", "webcast": null},
    {"id": "ev-agm", "title": "Annual General Meeting 2026", "date": "2026-05-14", "time": "11:00", "timezone": "Europe/London", "type": "agm", "webcast": "https://webcast.example/brenmoor-agm-2026"},
    {"id": "ev-h1", "title": "Half-year results", "date": "2026-07-29", "time": "07:00", "timezone": "Europe/London", "type": "results", "webcast": "https://webcast.example/brenmoor-h1-2026"},
    {"id": "ev-cmd", "title": "Capital markets day", "date": "2026-09-17", "time": "09:30", "timezone": "Europe/London", "type": "investor-day", "webcast": null}
  ]
}`,
};

const uxSitemap: SourcePage = {
  pageClass: 'events',
  kind: 'sitemap',
  path: '/sitemap.xml',
  render: sitemapOf('https://www.uxlisboa.example'),
  content: `/ 2026-02-25 daily 1.0
/tickets 2026-02-20 weekly 0.9
/programme 2026-02-25 weekly 0.8
/speakers/ana-ribeiro 2026-02-02 monthly 0.6
/speakers/jonah-whitcombe 2026-02-09 monthly 0.6
/speakers/mei-tanaka 2026-02-16 monthly 0.6
/workshops/research-ops 2026-02-16 monthly 0.6`,
};

export const eventsCases: EvalCase[] = [
  ...casesOf(uxLisboa, [
    {
      id: 'h7-events-uxlisboa-dates-moved',
      label: 'alert',
      intent: 'UX Lisboa dates and venue (I need to book flights) {url}',
      edit: 'conference moves 14–16 October → 21–23 October',
      changes: [
        ['14–16 October 2026', '21–23 October 2026'],
        ['Two days of talks (15–16 Oct)', 'Two days of talks (22–23 Oct)'],
        ['full-day workshop on 14 Oct', 'full-day workshop on 21 Oct'],
      ],
    },
    {
      id: 'h7-events-uxlisboa-earlybird-extended',
      label: 'alert',
      intent: 'the early-bird deadline for UX Lisboa {url}',
      edit: 'early-bird extended 31 March → 15 April',
      changes: [['until 31 March 2026', 'until 15 April 2026']],
    },
    {
      id: 'h7-events-uxlisboa-workshop-not-conference',
      label: 'off-topic',
      intent: 'price of the plain Conference pass at UX Lisboa (not the workshop combo, not online) {url}',
      edit: 'Workshop + conference €790 → €840 (another ticket card)',
      changes: [['<p class="price">€790</p>', '<p class="price">€840</p>']],
    },
    {
      id: 'h7-events-uxlisboa-conference-price',
      label: 'alert',
      intent: 'price of the plain Conference pass at UX Lisboa (not the workshop combo, not online) {url}',
      edit: 'Conference pass €490 → €540',
      changes: [['<p class="price">€490</p>', '<p class="price">€540</p>']],
    },
    {
      id: 'h7-events-uxlisboa-countdown',
      label: 'noise',
      intent: 'UX Lisboa tickets page, anything important {url}',
      edit: 'countdown "225 days, 6 hours" → "224 days, 4 hours"',
      changes: [['Doors open in 225 days, 6 hours', 'Doors open in 224 days, 4 hours']],
    },
    {
      id: 'h7-events-uxlisboa-refund-loose',
      label: 'alert',
      intent: "whatever UX Lisboa says about getting your money back if you can't come {url}",
      edit: 'full refund deadline 31 July → 30 June',
      changes: [['Full refund until 31 July 2026', 'Full refund until 30 June 2026']],
    },
  ]),
  ...casesOf(brenmoorEvents, [
    {
      id: 'h7-events-brenmoor-q1-date',
      label: 'alert',
      intent: 'When is Brenmoor reporting Q1? Tell me if the date moves. {url}',
      edit: 'Q1 trading update 2026-04-22 → 2026-04-29',
      changes: [['"title": "Q1 trading update", "date": "2026-04-22"', '"title": "Q1 trading update", "date": "2026-04-29"']],
    },
    {
      id: 'h7-events-brenmoor-agm-link-not-q1',
      label: 'off-topic',
      intent: 'When is Brenmoor reporting Q1? Tell me if the date moves. {url}',
      edit: 'AGM webcast link target changed',
      changes: [['https://webcast.example/brenmoor-agm-2026', 'https://events.example/brenmoor/agm-2026-live']],
    },
  ]),
  ...casesOf(uxSitemap, [
    {
      id: 'h7-events-uxlisboa-new-speaker',
      label: 'alert',
      intent: 'new speakers announced for UX Lisboa {url}',
      edit: 'new speaker page /speakers/kofi-mensah',
      changes: [
        [
          '/speakers/mei-tanaka 2026-02-16 monthly 0.6',
          '/speakers/mei-tanaka 2026-02-16 monthly 0.6\n/speakers/kofi-mensah 2026-03-03 monthly 0.6',
        ],
      ],
    },
  ]),
];
