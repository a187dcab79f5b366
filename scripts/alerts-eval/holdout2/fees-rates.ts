import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi, rssFeed, rssItem } from '../pages';
import { BANK_OF_AVALON, PARCELWISE } from './sites';

const RATES = `    <h1>Bank Rate and official rates</h1>
    <p class="headline-rate">Bank Rate: <strong>4.25%</strong></p>
    <p>Bank Rate is set by the Monetary Policy Committee (MPC). It was last changed on 5 February 2026.</p>
    <table class="official-rates">
      <thead><tr><th>Rate</th><th>Current</th><th>Effective from</th></tr></thead>
      <tbody>
        <tr><td>Bank Rate</td><td>4.25%</td><td>6 February 2026</td></tr>
        <tr><td>Deposit facility rate</td><td>4.00%</td><td>6 February 2026</td></tr>
        <tr><td>Operational standing lending facility rate</td><td>4.50%</td><td>6 February 2026</td></tr>
      </tbody>
    </table>
    <p class="next">Next MPC announcement: Thursday 19 March 2026 at 12 noon.</p>`;

const ratesPage = {
  pageClass: 'fees-rates' as const,
  kind: 'html' as const,
  path: '/monetary-policy/bank-rate',
  render: htmlPage(BANK_OF_AVALON, 'Bank Rate'),
  content: RATES,
};

