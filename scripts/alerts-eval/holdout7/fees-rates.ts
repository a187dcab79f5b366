import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { BALLAST } from './sites';

const ballastCharges: SourcePage = {
  pageClass: 'fees-rates',
  kind: 'html',
  path: '/rates-and-charges',
  render: htmlPage(BALLAST, 'Rates and charges'),
  content: `<div class="page-header"><h1>Rates and charges</h1><p>Everything you pay to invest with Ballast, in one place. Effective from 1 February 2026.</p>
<div class="ticker" aria-live="off">Live FX indicative: GBP/USD 1.2714 · GBP/EUR 1.1682 · updated 10:42:13</div></div>
<section aria-labelledby="dealing"><h2 id="dealing">Share dealing</h2>
  <table class="charges">
    <thead><tr><th scope="col">Market</th><th scope="col">Online trade</th><th scope="col">Regular investing</th></tr></thead>
    <tbody>
      <tr><th scope="row">UK shares, ETFs and investment trusts (LSE)</th><td>£5.95</td><td>£1.50</td></tr>
      <tr><th scope="row">US shares (NYSE, Nasdaq)</th><td>£5.95</td><td>£1.50</td></tr>
      <tr><th scope="row">German shares (Xetra)</th><td>€7.90</td><td>Not available</td></tr>
      <tr><th scope="row">Japanese shares (TSE)</th><td>¥1,800</td><td>Not available</td></tr>
    </tbody>
  </table>
</section>
<section aria-labelledby="fx"><h2 id="fx">Foreign exchange</h2>
  <p>When you buy or sell shares priced in another currency we convert at the spot rate plus an FX fee of 0.50% of the trade value.</p>
</section>
<section aria-labelledby="platform"><h2 id="platform">Platform fee</h2>
  <table class="charges"><thead><tr><th>Portfolio value</th><th>Annual fee</th></tr></thead><tbody>
    <tr><td>First £250,000</td><td>0.35%</td></tr>
    <tr><td>£250,000 to £1m</td><td>0.20%</td></tr>
    <tr><td>Over £1m</td><td>No charge</td></tr>
  </tbody></table>
  <p>Capped at £45 a year for shares and ETFs held in an ISA.</p>
</section>
<section aria-labelledby="other"><h2 id="other">Other charges</h2>
  <dl><dt>Account closure</dt><dd>Free</dd><dt>Transfer out, per holding</dt><dd>Free</dd><dt>Paper statements</dt><dd>£5 per statement</dd></dl>
</section>
<!--footer-->
<p>The value of investments can go down as well as up. Tax treatment depends on your circumstances.</p>`,
};

const parcelonRates: SourcePage = {
  pageClass: 'fees-rates',
  kind: 'json',
  path: '/api/rate-card/eu-export',
  render: jsonApi(),
  content: `{
  "rate_card": "EU export, parcels up to 30 kg, collected from UK",
  "valid_from": "2026-02-01",
  "fuel_surcharge_pct": 8.5,
  "quote_ref": "Q-7XK2-0193",
  "zones": [
    {"country": "DE", "zone": 2, "rates": {"1kg": 9.80, "2kg": 12.40, "5kg": 16.90, "10kg": 24.50}, "transit_days": "2-3"},
    {"country": "AT", "zone": 3, "rates": {"1kg": 11.20, "2kg": 13.90, "5kg": 18.70, "10kg": 27.30}, "transit_days": "3-4"},
    {"country": "FR", "zone": 2, "rates": {"1kg": 9.60, "2kg": 12.10, "5kg": 16.50, "10kg": 23.90}, "transit_days": "2-3"},
    {"country": "IE", "zone": 1, "rates": {"1kg": 7.90, "2kg": 9.40, "5kg": 12.80, "10kg": 18.20}, "transit_days": "1-2"}
  ]
}`,
};

