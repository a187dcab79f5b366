import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { COPPERPOT } from './sites';

const DUTCH_OVEN = `    <div class="product" itemscope itemtype="https://schema.org/Product">
      <div class="gallery"><img src="/media/dutch-oven-55-sage.jpg" alt="Enamelled cast-iron Dutch oven in Sage"></div>
      <div class="details">
        <h1 itemprop="name">Heritage Enamelled Dutch Oven, 5.5 qt</h1>
        <p class="rating">★★★★★ 4.8 (1,962 reviews)</p>
        <p class="price" itemprop="offers"><span class="now">$349.00</span></p>
        <p class="klarna">Or 4 interest-free payments of $87.25</p>
        <fieldset class="swatches">
          <legend>Colour</legend>
          <ul>
            <li data-colour="sage"><span class="swatch">Sage</span> <span class="availability">Sold out — join the waitlist</span></li>
            <li data-colour="cherry"><span class="swatch">Cherry</span> <span class="availability">In stock</span></li>
            <li data-colour="oyster"><span class="swatch">Oyster</span> <span class="availability">In stock</span></li>
            <li data-colour="midnight"><span class="swatch">Midnight</span> <span class="availability">Low stock — 4 left</span></li>
          </ul>
        </fieldset>
        <button class="add-to-cart">Add to cart</button>
        <p class="live-viewers">17 people are looking at this right now</p>
        <ul class="perks"><li>Free shipping on orders over $75</li><li>Lifetime warranty against cracking</li><li>Ships from Asheville in 1–2 business days</li></ul>
      </div>
    </div>
    <section class="specs">
      <h2>Specifications</h2>
      <table>
        <tr><th>Capacity</th><td>5.5 quarts (5.2 litres)</td></tr>
        <tr><th>Weight</th><td>12.1 lb</td></tr>
        <tr><th>Oven safe to</th><td>500°F, lid knob included</td></tr>
        <tr><th>Hob types</th><td>Gas, electric, induction, ceramic</td></tr>
        <tr><th>Made in</th><td>Cast in France, enamelled in the USA</td></tr>
      </table>
    </section>
    <section class="reviews">
      <h2>What cooks are saying</h2>
      <blockquote>“Holds heat beautifully, my sourdough has never been better.” — Marisol, Tucson</blockquote>
    </section>
    <section class="recently-viewed">
      <h2>You recently viewed</h2>
      <ul><li>Carbon Steel Skillet, 10"</li><li>Walnut Spoon Set</li></ul>
    </section>`;

const productPage = {
  pageClass: 'product-stock' as const,
  kind: 'html' as const,
  path: '/products/heritage-dutch-oven-5-5-qt',
  render: htmlPage(COPPERPOT, 'Heritage Enamelled Dutch Oven, 5.5 qt'),
  content: DUTCH_OVEN,
};

const STORE_STOCK = JSON.stringify(
  {
    sku: 'NEB-HANDHELD-OLED-WHT',
    product: 'Nebula Handheld OLED, white',
    price_gbp: 329.99,
    online: { status: 'in_stock', dispatch: '1-2 working days' },
    stores: [
      { store_id: 'LDS01', name: 'Leeds, Briggate', status: 'in_stock', quantity: 6, click_and_collect: true },
      { store_id: 'BRS02', name: 'Bristol, Park Street', status: 'in_stock', quantity: 3, click_and_collect: true },
      { store_id: 'MAN03', name: 'Manchester, Oldham Street', status: 'low_stock', quantity: 1, click_and_collect: true },
      { store_id: 'EDI04', name: 'Edinburgh, Cockburn Street', status: 'out_of_stock', quantity: 0, click_and_collect: false },
    ],
  },
  null,
  2,
);

const stockApi = {
  pageClass: 'product-stock' as const,
  kind: 'json' as const,
  path: '/api/stock/NEB-HANDHELD-OLED-WHT',
  render: jsonApi(),
  content: STORE_STOCK,
};

export const productStockCases: EvalCase[] = [
  ...casesOf(productPage, [
    {
      id: 'ho-stock-sage-restocked',
      label: 'alert',
      intent: 'I want the Sage colour of this Dutch oven. Tell me when it’s back in stock: {url}',
      edit: 'Sage: sold out → in stock',
      changes: [
        [
          '<span class="swatch">Sage</span> <span class="availability">Sold out — join the waitlist</span>',
          '<span class="swatch">Sage</span> <span class="availability">In stock</span>',
        ],
      ],
    },
    {
      id: 'ho-stock-on-sale',
      label: 'alert',
      intent: 'is the 5.5 qt Heritage on sale yet? {url}',
      edit: 'price $349 → $279 (20% off)',
      changes: [
        [
          '<span class="now">$349.00</span>',
          '<span class="was">$349.00</span> <span class="now">$279.00</span> <span class="badge">Spring sale, 20% off</span>',
        ],
        ['4 interest-free payments of $87.25', '4 interest-free payments of $69.75'],
      ],
    },
    {
      id: 'ho-stock-sage-only-cherry-out',
      label: 'off-topic',
      intent: 'Only interested in Sage. Let me know when that colour can be ordered again on {url}, ignore the other colours.',
      edit: 'Cherry: in stock → sold out (Sage still sold out)',
      changes: [
        [
          '<span class="swatch">Cherry</span> <span class="availability">In stock</span>',
          '<span class="swatch">Cherry</span> <span class="availability">Sold out — join the waitlist</span>',
        ],
      ],
    },
    {
      id: 'ho-stock-viewers-recently-viewed',
      label: 'noise',
      intent: 'Watch {url} and tell me when the Sage one is available or the price changes.',
      edit: 'live-viewer count and the "recently viewed" strip change',
      changes: [
        ['17 people are looking at this right now', '9 people are looking at this right now'],
        ['<li>Carbon Steel Skillet, 10"</li><li>Walnut Spoon Set</li>', '<li>Linen Apron, Charcoal</li><li>Carbon Steel Skillet, 10"</li>'],
      ],
    },
  ]),
  ...casesOf(stockApi, [
    {
      id: 'ho-stock-api-leeds-sold-out',
      label: 'alert',
      intent: 'I’m planning to pick up a Nebula OLED at the Leeds Meeple & Co after payday. Warn me if Leeds sells out: {url}',
      edit: 'Leeds: in_stock 6 → out_of_stock 0',
      changes: [
        [
          '"name": "Leeds, Briggate",\n      "status": "in_stock",\n      "quantity": 6,\n      "click_and_collect": true',
          '"name": "Leeds, Briggate",\n      "status": "out_of_stock",\n      "quantity": 0,\n      "click_and_collect": false',
        ],
      ],
    },
    {
      id: 'ho-stock-api-leeds-only-bristol',
      label: 'off-topic',
      intent: 'Leeds store availability of the white Nebula OLED, nothing else: {url}',
      edit: 'Bristol: in_stock 3 → out_of_stock 0 (Leeds unchanged)',
      changes: [
        [
          '"name": "Bristol, Park Street",\n      "status": "in_stock",\n      "quantity": 3,\n      "click_and_collect": true',
          '"name": "Bristol, Park Street",\n      "status": "out_of_stock",\n      "quantity": 0,\n      "click_and_collect": false',
        ],
      ],
    },
  ]),
];
