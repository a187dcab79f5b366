import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { KILNWORKS, SALTMARSH } from './sites';

const GPU_PRICING = `    <h1>On-demand GPU pricing</h1>
    <p>Per-GPU hourly prices in US dollars, billed by the second with a one-minute minimum. Prices differ by region because power and cooling costs do.</p>
    <table class="gpu-prices">
      <thead><tr><th>GPU</th><th>Memory</th><th>us-west (Oregon)</th><th>eu-north (Stockholm)</th><th>ap-south (Mumbai)</th></tr></thead>
      <tbody>
        <tr><td>H100 SXM</td><td>80 GB</td><td>$2.49</td><td>$2.79</td><td>$2.99</td></tr>
        <tr><td>A100 SXM</td><td>80 GB</td><td>$1.39</td><td>$1.55</td><td>$1.69</td></tr>
        <tr><td>L40S</td><td>48 GB</td><td>$0.99</td><td>$1.09</td><td>$1.19</td></tr>
        <tr><td>RTX 6000 Ada</td><td>48 GB</td><td>$0.79</td><td>$0.85</td><td>Not offered</td></tr>
      </tbody>
    </table>
    <h2>Storage and network</h2>
    <ul>
      <li>Local NVMe scratch: included with every instance</li>
      <li>Persistent volumes: $0.08 per GB per month</li>
      <li>Data egress: free up to 5 TB per month, then $0.02 per GB</li>
    </ul>
    <h2>Reserved clusters</h2>
    <p>Commit to 64 or more GPUs for 3 months or longer and save up to 35%. <a href="/contact-sales">Talk to sales</a>.</p>`;

const gpuPricingPage = {
  pageClass: 'pricing' as const,
  kind: 'html' as const,
  path: '/pricing/gpu',
  render: htmlPage(KILNWORKS, 'GPU pricing'),
  content: GPU_PRICING,
};

const ROOMS = `    <h1>Rooms and rates</h1>
    <p class="intro">Twenty-two rooms looking out over the marshes or the sea. Rates are per room per night for two adults, including VAT.</p>
    <section class="room">
      <h2>Garden Room</h2>
      <p>King-size bed, walk-in shower, view over the kitchen garden.</p>
      <p class="rate">From <strong>£165</strong> per night, breakfast included</p>
    </section>
    <section class="room">
      <h2>Marsh View Double</h2>
      <p>Super-king bed, roll-top bath, window seat over the reed beds.</p>
      <p class="rate">From <strong>£210</strong> per night, breakfast included</p>
    </section>
    <section class="room">
      <h2>Sea View Suite</h2>
      <p>Separate sitting room, balcony, freestanding bath with a view of the beach.</p>
      <p class="rate">From <strong>£320</strong> per night, breakfast included</p>
    </section>
    <section class="policies">
      <h2>Booking policies</h2>
      <p>Check-in from 3pm, check-out by 11am. Free cancellation up to 48 hours before arrival; after that we charge the first night. Dogs welcome in Garden Rooms for £20 per stay.</p>
      <p>Minimum stay of two nights on Fridays and Saturdays between May and September.</p>
    </section>`;

const roomsPage = {
  pageClass: 'pricing' as const,
  kind: 'html' as const,
  path: '/rooms',
  render: htmlPage(SALTMARSH, 'Rooms and rates'),
  content: ROOMS,
};

const PRICE_LIST = `Rowan Builders Merchants — Trade Price List, Spring 2026

Prices exclude VAT and apply to trade account holders from 2 March 2026 until further notice. Collection prices from any branch; delivery charges below.

Heavy building materials. Portland cement 25 kg bag £6.45. Multi-purpose cement 25 kg bag £6.10. Building sand, bulk bag (approx. 850 kg) £54.00. MOT Type 1 sub-base, bulk bag £58.50. Concrete block 440 x 215 x 100 mm, 7.3 N £2.15 each.

Timber. Treated C24 carcassing 47 x 100 mm, per metre £2.38. Treated C24 carcassing 47 x 150 mm, per metre £3.52. Sawn treated batten 25 x 50 mm, per metre £0.74. OSB3 board 2440 x 1220 x 18 mm £26.90.

Plasterboard and insulation. Standard plasterboard 2400 x 1200 x 12.5 mm £9.85. Moisture-resistant plasterboard 2400 x 1200 x 12.5 mm £14.20. PIR insulation board 2400 x 1200 x 100 mm £44.60.

Delivery. Free delivery within 15 miles of a branch on orders over £300. Otherwise £35 per drop; crane offload £25 extra per drop.

Payment. Trade accounts are payable by the end of the month following invoice. Prices may change without notice; the price charged is the price on the day of dispatch.`;

