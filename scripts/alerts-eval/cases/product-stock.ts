import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { BRIGHTLINE } from '../sites';

const TENT = `    <div class="product" itemscope itemtype="https://schema.org/Product">
      <div class="gallery"><img src="/img/ridgeline-2p-1.jpg" alt="Ridgeline 2P tent pitched on a meadow"><img src="/img/ridgeline-2p-2.jpg" alt="Inner tent and vestibule"></div>
      <div class="buy-box">
        <h1 itemprop="name">Ridgeline 2P Ultralight Tent</h1>
        <p class="sku">Item no. BL-44120</p>
        <p class="rating">4.7 out of 5 (312 reviews)</p>
        <p class="price" itemprop="price">£389.00</p>
        <p class="finance">Or 3 interest-free payments of £129.67</p>
        <fieldset class="variants"><legend>Colour</legend>
          <label><input type="radio" name="colour" checked> Sage green — In stock</label>
          <label><input type="radio" name="colour"> Sand — In stock</label>
          <label><input type="radio" name="colour"> Storm grey — Only 3 left</label>
        </fieldset>
        <p class="delivery">Free standard delivery in 3–5 working days. Express delivery £6.95, next working day when ordered before 2 pm.</p>
        <p class="stores">Available to collect from Manchester, Leeds and Bristol stores.</p>
        <button class="add">Add to basket</button>
      </div>
    </div>
    <section class="details">
      <h2>Specifications</h2>
      <table>
        <tr><th>Sleeps</th><td>2</td></tr>
        <tr><th>Packed weight</th><td>1.42 kg</td></tr>
        <tr><th>Floor area</th><td>2.9 m²</td></tr>
        <tr><th>Flysheet</th><td>20D ripstop nylon, 3,000 mm hydrostatic head</td></tr>
        <tr><th>Poles</th><td>DAC NSL aluminium</td></tr>
        <tr><th>Warranty</th><td>5 years</td></tr>
      </table>
      <h2>Returns</h2>
      <p>Unused items can be returned within 60 days for a full refund. Refunds are paid to the original payment method within 14 days of receiving the return.</p>
    </section>
    <section class="recommendations">
      <h2>Customers also bought</h2>
      <ul><li>Ridgeline footprint 2P — £45.00</li><li>Featherlite sleeping mat — £119.00</li><li>Titanium pegs (pack of 8) — £24.00</li></ul>
    </section>`;

const tentPage = {
  pageClass: 'product-stock' as const,
  kind: 'html' as const,
  path: '/tents/ridgeline-2p',
  render: htmlPage(BRIGHTLINE, 'Ridgeline 2P Ultralight Tent'),
  content: TENT,
};

const STOCK_API = JSON.stringify(
  {
    product: { sku: 'GPU-RX-9070', name: 'Radeon RX 9070 XT 16GB', brand: 'Sapphire' },
    offers: [
      {
        warehouse: 'Frankfurt',
        availability: 'in_stock',
        quantity_band: '10+',
        price: { amount: 689.0, currency: 'EUR' },
        ships_within_days: 1,
      },
      {
        warehouse: 'Rotterdam',
        availability: 'in_stock',
        quantity_band: '1-9',
        price: { amount: 689.0, currency: 'EUR' },
        ships_within_days: 2,
      },
      {
        warehouse: 'Warsaw',
        availability: 'backorder',
        quantity_band: '0',
        price: { amount: 679.0, currency: 'EUR' },
        ships_within_days: 21,
      },
    ],
    restock_expected: '2026-03-20',
  },
  null,
  2,
);

const stockApi = {
  pageClass: 'product-stock' as const,
  kind: 'json' as const,
  path: '/api/products/GPU-RX-9070/availability',
  render: jsonApi(),
  content: STOCK_API,
};

