import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { HARBOR } from '../sites';

const TARIFF = `Harbor Bank plc — Business Banking Tariff

Effective from 1 February 2026. This tariff lists the charges for business current accounts. All charges are in pounds sterling.

Monthly account fee. Business Everyday account: £8.50 per month. Business Plus account: £18.00 per month, including 100 free electronic payments.

Payments. Faster Payments and standing orders: 20p each. CHAPS payments: £25.00 each. International SWIFT payments: £15.00 each, plus correspondent bank charges where applicable.

Cash. Cash paid in at a branch: 0.75% of the amount. Cash paid in at the Post Office: 0.80% of the amount.

Cards. Debit card transactions abroad: 2.75% of the transaction value. Replacement cards: free.

Overdrafts. Arranged overdraft interest: 12.9% EAR variable. Overdraft arrangement fee: 1% of the limit, minimum £100.`;

const tariffPdf = {
  pageClass: 'fees-rates' as const,
  kind: 'pdf' as const,
  path: '/business/tariff.pdf',
  render: pdfFile('Harbor Bank — Business Banking Tariff'),
  content: TARIFF,
};

const SAVINGS = `    <h1>Savings rates</h1>
    <p>Interest rates for our savings accounts. Rates are variable unless stated. AER stands for annual equivalent rate.</p>
    <table class="rates">
      <thead><tr><th>Account</th><th>Balance</th><th>AER</th><th>Gross</th></tr></thead>
      <tbody>
        <tr><td>Easy Access Saver</td><td>£1+</td><td>3.10%</td><td>3.06%</td></tr>
        <tr><td>Cash ISA</td><td>£1+</td><td>3.55%</td><td>3.50%</td></tr>
        <tr><td>1-Year Fixed Saver</td><td>£1,000+</td><td>4.05% fixed</td><td>4.05% fixed</td></tr>
        <tr><td>2-Year Fixed Saver</td><td>£1,000+</td><td>3.90% fixed</td><td>3.90% fixed</td></tr>
        <tr><td>Regular Saver</td><td>£25 to £250 a month</td><td>5.00%</td><td>4.89%</td></tr>
      </tbody>
    </table>
    <p class="note">Fixed rate accounts are open for new deposits until withdrawn. Early withdrawal from a fixed saver costs 90 days' interest.</p>
    <section class="calculator"><h2>Savings calculator</h2><p>Save £200 a month for 2 years and you could have £4,996.</p></section>
<!--footer-->
    <p class="rates-stamp">Rates correct as of {{date}}.</p>`;

const savingsPage = {
  pageClass: 'fees-rates' as const,
  kind: 'html' as const,
  path: '/savings/rates',
  render: htmlPage(HARBOR, 'Savings rates'),
  content: SAVINGS,
};

export const feesRatesCases: EvalCase[] = [
  ...casesOf(tariffPdf, [
    {
      id: 'tariff-pdf-chaps-fee',
      label: 'alert',
      intent: 'Tell me when Harbor Bank changes its business banking fees ({url}).',
      businessContext: 'We are a small import business and send CHAPS and SWIFT payments every week.',
      edit: 'CHAPS fee £25.00 → £30.00',
      changes: [['CHAPS payments: £25.00 each.', 'CHAPS payments: £30.00 each.']],
    },
    {
      id: 'tariff-pdf-overdraft-rate',
      label: 'alert',
      intent: 'Watch the overdraft interest rate in the Harbor Bank business tariff: {url}',
      edit: 'overdraft interest 12.9% → 14.9% EAR',
      changes: [['12.9% EAR variable', '14.9% EAR variable']],
    },
    {
      id: 'tariff-pdf-cards-only-cash',
      label: 'off-topic',
      intent: 'We only care about the card fees for payments abroad in {url}.',
      edit: 'branch cash deposit fee 0.75% → 0.85%',
      changes: [['Cash paid in at a branch: 0.75% of the amount.', 'Cash paid in at a branch: 0.85% of the amount.']],
    },
    {
      id: 'tariff-pdf-reflowed',
      label: 'noise',
      intent: 'Tell me when Harbor Bank changes its business banking fees ({url}).',
      edit: 'the same tariff laid out again on narrower lines, new metadata',
      changes: [(content) => `<!--width:64-->\n${content}`],
    },
  ]),
  ...casesOf(savingsPage, [
    {
      id: 'savings-easy-access-cut',
      label: 'alert',
      intent: 'Tell me when the Easy Access Saver rate changes at {url}',
      edit: 'Easy Access AER 3.10% → 2.85%',
      changes: [['<td>3.10%</td><td>3.06%</td>', '<td>2.85%</td><td>2.81%</td>']],
    },
    {
      id: 'savings-fixed-withdrawn',
      label: 'alert',
      intent: 'I want to open a 1-year fixed saver at Harbor Bank. Watch {url}',
      edit: 'the 1-Year Fixed Saver row is removed',
      changes: [['\n        <tr><td>1-Year Fixed Saver</td><td>£1,000+</td><td>4.05% fixed</td><td>4.05% fixed</td></tr>', '']],
    },
    {
      id: 'savings-any-rate-change',
      label: 'alert',
      intent: 'We compare savings rates for our readers. Any rate change on {url} should reach us.',
      businessContext: 'We publish a personal finance newsletter.',
      edit: 'Cash ISA 3.55% → 3.75%',
      changes: [['<td>3.55%</td><td>3.50%</td>', '<td>3.75%</td><td>3.69%</td>']],
    },
    {
      id: 'savings-isa-only-regular-saver',
      label: 'off-topic',
      intent: 'Only the Cash ISA rate matters to me on {url}.',
      edit: 'Regular Saver 5.00% → 4.50% (ISA unchanged)',
      changes: [['<td>5.00%</td><td>4.89%</td>', '<td>4.50%</td><td>4.41%</td>']],
    },
    {
      id: 'savings-rates-stamp',
      label: 'noise',
      intent: 'Any rate change on {url} should reach us.',
      edit: 'only the "rates correct as of" date moves',
      changes: [],
    },
  ]),
];
