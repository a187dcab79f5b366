import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile, rssFeed, rssItem } from '../pages';
import { FINAGENCY } from '../sites';

const NOTICE = `    <article class="notice">
      <p class="kicker">Policy statement PS26/3</p>
      <h1>Crypto-asset promotions: new rules for firms</h1>
      <dl class="facts">
        <dt>Published</dt><dd>10 February 2026</dd>
        <dt>Applies to</dt><dd>Authorised firms that approve or communicate crypto-asset promotions</dd>
        <dt>Rules come into force</dt><dd>1 June 2026</dd>
        <dt>Status</dt><dd>Final rules</dd>
      </dl>
      <h2>Summary</h2>
      <p>From 1 June 2026, firms must give consumers a 24-hour cooling-off period before a first investment in crypto-assets, must run an appropriateness assessment, and must show the risk warning set out in the annex on every promotion.</p>
      <h2>Who is affected</h2>
      <p>Crypto-asset exchanges, brokers and payment firms that communicate promotions to retail consumers in the country, and firms that approve promotions for unauthorised persons.</p>
      <h2>Transitional arrangements</h2>
      <p>Firms that already have customers must apply the cooling-off period to those customers' next investment made after 1 September 2026.</p>
      <h2>Penalties</h2>
      <p>Breaches may lead to fines of up to 10% of annual turnover and to the withdrawal of the permission to approve promotions.</p>
      <h2>Contact</h2>
      <p>Questions about this statement: cryptopolicy@fma.example or the Firm Contact Centre on 0300 500 0597.</p>
    </article>
<!--aside-->
      <h4>Most read this week</h4>
      <ol><li>Consumer Duty: annual board report</li><li>Motor finance complaints: next steps</li><li>Authorisation fees 2026/27</li></ol>`;

const noticePage = {
  pageClass: 'regulatory' as const,
  kind: 'html' as const,
  path: '/publications/policy-statements/ps26-3',
  render: htmlPage(FINAGENCY, 'PS26/3 Crypto-asset promotions'),
  content: NOTICE,
};

const item = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.fma.example/news/${slug}`, date, body });

const ENFORCEMENT = [
  item(
    'FMA fines Quayside Payments £4.2m for anti-money laundering failures',
    'quayside-payments-fine',
    'Fri, 27 Feb 2026 07:00:00 GMT',
    'Quayside Payments Ltd failed to monitor high-risk transactions between 2021 and 2024.',
  ),
  item(
    'Warning: clone firm using the name of Ashgrove Wealth',
    'ashgrove-clone-warning',
    'Wed, 25 Feb 2026 09:30:00 GMT',
    'Fraudsters are contacting consumers claiming to work for Ashgrove Wealth Management, an authorised firm.',
  ),
  item(
    'Former trader banned for market abuse',
    'trader-ban-market-abuse',
    'Mon, 23 Feb 2026 07:00:00 GMT',
    'The FMA has banned Daniel Crewe from working in financial services after he traded on inside information.',
  ),
].join('');

const enforcementFeed = {
  pageClass: 'regulatory' as const,
  kind: 'feed' as const,
  path: '/feeds/enforcement.xml',
  render: rssFeed({ title: 'FMA enforcement news', link: 'https://www.fma.example/enforcement', description: 'Fines, bans and warnings' }),
  content: ENFORCEMENT,
};

const CONSULTATION = `Financial Markets Authority — Consultation Paper CP26/7

Changes to the client money rules for payment institutions

Published 3 February 2026. Responses are due by 28 April 2026.

Chapter 1. We propose that payment institutions reconcile client money daily rather than weekly, and report any shortfall to us within one business day.

Chapter 2. We propose that safeguarding accounts are held at a bank with a credit rating of at least A-. Firms would have 6 months from the final rules to move accounts that do not meet this requirement.

Chapter 3. Cost benefit analysis. We estimate one-off costs of £18 million across the sector and ongoing costs of £6 million a year.

