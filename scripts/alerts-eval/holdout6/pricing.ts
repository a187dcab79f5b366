import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi, pdfFile } from '../pages';
import { POSTWREN } from './sites';

const postwrenPricing = `<div class="container mx-auto px-4">
<h1 class="text-4xl font-bold">Simple pricing that grows with your list</h1>
<p class="text-gray-600">Prices in USD. Taxes may apply. <span class="sr-only">Pricing last reviewed</span> Updated January 2026.</p>
<div role="tablist" aria-label="Billing period"><button role="tab" aria-selected="true" aria-controls="annual">Annual (save 20%)</button><button role="tab" aria-selected="false" aria-controls="monthly">Monthly</button></div>
<section id="annual" role="tabpanel">
  <table class="w-full">
    <thead><tr><th scope="col">Billed annually</th><th scope="col">Starter</th><th scope="col">Growth</th><th scope="col">Scale</th></tr></thead>
    <tbody>
      <tr><th scope="row">Price per month</th><td>$12</td><td>$39</td><td>$159</td></tr>
      <tr><th scope="row">Contacts included</th><td>1,000</td><td>10,000</td><td>50,000</td></tr>
      <tr><th scope="row">Emails per month</th><td>10,000</td><td>120,000</td><td>Unlimited</td></tr>
    </tbody>
  </table>
</section>
<section id="monthly" role="tabpanel" hidden>
  <table class="w-full">
    <thead><tr><th scope="col">Billed monthly</th><th scope="col">Starter</th><th scope="col">Growth</th><th scope="col">Scale</th></tr></thead>
    <tbody>
      <tr><th scope="row">Price per month</th><td>$15</td><td>$49</td><td>$199</td></tr>
      <tr><th scope="row">Contacts included</th><td>1,000</td><td>10,000</td><td>50,000</td></tr>
      <tr><th scope="row">Emails per month</th><td>10,000</td><td>120,000</td><td>Unlimited</td></tr>
    </tbody>
  </table>
</section>
<section id="features">
  <h2 class="text-2xl">Compare features</h2>
  <table class="feature-matrix">
    <thead><tr><th>Feature</th><th>Starter</th><th>Growth</th><th>Scale</th></tr></thead>
    <tbody>
      <tr><td>Drag-and-drop editor</td><td>✓</td><td>✓</td><td>✓</td></tr>
      <tr><td>A/B testing</td><td>—</td><td>✓</td><td>✓</td></tr>
      <tr><td>Multi-step automations</td><td>—</td><td>✓ (up to 20)</td><td>✓ Unlimited</td></tr>
      <tr><td>Custom sending domain</td><td>✓</td><td>✓</td><td>✓</td></tr>
      <tr><td>SSO / SAML</td><td>—</td><td>—</td><td>✓</td></tr>
      <tr><td>Phone support</td><td>—</td><td>—</td><td>✓</td></tr>
      <tr><td>User seats</td><td>1</td><td>5</td><td>Unlimited</td></tr>
    </tbody>
  </table>
</section>
<section class="faq">
  <h2>Frequently asked questions</h2>
  <details><summary>What happens if I go over my contact limit?</summary><p>We bill overage at $8 per additional 1,000 contacts, prorated to the day.</p></details>
  <details><summary>Do you offer discounts for nonprofits?</summary><p>Yes — registered nonprofits get 15% off any annual plan.</p></details>
  <details><summary>Can I cancel anytime?</summary><p>Monthly plans can be cancelled anytime. Annual plans are refundable within 30 days of purchase.</p></details>
</section>
<div class="promo-banner" data-exp="hdl-7">Black Friday: 3 months of Growth for $1</div>
<p class="social-proof">Trusted by 41,200 businesses</p>
</div>
<!--aside--><h3>Related</h3><ul><li><a href="/blog/deliverability-2026">Deliverability in 2026</a></li><li><a href="/compare/postwren-vs-others">Postwren vs the others</a></li></ul>
<!--footer--><p>Prices shown as of {{date}}.</p>`;

const RIVAL =
  'We are a competing email tool. Track Postwren’s pricing at {url}: any change to the monthly or annual price of Starter, Growth or Scale, the contact limits, or which features are included on which plan. Ignore their promo banners and marketing fluff.';

const vocalisRates = JSON.stringify({
  product: 'messaging',
  currency: 'USD',
  updated: '2026-02-14',
  countries: [
    { iso: 'GB', name: 'United Kingdom', sms_outbound: 0.0395, sms_inbound: 0.0075, mms_outbound: null, carrier_fee: 0 },
    { iso: 'DE', name: 'Germany', sms_outbound: 0.0892, sms_inbound: 0.0075, mms_outbound: null, carrier_fee: 0 },
    {
      iso: 'IN',
      name: 'India',
      sms_outbound: 0.0021,
      sms_inbound: 0,
      mms_outbound: null,
      carrier_fee: 0.0008,
      dlt_registration_required: true,
    },
    { iso: 'JP', name: 'Japan', sms_outbound: 0.0748, sms_inbound: 0.0075, mms_outbound: null, carrier_fee: 0 },
    {
      iso: 'US',
      name: 'United States',
      sms_outbound: 0.0079,
      sms_inbound: 0.0079,
      mms_outbound: 0.02,
      carrier_fee: 0.003,
      volume_tiers: [
        { from: 0, price: 0.0079 },
        { from: 150000, price: 0.0077 },
        { from: 300000, price: 0.0075 },
      ],
    },
  ],
  meta: { schema: 'rates.v3', cache: 'HIT' },
});

