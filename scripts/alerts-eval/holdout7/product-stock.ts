import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { KETTLECRANE, SPOKEHAUS } from './sites';

const spokehausBike: SourcePage = {
  pageClass: 'product-stock',
  kind: 'html',
  path: '/e-bikes/stadtrad-s7',
  render: htmlPage(SPOKEHAUS, 'Stadtrad S7 Trekking E-Bike'),
  content: `<nav class="crumbs text-xs" aria-label="Breadcrumb"><a href="/e-bikes">E-Bikes</a> / <a href="/e-bikes/trekking">Trekking</a> / <span aria-current="page">Stadtrad S7</span></nav>
<div class="product grid md:grid-cols-2 gap-8">
  <div class="gallery" aria-roledescription="carousel"><img src="/img/s7-anthrazit.webp?v=3" alt="Stadtrad S7 in Anthrazit"></div>
  <div class="buybox">
    <h1 class="text-3xl font-bold">Stadtrad S7 Trekking E-Bike</h1>
    <p class="rating" aria-label="4,6 von 5 Sternen">★★★★★ <span>(212 Bewertungen)</span></p>
    <p class="price text-2xl"><span class="sr-only">Preis:</span> 3.299,00 € <small>inkl. MwSt., zzgl. Versand</small></p>
    <p class="leasing">Oder ab 89,00 € / Monat mit Dienstrad-Leasing</p>
    <fieldset class="swatches"><legend>Farbe / Colour</legend>
      <label><input type="radio" name="farbe" value="anthrazit" checked> Anthrazit</label>
      <label><input type="radio" name="farbe" value="sandbeige"> Sandbeige</label>
    </fieldset>
    <table class="sizes">
      <caption>Rahmengröße und Verfügbarkeit / Frame size and availability</caption>
      <thead><tr><th>Größe</th><th>Körpergröße</th><th>Verfügbarkeit</th></tr></thead>
      <tbody>
        <tr data-size="S"><td>S (46 cm)</td><td>155–168 cm</td><td class="stock">Auf Lager – 6 Stück</td></tr>
        <tr data-size="M"><td>M (50 cm)</td><td>166–178 cm</td><td class="stock">Auf Lager – 7 Stück</td></tr>
        <tr data-size="L"><td>L (54 cm)</td><td>176–188 cm</td><td class="stock">Auf Lager – 4 Stück</td></tr>
        <tr data-size="XL"><td>XL (58 cm)</td><td>186–198 cm</td><td class="stock">Lieferbar ab KW 16</td></tr>
      </tbody>
    </table>
    <p class="viewers" aria-live="polite">14 Personen sehen sich diesen Artikel gerade an</p>
    <button class="btn btn-primary">In den Warenkorb</button>
  </div>
</div>
<section class="specs"><h2>Technische Daten</h2>
  <dl class="grid grid-cols-2">
    <dt>Motor</dt><dd>Mittelmotor, 85 Nm</dd>
    <dt>Akku</dt><dd>625 Wh, abnehmbar</dd>
    <dt>Reichweite</dt><dd>bis zu 140 km</dd>
    <dt>Schaltung</dt><dd>Enviolo Trekking, stufenlos</dd>
    <dt>Gewicht</dt><dd>26,4 kg</dd>
  </dl>
</section>
<section class="reco"><h2>Das könnte dir auch gefallen</h2><ul class="carousel">
  <li>Cargo C2 Long John</li><li>Pendler P3</li><li>Faltrad F1</li>
</ul></section>
<!--footer-->
<p>Kostenlose Probefahrt in allen Stores. Stand: {{date}}.</p>`,
};

const kettleGrinder: SourcePage = {
  pageClass: 'product-stock',
  kind: 'html',
  path: '/products/conical-burr-grinder',
  render: htmlPage(KETTLECRANE, 'Crane Conical Burr Grinder'),
  content: `<div class="announcement">Free shipping on US orders over $60</div>
<div class="pdp container">
  <h1 class="pdp__title">Crane Conical Burr Grinder</h1>
  <p class="pdp__price">$249.00</p>
  <div class="variants" role="radiogroup" aria-label="Finish">
    <div class="variant" data-finish="matte-black"><span class="variant__name">Matte Black</span> <span class="variant__stock">In stock</span></div>
    <div class="variant" data-finish="chalk-white"><span class="variant__name">Chalk White</span> <span class="variant__stock">In stock</span></div>
    <div class="variant" data-finish="copper"><span class="variant__name">Brushed Copper</span> <span class="variant__stock">Sold out — notify me</span></div>
  </div>
  <details open><summary>Details</summary><ul><li>48 mm stainless conical burrs</li><li>40 grind settings</li><li>Single-dose hopper, 30 g</li></ul></details>
  <details><summary>Shipping and returns</summary><p>Ships in 1–2 business days. 30-day returns on unused items.</p></details>
</div>
<section class="bundle card">
  <h2>Pour-Over Starter Bundle — $329.00</h2>
  <p>Save $46 when you buy together. The bundle includes:</p>
  <ul class="bundle__items">
    <li>Crane Conical Burr Grinder (Matte Black)</li>
    <li>Aeris Gooseneck Kettle 1 L</li>
    <li>Drip scale with timer</li>
    <li>Glass dripper and 100 filters</li>
  </ul>
</section>
<section class="also-bought"><h2>Customers also bought</h2>
  <ol><li>Aeris Gooseneck Kettle 1 L — $89.00</li><li>Drip scale with timer — $39.00</li><li>House Blend, 12 oz — $17.50</li></ol>
</section>
<!--footer-->
<p class="fine">Prices in USD. Sales tax calculated at checkout.</p>`,
};

