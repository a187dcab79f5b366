import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { CRESCENDO } from './sites';

const guitarPage = `<h1>Harwell SJ-200 Jumbo Acoustic, Vintage Sunburst</h1>
<p class="sku">Item no. HW-SJ200-VS · Brand: Harwell</p>
<div class="price-box">
  <p class="price">£1,249.00 <span class="was">RRP £1,399.00</span></p>
  <p class="finance">Or £52.04 a month over 24 months at 0% APR representative</p>
  <p class="availability" data-stock="in">In stock online — dispatched within 1 working day</p>
  <p class="viewers">14 people are looking at this right now</p>
</div>
<section id="stores">
  <h2>Availability in our stores</h2>
  <table>
    <thead><tr><th>Store</th><th>Stock</th><th>Collect</th></tr></thead>
    <tbody>
      <tr><td>Sheffield</td><td>3 in stock</td><td>Today</td></tr>
      <tr><td>Manchester</td><td>1 in stock</td><td>Today</td></tr>
      <tr><td>Bristol</td><td>Out of stock</td><td>Order to store, 3–5 days</td></tr>
      <tr><td>Glasgow</td><td>2 in stock</td><td>Today</td></tr>
    </tbody>
  </table>
</section>
<section id="specs">
  <h2>Specifications</h2>
  <dl>
    <dt>Top</dt><dd>Solid Sitka spruce</dd>
    <dt>Back and sides</dt><dd>Flamed maple</dd>
    <dt>Electronics</dt><dd>Fishman Presys VT</dd>
    <dt>Case</dt><dd>Hardshell case included</dd>
  </dl>
</section>
<section id="also">
  <h2>Customers also viewed</h2>
  <ol class="reco"><li>Harwell SJ-100 Natural — £899</li><li>Korvin D-28 Dreadnought — £1,099</li><li>Elmwood J-45 Studio — £1,180</li></ol>
</section>
<section id="reviews"><h2>Reviews (37)</h2><p>4.7 out of 5 · “Booms like nothing else in the shop.” — Dan, Leeds</p></section>
<!--footer--><p>Prices checked {{date}}. Stock levels update every 10 minutes.</p>`;

const cameraStock = JSON.stringify({
  shop: 'fotolux-de',
  updated: '{{iso}}',
  products: [
    { ean: '4549292200001', name: 'Lumera X-T7 Gehäuse', price_eur: 1899, stock: { status: 'lieferbar', qty: 12 }, preorder: false },
    { ean: '4549292200018', name: 'Lumera X-T7 Kit 18-55mm', price_eur: 2249, stock: { status: 'lieferbar', qty: 4 }, preorder: false },
    {
      ean: '4549292200025',
      name: 'Lumera 56mm f/1.2 II',
      price_eur: 999,
      stock: { status: 'nicht lieferbar', qty: 0, restock: '2026-04-15' },
      preorder: true,
    },
    { ean: '4549292200032', name: 'Lumera VG-7 Batteriegriff', price_eur: 349, stock: { status: 'lieferbar', qty: 31 }, preorder: false },
  ],
  meta: { source: 'erp-sync' },
});