export const productStockCases: EvalCase[] = [
  ...casesOf(tentPage, [
    {
      id: 'tent-out-of-stock',
      label: 'alert',
      intent: 'I want to buy the Ridgeline 2P in sage green. Tell me about its stock availability on {url}',
      edit: 'Sage green: In stock → Out of stock',
      changes: [['Sage green — In stock', 'Sage green — Out of stock']],
    },
    {
      id: 'tent-price-drop',
      label: 'alert',
      intent: 'Price watch: {url} — let me know when the Ridgeline tent gets cheaper.',
      edit: 'price £389.00 → £329.00',
      changes: [
        ['£389.00', '£329.00'],
        ['£129.67', '£109.67'],
      ],
    },
    {
      id: 'tent-warranty-shortened',
      label: 'alert',
      intent: 'We stock Brightline tents in our rental shop. Watch {url} for changes to the specifications or warranty.',
      businessContext: 'We run a camping-gear rental business in the Lake District.',
      edit: 'warranty 5 years → 2 years',
      changes: [['<td>5 years</td>', '<td>2 years</td>']],
    },
    {
      id: 'tent-colour-discontinued',
      label: 'alert',
      intent: 'Track which colours of the Ridgeline 2P are available: {url}',
      edit: 'the Storm grey variant is removed',
      changes: [['\n          <label><input type="radio" name="colour"> Storm grey — Only 3 left</label>', '']],
    },
    {
      id: 'tent-weight-revised',
      label: 'alert',
      intent: 'Tell me if the packed weight or any other spec of this tent changes: {url}',
      edit: 'packed weight 1.42 kg → 1.58 kg',
      changes: [['1.42 kg', '1.58 kg']],
    },
    {
      id: 'tent-stock-only-delivery-changed',
      label: 'off-topic',
      intent: 'I want to buy the Ridgeline 2P in sage green. Tell me about its stock availability on {url}',
      edit: 'express delivery £6.95 → £7.95 (stock unchanged)',
      changes: [['Express delivery £6.95', 'Express delivery £7.95']],
    },
    {
      id: 'tent-refunds-only-delivery-changed',
      label: 'off-topic',
      intent: 'Watch the returns and refund terms for this tent on {url}',
      edit: 'standard delivery 3–5 → 4–6 working days',
      changes: [['3–5 working days', '4–6 working days']],
    },
    {
      id: 'tent-price-only-stores-changed',
      label: 'off-topic',
      intent: 'Price watch: {url} — let me know when the Ridgeline tent gets cheaper.',
      edit: 'click and collect adds the Glasgow store',
      changes: [['Manchester, Leeds and Bristol stores', 'Manchester, Leeds, Bristol and Glasgow stores']],
    },
    {
      id: 'tent-review-count',
      label: 'noise',
      intent: 'Tell me if anything changes about the Ridgeline 2P tent on {url}',
      edit: 'only the review count and average move',
      changes: [['4.7 out of 5 (312 reviews)', '4.7 out of 5 (315 reviews)']],
    },
    {
      id: 'tent-recommendations-shuffle',
      label: 'noise',
      intent: 'Price watch: {url} — let me know when the Ridgeline tent gets cheaper.',
      edit: 'the "customers also bought" carousel shows other items',
      changes: [
        [
          '<li>Ridgeline footprint 2P — £45.00</li><li>Featherlite sleeping mat — £119.00</li><li>Titanium pegs (pack of 8) — £24.00</li>',
          '<li>Trailhead 35L backpack — £139.00</li><li>Ridgeline footprint 2P — £45.00</li><li>Camp mug, enamel — £12.00</li>',
        ],
      ],
    },
    {
      id: 'tent-viewers-now',
      label: 'noise',
      intent: 'I want to buy the Ridgeline 2P in sage green. Tell me about its stock availability on {url}',
      edit: 'only the "people looking at this" widget moves',
      setup: [['<p class="sku">', '<p class="live">14 people are looking at this right now</p>\n        <p class="sku">']],
      changes: [['14 people are looking at this right now', '6 people are looking at this right now']],
    },
  ]),
  ...casesOf(stockApi, [
    {
      id: 'gpu-api-frankfurt-sold-out',
      label: 'alert',
      intent: 'Let me know when the RX 9070 XT availability changes in the Frankfurt warehouse ({url}).',
      edit: 'Frankfurt in_stock → out_of_stock',
      changes: [
        ['"availability": "in_stock",\n      "quantity_band": "10+"', '"availability": "out_of_stock",\n      "quantity_band": "0"'],
      ],
    },
    {
      id: 'gpu-api-price-up',
      label: 'alert',
      intent: 'Watch the price of this graphics card in the supplier feed: {url}',
      businessContext: 'We build and sell gaming PCs in Germany; the card is our biggest cost.',
      edit: 'Frankfurt and Rotterdam price 689 → 719 EUR',
      changes: [['"amount": 689', '"amount": 719']],
    },
    {
      id: 'gpu-api-restock-date',
      label: 'alert',
      intent: 'When will the RX 9070 XT be restocked? Follow the restock date on {url}',
      edit: 'restock expected 2026-03-20 → 2026-04-10',
      changes: [['2026-03-20', '2026-04-10']],
    },
    {
      id: 'gpu-api-frankfurt-only-warsaw-changed',
      label: 'off-topic',
      intent:
        'Let me know when the RX 9070 XT availability changes in the Frankfurt warehouse ({url}). Other warehouses are too far for us.',
      edit: 'Warsaw backorder → in_stock (Frankfurt unchanged)',
      changes: [['"availability": "backorder",\n      "quantity_band": "0"', '"availability": "in_stock",\n      "quantity_band": "1-9"']],
    },
    {
      id: 'gpu-api-reshuffled',
      label: 'noise',
      intent: 'Watch the price of this graphics card in the supplier feed: {url}',
      edit: 'the same offers in another order, new request id',
      changes: [
        (content) => {
          const payload = JSON.parse(content) as { offers: unknown[] };
          return JSON.stringify({ ...payload, offers: [...payload.offers].reverse() }, null, 2);
        },
      ],
    },
  ]),
];