export const feesRatesCases: EvalCase[] = [
  ...casesOf(ballastCharges, [
    {
      id: 'h7-fees-ballast-xetra-by-country',
      label: 'alert',
      intent: 'Ballast: what they charge to buy German shares {url}',
      edit: 'Xetra online trade €7.90 → €9.90',
      changes: [['<td>€7.90</td>', '<td>€9.90</td>']],
    },
    {
      id: 'h7-fees-ballast-japan-not-us',
      label: 'off-topic',
      intent: 'Ballast dealing charge for US stocks, I buy Nasdaq shares every month {url}',
      edit: 'Japanese shares ¥1,800 → ¥2,200 (another row)',
      changes: [['<td>¥1,800</td>', '<td>¥2,200</td>']],
    },
    {
      id: 'h7-fees-ballast-jp-by-code',
      label: 'alert',
      intent: 'JP equities dealing fee at ballast {url}',
      edit: 'Japanese shares (TSE) ¥1,800 → ¥2,200',
      changes: [['<td>¥1,800</td>', '<td>¥2,200</td>']],
    },
    {
      id: 'h7-fees-ballast-fx-above-threshold',
      label: 'alert',
      intent: 'Ballast FX fee — only tell me if it goes above 0.6%. {url}',
      edit: 'FX fee 0.50% → 0.75%',
      changes: [['an FX fee of 0.50% of the trade value', 'an FX fee of 0.75% of the trade value']],
    },
    {
      id: 'h7-fees-ballast-fx-below-threshold',
      label: 'off-topic',
      intent: 'Ballast FX fee — only tell me if it goes above 0.6%. {url}',
      edit: 'FX fee 0.50% → 0.55% (below the threshold)',
      changes: [['an FX fee of 0.50% of the trade value', 'an FX fee of 0.55% of the trade value']],
    },
    {
      id: 'h7-fees-ballast-ticker',
      label: 'noise',
      intent: 'All Ballast fees and charges {url}',
      edit: 'live FX ticker values and time updated',
      changes: [['GBP/USD 1.2714 · GBP/EUR 1.1682 · updated 10:42:13', 'GBP/USD 1.2698 · GBP/EUR 1.1690 · updated 10:16:55']],
    },
    {
      id: 'h7-fees-ballast-leaving-loose',
      label: 'alert',
      intent: 'what it would cost me to leave Ballast and move my ISA elsewhere {url}',
      edit: 'transfer out per holding Free → £25',
      changes: [['<dt>Transfer out, per holding</dt><dd>Free</dd>', '<dt>Transfer out, per holding</dt><dd>£25 per holding</dd>']],
    },
    {
      id: 'h7-fees-ballast-isa-cap',
      label: 'alert',
      intent: 'Ballast platform fee cap for ISAs {url}',
      edit: 'ISA cap £45 → £60 a year',
      changes: [['Capped at £45 a year', 'Capped at £60 a year']],
    },
  ]),
  ...casesOf(parcelonRates, [
    {
      id: 'h7-fees-parcelon-germany-2kg',
      label: 'alert',
      intent: 'We ship 2 kg parcels to customers in Germany. Tell me if Parcelon’s price for that changes. {url}',
      edit: 'DE 2kg 12.40 → 13.10 (no currency in the JSON)',
      changes: [
        [
          '"country": "DE", "zone": 2, "rates": {"1kg": 9.80, "2kg": 12.40',
          '"country": "DE", "zone": 2, "rates": {"1kg": 9.80, "2kg": 13.10',
        ],
      ],
    },
    {
      id: 'h7-fees-parcelon-austria-not-germany',
      label: 'off-topic',
      intent: 'We ship 2 kg parcels to customers in Germany. Tell me if Parcelon’s price for that changes. {url}',
      edit: 'AT 2kg 13.90 → 14.60 (another country in the same array)',
      changes: [['"2kg": 13.90', '"2kg": 14.60']],
    },
    {
      id: 'h7-fees-parcelon-fuel-above-10',
      label: 'alert',
      intent: 'fuel surcharge above 10%?? {url}',
      edit: 'fuel_surcharge_pct 8.5 → 11.0',
      changes: [['"fuel_surcharge_pct": 8.5', '"fuel_surcharge_pct": 11.0']],
    },
    {
      id: 'h7-fees-parcelon-fuel-still-below',
      label: 'off-topic',
      intent: 'fuel surcharge above 10%?? {url}',
      edit: 'fuel_surcharge_pct 8.5 → 9.25 (still below 10)',
      changes: [['"fuel_surcharge_pct": 8.5', '"fuel_surcharge_pct": 9.25']],
    },
    {
      id: 'h7-fees-parcelon-quote-ref',
      label: 'noise',
      intent: 'Parcelon EU export rate card — any price or surcharge change {url}',
      edit: 'quote_ref regenerated on each request',
      changes: [['Q-7XK2-0193', 'Q-9PD4-1188']],
    },
  ]),
];
