import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi, pdfFile } from '../pages';
import { COBALT_CU } from './sites';

const rateSheet = `<h1>Savings and certificate rates</h1>
<p class="meta">Rates effective 02/16/2026. APY = Annual Percentage Yield. Rates may change after account opening on variable-rate accounts.</p>
<section id="savings">
  <h2>Savings and money market</h2>
  <table>
    <thead><tr><th>Account</th><th>Minimum balance</th><th>Dividend rate</th><th>APY</th></tr></thead>
    <tbody>
      <tr><td>Share savings</td><td>$5</td><td>0.25%</td><td>0.25%</td></tr>
      <tr><td>Money market ($2,500 – $24,999)</td><td>$2,500</td><td>1.49%</td><td>1.50%</td></tr>
      <tr><td>Money market ($25,000+)</td><td>$25,000</td><td>2.96%</td><td>3.00%</td></tr>
    </tbody>
  </table>
</section>
<section id="certificates">
  <h2>Share certificates</h2>
  <table>
    <thead><tr><th>Term</th><th>Minimum deposit</th><th>APY</th><th>Early withdrawal penalty</th></tr></thead>
    <tbody>
      <tr><td>6 months</td><td>$1,000</td><td>4.10%</td><td>90 days of dividends</td></tr>
      <tr><td>12 months</td><td>$1,000</td><td>4.35%</td><td>180 days of dividends</td></tr>
      <tr><td>24 months</td><td>$1,000</td><td>3.95%</td><td>270 days of dividends</td></tr>
      <tr><td>60 months</td><td>$1,000</td><td>3.70%</td><td>365 days of dividends</td></tr>
    </tbody>
  </table>
</section>
<section id="loans">
  <h2>Auto loans (as low as)</h2>
  <ul><li>New vehicle, up to 60 months: 5.49% APR</li><li>Used vehicle, up to 60 months: 6.24% APR</li></ul>
</section>
<div class="calculator-promo">Members saved an average of <span>$1,312</span> refinancing their auto loan with us.</div>
<!--aside--><h3>Rates by phone</h3><p>Call (614) 555-0133, option 4, Monday–Saturday.</p>
<!--footer--><p>Federally insured by NCUA. Rates shown retrieved {{date}} {{time}}.</p>`;

const tariff = `<!--width:96-->
AZURA LINE — FREIGHT ALL KINDS (FAK) TARIFF, MEDITERRANEAN TO NORTH EUROPE

Tariff no. AZ-FAK-MED-NEU-2026/02, valid for cargo received from 1 March 2026 until further notice. Rates in USD per container, port to port, subject to the surcharges below.

BASE OCEAN FREIGHT

Genoa / La Spezia to Rotterdam: 20' Dry USD 1,150; 40' Dry USD 1,900; 40' High Cube USD 1,950; 40' Reefer USD 3,400.

Valencia / Barcelona to Rotterdam: 20' Dry USD 1,050; 40' Dry USD 1,750; 40' High Cube USD 1,800; 40' Reefer USD 3,250.

Piraeus to Hamburg: 20' Dry USD 1,300; 40' Dry USD 2,150; 40' High Cube USD 2,200; 40' Reefer USD 3,700.

SURCHARGES

Bunker adjustment factor (BAF), quarterly: USD 310 per 20' and USD 620 per 40', valid January to March 2026.

EU Emissions Trading System surcharge (ETS): EUR 42 per 20' and EUR 84 per 40'.

Peak season surcharge (PSS): not applicable until further notice.

FREE TIME AND DETENTION

Free time at destination: 5 calendar days combined demurrage and detention for dry containers, 3 days for reefers. Thereafter USD 85 per day per 20' and USD 150 per day per 40'.

This tariff is subject to the Azura Line Bill of Lading terms. Rates can be amended with 15 days’ notice.`;

const exchangeFees = JSON.stringify({
  schedule: 'spot-2026-02',
  effective_from: '2026-02-01',
  tiers: [
    { tier: 1, volume_30d_usd: '0 - 50,000', maker_bps: 25, taker_bps: 40 },
    { tier: 2, volume_30d_usd: '50,000 - 1,000,000', maker_bps: 15, taker_bps: 25 },
    { tier: 3, volume_30d_usd: '1,000,000+', maker_bps: 5, taker_bps: 12 },
  ],
  withdrawal_fees: { BTC: '0.0002', ETH: '0.0015', USDC_ERC20: '4.00', SOL: '0.01' },
  fiat: { SEPA_withdrawal_EUR: '1.00', ACH_withdrawal_USD: '0.00', wire_withdrawal_USD: '25.00' },
  meta: { etag: 'W/"a91c"' },
});