const priceListPdf = {
  pageClass: 'pricing' as const,
  kind: 'pdf' as const,
  path: '/downloads/trade-price-list-spring-2026.pdf',
  render: pdfFile('Rowan Builders Merchants — Trade Price List'),
  content: PRICE_LIST,
};

export const pricingCases: EvalCase[] = [
  ...casesOf(gpuPricingPage, [
    {
      id: 'h2-pricing-gpu-eu-north-h100',
      label: 'alert',
      intent:
        'We train in Stockholm for data-residency reasons. Watch the eu-north column of {url} for the H100 row — if that hourly price moves I need to re-forecast the quarter.',
      edit: 'H100 eu-north $2.79 → $3.09 per GPU-hour',
      changes: [['<td>$2.49</td><td>$2.79</td><td>$2.99</td>', '<td>$2.49</td><td>$3.09</td><td>$2.99</td>']],
    },
    {
      id: 'h2-pricing-gpu-a100-only-h100-moved',
      label: 'off-topic',
      intent: 'a100 pricing on kilnworks, nothing but that pls {url}',
      edit: 'H100 us-west $2.49 → $2.19 (A100 row unchanged)',
      changes: [['<td>$2.49</td><td>$2.79</td>', '<td>$2.19</td><td>$2.79</td>']],
    },
    {
      id: 'h2-pricing-gpu-live-availability',
      label: 'noise',
      intent: 'Can you ping me whenever Kilnworks changes what their GPUs cost? {url}',
      edit: 'only the live count of free GPUs changes',
      setup: [
        [
          '<table class="gpu-prices">',
          '<p class="live-capacity">Available right now: 412 H100 · 1,038 A100 · 260 L40S (updated every 30 s)</p>\n    <table class="gpu-prices">',
        ],
      ],
      changes: [['412 H100 · 1,038 A100 · 260 L40S', '377 H100 · 1,112 A100 · 244 L40S']],
    },
  ]),
  ...casesOf(roomsPage, [
    {
      id: 'h2-pricing-hotel-cancellation-context',
      label: 'alert',
      intent: 'Keep an eye on {url} for me.',
      businessContext:
        'I arrange travel for a small architecture practice. We hold rooms at the Saltmarsh for client visits and often cancel a day or two out, so the free-cancellation terms are what I worry about.',
      edit: 'free cancellation window 48 hours → 7 days before arrival',
      changes: [
        [
          'Free cancellation up to 48 hours before arrival; after that we charge the first night.',
          'Free cancellation up to 7 days before arrival; after that we charge the full stay.',
        ],
      ],
    },
    {
      id: 'h2-pricing-hotel-breakfast-only-rate',
      label: 'off-topic',
      intent:
        'We don’t care what the rooms cost — is breakfast still included in the rate? That’s the only thing I want to hear about. {url}',
      edit: 'Marsh View Double £210 → £235 (breakfast still included)',
      changes: [['<strong>£210</strong>', '<strong>£235</strong>']],
    },
    {
      id: 'h2-pricing-hotel-viewing-counter',
      label: 'noise',
      intent: 'can u ping me if the room rates at the saltmarsh change? {url}',
      edit: 'only the “people viewing” and “booked today” counters change',
      setup: [
        [
          '<p class="intro">',
          '<p class="urgency">7 people are looking at this hotel right now · Booked 3 times in the last 24 hours</p>\n    <p class="intro">',
        ],
      ],
      changes: [
        ['7 people are looking at this hotel right now · Booked 3 times', '12 people are looking at this hotel right now · Booked 5 times'],
      ],
    },
  ]),
  ...casesOf(priceListPdf, [
    {
      id: 'h2-pricing-pdf-cement',
      label: 'alert',
      intent: 'cement price in the Rowan trade list — we go through about 200 bags a month, so tell me if it changes {url}',
      businessContext: 'Groundworks contractor with a Rowan trade account.',
      edit: 'Portland cement 25 kg £6.45 → £6.95',
      changes: [['Portland cement 25 kg bag £6.45', 'Portland cement 25 kg bag £6.95']],
    },
  ]),
];
