import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { OAKHOLLOW } from './sites';

const sofaPage = `<div class="pdp grid md:grid-cols-2 gap-8">
<nav class="text-sm" aria-label="Breadcrumb"><a href="/sofas">Sofas</a> / <a href="/sofas/3-seater">3-seater</a></nav>
<div class="gallery"><img src="/img/ellery-1.jpg?v=a81f" alt="Ellery 3-seater sofa in Moss velvet"></div>
<div class="buy-box">
  <h1 class="text-3xl">Ellery 3-Seater Sofa</h1>
  <p class="price"><span class="sr-only">Price:</span> £1,249 <s class="was">£1,449</s></p>
  <p class="finance">Or £52.04/month over 24 months at 0% APR (representative).</p>
  <fieldset class="variants"><legend>Fabric</legend>
    <div class="swatch" data-sku="ELL3-MOSS"><span>Moss velvet</span> <span class="stock in">In stock — delivered in 2–3 weeks</span></div>
    <div class="swatch" data-sku="ELL3-OAT"><span>Oatmeal weave</span> <span class="stock in">In stock — delivered in 2–3 weeks</span></div>
    <div class="swatch" data-sku="ELL3-RUST"><span>Rust linen</span> <span class="stock made">Made to order — 10–12 weeks</span></div>
    <div class="swatch" data-sku="ELL3-NAVY"><span>Midnight navy velvet</span> <span class="stock out">Out of stock — notify me</span></div>
  </fieldset>
  <fieldset class="legs"><legend>Legs</legend><label><input type="radio" name="legs" checked> Oiled oak</label><label><input type="radio" name="legs"> Black metal (+£40)</label></fieldset>
  <div class="bundle"><h2>Complete the look</h2><p>Ellery sofa + matching footstool: <strong>£1,449</strong> (save £99)</p></div>
  <p class="viewers" aria-live="polite">14 people are looking at this right now</p>
</div>
<section class="details">
  <details open><summary>Dimensions</summary><dl><dt>Width</dt><dd>218 cm</dd><dt>Depth</dt><dd>95 cm</dd><dt>Height</dt><dd>84 cm</dd><dt>Seat height</dt><dd>46 cm</dd></dl></details>
  <details><summary>Delivery &amp; returns</summary><p>Free two-person delivery to room of choice on orders over £500. 100-night trial: return for free within 100 nights.</p></details>
  <details><summary>Care</summary><p>Removable, dry-clean-only covers. Vacuum weekly.</p></details>
</section>
<section class="reviews"><h2>Reviews</h2><p>4.6 out of 5 (312 reviews)</p><blockquote>“Firm but comfy, the moss colour is gorgeous.” — Priya, Bristol</blockquote></section>
</div>
<!--aside--><h3>You may also like</h3><ul class="reco"><li>Ellery Armchair</li><li>Harlow Corner Sofa</li><li>Wren Footstool</li></ul>`;

const NAVY = 'Let me know when the Ellery 3-seater sofa in Midnight navy velvet is back in stock ({url}). Other colours are no use to me.';

const serum = JSON.stringify({
  product: {
    id: 'lum-vc15',
    title: 'Vitamin C 15% Brightening Serum',
    brand: 'Lumara',
    variants: [
      { sku: 'VC15-15', size: '15 ml', price: { amount: 28, currency: 'USD' }, inventory: { status: 'in_stock', quantity: 240 } },
      { sku: 'VC15-30', size: '30 ml', price: { amount: 46, currency: 'USD' }, inventory: { status: 'in_stock', quantity: 85 } },
      { sku: 'VC15-60', size: '60 ml', price: { amount: 78, currency: 'USD' }, inventory: { status: 'low_stock', quantity: 6 } },
    ],
    bundles: [{ id: 'glow-duo', name: 'Glow Duo (serum 30 ml + SPF 50)', price: { amount: 72, currency: 'USD' } }],
    ingredients_updated: '2025-11-02',
    rating: { average: 4.4, count: 1893 },
  },
  recommendations: ['lum-spf50', 'lum-niacin10', 'lum-cleanse'],
  meta: { locale: 'en-US' },
});