const stridewellShoe: SourcePage = {
  pageClass: 'product-stock',
  kind: 'json',
  path: '/products/vaporline-3.json',
  render: jsonApi(),
  content: `{
  "product": {
    "id": 7719023411,
    "title": "Vaporline 3 Road Running Shoe",
    "vendor": "Stridewell",
    "product_type": "Running shoes",
    "tags": ["road", "neutral", "carbon-plate"],
    "variants": [
      {"id": 4101, "title": "Volt / US 8", "option1": "Volt", "option2": "US 8", "price": "129.00", "compare_at_price": null, "inventory_quantity": 11},
      {"id": 4102, "title": "Volt / US 9", "option1": "Volt", "option2": "US 9", "price": "129.00", "compare_at_price": null, "inventory_quantity": 6},
      {"id": 4103, "title": "Volt / US 10", "option1": "Volt", "option2": "US 10", "price": "129.00", "compare_at_price": null, "inventory_quantity": 9},
      {"id": 4104, "title": "Volt / US 11", "option1": "Volt", "option2": "US 11", "price": "129.00", "compare_at_price": null, "inventory_quantity": 3}
    ],
    "updated_at": "2026-03-01T22:04:11Z"
  }
}`,
};

export const productStockCases: EvalCase[] = [
  ...casesOf(spokehausBike, [
    {
      id: 'h7-stock-spokehaus-m-below-3',
      label: 'alert',
      intent: 'Stadtrad S7 in size M on {url} — tell me if fewer than 3 are left, I want to buy before it sells out',
      edit: 'size M stock 7 → 2',
      changes: [['<td class="stock">Auf Lager – 7 Stück</td>', '<td class="stock">Nur noch 2 Stück</td>']],
    },
    {
      id: 'h7-stock-spokehaus-m-still-above',
      label: 'off-topic',
      intent: 'Stadtrad S7 in size M on {url} — tell me if fewer than 3 are left, I want to buy before it sells out',
      edit: 'size M stock 7 → 5 (still above the threshold)',
      changes: [['<td class="stock">Auf Lager – 7 Stück</td>', '<td class="stock">Auf Lager – 5 Stück</td>']],
    },
    {
      id: 'h7-stock-spokehaus-l-not-m',
      label: 'off-topic',
      intent: 'Is the S7 available in frame size M (50 cm)? {url}',
      edit: 'size L sold out (another row of the size table)',
      changes: [['<td class="stock">Auf Lager – 4 Stück</td>', '<td class="stock">Ausverkauft</td>']],
    },
    {
      id: 'h7-stock-spokehaus-preis-de',
      label: 'alert',
      intent: 'Sag mir bitte Bescheid, wenn der Preis vom Stadtrad S7 sinkt: {url}',
      edit: 'price 3.299,00 € → 2.999,00 €',
      changes: [['3.299,00 €', '2.999,00 €']],
    },
    {
      id: 'h7-stock-spokehaus-viewers',
      label: 'noise',
      intent: 'Stadtrad S7 {url}: price and stock per size',
      edit: '"14 people viewing" → "22 people viewing"',
      changes: [['14 Personen sehen', '22 Personen sehen']],
    },
    {
      id: 'h7-stock-spokehaus-new-colour',
      label: 'alert',
      intent: 'new colours for the S7 e-bike? {url}',
      edit: 'colour Moosgrün added',
      changes: [
        [
          '<label><input type="radio" name="farbe" value="sandbeige"> Sandbeige</label>',
          '<label><input type="radio" name="farbe" value="sandbeige"> Sandbeige</label>\n      <label><input type="radio" name="farbe" value="moosgruen"> Moosgrün</label>',
        ],
      ],
    },
    {
      id: 'h7-stock-spokehaus-reco-reorder',
      label: 'noise',
      intent: 'Anything about the Stadtrad S7 on {url} (price, sizes, colours, specs)',
      edit: 'recommendation carousel reordered, image cache-buster v=3 → v=4',
      changes: [
        [
          '<li>Cargo C2 Long John</li><li>Pendler P3</li><li>Faltrad F1</li>',
          '<li>Faltrad F1</li><li>Cargo C2 Long John</li><li>Pendler P3</li>',
        ],
        ['s7-anthrazit.webp?v=3', 's7-anthrazit.webp?v=4'],
      ],
    },
  ]),
  ...casesOf(kettleGrinder, [
    {
      id: 'h7-stock-kettle-black-low',
      label: 'alert',
      intent: 'let me know when the matte black grinder is running low {url}',
      edit: 'Matte Black "In stock" → "Only 2 left"',
      changes: [
        [
          '<span class="variant__name">Matte Black</span> <span class="variant__stock">In stock</span>',
          '<span class="variant__name">Matte Black</span> <span class="variant__stock">Only 2 left</span>',
        ],
      ],
    },
    {
      id: 'h7-stock-kettle-white-not-black',
      label: 'off-topic',
      intent: 'let me know when the matte black grinder is running low {url}',
      edit: 'Chalk White goes sold out (another variant)',
      changes: [
        [
          '<span class="variant__name">Chalk White</span> <span class="variant__stock">In stock</span>',
          '<span class="variant__name">Chalk White</span> <span class="variant__stock">Sold out — notify me</span>',
        ],
      ],
    },
    {
      id: 'h7-stock-kettle-copper-back',
      label: 'alert',
      intent: 'copper grinder back in stock?? {url}',
      edit: 'Brushed Copper sold out → In stock',
      changes: [
        [
          '<span class="variant__name">Brushed Copper</span> <span class="variant__stock">Sold out — notify me</span>',
          '<span class="variant__name">Brushed Copper</span> <span class="variant__stock">In stock</span>',
        ],
      ],
    },
    {
      id: 'h7-stock-kettle-bundle-contents',
      label: 'alert',
      intent: "What's in the Pour-Over Starter Bundle and what it costs, on {url}. We resell it.",
      edit: 'drip scale removed from the bundle',
      changes: [['    <li>Drip scale with timer</li>\n', '']],
    },
    {
      id: 'h7-stock-kettle-also-bought',
      label: 'noise',
      intent: 'Crane grinder page {url} — price, finishes, stock, bundle',
      edit: '"Customers also bought" reordered',
      changes: [
        [
          '<li>Aeris Gooseneck Kettle 1 L — $89.00</li><li>Drip scale with timer — $39.00</li><li>House Blend, 12 oz — $17.50</li>',
          '<li>House Blend, 12 oz — $17.50</li><li>Aeris Gooseneck Kettle 1 L — $89.00</li><li>Drip scale with timer — $39.00</li>',
        ],
      ],
    },
    {
      id: 'h7-stock-kettle-renamed',
      label: 'alert',
      intent: 'Track the grinder listing on {url}: its name and price',
      edit: 'product renamed "Crane Conical Burr Grinder" → "Crane Conical Burr Grinder II", $249 → $279',
      changes: [
        ['<h1 class="pdp__title">Crane Conical Burr Grinder</h1>', '<h1 class="pdp__title">Crane Conical Burr Grinder II</h1>'],
        ['<p class="pdp__price">$249.00</p>', '<p class="pdp__price">$279.00</p>'],
      ],
    },
  ]),
  ...casesOf(stridewellShoe, [
    {
      id: 'h7-stock-stridewell-us10-below-5',
      label: 'alert',
      intent: 'Vaporline 3 size US 10: tell me when there are fewer than 5 pairs left. {url}',
      edit: 'US 10 inventory_quantity 9 → 4',
      changes: [
        [
          '"option2": "US 10", "price": "129.00", "compare_at_price": null, "inventory_quantity": 9',
          '"option2": "US 10", "price": "129.00", "compare_at_price": null, "inventory_quantity": 4',
        ],
      ],
    },
    {
      id: 'h7-stock-stridewell-us9-not-10',
      label: 'off-topic',
      intent: 'Vaporline 3 size US 10: tell me when there are fewer than 5 pairs left. {url}',
      edit: 'US 9 inventory_quantity 6 → 2 (another variant)',
      changes: [['"inventory_quantity": 6', '"inventory_quantity": 2']],
    },
    {
      id: 'h7-stock-stridewell-price-drop',
      label: 'alert',
      intent: 'price drop on the Vaporline 3 (any size) {url}',
      edit: 'all variants price "129.00" → "109.00", compare_at_price "129.00"',
      changes: [['"price": "129.00", "compare_at_price": null', '"price": "109.00", "compare_at_price": "129.00"']],
    },
    {
      id: 'h7-stock-stridewell-updated-at',
      label: 'noise',
      intent: 'price drop on the Vaporline 3 (any size) {url}',
      edit: 'updated_at re-synced',
      changes: [['"updated_at": "2026-03-01T22:04:11Z"', '"updated_at": "2026-03-03T09:58:40Z"']],
    },
  ]),
];