const tessaroList = `Preisliste 2026/1 — gültig ab 1. Februar 2026 / Price list 2026/1 — valid from 1 February 2026

Alle Preise in EUR netto zzgl. MwSt., ab Lager Bielefeld. All prices in EUR net of VAT, ex works Bielefeld.

Art.-Nr. KF-200 Faltkarton einwellig 200x150x100 mm: 100 St. 0,38 EUR; 500 St. 0,33 EUR; 1000 St. 0,29 EUR.

Art.-Nr. KF-300 Faltkarton einwellig 300x200x150 mm: 100 St. 0,52 EUR; 500 St. 0,46 EUR; 1000 St. 0,41 EUR.

Art.-Nr. KF-400Z Faltkarton zweiwellig 400x300x300 mm: 100 St. 1,24 EUR; 500 St. 1,09 EUR; 1000 St. 0,98 EUR.

Art.-Nr. VT-C4 Versandtasche Papier C4 mit Haftstreifen: 250 St. 0,21 EUR; 1000 St. 0,17 EUR.

Art.-Nr. FM-10 Füllmaterial Papierpolster, Rolle 10 kg: 1 Rolle 18,90 EUR; ab 10 Rollen 16,50 EUR.

Mindestbestellwert 150 EUR. Frachtfrei ab 750 EUR Nettowarenwert innerhalb Deutschlands; darunter Frachtpauschale 19,50 EUR. Minimum order 150 EUR; carriage paid from 750 EUR within Germany.

Zahlungsbedingungen: 30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen. Payment terms: 30 days net, 2% discount within 10 days.

Papierzuschlag: Bei Änderung des Rohpapierpreises um mehr als 5 % behalten wir uns eine Anpassung vor.

Stand: {{ymd}} · Dokument-Nr. PL-2026-01`;

const BUYER =
  'I run purchasing for a small online tea shop in Lyon. We buy KF-200 and KF-300 boxes (1000 pieces) and paper padding FM-10 from Tessaro. Alert me if those prices or the free-shipping threshold change — price list at {url}.';

