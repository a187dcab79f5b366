import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { CRO } from './sites';

const consultations = `<div class="wrapper">
<h1>Open consultations / Consultations ouvertes</h1>
<p class="intro">Respond by email or through the online form. Late responses may not be considered. / Les réponses tardives pourraient ne pas être prises en compte.</p>
<ul class="cards">
  <li class="card"><h2><a href="/consultations/2026-04">CON 2026/04 — Mobile number portability: 1-hour switching</a></h2>
    <dl><dt>Published</dt><dd>12 January 2026</dd><dt>Closes</dt><dd>13 March 2026, 17:00 CET</dd><dt>Status</dt><dd>Open</dd></dl>
    <p>We propose that mobile operators complete number ports within one working hour of a valid request, and pay automatic compensation of €5 per day of delay.</p></li>
  <li class="card"><h2><a href="/consultations/2026-05">CON 2026/05 — Accès en gros à la fibre / Wholesale fibre access pricing</a></h2>
    <dl><dt>Publié / Published</dt><dd>3 février 2026</dd><dt>Clôture / Closes</dt><dd>31 mars 2026</dd><dt>Statut / Status</dt><dd>Ouverte / Open</dd></dl>
    <p>Projet de plafond tarifaire de 14,80 € par mois et par ligne pour l’accès en gros FTTH. Draft price cap of €14.80 per line per month for wholesale FTTH access.</p></li>
  <li class="card"><h2><a href="/consultations/2026-06">CON 2026/06 — 6 GHz band: licence-exempt use</a></h2>
    <dl><dt>Published</dt><dd>20 February 2026</dd><dt>Closes</dt><dd>17 April 2026</dd><dt>Status</dt><dd>Open</dd></dl>
    <p>Proposal to open 6425–7125 MHz to low-power indoor Wi-Fi.</p></li>
</ul>
<p class="updated">Page last reviewed: {{date}}</p>
</div>
<!--aside--><h3>Most read</h3><ol class="most-read"><li>Switching broadband provider</li><li>Nuisance calls</li><li>Mobile coverage checker</li></ol>`;

const MVNO =
  'We are a small MVNO. Watch the regulator’s consultations page {url} for the mobile number porting consultation (CON 2026/04): deadline, proposed timing, compensation amounts.';
const FIBRE = 'Consultation 2026/05 accès fibre en gros — prévenez-moi si le plafond tarifaire ou la date de clôture change. {url}';

const directives = [
  rssItem({
    title: 'AD 2026-0041: Pilatron PT-6 fuel pump drive coupling — inspection',
    link: 'https://www.casd.example/ad/2026-0041',
    date: 'Tue, 24 Feb 2026 09:00:00 GMT',
    body: 'Applies to Pilatron PT-6A engines, serials 12000–12840. Inspect within 50 flight hours.',
  }),
  rssItem({
    title: 'AD 2026-0038: Halvorsen H-145 tail rotor pitch link',
    link: 'https://www.casd.example/ad/2026-0038',
    date: 'Wed, 18 Feb 2026 09:00:00 GMT',
    body: 'Replace pitch links P/N 145-221-07 before 600 flight hours or by 30 June 2026, whichever first.',
  }),
  rssItem({
    title: 'Safety bulletin SB 2026-03: Lithium batteries in cabin baggage',
    link: 'https://www.casd.example/sb/2026-03',
    date: 'Fri, 13 Feb 2026 12:00:00 GMT',
    body: 'Operators should brief cabin crew on thermal runaway procedures.',
  }),
].join('');

const HELI = 'I maintain two Halvorsen H-145 helicopters. Tell me about any airworthiness directive for the H-145 in this feed: {url}';

