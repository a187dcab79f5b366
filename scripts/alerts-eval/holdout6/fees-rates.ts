import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { SENDWISE } from './sites';

const fees = `<div class="container">
<h1>Fees and exchange rates</h1>
<p class="small">Fees below apply to transfers from the United Kingdom. Last reviewed 3rd February 2026.</p>
<div class="tabs" role="tablist"><button role="tab" aria-selected="true">To India</button><button role="tab" aria-selected="false">To Japan</button><button role="tab" aria-selected="false">To the Philippines</button></div>
<section aria-label="To India"><table><thead><tr><th>Amount sent</th><th>Bank transfer</th><th>Debit card</th><th>Cash pickup</th></tr></thead><tbody>
<tr><td>£1–£999</td><td>£0.99</td><td>£1.99</td><td>£2.99</td></tr><tr><td>£1,000 and over</td><td>Free</td><td>£1.99</td><td>£2.99</td></tr></tbody></table>
<p>Today’s indicative rate: <strong>1 GBP = 106.42 INR</strong> (margin up to 0.6% above mid-market).</p></section>
<section aria-label="To Japan"><table><thead><tr><th>Amount sent</th><th>Bank transfer</th><th>Debit card</th></tr></thead><tbody>
<tr><td>Any amount</td><td>£2.49</td><td>£3.49</td></tr></tbody></table>
<p>Indicative rate: <strong>1 GBP = 191.30 JPY</strong> (margin up to 0.9%).</p></section>
<section aria-label="To the Philippines"><table><thead><tr><th>Amount sent</th><th>Bank transfer</th><th>Cash pickup</th></tr></thead><tbody>
<tr><td>Any amount</td><td>£1.49</td><td>£1.99</td></tr></tbody></table></section>
<section><h2>Limits</h2><dl><dt>Per transfer</dt><dd>£25,000</dd><dt>Per 24 hours</dt><dd>£50,000</dd><dt>Debit card per transfer</dt><dd>£5,000</dd></dl></section>
<section><h2>Delivery times</h2><p>Bank transfers to India usually arrive within 2 hours; to Japan within 1 working day.</p></section>
</div>`;

const DIASPORA =
  'I send money from Manchester to my parents in Kerala every month, around £600 by bank transfer. Please tell me if Sendwise changes the fee for India bank transfer or the limits. {url}';

const surcharges = `Carrow Freight — Ocean surcharge schedule, effective 1 March 2026

All amounts per container unless stated. Currency: USD unless stated. Subject to change with 14 days' notice.

Bunker adjustment factor (BAF), Asia to North Europe: 20' USD 410; 40' USD 820; 40' HC USD 820.

Peak season surcharge (PSS), Asia to North Europe: 20' USD 150; 40' USD 300. Applies to bookings with cargo ready date from 15 March 2026.

Emergency Red Sea contingency surcharge: 20' USD 600; 40' USD 1,200. Under review weekly.

Terminal handling, Felixstowe (THC): GBP 285 per 20'; GBP 330 per 40'.

Documentation fee: GBP 45 per bill of lading. Late documentation (after cut-off): GBP 95.

Demurrage at Felixstowe: 5 free days, then GBP 60 per container per day for days 6–10 and GBP 120 per day from day 11.

India inland haulage, Nhava Sheva to Pune: INR 42,000 per 40'.`;

const IMPORTER =
  'UK importer of ceramic tiles from China via Felixstowe, 40ft containers. From Carrow’s surcharge PDF {url} tell me about changes to BAF, PSS, the Red Sea surcharge or Felixstowe demurrage that affect 40ft boxes. India routes do not concern us.';

export const feesRatesCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'fees-rates', kind: 'html', path: '/fees', render: htmlPage(SENDWISE, 'Fees and exchange rates'), content: fees },
    [
      {
        id: 'h6-fees-sendwise-india-bank',
        label: 'alert',
        intent: DIASPORA,
        edit: 'India bank transfer fee under £1,000: £0.99 → £1.49',
        changes: [['<td>£1–£999</td><td>£0.99</td>', '<td>£1–£999</td><td>£1.49</td>']],
      },
      {
        id: 'h6-fees-sendwise-rate-noise',
        label: 'noise',
        intent: DIASPORA,
        edit: 'indicative daily exchange rate ticks 106.42 → 106.57 INR (margin unchanged)',
        changes: [['1 GBP = 106.42 INR', '1 GBP = 106.57 INR']],
      },
      {
        id: 'h6-fees-sendwise-japan-offtopic',
        label: 'off-topic',
        intent: DIASPORA,
        edit: 'Japan bank transfer fee £2.49 → £2.99',
        changes: [['<td>Any amount</td><td>£2.49</td>', '<td>Any amount</td><td>£2.99</td>']],
      },
      {
        id: 'h6-fees-sendwise-limit',
        label: 'alert',
        intent: DIASPORA,
        edit: 'per-24-hour limit £50,000 → £20,000 and per-transfer limit £25,000 → £10,000',
        changes: [
          ['<dd>£25,000</dd>', '<dd>£10,000</dd>'],
          ['<dd>£50,000</dd>', '<dd>£20,000</dd>'],
        ],
      },
      {
        id: 'h6-fees-sendwise-jp-margin',
        label: 'alert',
        intent:
          '日本への送金 — Sendwise の手数料または為替マージンが変わったら教えてください / tell me if the fee or FX margin for sending to Japan changes. {url}',
        edit: 'Japan margin up to 0.9% → up to 1.4%',
        changes: [['(margin up to 0.9%)', '(margin up to 1.4%)']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'fees-rates',
      kind: 'pdf',
      path: '/tariffs/ocean-surcharges.pdf',
      render: pdfFile('Carrow Freight — Ocean surcharges'),
      content: surcharges,
    },
    [
      {
        id: 'h6-fees-carrow-redsea',
        label: 'alert',
        intent: IMPORTER,
        businessContext: 'About 14 containers a month, margins thin.',
        edit: 'Red Sea surcharge 40ft USD 1,200 → 1,650',
        changes: [["20' USD 600; 40' USD 1,200", "20' USD 800; 40' USD 1,650"]],
      },
      {
        id: 'h6-fees-carrow-demurrage',
        label: 'alert',
        intent: IMPORTER,
        edit: 'free days at Felixstowe 5 → 3',
        changes: [
          ['5 free days, then GBP 60 per container per day for days 6–10', '3 free days, then GBP 60 per container per day for days 4–10'],
        ],
      },
      {
        id: 'h6-fees-carrow-india-offtopic',
        label: 'off-topic',
        intent: IMPORTER,
        edit: 'India haulage INR 42,000 → 46,500',
        changes: [['INR 42,000', 'INR 46,500']],
      },
      {
        id: 'h6-fees-carrow-docs-offtopic',
        label: 'off-topic',
        intent: 'Carrow surcharge sheet {url}: only BAF numbers please, for our fuel index model.',
        edit: 'documentation fee GBP 45 → 55',
        changes: [['GBP 45 per bill of lading', 'GBP 55 per bill of lading']],
      },
    ],
  ),
];