export const pricingCases: EvalCase[] = [
  ...casesOf({ pageClass: 'pricing', kind: 'html', path: '/pricing', render: htmlPage(POSTWREN, 'Pricing'), content: postwrenPricing }, [
    {
      id: 'h6-pricing-postwren-growth-monthly',
      label: 'alert',
      intent: RIVAL,
      businessContext: 'Mailtern, a 12-person email marketing startup; we price just under Postwren.',
      edit: 'Growth monthly price $49 → $59 (annual table unchanged)',
      changes: [['<td>$15</td><td>$49</td><td>$199</td>', '<td>$15</td><td>$59</td><td>$199</td>']],
    },
    {
      id: 'h6-pricing-postwren-abtest-moved',
      label: 'alert',
      intent: RIVAL,
      edit: 'A/B testing now included on Starter (— → ✓)',
      changes: [['<tr><td>A/B testing</td><td>—</td>', '<tr><td>A/B testing</td><td>✓</td>']],
    },
    {
      id: 'h6-pricing-postwren-contacts',
      label: 'alert',
      intent: 'postwren pricing {url} — contact limits per plan, seats. that is all i care',
      edit: 'Growth contacts included 10,000 → 7,500 in both tables',
      changes: [['<td>1,000</td><td>10,000</td><td>50,000</td>', '<td>1,000</td><td>7,500</td><td>50,000</td>']],
    },
    {
      id: 'h6-pricing-postwren-promo-noise',
      label: 'noise',
      intent: RIVAL,
      edit: 'A/B headline of the promo banner swapped',
      changes: [['Black Friday: 3 months of Growth for $1', 'Black Friday deal — Growth for $1 for your first 3 months']],
    },
    {
      id: 'h6-pricing-postwren-socialproof-noise',
      label: 'noise',
      intent: 'Did Postwren change any plan price? {url}',
      edit: 'customer counter 41,200 → 41,274',
      changes: [['Trusted by 41,200 businesses', 'Trusted by 41,274 businesses']],
    },
    {
      id: 'h6-pricing-postwren-nonprofit-offtopic',
      label: 'off-topic',
      intent:
        'Only tell me about Scale plan changes on {url} — its price (monthly or annual) and SSO/phone support. Nothing about the smaller plans.',
      edit: 'Starter annual price $12 → $10 (Scale untouched)',
      changes: [['<td>$12</td><td>$39</td><td>$159</td>', '<td>$10</td><td>$39</td><td>$159</td>']],
    },
    {
      id: 'h6-pricing-postwren-overage',
      label: 'alert',
      intent: 'Watch {url} for overage pricing — what Postwren charges when you exceed your contacts. We model our own overage on theirs.',
      edit: 'overage $8 → $10 per additional 1,000 contacts',
      changes: [['$8 per additional 1,000 contacts', '$10 per additional 1,000 contacts']],
    },
    {
      id: 'h6-pricing-postwren-refund-offtopic',
      label: 'off-topic',
      intent: 'Tell me when Postwren changes the price of its Growth plan, annual or monthly ({url}).',
      edit: 'annual refund window 30 → 14 days in FAQ (no price change)',
      changes: [['refundable within 30 days of purchase', 'refundable within 14 days of purchase']],
    },
    {
      id: 'h6-pricing-postwren-scale-offtopic',
      label: 'off-topic',
      intent:
        'Which features come with Postwren Growth? Tell me if Growth gains or loses a feature (A/B testing, automations, seats…). {url}',
      edit: 'Scale annual price $159 → $169 (Growth features unchanged)',
      changes: [['<td>$12</td><td>$39</td><td>$159</td>', '<td>$12</td><td>$39</td><td>$169</td>']],
    },
  ]),
  ...casesOf({ pageClass: 'pricing', kind: 'json', path: '/v1/pricing/messaging', render: jsonApi(), content: vocalisRates }, [
    {
      id: 'h6-pricing-vocalis-in-sms',
      label: 'alert',
      intent: 'We send OTP SMS to India through Vocalis. Notify if the India outbound SMS price or carrier fee changes. Pricing API: {url}',
      businessContext: 'Fintech app in Pune, ~2M OTPs a month.',
      edit: 'India sms_outbound 0.0021 → 0.0026',
      changes: [['"sms_outbound":0.0021', '"sms_outbound":0.0026']],
    },
    {
      id: 'h6-pricing-vocalis-us-tier',
      label: 'alert',
      intent: 'US SMS volume pricing tiers at {url} — new tiers or changed tier prices',
      edit: 'new US volume tier from 600000 at 0.0072 appended',
      changes: [['{"from":300000,"price":0.0075}', '{"from":300000,"price":0.0075},{"from":600000,"price":0.0072}']],
    },
    {
      id: 'h6-pricing-vocalis-de-offtopic',
      label: 'off-topic',
      intent: 'Vocalis SMS prices for Japan and the UK only ({url}). We do not send anywhere else.',
      edit: 'Germany sms_outbound 0.0892 → 0.0951',
      changes: [['"sms_outbound":0.0892', '"sms_outbound":0.0951']],
    },
    {
      id: 'h6-pricing-vocalis-jp',
      label: 'alert',
      intent: 'Vocalis SMS prices for Japan and the UK only ({url}). We do not send anywhere else.',
      edit: 'Japan sms_outbound 0.0748 → 0.0812',
      changes: [['"sms_outbound":0.0748', '"sms_outbound":0.0812']],
    },
    {
      id: 'h6-pricing-vocalis-cache-noise',
      label: 'noise',
      intent: 'Any change in Vocalis messaging prices: {url}',
      edit: 'meta cache HIT → MISS',
      changes: [['"cache":"HIT"', '"cache":"MISS"']],
    },
  ]),
  ...casesOf(
    {
      pageClass: 'pricing',
      kind: 'pdf',
      path: '/downloads/preisliste-2026.pdf',
      render: pdfFile('Tessaro Verpackung — Preisliste 2026/1'),
      content: tessaroList,
    },
    [
      {
        id: 'h6-pricing-tessaro-kf300',
        label: 'alert',
        intent: BUYER,
        edit: 'KF-300 1000 pcs 0,41 → 0,47 EUR',
        changes: [['1000 St. 0,41 EUR', '1000 St. 0,47 EUR']],
      },
      {
        id: 'h6-pricing-tessaro-freight',
        label: 'alert',
        intent: BUYER,
        edit: 'free carriage threshold 750 → 1000 EUR',
        changes: [
          ['Frachtfrei ab 750 EUR', 'Frachtfrei ab 1000 EUR'],
          ['carriage paid from 750 EUR', 'carriage paid from 1000 EUR'],
        ],
      },
      {
        id: 'h6-pricing-tessaro-c4-offtopic',
        label: 'off-topic',
        intent: BUYER,
        edit: 'VT-C4 envelope 1000 pcs 0,17 → 0,19 EUR (buyer does not buy envelopes)',
        changes: [['1000 St. 0,17 EUR', '1000 St. 0,19 EUR']],
      },
      {
        id: 'h6-pricing-tessaro-skonto-de',
        label: 'alert',
        intent: 'Bitte melden, wenn sich bei Tessaro ({url}) die Zahlungsbedingungen ändern (Zahlungsziel, Skonto).',
        edit: 'Skonto 2 % → 1 % within 10 days, both languages',
        changes: [
          ['2 % Skonto', '1 % Skonto'],
          ['2% discount within 10 days', '1% discount within 10 days'],
        ],
      },
    ],
  ),
];