export const productStockCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'product-stock',
      kind: 'html',
      path: '/sofas/ellery-3-seater',
      render: htmlPage(OAKHOLLOW, 'Ellery 3-Seater Sofa'),
      content: sofaPage,
    },
    [
      {
        id: 'h6-stock-oakhollow-navy-back',
        label: 'alert',
        intent: NAVY,
        edit: 'Midnight navy: Out of stock → In stock',
        changes: [
          ['<span class="stock out">Out of stock — notify me</span>', '<span class="stock in">In stock — delivered in 4–5 weeks</span>'],
        ],
      },
      {
        id: 'h6-stock-oakhollow-moss-offtopic',
        label: 'off-topic',
        intent: NAVY,
        edit: 'Moss velvet goes to "Only 2 left" (navy still out)',
        changes: [
          [
            '<span>Moss velvet</span> <span class="stock in">In stock — delivered in 2–3 weeks</span>',
            '<span>Moss velvet</span> <span class="stock low">Only 2 left — delivered in 2–3 weeks</span>',
          ],
        ],
      },
      {
        id: 'h6-stock-oakhollow-viewers-noise',
        label: 'noise',
        intent: NAVY,
        edit: '"14 people are looking" → "9 people are looking"',
        changes: [['14 people are looking', '9 people are looking']],
      },
      {
        id: 'h6-stock-oakhollow-price',
        label: 'alert',
        intent: 'price drop alert: ellery 3 seater sofa {url} . budget is 1100 pounds, tell me any price change',
        edit: 'price £1,249 → £1,099',
        changes: [
          ['£1,249 <s', '£1,099 <s'],
          ['£52.04/month', '£45.79/month'],
        ],
      },
      {
        id: 'h6-stock-oakhollow-reco-noise',
        label: 'noise',
        intent: 'price drop alert: ellery 3 seater sofa {url} . budget is 1100 pounds, tell me any price change',
        edit: 'recommendations reordered',
        changes: [
          [
            '<li>Ellery Armchair</li><li>Harlow Corner Sofa</li><li>Wren Footstool</li>',
            '<li>Wren Footstool</li><li>Ellery Armchair</li><li>Harlow Corner Sofa</li>',
          ],
        ],
      },
      {
        id: 'h6-stock-oakhollow-trial',
        label: 'alert',
        intent:
          'We are a competing furniture retailer. On {url}, track Oakhollow’s delivery and returns promise (free delivery threshold, trial nights) and the bundle offer.',
        businessContext: 'Category manager, sofas, at a UK online furniture brand.',
        edit: '100-night trial → 60-night trial',
        changes: [['100-night trial: return for free within 100 nights', '60-night trial: return for free within 60 nights']],
      },
      {
        id: 'h6-stock-oakhollow-rust-offtopic',
        label: 'off-topic',
        intent: 'Is the Oatmeal weave Ellery still deliverable in 2–3 weeks? Tell me if that changes. {url}',
        edit: 'Rust linen lead time 10–12 → 14–16 weeks (oatmeal unchanged)',
        changes: [['Made to order — 10–12 weeks', 'Made to order — 14–16 weeks']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'product-stock', kind: 'json', path: '/api/products/lum-vc15.json', render: jsonApi(), content: serum }, [
    {
      id: 'h6-stock-lumara-60ml-out',
      label: 'alert',
      intent: 'I resell Lumara serums. Ping me when the 60 ml Vitamin C serum runs out or comes back ({url}).',
      edit: '60 ml low_stock (6) → out_of_stock (0)',
      changes: [['"status":"low_stock","quantity":6', '"status":"out_of_stock","quantity":0']],
    },
    {
      id: 'h6-stock-lumara-15ml-offtopic',
      label: 'off-topic',
      intent: 'I resell Lumara serums. Ping me when the 60 ml Vitamin C serum runs out or comes back ({url}).',
      edit: '15 ml price 28 → 30 USD (60 ml stock unchanged)',
      changes: [['"amount":28', '"amount":30']],
    },
    {
      id: 'h6-stock-lumara-30ml-price',
      label: 'alert',
      intent: 'vitamin c serum 30ml price? {url}',
      edit: '30 ml price 46 → 52 USD',
      changes: [['"amount":46', '"amount":52']],
    },
    {
      id: 'h6-stock-lumara-15ml-qty-noise',
      label: 'noise',
      intent: 'Tell me if any size of the Vitamin C serum goes out of stock or changes price: {url}',
      edit: '15 ml in-stock quantity 240 → 231, rating count 1893 → 1897, recommendations reordered',
      changes: [
        ['"quantity":240', '"quantity":231'],
        ['"count":1893', '"count":1897'],
        ['["lum-spf50","lum-niacin10","lum-cleanse"]', '["lum-niacin10","lum-cleanse","lum-spf50"]'],
      ],
    },
    {
      id: 'h6-stock-lumara-bundle-offtopic',
      label: 'off-topic',
      intent: 'Only the 15 ml serum matters to me (travel size for our hotel amenity kits): price and stock. {url}',
      edit: 'Glow Duo bundle 72 → 68 USD',
      changes: [['"amount":72', '"amount":68']],
    },
    {
      id: 'h6-stock-lumara-renamed',
      label: 'alert',
      intent:
        'Watch the Lumara Vitamin C serum listing {url} for product renames or reformulations; we list it in our comparison guide by name.',
      edit: 'title renamed to "Vitamin C 20% Brightening Serum", ingredients_updated moved',
      changes: [
        ['Vitamin C 15% Brightening Serum', 'Vitamin C 20% Brightening Serum'],
        ['"ingredients_updated":"2025-11-02"', '"ingredients_updated":"2026-03-01"'],
      ],
    },
  ]),
];
