import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, pdfFile, rssFeed, rssItem } from '../pages';
import { CCB } from './sites';

const ccbConsultations: SourcePage = {
  pageClass: 'regulatory',
  kind: 'html',
  path: '/consultations',
  render: htmlPage(CCB, 'Open consultations'),
  content: `<div class="govuk-width-container">
<span class="govuk-caption-l">Consultations</span>
<h1 class="govuk-heading-xl">Open consultations</h1>
<p class="govuk-body-l">We want to hear from businesses, consumer groups and the public before we publish guidance or change our rules.</p>
<table class="govuk-table">
  <caption class="govuk-table__caption govuk-visually-hidden">Open consultations and their closing dates</caption>
  <thead class="govuk-table__head"><tr class="govuk-table__row"><th scope="col" class="govuk-table__header">Reference</th><th scope="col" class="govuk-table__header">Consultation</th><th scope="col" class="govuk-table__header">Opened</th><th scope="col" class="govuk-table__header">Closes</th></tr></thead>
  <tbody class="govuk-table__body">
    <tr class="govuk-table__row"><td class="govuk-table__cell">CP26/03</td><td class="govuk-table__cell"><a href="/consultations/cp26-03">Subscription contracts: reminder notices and easy cancellation</a></td><td class="govuk-table__cell">9 January 2026</td><td class="govuk-table__cell">13 March 2026</td></tr>
    <tr class="govuk-table__row"><td class="govuk-table__cell">CP26/04</td><td class="govuk-table__cell"><a href="/consultations/cp26-04">Online reviews: draft guidance on fake and incentivised reviews</a></td><td class="govuk-table__cell">23 January 2026</td><td class="govuk-table__cell">20 March 2026</td></tr>
    <tr class="govuk-table__row"><td class="govuk-table__cell">CP26/05</td><td class="govuk-table__cell"><a href="/consultations/cp26-05">Merger remedies: revised guidance on behavioural undertakings</a></td><td class="govuk-table__cell">6 February 2026</td><td class="govuk-table__cell">3 April 2026</td></tr>
  </tbody>
</table>
<details class="govuk-details"><summary class="govuk-details__summary">How to respond</summary><div class="govuk-details__text">Email consultations@ccb.gov.example quoting the reference. We publish responses unless you ask us not to.</div></details>
<p class="govuk-body-s page-views">This page has been viewed 4,511 times.</p>
</div>
<!--aside-->
<h2 class="govuk-heading-s">Related content</h2><ul><li>Closed consultations</li><li>Policy statements</li></ul>`,
};

const ccbNews: SourcePage = {
  pageClass: 'regulatory',
  kind: 'feed',
  path: '/news.rss',
  render: rssFeed({
    title: 'CCB news and enforcement',
    link: 'https://www.ccb.gov.example/news',
    description: 'Press releases, enforcement notices and case updates',
  }),
  content:
    rssItem({
      title: 'CCB fines ticket reseller £1.2m for misleading "only 3 left" claims',
      link: 'https://www.ccb.gov.example/news/ticket-reseller-fine',
      date: 'Thu, 26 Feb 2026 09:30:00 GMT',
      body: 'The Board found that scarcity claims on the reseller’s website were not based on real inventory.',
    }) +
    rssItem({
      title: 'Phase 1 decision: supermarket merger referred for in-depth review',
      link: 'https://www.ccb.gov.example/cases/grocery-merger-phase-1',
      date: 'Tue, 24 Feb 2026 11:00:00 GMT',
      body: 'The Board has concerns about overlaps in 41 local areas.',
    }),
};

