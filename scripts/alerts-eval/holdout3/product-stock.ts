import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { SPOKE_AND_CHAIN } from './sites';

const gravelBike = `<h1>Veloce Terra GRX 600 Gravel Bike 2026</h1>
<p class="sku">SKU VT-GRX600-26 · Brand: Veloce</p>
<div class="price"><span class="now">£1,849.00</span> <span class="was">RRP £1,999.00</span></div>
<p class="viewers">14 people are looking at this right now</p>
<section id="sizes">
  <h2>Choose your size</h2>
  <table class="stock">
    <thead><tr><th>Frame size</th><th>Rider height</th><th>Online</th><th>Click &amp; collect</th></tr></thead>
    <tbody>
      <tr><td>S (50cm)</td><td>160–170cm</td><td>In stock</td><td>Leeds, York</td></tr>
      <tr><td>M (53cm)</td><td>170–178cm</td><td>Out of stock — expected 14 April</td><td>None</td></tr>
      <tr><td>L (56cm)</td><td>178–186cm</td><td>Low stock (2 left)</td><td>Leeds</td></tr>
      <tr><td>XL (58cm)</td><td>186–195cm</td><td>In stock</td><td>Manchester</td></tr>
    </tbody>
  </table>
  <p>Colour: Moss green. The Desert sand colourway is sold out for 2026.</p>
</section>
<section id="spec">
  <h2>Specification</h2>
  <ul>
    <li>Frame: 6061 alloy, flat mount disc, internal routing</li>
    <li>Groupset: Shimano GRX 600 2x11</li>
    <li>Wheels: Veloce Terra alloy, tubeless ready, 700x40c tyres</li>
    <li>Weight: 9.8kg (size M)</li>
  </ul>
</section>
<section id="reviews">
  <h2>Reviews</h2>
  <p>4.6 out of 5 from 87 reviews.</p>
  <blockquote>“Took it on the South Downs Way, faultless.” — Priya, verified buyer</blockquote>
</section>
<!--aside--><h3>Delivery</h3><p>Free delivery over £50. Bikes arrive 95% built in a reusable box.</p><p>Cycle to work scheme accepted.</p>`;

const sofaStock = JSON.stringify(
  {
    product: { sku: 'NH-ODA-3S', name: 'Oda 3-seater sofa', collection: 'Oda' },
    variants: [
      { fabric: 'Boucle oat', status: 'in_stock', quantity: 23, dispatch_days: 5 },
      { fabric: 'Velvet forest', status: 'in_stock', quantity: 4, dispatch_days: 5 },
      { fabric: 'Linen charcoal', status: 'backorder', quantity: 0, dispatch_days: 42, restock_date: '2026-04-20' },
      { fabric: 'Wool mustard', status: 'discontinued', quantity: 0, dispatch_days: null },
    ],
    showrooms: [
      { city: 'Rotterdam', display_model: true },
      { city: 'Utrecht', display_model: false },
    ],
    meta: { generated_at: '{{iso}}', cache: 'edge-ams-3' },
  },
  null,
  2,
);

export const productStockCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'product-stock',
      kind: 'html',
      path: '/gravel/veloce-terra-grx-600',
      render: htmlPage(SPOKE_AND_CHAIN, 'Veloce Terra GRX 600'),
      content: gravelBike,
    },
    [
      {
        id: 'h3-stock-terra-medium-back',
        label: 'alert',
        intent: 'Tell me when the Veloce Terra gravel bike in size M is back in stock {url}',
        edit: 'size M goes from out of stock to in stock',
        changes: [['<td>Out of stock — expected 14 April</td><td>None</td>', '<td>In stock</td><td>York</td>']],
      },
      {
        id: 'h3-stock-terra-large-offtopic',
        label: 'off-topic',
        intent: 'Tell me when the Veloce Terra gravel bike in size M is back in stock {url}',
        edit: 'size L goes to out of stock (person wants M)',
        changes: [['<td>Low stock (2 left)</td>', '<td>Out of stock</td>']],
      },
      {
        id: 'h3-stock-terra-viewers-noise',
        label: 'noise',
        intent: 'Tell me when the Veloce Terra gravel bike in size M is back in stock {url}',
        edit: '"people looking" counter changes',
        changes: [['14 people are looking', '22 people are looking']],
      },
      {
        id: 'h3-stock-terra-price-drop',
        label: 'alert',
        intent: '{url} let me know if the price drops',
        edit: 'price £1,849 → £1,649',
        changes: [['<span class="now">£1,849.00</span>', '<span class="now">£1,649.00</span>']],
      },
      {
        id: 'h3-stock-terra-reviews-noise',
        label: 'noise',
        intent: '{url} let me know if the price drops',
        edit: 'one more review and quote rotated',
        changes: [
          ['from 87 reviews', 'from 88 reviews'],
          [
            '“Took it on the South Downs Way, faultless.” — Priya, verified buyer',
            '“Comfortable on long days, gears a bit clunky.” — Tom, verified buyer',
          ],
        ],
      },
    ],
  ),
  ...casesOf({ pageClass: 'product-stock', kind: 'json', path: '/api/stock/NH-ODA-3S', render: jsonApi(), content: sofaStock }, [
    {
      id: 'h3-stock-oda-linen-restock-moved',
      label: 'alert',
      intent:
        'Our client chose the Oda sofa in linen charcoal. Watch {url} and tell me if the restock date or status changes for that fabric.',
      businessContext: 'Interior design studio; we order for clients and promise delivery windows.',
      edit: 'linen charcoal restock date 2026-04-20 → 2026-06-01, dispatch 42 → 84 days',
      changes: [
        ['"restock_date": "2026-04-20"', '"restock_date": "2026-06-01"'],
        ['"dispatch_days": 42', '"dispatch_days": 84'],
      ],
    },
    {
      id: 'h3-stock-oda-velvet-offtopic',
      label: 'off-topic',
      intent:
        'Our client chose the Oda sofa in linen charcoal. Watch {url} and tell me if the restock date or status changes for that fabric.',
      edit: 'velvet forest quantity 4 → 0 and goes to backorder',
      changes: [
        (content: string) => content.replace(/("fabric": "Velvet forest",\s*"status": )"in_stock",(\s*"quantity": )4/, '$1"backorder",$20'),
      ],
    },
    {
      id: 'h3-stock-oda-any-out',
      label: 'alert',
      intent: 'stock api for the Oda 3 seater: {url}. alert me if any colour sells out or gets discontinued',
      edit: 'boucle oat goes out of stock',
      changes: [
        (content: string) =>
          content.replace(/("fabric": "Boucle oat",\s*"status": )"in_stock",(\s*"quantity": )23/, '$1"out_of_stock",$20'),
      ],
    },
    {
      id: 'h3-stock-oda-generated-noise',
      label: 'noise',
      intent: 'stock api for the Oda 3 seater: {url}. alert me if any colour sells out or gets discontinued',
      edit: 'only the generated_at stamp and the edge cache name change',
      changes: [['"cache": "edge-ams-3"', '"cache": "edge-fra-1"']],
    },
  ]),
];
