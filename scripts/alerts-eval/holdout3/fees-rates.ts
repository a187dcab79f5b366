import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { FENWICK_BANK } from './sites';

const savingsRates = `<h1>Savings interest rates</h1>
<p>Rates for our savings accounts currently on sale. AER stands for annual equivalent rate. Rates are variable unless stated.</p>
<section id="easy-access">
  <h2>Easy access</h2>
  <table>
    <thead><tr><th>Account</th><th>Balance</th><th>Gross p.a.</th><th>AER</th><th>Withdrawals</th></tr></thead>
    <tbody>
      <tr><td>Everyday Saver (issue 6)</td><td>£1+</td><td>3.15%</td><td>3.20%</td><td>Unlimited</td></tr>
      <tr><td>Loyalty Saver (members of 2+ years)</td><td>£1+</td><td>3.70%</td><td>3.75%</td><td>3 a year</td></tr>
      <tr><td>Children’s Saver</td><td>£1–£5,000</td><td>4.00%</td><td>4.07%</td><td>Unlimited</td></tr>
    </tbody>
  </table>
</section>
<section id="isa">
  <h2>Cash ISAs</h2>
  <table>
    <thead><tr><th>Account</th><th>Balance</th><th>Tax-free p.a.</th><th>AER</th><th>Transfers in</th></tr></thead>
    <tbody>
      <tr><td>Easy Access ISA (issue 9)</td><td>£1+</td><td>3.45%</td><td>3.50%</td><td>Yes</td></tr>
      <tr><td>2 Year Fixed Rate ISA</td><td>£500+</td><td>4.05%</td><td>4.05%</td><td>Yes</td></tr>
    </tbody>
  </table>
</section>
<section id="fixed">
  <h2>Fixed rate bonds</h2>
  <p>1 Year Fixed Rate Bond (issue 31): 4.10% gross/AER, minimum £1,000. Limited issue; may be withdrawn without notice.</p>
</section>
<p class="rate-note">Bank of England base rate: 3.75%.</p>
<!--aside--><h3>Rate change notices</h3><p>We give 14 days’ notice of a reduction to the rate on your account.</p>
<!--footer--><p>Rates effective from 2 February 2026. Calculated {{date}} {{time}}.</p>`;

const surcharges = `CORVID FREIGHT — OCEAN SURCHARGES, MARCH 2026

All amounts per container unless stated. Surcharges apply to bookings with cargo receipt in the month shown. Subject to change at 30 days' notice except where a regulator or carrier imposes a change at shorter notice.

Bunker adjustment factor (BAF), Asia to North Europe: USD 412 per 20ft, USD 824 per 40ft.

Bunker adjustment factor (BAF), North Europe to US East Coast: USD 298 per 20ft, USD 596 per 40ft.

Emergency Red Sea surcharge (routing via the Cape of Good Hope), Asia to North Europe: USD 350 per 20ft, USD 700 per 40ft.

EU ETS surcharge (emissions), all services calling EU ports: EUR 38 per 20ft, EUR 76 per 40ft.

Peak season surcharge: not applied in March.

Terminal handling charges at Aarhus: DKK 1,450 per 20ft, DKK 1,950 per 40ft.

Documentation fee: EUR 55 per bill of lading. Late documentation fee: EUR 95.`;

export const feesRatesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'html',
      path: '/savings/interest-rates',
      render: htmlPage(FENWICK_BANK, 'Savings interest rates'),
      content: savingsRates,
    },
    [
      {
        id: 'h3-fees-fenwick-loyalty-cut',
        label: 'alert',
        intent: 'I have my savings in the Fenwick Loyalty Saver. Tell me if the rate changes. {url}',
        edit: 'Loyalty Saver 3.70%/3.75% → 3.45%/3.50%',
        changes: [['<td>3.70%</td><td>3.75%</td>', '<td>3.45%</td><td>3.50%</td>']],
      },
      {
        id: 'h3-fees-fenwick-children-offtopic',
        label: 'off-topic',
        intent: 'I have my savings in the Fenwick Loyalty Saver. Tell me if the rate changes. {url}',
        edit: 'Children’s Saver rate change',
        changes: [['<td>4.00%</td><td>4.07%</td>', '<td>3.80%</td><td>3.87%</td>']],
      },
      {
        id: 'h3-fees-fenwick-isa-any',
        label: 'alert',
        intent: 'Cash ISA rates at Fenwick, easy access or fixed: {url}',
        edit: '2 Year Fixed Rate ISA 4.05% → 3.90%',
        changes: [['<td>4.05%</td><td>4.05%</td>', '<td>3.90%</td><td>3.90%</td>']],
      },
      {
        id: 'h3-fees-fenwick-bond-withdrawn',
        label: 'off-topic',
        intent: 'Cash ISA rates at Fenwick, easy access or fixed: {url}',
        edit: '1 year bond withdrawn (not an ISA)',
        changes: [
          [
            '1 Year Fixed Rate Bond (issue 31): 4.10% gross/AER, minimum £1,000. Limited issue; may be withdrawn without notice.',
            '1 Year Fixed Rate Bond (issue 31) has been withdrawn from sale. Issue 32 will be announced soon.',
          ],
        ],
      },
      {
        id: 'h3-fees-fenwick-calculated-noise',
        label: 'noise',
        intent: 'fenwick savings rates {url}',
        edit: 'only the "calculated" stamp in the footer moves',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'pdf',
      path: '/docs/ocean-surcharges-2026-03.pdf',
      render: pdfFile('Corvid Freight ocean surcharges'),
      content: surcharges,
    },
    [
      {
        id: 'h3-fees-corvid-red-sea',
        label: 'alert',
        intent: 'We import from Shenzhen to Felixstowe by sea. Alert on any surcharge change for Asia–North Europe in {url}',
        businessContext: 'Consumer electronics importer, 30 FEU a month.',
        edit: 'Red Sea surcharge 350/700 → 500/1,000',
        changes: [['USD 350 per 20ft, USD 700 per 40ft', 'USD 500 per 20ft, USD 1,000 per 40ft']],
      },
      {
        id: 'h3-fees-corvid-us-baf-offtopic',
        label: 'off-topic',
        intent: 'We import from Shenzhen to Felixstowe by sea. Alert on any surcharge change for Asia–North Europe in {url}',
        edit: 'transatlantic BAF change',
        changes: [['USD 298 per 20ft, USD 596 per 40ft', 'USD 315 per 20ft, USD 630 per 40ft']],
      },
      {
        id: 'h3-fees-corvid-doc-fee',
        label: 'alert',
        intent: 'corvid surcharge sheet {url} — tell me when anything in it changes',
        edit: 'documentation fee 55 → 65',
        changes: [['Documentation fee: EUR 55 per bill of lading.', 'Documentation fee: EUR 65 per bill of lading.']],
      },
      {
        id: 'h3-fees-corvid-pss-applied',
        label: 'alert',
        intent: 'peak season surcharge — is corvid applying it? {url}',
        edit: 'peak season surcharge introduced',
        changes: [
          [
            'Peak season surcharge: not applied in March.',
            'Peak season surcharge: USD 300 per 20ft, USD 600 per 40ft from 15 March, Asia to North Europe.',
          ],
        ],
      },
    ],
  ),
];