const produktsicherheitFeed: SourcePage = {
  pageClass: 'regulatory',
  kind: 'feed',
  path: '/rueckrufe.rss',
  render: rssFeed({
    title: 'Landesamt für Produktsicherheit – Rückrufe und Warnungen',
    link: 'https://www.produktsicherheit.example/rueckrufe',
    description: 'Aktuelle Produktrückrufe und Sicherheitswarnungen',
  }),
  content:
    rssItem({
      title: 'Rückruf: Ladegerät „PowerDock 65W“ – Gefahr eines Stromschlags',
      link: 'https://www.produktsicherheit.example/rueckrufe/2026-0211',
      date: 'Fri, 27 Feb 2026 08:00:00 GMT',
      body: 'Betroffen sind Geräte mit den Chargennummern PD65-2311 bis PD65-2402. Verbraucher sollen das Ladegerät nicht mehr verwenden.',
    }) +
    rssItem({
      title: 'Warnung: Kinder-Fahrradhelm „Kiddo Flex“ erfüllt Norm EN 1078 nicht',
      link: 'https://www.produktsicherheit.example/rueckrufe/2026-0207',
      date: 'Mon, 23 Feb 2026 08:00:00 GMT',
      body: 'Der Helm hat den Stoßdämpfungstest nicht bestanden.',
    }),
};

const thresholdGuidance: SourcePage = {
  pageClass: 'regulatory',
  kind: 'pdf',
  path: '/guidance/pay-transparency-reporting.pdf',
  render: pdfFile('CCB Guidance G26/1 — Price and pay transparency reporting'),
  content: `GUIDANCE G26/1: TRANSPARENCY REPORTING FOR CONSUMER-FACING BUSINESSES

Status: final guidance. Published 2 February 2026.

1. Who this applies to

1.1 This guidance applies to businesses that sell to consumers in the UK and employ more than 250 people on average over the financial year.

1.2 Businesses below this threshold are encouraged, but not required, to follow it.

2. What you must publish

2.1 In-scope businesses shall publish a yearly statement setting out how their prices for recurring services have changed and the reasons for any increase above inflation.

2.2 The statement must be published within 6 months of the financial year end and kept on the website for at least 3 years.

3. Enforcement

3.1 The Board may issue an information notice to any business that fails to publish a statement. Failure to comply with an information notice may lead to a penalty of up to 1% of worldwide turnover.

Annex A: worked examples for franchises and group companies.`,
};

