import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { VELTRO } from './sites';

const roaming = `<h1>Roaming charges</h1>
<p class="updated">Prices correct as of 1 February 2026. All prices include VAT.</p>
<section id="zones">
  <h2>Roaming zones</h2>
  <table>
    <thead><tr><th>Zone</th><th>Countries (examples)</th><th>Daily charge (pay monthly)</th><th>Pay as you go</th></tr></thead>
    <tbody>
      <tr><td>Zone 1 — Europe</td><td>France, Spain, Germany, Ireland, Italy and 42 more</td><td>£2.25 per day</td><td>£2.25 per day</td></tr>
      <tr><td>Zone 2 — Worldwide Plus</td><td>USA, Canada, Australia, New Zealand, Turkey</td><td>£6.00 per day</td><td>Not available</td></tr>
      <tr><td>Zone 3 — Rest of world</td><td>All other countries</td><td>£7.50 per MB</td><td>£7.50 per MB</td></tr>
    </tbody>
  </table>
  <p>You won’t pay the daily charge on Unlimited plans in Zone 1: it’s included for up to 30 days in a row.</p>
</section>
<section id="fair-use">
  <h2>Fair use in Europe</h2>
  <p>Your allowance applies in Zone 1 up to a fair use limit of 25GB a month. Above that, data costs £3.59 per GB.</p>
</section>
<section id="caps">
  <h2>Spending caps</h2>
  <ul>
    <li>Data roaming is capped at £45 a month by default outside Zone 1. You can change it in the app.</li>
    <li>We’ll text you when you reach 80% of your cap.</li>
  </ul>
</section>
<section id="cruise">
  <h2>On ships and planes</h2>
  <p>Maritime and in-flight networks: calls £3.00 a minute, texts 60p, data £6.00 per MB.</p>
</section>
<!--aside--><h3>Going away?</h3><p>Add a Roam Pass: 7 days in Zone 2 for £20.</p>`;

const tariff = `FENWICK ENERGY — TARIFF INFORMATION LABEL AND PRICE SCHEDULE. Fenwick Fixed Saver March 2026 (electricity and gas). Valid for sign-ups from 1 March 2026. Generated {{date}}.

Tariff type: fixed. Fixed until: 31 March 2027. Exit fees: £75 per fuel if you leave before the end of the fixed term (none in the last 49 days).

Unit rates and standing charges by region (inclusive of VAT at 5%):

North East — Electricity: 24.12p/kWh, standing charge 51.33p/day. Gas: 6.01p/kWh, standing charge 30.77p/day.

Yorkshire — Electricity: 23.87p/kWh, standing charge 49.91p/day. Gas: 5.98p/kWh, standing charge 30.12p/day.

North West — Electricity: 24.40p/kWh, standing charge 47.22p/day. Gas: 6.05p/kWh, standing charge 30.55p/day.

Economy 7 (Yorkshire): day rate 28.91p/kWh, night rate 12.44p/kWh (night hours 00:30–07:30).

Payment method: monthly Direct Debit. Other payment methods cost £8 more a month. Paper bills: £1.50 per bill.

Estimated annual cost for a typical household (2,700 kWh electricity, 11,500 kWh gas), Yorkshire: £1,642.`;

