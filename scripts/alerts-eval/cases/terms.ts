import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { NORTHWIND } from '../sites';

const TERMS = `    <article class="legal">
      <h1>Terms of Service</h1>
      <p class="meta">Last updated: 2 February 2026 · Effective from 1 March 2026</p>
      <nav class="toc"><a href="#accounts">1. Accounts</a> <a href="#fees">2. Fees and payment</a> <a href="#refunds">3. Refunds</a> <a href="#termination">4. Termination</a> <a href="#data">5. Your data</a> <a href="#liability">6. Liability</a> <a href="#law">7. Governing law</a></nav>
      <h2 id="accounts">1. Accounts</h2>
      <p>You must be at least 16 years old to create an account. You are responsible for all activity under your account and must keep your password confidential.</p>
      <h2 id="fees">2. Fees and payment</h2>
      <p>Paid plans are billed in advance for each billing period. Fees are non-refundable except as stated in section 3. We may change our fees with at least 30 days' notice by email; the new fees apply from your next billing period.</p>
      <p>Invoices are payable within 14 days. Late payments bear interest of 1% per month.</p>
      <h2 id="refunds">3. Refunds</h2>
      <p>If you cancel a yearly plan within 30 days of purchase, we refund the full amount. After 30 days, no refunds are given for the remaining period.</p>
      <h2 id="termination">4. Termination</h2>
      <p>You may cancel at any time from the billing settings. We may suspend or terminate your account if you breach these terms, with 14 days' notice unless the breach puts other customers at risk.</p>
      <h2 id="data">5. Your data</h2>
      <p>You own the content you upload. After termination we keep your data for 60 days so you can export it, then delete it permanently.</p>
      <h2 id="liability">6. Liability</h2>
      <p>Our total liability in any twelve-month period is limited to the fees you paid us in that period. We are not liable for indirect or consequential losses.</p>
      <h2 id="law">7. Governing law</h2>
      <p>These terms are governed by the laws of Germany. The courts of Berlin have exclusive jurisdiction.</p>
      <h2>Related documents</h2>
      <ul><li><a href="/privacy">Privacy policy</a></li><li><a href="/dpa">Data processing agreement</a></li><li><a href="/sla">Service level agreement</a></li></ul>
    </article>`;

const termsPage = {
  pageClass: 'terms' as const,
  kind: 'html' as const,
  path: '/legal/terms',
  render: htmlPage(NORTHWIND, 'Terms of Service'),
  content: TERMS,
};

const SALE_TERMS = `Brightline Outdoor Ltd — Terms and Conditions of Sale

Version 7, issued 12 January 2026. These terms apply to every order placed on our website, by telephone or in our stores for delivery.

1. Orders. Your order is an offer to buy. A contract is formed when we send the dispatch confirmation email. We may refuse an order if the item is out of stock or the price was shown in error.

2. Prices. Prices include VAT at the applicable rate. Delivery charges are shown at checkout before you pay.

3. Delivery. We deliver to addresses in the United Kingdom and Ireland. Standard delivery takes 3 to 5 working days. Risk passes to you when the goods are delivered.

4. Returns and refunds. You may return unused items within 60 days of delivery for a full refund. Refunds are paid to the original payment method within 14 days of our receiving the goods. Return postage is free for orders over £50.

5. Faulty goods. If an item is faulty we will repair, replace or refund it in line with the Consumer Rights Act 2015.

6. Warranty. Tents, backpacks and sleeping bags carry a five-year warranty against manufacturing defects.

7. Liability. Nothing in these terms limits our liability for death or personal injury caused by our negligence.

8. Law. These terms are governed by the law of England and Wales.`;

const saleTermsPdf = {
  pageClass: 'terms' as const,
  kind: 'pdf' as const,
  path: '/legal/terms-of-sale.pdf',
  render: pdfFile('Brightline Outdoor — Terms and Conditions of Sale'),
  content: SALE_TERMS,
};

