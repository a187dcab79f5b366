import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { TIDEWATER } from './sites';

const RATES = `    <h1>Today’s rates</h1>
    <p class="as-of">Rates effective as of {{date}}. APY = Annual Percentage Yield. APR = Annual Percentage Rate.</p>
    <section id="certificates">
      <h2>Share certificates</h2>
      <table>
        <thead><tr><th>Term</th><th>Minimum deposit</th><th>Dividend rate</th><th>APY</th></tr></thead>
        <tbody>
          <tr><td>6 months</td><td>$500</td><td>3.92%</td><td>4.00%</td></tr>
          <tr><td>12 months</td><td>$500</td><td>4.26%</td><td>4.35%</td></tr>
          <tr><td>24 months</td><td>$500</td><td>3.87%</td><td>3.95%</td></tr>
          <tr><td>60 months</td><td>$500</td><td>3.68%</td><td>3.75%</td></tr>
        </tbody>
      </table>
    </section>
    <section id="auto">
      <h2>Auto loans</h2>
      <table>
        <thead><tr><th>Vehicle</th><th>Term</th><th>APR as low as</th></tr></thead>
        <tbody>
          <tr><td>New (2025–2026 model years)</td><td>Up to 72 months</td><td>5.49%</td></tr>
          <tr><td>Used (2019–2024)</td><td>Up to 60 months</td><td>6.24%</td></tr>
          <tr><td>Refinance from another lender</td><td>Up to 72 months</td><td>5.99%</td></tr>
        </tbody>
      </table>
    </section>
    <section id="mortgages">
      <h2>Mortgages</h2>
      <table>
        <thead><tr><th>Product</th><th>Rate</th><th>APR</th><th>Points</th></tr></thead>
        <tbody>
          <tr><td>30-year fixed</td><td>6.375%</td><td>6.482%</td><td>0</td></tr>
          <tr><td>15-year fixed</td><td>5.625%</td><td>5.790%</td><td>0</td></tr>
          <tr><td>7/6 ARM</td><td>5.875%</td><td>6.611%</td><td>0</td></tr>
        </tbody>
      </table>
    </section>
    <p class="disclosure">Rates are subject to change without notice and depend on creditworthiness. Membership required; anyone who lives or works in the Tidewater region can join.</p>`;

const ratesPage = {
  pageClass: 'fees-rates' as const,
  kind: 'html' as const,
  path: '/rates',
  render: htmlPage(TIDEWATER, 'Rates'),
  content: RATES,
};

const FEE_SCHEDULE = `Tidewater Community Credit Union — Schedule of Fees and Charges

Effective January 1, 2026. This schedule is part of your Membership and Account Agreement.

Account services. Monthly maintenance fee, Everyday Checking: $0. Monthly maintenance fee, Premier Checking: $12, waived with $2,500 average daily balance. Paper statement fee: $2 per month.

Overdraft and returned items. Overdraft fee (paid item): $29 per item, maximum 3 per day. Returned item fee (non-sufficient funds): $29 per item. Overdraft transfer from savings: $5. No overdraft fee is charged on transactions of $10 or less.

ATM and card. Tidewater and CO-OP network ATMs: free. Other ATMs: $2.50 per withdrawal. Foreign transaction fee: 1% of the transaction amount. Replacement debit card: $5; rush delivery: $35.

Wire transfers. Incoming domestic wire: $10. Outgoing domestic wire: $25. Outgoing international wire: $45.

Other. Stop payment: $30. Cashier’s check: $5. Account research: $25 per hour.`;

const feesPdf = {
  pageClass: 'fees-rates' as const,
  kind: 'pdf' as const,
  path: '/disclosures/fee-schedule.pdf',
  render: pdfFile('Tidewater CCU — Schedule of Fees and Charges'),
  content: FEE_SCHEDULE,
};

export const feesRatesCases: EvalCase[] = [
  ...casesOf(ratesPage, [
    {
      id: 'ho-rates-12mo-certificate-cut',
      label: 'alert',
      intent: 'rate cut on the 12-month certificate? tell me — {url}',
      edit: '12-month certificate APY 4.35% → 4.10%',
      changes: [['<td>4.26%</td><td>4.35%</td>', '<td>4.02%</td><td>4.10%</td>']],
    },
    {
      id: 'ho-rates-new-auto-apr',
      label: 'alert',
      intent:
        'We’re about to finance a new car through Tidewater. Let me know if the APR for new auto loans changes on {url} before we sign.',
      edit: 'new auto loan APR 5.49% → 5.99%',
      changes: [['<td>Up to 72 months</td><td>5.49%</td>', '<td>Up to 72 months</td><td>5.99%</td>']],
    },
    {
      id: 'ho-rates-generic-mortgage-drop',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'mortgage 30-year fixed 6.375% → 6.125%',
      changes: [['<td>6.375%</td><td>6.482%</td>', '<td>6.125%</td><td>6.231%</td>']],
    },
    {
      id: 'ho-rates-mortgage-only-certificates',
      label: 'off-topic',
      intent: 'Only mortgage rates please — we’re refinancing in spring. {url}',
      edit: 'certificate APYs cut (mortgages unchanged)',
      changes: [
        ['<td>3.92%</td><td>4.00%</td>', '<td>3.73%</td><td>3.80%</td>'],
        ['<td>3.87%</td><td>3.95%</td>', '<td>3.63%</td><td>3.70%</td>'],
      ],
    },
    {
      id: 'ho-rates-as-of-date',
      label: 'noise',
      intent: 'Tell me if any Tidewater rate changes: {url}',
      edit: 'only the "effective as of" date rolls over to today',
      changes: [],
    },
  ]),
  ...casesOf(feesPdf, [
    {
      id: 'ho-fees-pdf-overdraft',
      label: 'alert',
      intent: 'What’s Tidewater’s overdraft fee now? Ping me if it goes up or down: {url}',
      edit: 'overdraft fee $29 → $20 per item',
      changes: [['Overdraft fee (paid item): $29 per item', 'Overdraft fee (paid item): $20 per item']],
    },
    {
      id: 'ho-fees-pdf-foreign-transaction',
      label: 'alert',
      intent:
        'I travel abroad a lot with my Tidewater debit card. Watch the fee schedule {url} for anything that affects using the card overseas.',
      edit: 'foreign transaction fee 1% → 2%',
      changes: [['Foreign transaction fee: 1% of the transaction amount.', 'Foreign transaction fee: 2% of the transaction amount.']],
    },
    {
      id: 'ho-fees-pdf-wires-only-atm',
      label: 'off-topic',
      intent: 'Our business sends wires every week. Only the wire transfer fees in {url} matter to us.',
      edit: 'other-ATM fee $2.50 → $3.00 (wires unchanged)',
      changes: [['Other ATMs: $2.50 per withdrawal.', 'Other ATMs: $3.00 per withdrawal.']],
    },
    {
      id: 'ho-fees-pdf-printed-stamp',
      label: 'noise',
      intent: 'Tell me about any change to Tidewater’s fees: {url}',
      edit: 'same schedule re-exported: only the "printed on" stamp moves',
      setup: [['Other. Stop payment', 'Printed {{date}} at {{time}} from the member disclosures library.\n\nOther. Stop payment']],
      changes: [],
    },
  ]),
];