export const productStockCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'product-stock',
      kind: 'html',
      path: '/guitars/harwell-sj-200-vs',
      render: htmlPage(CRESCENDO, 'Harwell SJ-200 Vintage Sunburst'),
      content: guitarPage,
    },
    [
      {
        id: 'h5-stock-guitar-low',
        label: 'alert',
        intent: "I'm saving up for the Harwell SJ-200 sunburst. Tell me if it's about to sell out online or the price moves. {url}",
        edit: 'online availability In stock → Only 2 left',
        changes: [['In stock online — dispatched within 1 working day', 'Only 2 left online — dispatched within 1 working day']],
      },
      {
        id: 'h5-stock-guitar-price',
        label: 'alert',
        intent: "I'm saving up for the Harwell SJ-200 sunburst. Tell me if it's about to sell out online or the price moves. {url}",
        edit: 'price £1,249.00 → £1,149.00',
        changes: [['£1,249.00', '£1,149.00']],
      },
      {
        id: 'h5-stock-guitar-bristol',
        label: 'alert',
        intent: 'SJ-200 at the Bristol store — back in stock? {url}',
        edit: 'Bristol Out of stock → 1 in stock',
        changes: [
          ['<td>Bristol</td><td>Out of stock</td><td>Order to store, 3–5 days</td>', '<td>Bristol</td><td>1 in stock</td><td>Today</td>'],
        ],
      },
      {
        id: 'h5-stock-guitar-glasgow-offtopic',
        label: 'off-topic',
        intent: 'SJ-200 at the Bristol store — back in stock? {url}',
        edit: 'Glasgow 2 in stock → 1 in stock (asks only about Bristol)',
        changes: [['<td>Glasgow</td><td>2 in stock</td>', '<td>Glasgow</td><td>1 in stock</td>']],
      },
      {
        id: 'h5-stock-guitar-viewers-noise',
        label: 'noise',
        intent: 'Stock or price of the Harwell SJ-200 Vintage Sunburst at Crescendo {url}',
        edit: 'viewer counter, review count and reordered recommendations',
        changes: [
          ['14 people are looking at this right now', '22 people are looking at this right now'],
          [
            '<li>Harwell SJ-100 Natural — £899</li><li>Korvin D-28 Dreadnought — £1,099</li>',
            '<li>Korvin D-28 Dreadnought — £1,099</li><li>Harwell SJ-100 Natural — £899</li>',
          ],
        ],
      },
    ],
  ),
  ...casesOf({ pageClass: 'product-stock', kind: 'json', path: '/api/v2/lagerbestand/lumera', render: jsonApi(), content: cameraStock }, [
    {
      id: 'h5-stock-camera-56mm-back',
      label: 'alert',
      intent: 'Bitte benachrichtigen, sobald das Lumera 56mm f/1.2 II wieder lieferbar ist. {url}',
      edit: '56mm lens nicht lieferbar → lieferbar, qty 0 → 6',
      changes: [['"stock":{"status":"nicht lieferbar","qty":0,"restock":"2026-04-15"}', '"stock":{"status":"lieferbar","qty":6}']],
    },
    {
      id: 'h5-stock-camera-56mm-restock-date',
      label: 'alert',
      intent: 'Lumera 56mm f1.2 II at Fotolux: when is it coming back? Let me know if the restock date moves. {url}',
      edit: '56mm restock date 2026-04-15 → 2026-06-01',
      changes: [['"restock":"2026-04-15"', '"restock":"2026-06-01"']],
    },
    {
      id: 'h5-stock-camera-grip-offtopic',
      label: 'off-topic',
      intent: 'Bitte benachrichtigen, sobald das Lumera 56mm f/1.2 II wieder lieferbar ist. {url}',
      edit: 'battery grip price 349 → 329 (another product)',
      changes: [['"price_eur":349', '"price_eur":329']],
    },
    {
      id: 'h5-stock-camera-kit-low',
      label: 'alert',
      intent: 'X-T7 kit with 18-55 — notify me if it goes out of stock or below 3 units, we resell them. {url}',
      businessContext: 'Small camera rental shop in Bremen.',
      edit: 'X-T7 kit qty 4 → 1',
      changes: [['"price_eur":2249,"stock":{"status":"lieferbar","qty":4}', '"price_eur":2249,"stock":{"status":"lieferbar","qty":1}']],
    },
    {
      id: 'h5-stock-camera-sync-noise',
      label: 'noise',
      intent: 'Fotolux Lumera X-T7 Gehäuse: Preis oder Verfügbarkeit ändert sich → {url}',
      edit: 'only the feed’s updated timestamp moves',
      changes: [],
    },
  ]),
];
