import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { BAZARRO } from './sites';

const sellerFees = `<h1>Selling fees</h1>
<p class="updated">Last updated: 12 Feb 2026 · <a href="/fees/archive">Previous fee schedules</a></p>
<p class="lede">You pay a referral fee on every sale, a closing fee per unit, and (if you use Bazarro Fulfilment) a pick-and-pack fee. No monthly subscription on the Individual plan.</p>
<section id="plans">
  <h2>Seller plans</h2>
  <table>
    <thead><tr><th>Plan</th><th>India (INR)</th><th>United Kingdom (GBP)</th><th>Best for</th></tr></thead>
    <tbody>
      <tr><td>Individual</td><td>₹0 / month + ₹25 per item</td><td>£0 / month + £0.75 per item</td><td>Fewer than 40 sales a month</td></tr>
      <tr><td>Professional</td><td>₹1,499 / month</td><td>£25 / month (ex. VAT)</td><td>Growing sellers</td></tr>
      <tr><td>Brand Plus</td><td>₹4,999 / month</td><td>£79 / month (ex. VAT)</td><td>Registered brand owners</td></tr>
    </tbody>
  </table>
</section>
<section id="referral">
  <h2>Referral fees by category</h2>
  <table>
    <thead><tr><th>Category</th><th>India</th><th>UK</th></tr></thead>
    <tbody>
      <tr><td>Books</td><td>3% (items up to ₹250: 0%)</td><td>15%</td></tr>
      <tr><td>Electronics and accessories</td><td>6.5%</td><td>8%</td></tr>
      <tr><td>Home and kitchen</td><td>11%</td><td>15%</td></tr>
      <tr><td>Clothing and fashion</td><td>17% (items over ₹1,000: 19%)</td><td>15% (items over £40: 7%)</td></tr>
      <tr><td>Handmade</td><td>9%</td><td>12%</td></tr>
      <tr><td>Grocery</td><td>5%</td><td>8% (items up to £10: 5%)</td></tr>
    </tbody>
  </table>
</section>
<section id="closing">
  <h2>Closing fees</h2>
  <ul>
    <li>India: ₹12 per unit for items up to ₹500; ₹24 above ₹500.</li>
    <li>UK: £0.30 per unit on media; none on other categories.</li>
  </ul>
</section>
<section id="payouts">
  <h2>Payouts</h2>
  <p>We pay out every 7 days to your registered bank account. Early payout (daily) costs 1% of the amount, minimum ₹10 / £0.20.</p>
</section>
<section class="faq">
  <h2>FAQ</h2>
  <details><summary>Is GST/VAT included?</summary><p>No. Fees in India attract 18% GST; UK fees are shown before VAT.</p></details>
  <details><summary>Do fees change during peak season?</summary><p>From 1 October to 31 December, UK fulfilment fees rise by £0.20 per unit.</p></details>
</section>
<div class="promo" data-variant="B">New sellers: <strong>zero referral fees for your first 30 days</strong> — <a href="/start?cmp=fees-b">start today</a></div>
<!--aside--><h3>Seller stories</h3><ul class="reco"><li>How Kavya scaled her handloom sarees</li><li>Five listing photos that sell</li><li>From market stall to Brand Plus</li></ul>
<!--footer--><p>Fee calculator data refreshed {{date}} at {{time}}.</p>`;

const plans = JSON.stringify({
  country: 'GB',
  currency: 'GBP',
  plans: [
    { id: 'sim-5gb', name: 'SIM Only 5GB', monthly: 8, data_gb: 5, contract_months: 12, roaming_zones: ['EU'], annual_rise: 'CPIH + 3.9%' },
    {
      id: 'sim-30gb',
      name: 'SIM Only 30GB',
      monthly: 12,
      data_gb: 30,
      contract_months: 24,
      roaming_zones: ['EU'],
      annual_rise: 'CPIH + 3.9%',
    },
    {
      id: 'sim-unl',
      name: 'SIM Only Unlimited',
      monthly: 20,
      data_gb: null,
      contract_months: 24,
      roaming_zones: ['EU', 'USA', 'Australia'],
      annual_rise: 'CPIH + 3.9%',
    },
  ],
  offers: [{ code: 'SPRING26', label: 'Half price for 6 months on 30GB', ends: '2026-03-31' }],
  meta: { generated_by: 'price-svc', edge: 'lhr-3' },
});

const SELLER_IN =
  'I sell handmade brass lamps on Bazarro India (Professional plan). Watch {url} for changes to what I pay: the Professional plan fee, the Handmade and Home and kitchen referral fees in India, and the closing fee. UK stuff is irrelevant to me.';