How to respond. Send your response using the online form or by email to cp26-7@fma.example. We will publish a policy statement in the fourth quarter of 2026.`;

const consultationPdf = {
  pageClass: 'regulatory' as const,
  kind: 'pdf' as const,
  path: '/publications/cp26-7.pdf',
  render: pdfFile('FMA CP26/7 — Client money rules for payment institutions'),
  content: CONSULTATION,
};

export const regulatoryCases: EvalCase[] = [
  ...casesOf(noticePage, [
    {
      id: 'reg-notice-deadline-postponed',
      label: 'alert',
      intent: 'When do the new crypto promotion rules start? Tell me if the date on {url} moves.',
      businessContext: 'We run a crypto exchange licensed in the country.',
      edit: 'rules come into force 1 June → 1 October 2026',
      changes: [
        ['<dd>1 June 2026</dd>', '<dd>1 October 2026</dd>'],
        ['From 1 June 2026, firms', 'From 1 October 2026, firms'],
      ],
    },
    {
      id: 'reg-notice-cooling-off',
      label: 'alert',
      intent: 'Follow the obligations this policy statement puts on crypto firms: {url}',
      edit: 'cooling-off period 24 → 48 hours',
      changes: [['24-hour cooling-off period', '48-hour cooling-off period']],
    },
    {
      id: 'reg-notice-penalty-raised',
      label: 'alert',
      intent: 'Keep me posted about the penalties in FMA PS26/3 ({url}).',
      edit: 'fines up to 10% → 15% of turnover',
      changes: [['up to 10% of annual turnover', 'up to 15% of annual turnover']],
    },
    {
      id: 'reg-notice-deadline-only-contact',
      label: 'off-topic',
      intent: 'When do the new crypto promotion rules start? Tell me if the date on {url} moves.',
      edit: 'the contact phone number changes',
      changes: [['0300 500 0597', '0300 500 0810']],
    },
    {
      id: 'reg-notice-most-read',
      label: 'noise',
      intent: 'Follow the obligations this policy statement puts on crypto firms: {url}',
      edit: 'the "most read this week" list reorders',
      changes: [
        [
          '<li>Consumer Duty: annual board report</li><li>Motor finance complaints: next steps</li><li>Authorisation fees 2026/27</li>',
          '<li>Authorisation fees 2026/27</li><li>Consumer Duty: annual board report</li><li>Motor finance complaints: next steps</li>',
        ],
      ],
    },
  ]),
  ...casesOf(enforcementFeed, [
    {
      id: 'reg-feed-new-fine',
      label: 'alert',
      intent: 'Tell me about new fines the FMA hands to payment companies. Their enforcement feed: {url}',
      businessContext: 'We are a payments start-up preparing our own authorisation.',
      edit: 'new item: Brightpay fined £1.1m',
      changes: [
        (content) =>
          item(
            'FMA fines Brightpay Ltd £1.1m over safeguarding of customer funds',
            'brightpay-fine',
            'Mon, 02 Mar 2026 07:00:00 GMT',
            'Brightpay failed to keep customer funds separate from its own money for 14 months.',
          ) + content,
      ],
    },
    {
      id: 'reg-feed-fine-corrected',
      label: 'alert',
      intent: 'Follow FMA enforcement actions against payment firms: {url}',
      edit: 'Quayside fine corrected £4.2m → £2.4m',
      changes: [['Quayside Payments £4.2m', 'Quayside Payments £2.4m']],
    },
    {
      id: 'reg-feed-fines-only-clone-warning',
      label: 'off-topic',
      intent: 'Tell me about new fines the FMA hands to payment companies. Their enforcement feed: {url}',
      edit: 'new item: a clone-firm warning',
      changes: [
        (content) =>
          item(
            'Warning: clone firm using the name of Tidewater Pensions',
            'tidewater-clone-warning',
            'Mon, 02 Mar 2026 10:00:00 GMT',
            'Callers claim to represent Tidewater Pensions and ask consumers to transfer their pension.',
          ) + content,
      ],
    },
    {
      id: 'reg-feed-reordered',
      label: 'noise',
      intent: 'Follow FMA enforcement actions against payment firms: {url}',
      edit: 'the same items in another order, new build date',
      changes: [
        (content) =>
          content
            .split('    <item>')
            .filter(Boolean)
            .reverse()
            .map((entry) => `    <item>${entry}`)
            .join(''),
      ],
    },
  ]),
  ...casesOf(consultationPdf, [
    {
      id: 'reg-pdf-response-deadline',
      label: 'alert',
      intent: 'We want to respond to the FMA consultation CP26/7. Remind me if the response deadline changes: {url}',
      edit: 'responses due 28 April → 12 May 2026',
      changes: [['Responses are due by 28 April 2026.', 'Responses are due by 12 May 2026.']],
    },
    {
      id: 'reg-pdf-reconciliation-proposal',
      label: 'alert',
      intent: 'Watch the proposals in CP26/7 on client money ({url}) — we are a payment institution.',
      edit: 'reconciliation daily → twice a week',
      changes: [['reconcile client money daily rather than weekly', 'reconcile client money twice a week rather than weekly']],
    },
    {
      id: 'reg-pdf-deadline-only-costs',
      label: 'off-topic',
      intent: 'We want to respond to the FMA consultation CP26/7. Remind me if the response deadline changes: {url}',
      edit: 'cost estimate £18m → £22m',
      changes: [['one-off costs of £18 million', 'one-off costs of £22 million']],
    },
  ]),
];