export const feesRatesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'html',
      path: '/rates/savings',
      render: htmlPage(COBALT_CU, 'Savings and certificate rates'),
      content: rateSheet,
    },
    [
      {
        id: 'h4-fees-cu-12m-cert',
        label: 'alert',
        intent:
          'I park my business reserve in 12-month certificates. What is Cobalt paying on the 12-month CD now? Tell me when it changes: {url}',
        edit: '12-month certificate APY 4.35% → 4.05%',
        changes: [['<td>4.35%</td>', '<td>4.05%</td>']],
      },
      {
        id: 'h4-fees-cu-60m-offtopic',
        label: 'off-topic',
        intent:
          'I park my business reserve in 12-month certificates. What is Cobalt paying on the 12-month CD now? Tell me when it changes: {url}',
        edit: '60-month certificate APY 3.70% → 3.55%',
        changes: [['<td>3.70%</td>', '<td>3.55%</td>']],
      },
      {
        id: 'h4-fees-cu-mm-high',
        label: 'alert',
        intent: 'money market rates cobalt fcu {url}',
        edit: 'Money market $25,000+ rate 2.96% / 3.00% → 3.20% / 3.25%',
        changes: [['<td>2.96%</td><td>3.00%</td>', '<td>3.20%</td><td>3.25%</td>']],
      },
      {
        id: 'h4-fees-cu-auto-offtopic',
        label: 'off-topic',
        intent: 'Savings and certificate rates at {url}. Loans do not interest me.',
        edit: 'used vehicle loan APR 6.24% → 5.99%',
        changes: [['6.24% APR', '5.99% APR']],
      },
      {
        id: 'h4-fees-cu-promo-noise',
        label: 'noise',
        intent: 'Savings and certificate rates at {url}. Loans do not interest me.',
        edit: 'marketing savings figure and retrieval stamp change',
        changes: [['<span>$1,312</span>', '<span>$1,327</span>']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'pdf',
      path: '/tariffs/fak-med-neu.pdf',
      render: pdfFile('Azura Line — FAK tariff MED–NEU'),
      content: tariff,
    },
    [
      {
        id: 'h4-fees-tariff-genoa-40hc',
        label: 'alert',
        intent:
          'Ich bin Einkäufer bei einem Möbelimporteur. We ship 40 foot high cube from Genoa to Rotterdam every week. Please tell me if Azura changes that rate or adds surcharges: {url}',
        edit: "Genoa–Rotterdam 40' HC USD 1,950 → USD 2,250",
        changes: [["40' High Cube USD 1,950", "40' High Cube USD 2,250"]],
      },
      {
        id: 'h4-fees-tariff-pss',
        label: 'alert',
        intent:
          'Ich bin Einkäufer bei einem Möbelimporteur. We ship 40 foot high cube from Genoa to Rotterdam every week. Please tell me if Azura changes that rate or adds surcharges: {url}',
        edit: 'peak season surcharge introduced from 15 March',
        changes: [
          [
            'Peak season surcharge (PSS): not applicable until further notice.',
            "Peak season surcharge (PSS): USD 250 per 20' and USD 500 per 40' for cargo received from 15 March 2026.",
          ],
        ],
      },
      {
        id: 'h4-fees-tariff-piraeus-offtopic',
        label: 'off-topic',
        intent:
          'Ich bin Einkäufer bei einem Möbelimporteur. We ship 40 foot high cube from Genoa to Rotterdam every week. Please tell me if Azura changes that rate or adds surcharges: {url}',
        edit: "Piraeus–Hamburg 40' Reefer USD 3,700 → USD 3,950",
        changes: [["40' Reefer USD 3,700", "40' Reefer USD 3,950"]],
      },
      {
        id: 'h4-fees-tariff-freetime',
        label: 'alert',
        intent: 'detention / demurrage free time in Azura’s MED-NEU tariff ({url})',
        edit: 'free time 5 → 4 days for dry containers',
        changes: [['5 calendar days combined demurrage and detention', '4 calendar days combined demurrage and detention']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'fees-rates', kind: 'json', path: '/api/v3/fees', render: jsonApi(), content: exchangeFees }, [
    {
      id: 'h4-fees-exchange-tier1-taker',
      label: 'alert',
      intent: 'ledgerly spot trading fees for small accounts (under $50k volume) — {url}',
      edit: 'tier 1 taker fee 40 → 50 bps',
      changes: [['"maker_bps":25,"taker_bps":40', '"maker_bps":25,"taker_bps":50']],
    },
    {
      id: 'h4-fees-exchange-sepa',
      label: 'alert',
      intent: 'I withdraw EUR by SEPA every week from Ledgerly. Has the SEPA withdrawal fee changed? {url}',
      edit: 'SEPA withdrawal fee EUR 1.00 → 2.50',
      changes: [['"SEPA_withdrawal_EUR":"1.00"', '"SEPA_withdrawal_EUR":"2.50"']],
    },
    {
      id: 'h4-fees-exchange-wire-offtopic',
      label: 'off-topic',
      intent: 'I withdraw EUR by SEPA every week from Ledgerly. Has the SEPA withdrawal fee changed? {url}',
      edit: 'USD wire withdrawal fee 25.00 → 30.00',
      changes: [['"wire_withdrawal_USD":"25.00"', '"wire_withdrawal_USD":"30.00"']],
    },
    {
      id: 'h4-fees-exchange-etag-noise',
      label: 'noise',
      intent: 'ledgerly spot trading fees for small accounts (under $50k volume) — {url}',
      edit: 'weak etag in the payload meta changes',
      changes: [['W/\\"a91c\\"', 'W/\\"b07e\\"']],
    },
  ]),
];