export const regulatoryCases: EvalCase[] = [
  ...casesOf(ccbConsultations, [
    {
      id: 'h7-reg-ccb-subscriptions-deadline',
      label: 'alert',
      intent: 'We are drafting a response to the CCB consultation on subscription contracts. When does it close? {url}',
      edit: 'CP26/03 closing date 13 March 2026 → 10 April 2026',
      changes: [
        [
          '<td class="govuk-table__cell">9 January 2026</td><td class="govuk-table__cell">13 March 2026</td>',
          '<td class="govuk-table__cell">9 January 2026</td><td class="govuk-table__cell">10 April 2026</td>',
        ],
      ],
    },
    {
      id: 'h7-reg-ccb-reviews-not-subscriptions',
      label: 'off-topic',
      intent: 'We are drafting a response to the CCB consultation on subscription contracts. When does it close? {url}',
      edit: 'CP26/04 (online reviews) closing date 20 March → 27 March (another row)',
      changes: [['<td class="govuk-table__cell">20 March 2026</td>', '<td class="govuk-table__cell">27 March 2026</td>']],
    },
    {
      id: 'h7-reg-ccb-new-pricing-consultation',
      label: 'alert',
      intent: 'new CCB consultations about pricing practices (drip pricing, dynamic pricing, fake discounts) — {url}',
      edit: 'new row CP26/06 on drip pricing',
      changes: [
        [
          '</tbody>\n</table>',
          '    <tr class="govuk-table__row"><td class="govuk-table__cell">CP26/06</td><td class="govuk-table__cell"><a href="/consultations/cp26-06">Drip pricing: mandatory fees in headline prices</a></td><td class="govuk-table__cell">2 March 2026</td><td class="govuk-table__cell">25 May 2026</td></tr>\n  </tbody>\n</table>',
        ],
      ],
    },
    {
      id: 'h7-reg-ccb-page-views',
      label: 'noise',
      intent: 'Any new or changed consultation at the Competition and Consumer Board: {url}',
      edit: 'page view counter 4,511 → 4,538',
      changes: [['viewed 4,511 times', 'viewed 4,538 times']],
    },
  ]),
  ...casesOf(ccbNews, [
    {
      id: 'h7-reg-ccb-feed-auto-renewal',
      label: 'alert',
      intent: 'enforcement action against subscription / auto-renewal businesses (we run a SaaS with auto-renew) {url}',
      edit: 'new item: CCB opens investigation into auto-renewal practices of a streaming service',
      changes: [
        [
          '    <item>\n      <title>CCB fines ticket reseller',
          rssItem({
            title: 'CCB opens investigation into auto-renewal practices at streaming service Flickbox',
            link: 'https://www.ccb.gov.example/cases/flickbox-auto-renewal',
            date: 'Tue, 03 Mar 2026 07:00:00 GMT',
            body: 'The Board will examine whether customers were given clear reminders before annual subscriptions renewed.',
          }) + '    <item>\n      <title>CCB fines ticket reseller',
        ],
      ],
    },
    {
      id: 'h7-reg-ccb-feed-merger-not-subscriptions',
      label: 'off-topic',
      intent: 'enforcement action against subscription / auto-renewal businesses (we run a SaaS with auto-renew) {url}',
      edit: 'new item: merger clearance for two cement producers',
      changes: [
        [
          '    <item>\n      <title>CCB fines ticket reseller',
          rssItem({
            title: 'Cement producers merger cleared with divestment of two plants',
            link: 'https://www.ccb.gov.example/cases/cement-merger-final',
            date: 'Tue, 03 Mar 2026 07:00:00 GMT',
            body: 'The Board accepted undertakings to sell plants in Rugby and Ketton.',
          }) + '    <item>\n      <title>CCB fines ticket reseller',
        ],
      ],
    },
  ]),
  ...casesOf(produktsicherheitFeed, [
    {
      id: 'h7-reg-recall-ebike-akku-de',
      label: 'alert',
      intent: 'Rückrufe von E-Bike-Akkus oder Ladegeräten für E-Bikes, wir sind ein Fahrradladen. {url}',
      edit: 'new recall item: e-bike battery pack',
      changes: [
        [
          '    <item>\n      <title>Rückruf: Ladegerät',
          rssItem({
            title: 'Rückruf: E-Bike-Akku „VoltPack 500“ – Brandgefahr beim Laden',
            link: 'https://www.produktsicherheit.example/rueckrufe/2026-0219',
            date: 'Tue, 03 Mar 2026 08:00:00 GMT',
            body: 'Betroffen sind Akkus mit Seriennummern ab VP5-25-0001, verkauft von Mai 2025 bis Januar 2026.',
          }) + '    <item>\n      <title>Rückruf: Ladegerät',
        ],
      ],
    },
    {
      id: 'h7-reg-recall-toy-not-ebike',
      label: 'off-topic',
      intent: 'Rückrufe von E-Bike-Akkus oder Ladegeräten für E-Bikes, wir sind ein Fahrradladen. {url}',
      edit: 'new recall item: plush toy with loose eyes',
      changes: [
        [
          '    <item>\n      <title>Rückruf: Ladegerät',
          rssItem({
            title: 'Rückruf: Plüschtier „Hoppel“ – Erstickungsgefahr durch lose Augen',
            link: 'https://www.produktsicherheit.example/rueckrufe/2026-0218',
            date: 'Tue, 03 Mar 2026 08:00:00 GMT',
            body: 'Betroffen sind alle Chargen, verkauft über Online-Marktplätze.',
          }) + '    <item>\n      <title>Rückruf: Ladegerät',
        ],
      ],
    },
  ]),
  ...casesOf(thresholdGuidance, [
    {
      id: 'h7-reg-guidance-threshold-now-applies',
      label: 'alert',
      intent: 'We have about 120 employees. Does the CCB transparency reporting guidance apply to us? Tell me if that changes. {url}',
      edit: 'scope threshold more than 250 → more than 50 employees',
      changes: [['employ more than 250 people on average', 'employ more than 50 people on average']],
    },
  ]),
];