export const feesRatesCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'fees-rates', kind: 'html', path: '/help/roaming', render: htmlPage(VELTRO, 'Roaming charges'), content: roaming },
    [
      {
        id: 'h5-fees-roaming-europe-daily',
        label: 'alert',
        intent: "What will Veltro charge me to use my phone in Spain? I'm there a lot for work. Tell me if that changes. {url}",
        edit: 'Zone 1 Europe daily charge £2.25 → £2.75',
        changes: [['<td>£2.25 per day</td><td>£2.25 per day</td>', '<td>£2.75 per day</td><td>£2.75 per day</td>']],
      },
      {
        id: 'h5-fees-roaming-usa-offtopic',
        label: 'off-topic',
        intent: "What will Veltro charge me to use my phone in Spain? I'm there a lot for work. Tell me if that changes. {url}",
        edit: 'Zone 2 daily charge £6.00 → £6.50 (USA etc., not Spain)',
        changes: [['<td>£6.00 per day</td>', '<td>£6.50 per day</td>']],
      },
      {
        id: 'h5-fees-roaming-fair-use',
        label: 'alert',
        intent: 'veltro EU fair use limit (GB) and the per-GB charge above it {url}',
        edit: 'fair use limit 25GB → 15GB',
        changes: [['fair use limit of 25GB a month', 'fair use limit of 15GB a month']],
      },
      {
        id: 'h5-fees-roaming-cap',
        label: 'alert',
        intent:
          "I'm the travel manager for a consultancy with 120 Veltro business lines. Our controls rely on the default £45 roaming cap outside Europe — if it's raised, removed or the warning text threshold changes, I need to update our policy. Don't care about cruise stuff. {url}",
        edit: 'default data roaming cap £45 → £100',
        changes: [['capped at £45 a month by default', 'capped at £100 a month by default']],
      },
      {
        id: 'h5-fees-roaming-cruise-offtopic',
        label: 'off-topic',
        intent:
          "I'm the travel manager for a consultancy with 120 Veltro business lines. Our controls rely on the default £45 roaming cap outside Europe — if it's raised, removed or the warning text threshold changes, I need to update our policy. Don't care about cruise stuff. {url}",
        edit: 'maritime data £6.00 → £8.00 per MB (excluded: cruise)',
        changes: [['data £6.00 per MB', 'data £8.00 per MB']],
      },
      {
        id: 'h5-fees-roaming-unlimited-days',
        label: 'alert',
        intent: 'Unlimited plan: is roaming in Europe still included, and for how many days? {url}',
        edit: 'included days on Unlimited in Zone 1: 30 → 14 days in a row',
        changes: [['it’s included for up to 30 days in a row', 'it’s included for up to 14 days in a row']],
      },
      {
        id: 'h5-fees-roaming-served-noise',
        label: 'noise',
        intent: 'Veltro roaming prices — any change, any zone {url}',
        edit: 'a “served at” stamp under the page',
        setup: [['<!--aside-->', '<p class="served">Page served {{date}}, {{time}}</p>\n<!--aside-->']],
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'pdf',
      path: '/documents/tariffs/fixed-saver-march-2026.pdf',
      render: pdfFile('Fenwick Fixed Saver March 2026 — Tariff information'),
      content: tariff,
    },
    [
      {
        id: 'h5-fees-tariff-yorkshire-elec',
        label: 'alert',
        intent: 'Fenwick Fixed Saver, Yorkshire region — electricity unit rate and standing charge. {url}',
        businessContext: 'Energy broker comparing fixed deals for small businesses in Leeds and Bradford.',
        edit: 'Yorkshire electricity unit rate 23.87p → 24.95p/kWh',
        changes: [['Electricity: 23.87p/kWh', 'Electricity: 24.95p/kWh']],
      },
      {
        id: 'h5-fees-tariff-northwest-offtopic',
        label: 'off-topic',
        intent: 'Fenwick Fixed Saver, Yorkshire region — electricity unit rate and standing charge. {url}',
        edit: 'North West gas standing charge 30.55p → 31.40p (other region, other fuel)',
        changes: [['standing charge 30.55p/day', 'standing charge 31.40p/day']],
      },
      {
        id: 'h5-fees-tariff-exit-fee',
        label: 'alert',
        intent: 'Fenwick fixed tariff exit fees — only tell me if they go up (above £75 per fuel). {url}',
        edit: 'exit fee £75 → £150 per fuel',
        changes: [['Exit fees: £75 per fuel', 'Exit fees: £150 per fuel']],
      },
      {
        id: 'h5-fees-tariff-e7-night',
        label: 'alert',
        intent: 'economy 7 night rate + hours fenwick {url}',
        edit: 'Economy 7 night hours 00:30–07:30 → 01:00–08:00 and night rate 12.44p → 13.10p',
        changes: [['night rate 12.44p/kWh (night hours 00:30–07:30)', 'night rate 13.10p/kWh (night hours 01:00–08:00)']],
      },
      {
        id: 'h5-fees-tariff-generated-noise',
        label: 'noise',
        intent: 'Any change to the Fenwick Fixed Saver tariff document {url}',
        edit: 'only the generated date and PDF metadata',
        changes: [],
      },
    ],
  ),
];
