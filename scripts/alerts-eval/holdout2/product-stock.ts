import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { SPOKEHAUS } from './sites';

const LISTINGS = JSON.stringify(
  {
    event: {
      id: 'evt_lanterns_mcr_20261114',
      name: 'The Lanterns — Afterglow Tour',
      venue: 'Manchester Arena',
      date: '2026-11-14T19:30:00Z',
      face_value_range_gbp: [49.5, 125],
    },
    listings: [
      {
        listing_id: 'L-88213',
        section: 'Block 112',
        row: 'K',
        seats: '14-15',
        quantity: 2,
        price_each_gbp: 142,
        delivery: 'mobile transfer',
      },
      { listing_id: 'L-88190', section: 'Block 207', row: 'F', seats: '3-6', quantity: 4, price_each_gbp: 98, delivery: 'mobile transfer' },
      { listing_id: 'L-88177', section: 'Block 101', row: 'C', seats: '22', quantity: 1, price_each_gbp: 175, delivery: 'mobile transfer' },
      { listing_id: 'L-88150', section: 'Block 214', row: 'R', seats: '9-10', quantity: 2, price_each_gbp: 86, delivery: 'e-ticket' },
    ],
    summary: { listing_count: 4, ticket_count: 9, floor_standing_available: false },
    meta: { currency: 'GBP', fees_included: true },
  },
  null,
  2,
);

const listingsApi = {
  pageClass: 'product-stock' as const,
  kind: 'json' as const,
  path: '/v2/events/evt_lanterns_mcr_20261114/listings',
  render: jsonApi(),
  content: LISTINGS,
};

const EBIKE = `    <div class="product">
      <h1>Tarn Trail 500 Full-Suspension E-MTB</h1>
      <p class="price"><strong>£3,499.00</strong> <span class="finance">or £97.19/month over 36 months at 0% APR</span></p>
      <p>Bosch Performance Line CX motor, 625 Wh battery, 150 mm travel, Shimano Deore 12-speed. Range up to 110 km in Eco mode.</p>
      <table class="sizes">
        <thead><tr><th>Frame size</th><th>Rider height</th><th>Availability</th></tr></thead>
        <tbody>
          <tr><td>S</td><td>155–168 cm</td><td>In stock — dispatched in 2 working days</td></tr>
          <tr><td>M</td><td>165–178 cm</td><td>In stock — dispatched in 2 working days</td></tr>
          <tr><td>L</td><td>176–188 cm</td><td>Out of stock — next delivery expected late April</td></tr>
          <tr><td>XL</td><td>186–198 cm</td><td>Only 1 left</td></tr>
        </tbody>
      </table>
      <p>Free delivery to mainland UK, fully built and safety-checked. Click and collect from Kendal or Ambleside.</p>
      <section class="reviews">
        <h2>What riders say</h2>
        <blockquote class="featured">“Climbs like a mountain goat and the battery lasted a full day in the Lakes.” — Priya, Keswick</blockquote>
        <p>Rated 4.7 out of 5 from 86 reviews</p>
      </section>
    </div>`;

const ebikePage = {
  pageClass: 'product-stock' as const,
  kind: 'html' as const,
  path: '/e-bikes/tarn-trail-500',
  render: htmlPage(SPOKEHAUS, 'Tarn Trail 500 Full-Suspension E-MTB'),
  content: EBIKE,
};

export const productStockCases: EvalCase[] = [
  ...casesOf(listingsApi, [
    {
      id: 'h2-stock-tickets-json-floor-appears',
      label: 'alert',
      intent:
        'Lanterns in Manchester on 14 Nov — I want standing tickets on the floor, not seats. Tell me the moment any floor standing tickets get listed: {url}',
      edit: 'a floor standing listing added at the top of the array; floor_standing_available true',
      changes: [
        [
          '"listings": [',
          '"listings": [\n      {\n        "listing_id": "L-88240",\n        "section": "Floor Standing",\n        "row": "GA",\n        "seats": "standing",\n        "quantity": 2,\n        "price_each_gbp": 119,\n        "delivery": "mobile transfer"\n      },',
        ],
        ['"listing_count": 4', '"listing_count": 5'],
        ['"ticket_count": 9', '"ticket_count": 11'],
        ['"floor_standing_available": false', '"floor_standing_available": true'],
      ],
    },
    {
      id: 'h2-stock-tickets-json-block112-only-block207',
      label: 'off-topic',
      intent: 'Just the pair in Block 112 row K — tell me if they sell or the price changes. Other blocks are no use to me. {url}',
      edit: 'Block 207 listing drops £98 → £79 each (Block 112 unchanged)',
      changes: [['"price_each_gbp": 98', '"price_each_gbp": 79']],
    },
    {
      id: 'h2-stock-tickets-json-cache-stamp',
      label: 'noise',
      intent: 'Tell me about any change in the resale listings for this gig: {url}',
      edit: 'only the cache timestamp and edge node in meta change',
      setup: [['"fees_included": true', '"fees_included": true,\n      "cached_at": "{{iso}}",\n      "edge": "lhr-edge-{{time}}"']],
      changes: [],
    },
  ]),
  ...casesOf(ebikePage, [
    {
      id: 'h2-stock-ebike-size-large-back',
      label: 'alert',
      intent: 'Size L back in stock? That’s all I want to know. {url}',
      edit: 'size L out of stock → in stock',
      changes: [['Out of stock — next delivery expected late April', 'In stock — dispatched in 2 working days']],
    },
    {
      id: 'h2-stock-ebike-large-only-xl-sold-out',
      label: 'off-topic',
      intent: 'I ride a Large. Tell me when the L frame of the Tarn Trail 500 can be ordered — ignore the other sizes. {url}',
      edit: 'XL sells out (L still out of stock)',
      changes: [['<td>Only 1 left</td>', '<td>Out of stock</td>']],
    },
    {
      id: 'h2-stock-ebike-review-rotation',
      label: 'noise',
      intent: 'Tarn Trail 500: price or stock changes please. {url}',
      edit: 'the featured review rotates to another customer’s quote',
      changes: [
        [
          '“Climbs like a mountain goat and the battery lasted a full day in the Lakes.” — Priya, Keswick',
          '“Best bike I’ve owned, and the shop fitted it perfectly.” — Tom, Ambleside',
        ],
      ],
    },
  ]),
];