export const termsCases: EvalCase[] = [
  ...casesOf(termsPage, [
    {
      id: 'terms-refund-window-shortened',
      label: 'alert',
      intent: 'Tell me if the refund window in the Northwind terms changes: {url}',
      edit: 'refund within 30 → 14 days of purchase',
      changes: [
        [
          'within 30 days of purchase, we refund the full amount. After 30 days',
          'within 14 days of purchase, we refund the full amount. After 14 days',
        ],
      ],
    },
    {
      id: 'terms-any-change-governing-law',
      label: 'alert',
      intent: 'Watch the terms of service at {url} for any change to the clauses.',
      businessContext: 'We are a law firm that uses Northwind for client files.',
      edit: 'governing law Germany/Berlin → Ireland/Dublin',
      changes: [['governed by the laws of Germany. The courts of Berlin', 'governed by the laws of Ireland. The courts of Dublin']],
    },
    {
      id: 'terms-data-retention',
      label: 'alert',
      intent: 'Our compliance team must know if Northwind changes how long it keeps our data after we leave ({url}).',
      edit: 'data kept 60 → 30 days after termination',
      changes: [['we keep your data for 60 days', 'we keep your data for 30 days']],
    },
    {
      id: 'terms-new-ai-clause',
      label: 'alert',
      intent: 'Monitor the Northwind terms of service ({url}) for new clauses about our content.',
      edit: 'a clause on AI training with customer content is added',
      changes: [
        [
          'then delete it permanently.</p>',
          'then delete it permanently.</p>\n      <p>You grant us a licence to use anonymised content to train and improve our machine-learning features. You can opt out in the workspace settings.</p>',
        ],
      ],
    },
    {
      id: 'terms-refunds-only-age-changed',
      label: 'off-topic',
      intent: 'Tell me if the refund rules in the Northwind terms change: {url}',
      edit: 'minimum age 16 → 18 (refunds unchanged)',
      changes: [['at least 16 years old', 'at least 18 years old']],
    },
    {
      id: 'terms-liability-only-late-interest',
      label: 'off-topic',
      intent: 'We only care about the liability cap in the Northwind terms ({url}).',
      edit: 'late-payment interest 1% → 1.5% a month',
      changes: [['interest of 1% per month', 'interest of 1.5% per month']],
    },
    {
      id: 'terms-related-links',
      label: 'off-topic',
      intent: 'Watch the terms of service at {url} for any change to the clauses.',
      edit: 'the related-documents list gains a link to the subprocessors page',
      changes: [
        [
          '<li><a href="/sla">Service level agreement</a></li>',
          '<li><a href="/sla">Service level agreement</a></li><li><a href="/subprocessors">Subprocessors</a></li>',
        ],
      ],
    },
    {
      id: 'terms-generated-stamp',
      label: 'noise',
      intent: 'Tell me if the refund window in the Northwind terms changes: {url}',
      edit: 'a "printed on" stamp in the footer moves with the clock',
      setup: [(content) => `${content}\n<!--footer-->\n    <p class="print-stamp">Page generated {{date}} at {{time}} UTC</p>`],
      changes: [],
    },
  ]),
  ...casesOf(saleTermsPdf, [
    {
      id: 'sale-terms-pdf-return-window',
      label: 'alert',
      intent: 'Follow the returns and refund policy in Brightline’s terms of sale: {url}',
      edit: 'returns within 60 → 30 days',
      changes: [['within 60 days of delivery', 'within 30 days of delivery']],
    },
    {
      id: 'sale-terms-pdf-free-returns-threshold',
      label: 'alert',
      intent: 'We order gear from Brightline for our scout group. Tell me if return postage or refund conditions change: {url}',
      edit: 'free returns threshold £50 → £100',
      changes: [['free for orders over £50', 'free for orders over £100']],
    },
    {
      id: 'sale-terms-pdf-refunds-only-delivery',
      label: 'off-topic',
      intent: 'Follow the returns and refund policy in Brightline’s terms of sale: {url}',
      edit: 'standard delivery 3–5 → 2–4 working days',
      changes: [['Standard delivery takes 3 to 5 working days.', 'Standard delivery takes 2 to 4 working days.']],
    },
    {
      id: 'sale-terms-pdf-reexported',
      label: 'noise',
      intent: 'Any change to Brightline’s terms of sale: {url}',
      edit: 'the same PDF exported again (new metadata, same text)',
      changes: [],
    },
  ]),
];
