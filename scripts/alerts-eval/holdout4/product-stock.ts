import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { PIXEL_HARBOR } from './sites';

const merchStore = `<h1>Official merchandise</h1>
<p class="lede">Made in small batches with the artists behind our games. Ships from Malmö within 3 working days; EU orders over €60 ship free.</p>
<section id="collectors">
  <h2>Collector’s items</h2>
  <ul class="products">
    <li class="product" data-sku="TB-CE-BOX">
      <h3>Tidebreakers Collector’s Box</h3>
      <p>Boxed Switch copy, 24 cm lighthouse statue, cloth map, soundtrack on vinyl.</p>
      <p class="price">€149.00</p>
      <p class="stock">Sold out — join the waitlist</p>
    </li>
    <li class="product" data-sku="LK-LANTERN">
      <h3>Lantern Keep replica lantern (USB-C)</h3>
      <p>Working LED lantern, 1:1 scale, numbered edition of 2,000.</p>
      <p class="price">€89.00</p>
      <p class="stock">In stock</p>
    </li>
    <li class="product" data-sku="OG-PLUSH">
      <h3>Orbital Grocers Space Melon plush</h3>
      <p>30 cm, machine washable.</p>
      <p class="price">€24.00</p>
      <p class="stock">Low stock — 12 left</p>
    </li>
  </ul>
</section>
<section id="apparel">
  <h2>Apparel</h2>
  <table>
    <thead><tr><th>Item</th><th>Sizes available</th><th>Price</th></tr></thead>
    <tbody>
      <tr><td>Storm Coast hoodie</td><td>S, M, L, XL</td><td>€59.00</td></tr>
      <tr><td>Lantern Keep tee</td><td>XS, S, M, L, XL, XXL</td><td>€27.00</td></tr>
      <tr><td>Pixel Harbor beanie</td><td>One size</td><td>€19.00</td></tr>
    </tbody>
  </table>
</section>
<section id="recommended">
  <h3>You might also like</h3>
  <ol class="recs"><li>Lantern Keep enamel pin set</li><li>Tidebreakers art print (A3)</li><li>Space Melon keyring</li></ol>
</section>
<!--aside--><h3>Shipping</h3><p>UK and US orders ship via DHL Express; import duties may apply. Returns within 30 days.</p>
<!--footer--><p>Cart session <span class="sid">s-88ad71</span>. Prices include Swedish VAT.</p>`;

const walletStock = JSON.stringify({
  shop: 'ledgerly-hardware',
  products: [
    {
      id: 'vault-mini',
      name: 'Ledgerly Vault Mini',
      price_usd: 79,
      availability: 'in_stock',
      ships_in_days: 2,
      regions: ['US', 'CA', 'EU'],
    },
    { id: 'vault-pro', name: 'Ledgerly Vault Pro', price_usd: 179, availability: 'backorder', ships_in_days: 21, regions: ['US', 'EU'] },
    {
      id: 'steel-plate',
      name: 'Seed Steel Backup Plate',
      price_usd: 49,
      availability: 'in_stock',
      ships_in_days: 2,
      regions: ['US', 'CA', 'EU', 'UK'],
    },
  ],
  recommendations: ['steel-plate', 'vault-mini'],
  meta: { page: 1, per_page: 20 },
});

export const productStockCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'product-stock',
      kind: 'html',
      path: '/store/merch',
      render: htmlPage(PIXEL_HARBOR, 'Official merchandise'),
      content: merchStore,
    },
    [
      {
        id: 'h4-stock-merch-box-back',
        label: 'alert',
        intent: 'Tidebreakers Collector’s Box — is it back in stock? {url}',
        businessContext: 'I run a small game shop in Lund and resell collector editions.',
        edit: 'Collector’s Box Sold out → In stock',
        changes: [['<p class="stock">Sold out — join the waitlist</p>', '<p class="stock">In stock</p>']],
      },
      {
        id: 'h4-stock-merch-plush-offtopic',
        label: 'off-topic',
        intent: 'Tidebreakers Collector’s Box — is it back in stock? {url}',
        edit: 'Space Melon plush goes low stock → sold out (another product)',
        changes: [['<p class="stock">Low stock — 12 left</p>', '<p class="stock">Sold out — join the waitlist</p>']],
      },
      {
        id: 'h4-stock-merch-hoodie-sizes',
        label: 'alert',
        intent: 'Watching {url} for the Storm Coast hoodie: sizes and stock (I need an XL) and price.',
        edit: 'hoodie XL no longer available',
        changes: [['<td>S, M, L, XL</td>', '<td>S, M, L</td>']],
      },
      {
        id: 'h4-stock-merch-recs-noise',
        label: 'noise',
        intent: 'Watching {url} for the Storm Coast hoodie: sizes and stock (I need an XL) and price.',
        edit: 'recommendations reordered, cart session id changes',
        changes: [
          [
            '<li>Lantern Keep enamel pin set</li><li>Tidebreakers art print (A3)</li><li>Space Melon keyring</li>',
            '<li>Space Melon keyring</li><li>Lantern Keep enamel pin set</li><li>Tidebreakers art print (A3)</li>',
          ],
          ['s-88ad71', 's-1f03c9'],
        ],
      },
      {
        id: 'h4-stock-merch-lantern-price',
        label: 'alert',
        intent: `Keep an eye on Pixel Harbor's merch page {url}.
- lantern replica: price + stock
- anything new in collector's items`,
        edit: 'replica lantern €89.00 → €99.00',
        changes: [['€89.00', '€99.00']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'product-stock', kind: 'json', path: '/api/shop/products', render: jsonApi(), content: walletStock }, [
    {
      id: 'h4-stock-wallet-pro-instock',
      label: 'alert',
      intent: 'Vault Pro hardware wallet availability on {url} — ping me when it is no longer backordered.',
      businessContext: 'We are buying 30 units for our treasury team signers.',
      edit: 'Vault Pro availability backorder → in_stock, ships in 2 days',
      changes: [['"availability":"backorder","ships_in_days":21', '"availability":"in_stock","ships_in_days":2']],
    },
    {
      id: 'h4-stock-wallet-mini-offtopic',
      label: 'off-topic',
      intent: 'Vault Pro hardware wallet availability on {url} — ping me when it is no longer backordered.',
      edit: 'Vault Mini price 79 → 69 (not the Pro)',
      changes: [['"price_usd":79,', '"price_usd":69,']],
    },
    {
      id: 'h4-stock-wallet-uk',
      label: 'alert',
      intent: 'Can I get the Ledgerly Vault Mini shipped to the UK yet? {url}',
      edit: 'Vault Mini regions gain UK',
      changes: [['"regions":["US","CA","EU"]', '"regions":["US","CA","EU","UK"]']],
    },
    {
      id: 'h4-stock-wallet-recs-noise',
      label: 'noise',
      intent: 'Can I get the Ledgerly Vault Mini shipped to the UK yet? {url}',
      edit: 'recommendation order flips',
      changes: [['"recommendations":["steel-plate","vault-mini"]', '"recommendations":["vault-mini","steel-plate"]']],
    },
  ]),
];