const announcement = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.bankofavalon.example/news/2026/${slug}`, date, body });

const NEWS = [
  announcement(
    'Speech: Productivity and the neutral rate — Deputy Governor Imogen Castell',
    'speech-castell-neutral-rate',
    'Thu, 26 Feb 2026 17:00:00 GMT',
    'Deputy Governor Imogen Castell discusses why weak productivity growth may keep the neutral rate of interest low.',
  ),
  announcement(
    'Monetary Policy Summary, February 2026',
    'monetary-policy-summary-february-2026',
    'Thu, 05 Feb 2026 12:00:00 GMT',
    'The Monetary Policy Committee voted by 6–3 to reduce Bank Rate by 0.25 percentage points, to 4.25%. Three members preferred to maintain Bank Rate at 4.5%.',
  ),
  announcement(
    'Financial Stability Report, January 2026',
    'financial-stability-report-january-2026',
    'Wed, 21 Jan 2026 10:00:00 GMT',
    'The Financial Policy Committee judges that the banking system remains resilient and keeps the countercyclical capital buffer at 2%.',
  ),
].join('');

const newsFeed = {
  pageClass: 'fees-rates' as const,
  kind: 'feed' as const,
  path: '/rss/news',
  render: rssFeed({
    title: 'Bank of Avalon — news and publications',
    link: 'https://www.bankofavalon.example/news',
    description: 'News, speeches and publications',
  }),
  content: NEWS,
};

const SURCHARGES = `    <h1>Surcharges</h1>
    <p>Surcharges are added to the base price of each parcel. Prices exclude VAT.</p>
    <h2>Fuel surcharge</h2>
    <p>The fuel surcharge for the week starting 2 March 2026 is <strong>14.5%</strong> of the base price. It is reviewed every Monday against the average diesel price.</p>
    <h2>Other surcharges</h2>
    <table class="surcharges">
      <thead><tr><th>Surcharge</th><th>Domestic (UK)</th><th>Europe</th><th>Rest of world</th></tr></thead>
      <tbody>
        <tr><td>Remote area delivery</td><td>£4.95</td><td>€18.50</td><td>£29.00</td></tr>
        <tr><td>Oversize parcel (over 120 cm longest side)</td><td>£12.00</td><td>€22.00</td><td>£45.00</td></tr>
        <tr><td>Heavy parcel (over 30 kg)</td><td>£9.50</td><td>€16.00</td><td>£38.00</td></tr>
        <tr><td>Address correction</td><td>£3.50</td><td>€6.00</td><td>£8.00</td></tr>
      </tbody>
    </table>`;

const surchargesPage = {
  pageClass: 'fees-rates' as const,
  kind: 'html' as const,
  path: '/business/surcharges',
  render: htmlPage(PARCELWISE, 'Surcharges'),
  content: SURCHARGES,
};

const BAGGAGE = JSON.stringify(
  {
    airline: 'FlyNorth',
    currency: 'GBP',
    valid_from: '2026-01-01',
    fees: [
      { item: 'checked_bag_23kg', label: 'Checked bag up to 23 kg', short_haul: 35, long_haul: 60 },
      { item: 'checked_bag_32kg', label: 'Heavy checked bag up to 32 kg', short_haul: 55, long_haul: 85 },
      { item: 'large_cabin_bag', label: 'Large cabin bag up to 10 kg', short_haul: 18, long_haul: 25 },
      { item: 'ski_equipment', label: 'Skis or snowboard (one set)', short_haul: 50, long_haul: 70 },
      { item: 'bicycle', label: 'Bicycle, boxed', short_haul: 65, long_haul: 90 },
    ],
    notes: 'Prices apply when added online at least 24 hours before departure. Airport prices are higher.',
  },
  null,
  2,
);

const baggageApi = {
  pageClass: 'fees-rates' as const,
  kind: 'json' as const,
  path: '/api/ancillaries/baggage-fees',
  render: jsonApi(),
  content: BAGGAGE,
};

export const feesRatesCases: EvalCase[] = [
  ...casesOf(ratesPage, [
    {
      id: 'h2-rates-bank-rate-cut',
      label: 'alert',
      intent: 'bank rate {url}',
      edit: 'Bank Rate 4.25% → 4.00% with the facility rates following',
      changes: [
        ['Bank Rate: <strong>4.25%</strong>', 'Bank Rate: <strong>4.00%</strong>'],
        ['It was last changed on 5 February 2026.', 'It was last changed on 19 March 2026.'],
        [
          '<tr><td>Bank Rate</td><td>4.25%</td><td>6 February 2026</td></tr>\n        <tr><td>Deposit facility rate</td><td>4.00%</td><td>6 February 2026</td></tr>\n        <tr><td>Operational standing lending facility rate</td><td>4.50%</td><td>6 February 2026</td></tr>',
          '<tr><td>Bank Rate</td><td>4.00%</td><td>20 March 2026</td></tr>\n        <tr><td>Deposit facility rate</td><td>3.75%</td><td>20 March 2026</td></tr>\n        <tr><td>Operational standing lending facility rate</td><td>4.25%</td><td>20 March 2026</td></tr>',
        ],
        ['Next MPC announcement: Thursday 19 March 2026 at 12 noon.', 'Next MPC announcement: Thursday 7 May 2026 at 12 noon.'],
      ],
    },
    {
      id: 'h2-rates-next-announcement-moved',
      label: 'alert',
      intent:
        'We reprice our tracker mortgages the day after each MPC decision, so the announcement date matters to our ops calendar. Please tell me if the date of the next one changes: {url}',
      businessContext: 'Building society treasury team.',
      edit: 'next MPC announcement 19 March → 26 March',
      changes: [
        [
          'Next MPC announcement: Thursday 19 March 2026 at 12 noon.',
          'Next MPC announcement: Thursday 26 March 2026 at 12 noon (rescheduled).',
        ],
      ],
    },
    {
      id: 'h2-rates-bank-rate-only-lending-facility',
      label: 'off-topic',
      intent: 'The Bank Rate row only. The facility rates under it are irrelevant to our products. {url}',
      edit: 'lending facility rate 4.50% → 4.75% (Bank Rate unchanged at 4.25%)',
      changes: [
        [
          '<tr><td>Operational standing lending facility rate</td><td>4.50%</td><td>6 February 2026</td></tr>',
          '<tr><td>Operational standing lending facility rate</td><td>4.75%</td><td>2 March 2026</td></tr>',
        ],
      ],
    },
    {
      id: 'h2-rates-market-snapshot',
      label: 'noise',
      intent: 'Tell me when the Bank of Avalon changes interest rates. {url}',
      edit: 'only the delayed market snapshot figures move',
      setup: [
        [
          '<p class="next">',
          '<p class="snapshot">Market snapshot (15-min delay): 2-year gilt 3.912% · 10-year gilt 4.387% · AVL/USD 1.2641</p>\n    <p class="next">',
        ],
      ],
      changes: [['2-year gilt 3.912% · 10-year gilt 4.387% · AVL/USD 1.2641', '2-year gilt 3.897% · 10-year gilt 4.402% · AVL/USD 1.2618']],
    },
  ]),
  ...casesOf(newsFeed, [
    {
      id: 'h2-rates-feed-decision',
      label: 'alert',
      intent: 'Send me the Bank of Avalon’s rate decisions as they’re announced: {url}',
      edit: 'new Monetary Policy Summary: rate held at 4.25%',
      changes: [
        (content) =>
          `${announcement(
            'Monetary Policy Summary, March 2026',
            'monetary-policy-summary-march-2026',
            'Thu, 19 Mar 2026 12:00:00 GMT',
            'The Monetary Policy Committee voted by 7–2 to maintain Bank Rate at 4.25%. Two members preferred to reduce Bank Rate by 0.25 percentage points, to 4%.',
          )}${content}`,
      ],
    },
  ]),
  ...casesOf(surchargesPage, [
    {
      id: 'h2-rates-fuel-surcharge',
      label: 'alert',
      intent:
        'We pass the Parcelwise fuel surcharge straight on to our customers each month, so any movement in the percentage matters. {url}',
      edit: 'fuel surcharge 14.5% → 16.25% for the week starting 9 March',
      changes: [
        [
          'The fuel surcharge for the week starting 2 March 2026 is <strong>14.5%</strong>',
          'The fuel surcharge for the week starting 9 March 2026 is <strong>16.25%</strong>',
        ],
      ],
    },
    {
      id: 'h2-rates-domestic-column-only',
      label: 'off-topic',
      intent: 'We only ship inside the UK — the Domestic column is all that counts for us. {url}',
      edit: 'Rest of world oversize surcharge £45.00 → £52.00 (Domestic column unchanged)',
      changes: [['<td>€22.00</td><td>£45.00</td>', '<td>€22.00</td><td>£52.00</td>']],
    },
  ]),
  ...casesOf(baggageApi, [
    {
      id: 'h2-rates-json-ski-fee',
      label: 'alert',
      intent: 'We fly to Geneva with skis every February. Ping me if FlyNorth changes what it charges for skis or other sports kit: {url}',
      edit: 'ski equipment short haul £50 → £62',
      changes: [
        [
          '"label": "Skis or snowboard (one set)",\n      "short_haul": 50',
          '"label": "Skis or snowboard (one set)",\n      "short_haul": 62',
        ],
      ],
    },
    {
      id: 'h2-rates-json-cabin-only-checked',
      label: 'off-topic',
      intent: 'cabin bag fees only. we never check luggage. {url}',
      edit: 'heavy checked bag long haul £85 → £95 (cabin bag unchanged)',
      changes: [['"short_haul": 55,\n      "long_haul": 85', '"short_haul": 55,\n      "long_haul": 95']],
    },
  ]),
];