export const pricingCases: EvalCase[] = [
  ...casesOf({ pageClass: 'pricing', kind: 'html', path: '/fees', render: htmlPage(BAZARRO, 'Selling fees'), content: sellerFees }, [
    {
      id: 'h5-pricing-bazarro-handmade-in',
      label: 'alert',
      intent: SELLER_IN,
      businessContext: 'Small family business in Moradabad, about 300 orders a month.',
      edit: 'India Handmade referral fee 9% → 11%',
      changes: [['<td>Handmade</td><td>9%</td>', '<td>Handmade</td><td>11%</td>']],
    },
    {
      id: 'h5-pricing-bazarro-pro-in',
      label: 'alert',
      intent: SELLER_IN,
      edit: 'Professional plan India ₹1,499 → ₹1,999 / month',
      changes: [['₹1,499 / month', '₹1,999 / month']],
    },
    {
      id: 'h5-pricing-bazarro-uk-clothing-offtopic',
      label: 'off-topic',
      intent: SELLER_IN,
      edit: 'UK clothing referral 15% → 17% (seller only sells in India, handmade)',
      changes: [['<td>15% (items over £40: 7%)</td>', '<td>17% (items over £40: 7%)</td>']],
    },
    {
      id: 'h5-pricing-bazarro-uk-pro-offtopic',
      label: 'off-topic',
      intent: SELLER_IN,
      edit: 'UK Professional plan £25 → £30 / month (India plan unchanged)',
      changes: [['£25 / month (ex. VAT)', '£30 / month (ex. VAT)']],
    },
    {
      id: 'h5-pricing-bazarro-closing-in',
      label: 'alert',
      intent: SELLER_IN,
      edit: 'India closing fee above ₹500 ₹24 → ₹30',
      changes: [['₹24 above ₹500', '₹30 above ₹500']],
    },
    {
      id: 'h5-pricing-bazarro-payout',
      label: 'alert',
      intent: 'bazarro payout schedule / early payout fee {url}',
      edit: 'payouts every 7 days → every 14 days',
      changes: [['We pay out every 7 days', 'We pay out every 14 days']],
    },
    {
      id: 'h5-pricing-bazarro-books-offtopic',
      label: 'off-topic',
      intent: 'bazarro payout schedule / early payout fee {url}',
      edit: 'India Books referral 3% → 4% (intent is payouts)',
      changes: [['<td>3% (items up to ₹250: 0%)</td>', '<td>4% (items up to ₹250: 0%)</td>']],
    },
    {
      id: 'h5-pricing-bazarro-peak-uk',
      label: 'alert',
      intent:
        'We run Bazarro Fulfilment for a UK toy shop; Q4 is everything for us. Anything about UK fees in the peak season, please. {url}',
      edit: 'UK peak-season fulfilment surcharge £0.20 → £0.35 per unit',
      changes: [['rise by £0.20 per unit', 'rise by £0.35 per unit']],
    },
    {
      id: 'h5-pricing-bazarro-promo-noise',
      label: 'noise',
      intent: 'Any change in Bazarro seller fees (India or UK) on {url}',
      edit: 'A/B promo banner headline, reordered seller stories, calculator refresh stamp',
      changes: [
        [
          '<div class="promo" data-variant="B">New sellers: <strong>zero referral fees for your first 30 days</strong> — <a href="/start?cmp=fees-b">start today</a></div>',
          '<div class="promo" data-variant="A">Ready to grow? <strong>Your first 30 days without referral fees</strong> — <a href="/start?cmp=fees-a">join now</a></div>',
        ],
        [
          '<li>How Kavya scaled her handloom sarees</li><li>Five listing photos that sell</li>',
          '<li>Five listing photos that sell</li><li>How Kavya scaled her handloom sarees</li>',
        ],
      ],
    },
  ]),
  ...casesOf({ pageClass: 'pricing', kind: 'json', path: '/api/plans/sim-only', render: jsonApi(), content: plans }, [
    {
      id: 'h5-pricing-veltro-30gb',
      label: 'alert',
      intent: 'Veltro SIM only 30GB monthly price? tell me if changes {url}',
      edit: '30GB plan £12 → £14 a month',
      changes: [['"monthly":12,', '"monthly":14,']],
    },
    {
      id: 'h5-pricing-veltro-unl-offtopic',
      label: 'off-topic',
      intent: 'Veltro SIM only 30GB monthly price? tell me if changes {url}',
      edit: 'Unlimited plan adds Canada roaming zone (not the 30GB price)',
      changes: [['"roaming_zones":["EU","USA","Australia"]', '"roaming_zones":["EU","USA","Australia","Canada"]']],
    },
    {
      id: 'h5-pricing-veltro-rise',
      label: 'alert',
      intent:
        'Veltro mid-contract price rises. Our 40 staff phones are on SIM Only Unlimited. If the annual rise formula changes or the Unlimited plan gets more expensive, I need to know. {url}',
      businessContext: 'Facilities manager, fixed telecom budget.',
      edit: 'annual rise CPIH + 3.9% → £2 a year on every plan',
      changes: [['"annual_rise":"CPIH + 3.9%"', '"annual_rise":"£2.00 per month each April"']],
    },
    {
      id: 'h5-pricing-veltro-edge-noise',
      label: 'noise',
      intent: 'Any Veltro SIM only plan or offer change: {url}',
      edit: 'edge server id in meta changes',
      changes: [['"edge":"lhr-3"', '"edge":"man-1"']],
    },
  ]),
];