export const regulatoryCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'html',
      path: '/consultations',
      render: htmlPage(CRO, 'Open consultations'),
      content: consultations,
    },
    [
      {
        id: 'h6-reg-cro-porting-deadline',
        label: 'alert',
        intent: MVNO,
        businessContext: 'Regulatory affairs at a 90,000-subscriber MVNO.',
        edit: 'CON 2026/04 closing date 13 March → 27 March 2026',
        changes: [['13 March 2026, 17:00 CET', '27 March 2026, 17:00 CET']],
      },
      {
        id: 'h6-reg-cro-porting-comp',
        label: 'alert',
        intent: MVNO,
        edit: 'compensation €5 → €10 per day; window 1 → 2 working hours',
        changes: [
          [
            'within one working hour of a valid request, and pay automatic compensation of €5 per day',
            'within two working hours of a valid request, and pay automatic compensation of €10 per day',
          ],
        ],
      },
      {
        id: 'h6-reg-cro-6ghz-offtopic',
        label: 'off-topic',
        intent: MVNO,
        edit: '6 GHz consultation closes 17 → 30 April',
        changes: [['<dd>17 April 2026</dd>', '<dd>30 April 2026</dd>']],
      },
      {
        id: 'h6-reg-cro-fibre-fr',
        label: 'alert',
        intent: FIBRE,
        edit: 'fibre cap 14,80 € → 15,60 € (both languages)',
        changes: [
          ['14,80 €', '15,60 €'],
          ['€14.80', '€15.60'],
        ],
      },
      {
        id: 'h6-reg-cro-mostread-noise',
        label: 'noise',
        intent: FIBRE,
        edit: '"most read" sidebar reordered',
        changes: [
          ['<li>Switching broadband provider</li><li>Nuisance calls</li>', '<li>Nuisance calls</li><li>Switching broadband provider</li>'],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'feed',
      path: '/feeds/directives.rss',
      render: rssFeed({
        title: 'CASD airworthiness directives and bulletins',
        link: 'https://www.casd.example/publications',
        description: 'Directives, bulletins and safety notices',
      }),
      content: directives,
    },
    [
      {
        id: 'h6-reg-casd-h145-new',
        label: 'alert',
        intent: HELI,
        edit: 'new AD 2026-0044 for H-145 main gearbox appended at top',
        changes: [
          (feed) =>
            rssItem({
              title: 'AD 2026-0044: Halvorsen H-145 main gearbox chip detector',
              link: 'https://www.casd.example/ad/2026-0044',
              date: 'Mon, 02 Mar 2026 09:00:00 GMT',
              body: 'Replace chip detector P/N 145-600-12 within 25 flight hours; repetitive inspection every 50 hours.',
            }) + feed,
        ],
      },
      {
        id: 'h6-reg-casd-pt6-offtopic',
        label: 'off-topic',
        intent: HELI,
        edit: 'new AD for Pilatron PT-6 engines appended (not H-145)',
        changes: [
          (feed) =>
            rssItem({
              title: 'AD 2026-0045: Pilatron PT-6A compressor turbine blades',
              link: 'https://www.casd.example/ad/2026-0045',
              date: 'Mon, 02 Mar 2026 11:00:00 GMT',
              body: 'Borescope inspection of CT blades at next shop visit.',
            }) + feed,
        ],
      },
      {
        id: 'h6-reg-casd-h145-deadline',
        label: 'alert',
        intent: HELI,
        edit: 'AD 2026-0038 compliance date 30 June → 31 March 2026',
        changes: [['or by 30 June 2026, whichever first', 'or by 31 March 2026, whichever first']],
      },
      {
        id: 'h6-reg-casd-battery',
        label: 'alert',
        intent:
          'cabin safety officer, small regional airline. tell me of new or revised safety bulletins about batteries / dangerous goods in cabin. feed {url}',
        edit: 'SB 2026-03 revised: "should brief" → "must brief ... before 1 April 2026", containment bags required',
        changes: [
          [
            'Operators should brief cabin crew on thermal runaway procedures.',
            'Revision 1: operators must brief cabin crew on thermal runaway procedures before 1 April 2026 and carry a containment bag on every aircraft.',
          ],
        ],
      },
      {
        id: 'h6-reg-casd-nothing-noise',
        label: 'noise',
        intent: HELI,
        edit: 'no item change; feed build date and generator move',
        changes: [],
      },
    ],
  ),
];
