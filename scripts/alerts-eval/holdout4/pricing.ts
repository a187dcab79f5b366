import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { CORIANDER_AIR, QUILLFEATHER } from './sites';

const saasPricing = `<h1>Pricing that scales with your team</h1>
<p class="lede">Every plan includes unlimited dashboards, SOC 2 Type II controls and a 14-day free trial. Prices in USD, billed annually; monthly billing costs 20% more.</p>
<div class="toggle"><button aria-pressed="true">Annual</button><button aria-pressed="false">Monthly</button></div>
<section id="plans">
  <h2>Plans</h2>
  <table class="plans">
    <thead><tr><th></th><th>Starter</th><th>Team</th><th>Business</th><th>Enterprise</th></tr></thead>
    <tbody>
      <tr><th>Price per editor / month</th><td>$0</td><td>$29</td><td>$79</td><td>Contact sales</td></tr>
      <tr><th>Viewers</th><td>3</td><td>Unlimited</td><td>Unlimited</td><td>Unlimited</td></tr>
      <tr><th>Data connectors</th><td>2</td><td>15</td><td>All 120+</td><td>All 120+ and custom</td></tr>
      <tr><th>Query rows per month</th><td>1 million</td><td>50 million</td><td>500 million</td><td>Custom</td></tr>
      <tr><th>Data refresh</th><td>Daily</td><td>Hourly</td><td>Every 15 minutes</td><td>Every 5 minutes</td></tr>
      <tr><th>SSO (SAML)</th><td>—</td><td>—</td><td>Included</td><td>Included</td></tr>
      <tr><th>Support</th><td>Community</td><td>Email, 2 business days</td><td>Email and chat, 8 hours</td><td>Dedicated CSM, 1 hour P1</td></tr>
    </tbody>
  </table>
</section>
<section id="addons">
  <h2>Add-ons</h2>
  <dl>
    <dt>Embedded analytics</dt><dd>$400 / month for up to 1,000 external viewers, then $0.30 per viewer.</dd>
    <dt>Extra query rows</dt><dd>$12 per additional 10 million rows.</dd>
    <dt>Audit log export</dt><dd>Included on Enterprise; $150 / month on Business.</dd>
  </dl>
</section>
<section id="faq">
  <h2>Frequently asked questions</h2>
  <h3>What counts as an editor?</h3><p>Anyone who can create or edit dashboards. Viewers can only look and filter.</p>
  <h3>Do you offer nonprofit discounts?</h3><p>Registered 501(c)(3) organizations get 40% off Team and Business.</p>
  <h3>What happens if I exceed my query rows?</h3><p>We will email you at 80% and 100%. Queries keep running; overage is billed at the add-on rate.</p>
</section>
<div class="logos">Trusted by 4,200 data teams, including <span class="rotating">Brightwater Foods, Tessellate, Ramsey & Cole</span></div>
<!--aside--><h3>Talk to sales</h3><p>Need more than 200 editors or a private cloud deployment? <a href="/contact-sales">Book a call</a></p>
<!--footer--><p>Prices exclude applicable sales tax. Plan features last reviewed {{date}}.</p>`;

const baggageFees = `<h1>Baggage fees and optional extras</h1>
<p class="lede">Prices per passenger, per one-way flight, when added online in Manage booking. At the airport, checked bags cost €20 more.</p>
<section id="checked">
  <h2>Checked baggage</h2>
  <table>
    <thead><tr><th>Route type</th><th>1st bag (23 kg)</th><th>2nd bag (23 kg)</th><th>Sports equipment</th></tr></thead>
    <tbody>
      <tr><td>Domestic (Ireland)</td><td>€25</td><td>€40</td><td>€45</td></tr>
      <tr><td>Europe</td><td>€35</td><td>€55</td><td>€60</td></tr>
      <tr><td>UK (GBP)</td><td>£30</td><td>£48</td><td>£52</td></tr>
      <tr><td>Transatlantic (USD)</td><td>Included</td><td>$100</td><td>$150</td></tr>
    </tbody>
  </table>
</section>
<section id="fares">
  <h2>What each fare includes</h2>
  <dl>
    <dt>Basic</dt><dd>One small personal item. Seat assigned at check-in.</dd>
    <dt>Plus</dt><dd>Cabin bag (10 kg), standard seat selection, 1 free date change.</dd>
    <dt>Flex</dt><dd>Cabin bag, 1 checked bag (23 kg), any seat, unlimited changes, refundable.</dd>
  </dl>
</section>
<section id="extras">
  <h2>Other extras</h2>
  <ul>
    <li>Priority boarding: from €8</li>
    <li>Extra legroom seat: from €18</li>
    <li>Lounge access in Dublin: €35</li>
  </ul>
</section>
<div class="deal">Flash deal: <span class="rotating">Lisbon from €39</span> · <span class="timer">ends in 04:12:55</span></div>
<!--aside--><h3>Travelling with kids?</h3><p>Pushchairs and car seats travel free on all fares.</p>
<!--footer--><p>Fees valid for bookings made from 1 February 2026.</p>`;

const storePrices = JSON.stringify({
  store: 'pixelharbor-direct',
  currency_set: ['USD', 'EUR', 'GBP'],
  items: [
    {
      sku: 'TB-STD',
      title: 'Tidebreakers — Standard Edition',
      prices: { USD: 29.99, EUR: 29.99, GBP: 24.99 },
      discount_percent: 0,
      platforms: ['Windows', 'macOS'],
    },
    {
      sku: 'TB-DLX',
      title: 'Tidebreakers — Deluxe Edition',
      prices: { USD: 44.99, EUR: 44.99, GBP: 37.99 },
      discount_percent: 0,
      platforms: ['Windows', 'macOS'],
      includes: ['Base game', 'Storm Coast expansion', 'Digital artbook'],
    },
    {
      sku: 'LK-STD',
      title: 'Lantern Keep',
      prices: { USD: 19.99, EUR: 19.99, GBP: 16.99 },
      discount_percent: 0,
      platforms: ['Windows', 'Linux', 'Switch'],
    },
    {
      sku: 'OG-SEASON',
      title: 'Orbital Grocers — Season Pass',
      prices: { USD: 14.99, EUR: 14.99, GBP: 12.49 },
      discount_percent: 0,
      platforms: ['Windows'],
    },
  ],
  storefront: { featured_banner: 'spring-sale-teaser', visitors_online: 1843 },
  meta: { api_version: '2026-01', cache: 'HIT' },
});

const SAAS_INTENT =
  "I'm the procurement lead at a 60-person logistics company. We are on Quillfeather's Team plan (about 20 editors). Tell me if what we pay per editor on Team changes, or if the Team plan loses something we use (hourly refresh, 15 connectors). {url}";

export const pricingCases: EvalCase[] = [
  ...casesOf({ pageClass: 'pricing', kind: 'html', path: '/pricing', render: htmlPage(QUILLFEATHER, 'Pricing'), content: saasPricing }, [
    {
      id: 'h4-pricing-saas-team-price',
      label: 'alert',
      intent: SAAS_INTENT,
      businessContext: 'Annual renewal in June; budget fixed in March.',
      edit: 'Team price per editor $29 → $35',
      changes: [['<td>$0</td><td>$29</td>', '<td>$0</td><td>$35</td>']],
    },
    {
      id: 'h4-pricing-saas-team-refresh',
      label: 'alert',
      intent: SAAS_INTENT,
      edit: 'Team data refresh Hourly → Every 6 hours',
      changes: [['<td>Daily</td><td>Hourly</td>', '<td>Daily</td><td>Every 6 hours</td>']],
    },
    {
      id: 'h4-pricing-saas-business-offtopic',
      label: 'off-topic',
      intent: SAAS_INTENT,
      edit: 'Business price per editor $79 → $89 (Team unchanged)',
      changes: [['<td>$79</td>', '<td>$89</td>']],
    },
    {
      id: 'h4-pricing-saas-embedded',
      label: 'alert',
      intent: 'quillfeather {url}: embedded analytics add-on price',
      edit: 'Embedded analytics add-on $400 → $500 / month',
      changes: [['$400 / month for up to 1,000', '$500 / month for up to 1,000']],
    },
    {
      id: 'h4-pricing-saas-nonprofit-offtopic',
      label: 'off-topic',
      intent: 'quillfeather {url}: embedded analytics add-on price',
      edit: 'nonprofit discount 40% → 30% (not the add-on)',
      changes: [['get 40% off Team and Business', 'get 30% off Team and Business']],
    },
    {
      id: 'h4-pricing-saas-logos-noise',
      label: 'noise',
      intent: 'Any price change on {url} — plans or add-ons.',
      edit: 'rotating customer logos and a counter change',
      changes: [
        ['Brightwater Foods, Tessellate, Ramsey & Cole', 'Halden Bikes, Northquay, Mirelle Studio'],
        ['Trusted by 4,200 data teams', 'Trusted by 4,215 data teams'],
      ],
    },
  ]),
  ...casesOf(
    {
      pageClass: 'pricing',
      kind: 'html',
      path: '/travel-info/baggage-fees',
      render: htmlPage(CORIANDER_AIR, 'Baggage fees'),
      content: baggageFees,
    },
    [
      {
        id: 'h4-pricing-air-europe-bag',
        label: 'alert',
        intent: 'Coriander Air checked bag price within Europe — tell me if it changes {url}',
        edit: 'Europe 1st checked bag €35 → €42',
        changes: [['<td>Europe</td><td>€35</td>', '<td>Europe</td><td>€42</td>']],
      },
      {
        id: 'h4-pricing-air-uk-offtopic',
        label: 'off-topic',
        intent: 'Coriander Air checked bag price within Europe — tell me if it changes {url}',
        edit: 'UK 2nd bag £48 → £50 (intent is about Europe)',
        changes: [['<td>£48</td>', '<td>£50</td>']],
      },
      {
        id: 'h4-pricing-air-transatlantic-bag',
        label: 'alert',
        intent:
          'We fly our sales team Dublin–Boston twice a month. Do transatlantic fares still include a checked bag? Tell me about any change to transatlantic bag fees. {url}',
        businessContext: 'Irish medtech company; travel policy allows one checked bag.',
        edit: 'transatlantic 1st bag no longer included: $60',
        changes: [['<td>Included</td><td>$100</td>', '<td>$60</td><td>$100</td>']],
      },
      {
        id: 'h4-pricing-air-plus-fare',
        label: 'alert',
        intent: `coriander air fares, what is included:
- Plus
- Flex
{url}`,
        edit: 'Plus fare no longer includes a free date change',
        changes: [['standard seat selection, 1 free date change.', 'standard seat selection. Date changes €45.']],
      },
      {
        id: 'h4-pricing-air-sports',
        label: 'alert',
        intent: 'golf bags / sports equipment fee on Coriander Air ({url})',
        edit: 'sports equipment Europe €60 → €70',
        changes: [['<td>€55</td><td>€60</td>', '<td>€55</td><td>€70</td>']],
      },
      {
        id: 'h4-pricing-air-airport-surcharge',
        label: 'alert',
        intent: 'Any change to Coriander Air baggage fees, anywhere: {url}',
        edit: 'airport checked-bag surcharge €20 → €30',
        changes: [['checked bags cost €20 more', 'checked bags cost €30 more']],
      },
      {
        id: 'h4-pricing-air-lounge',
        label: 'alert',
        intent: 'extras on coriander air: lounge and priority boarding prices {url}',
        edit: 'Dublin lounge access €35 → €40',
        changes: [['Lounge access in Dublin: €35', 'Lounge access in Dublin: €40']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'pricing', kind: 'json', path: '/api/store/prices', render: jsonApi(), content: storePrices }, [
    {
      id: 'h4-pricing-games-deluxe-gbp',
      label: 'alert',
      intent: 'Price of Tidebreakers Deluxe in GBP on {url} — tell me if it changes (going up or a discount).',
      edit: 'Deluxe GBP price 37.99 → 41.99',
      changes: [['"GBP":37.99', '"GBP":41.99']],
    },
    {
      id: 'h4-pricing-games-lantern-sale',
      label: 'alert',
      intent: 'hi, i want buy Lantern Keep when it is cheaper. please tell me if there is discount on {url}',
      edit: 'Lantern Keep discount_percent 0 → 35',
      changes: [['"GBP":16.99},"discount_percent":0', '"GBP":16.99},"discount_percent":35']],
    },
    {
      id: 'h4-pricing-games-season-offtopic',
      label: 'off-topic',
      intent: 'hi, i want buy Lantern Keep when it is cheaper. please tell me if there is discount on {url}',
      edit: 'Orbital Grocers season pass USD 14.99 → 9.99 (another game)',
      changes: [['"USD":14.99', '"USD":9.99']],
    },
    {
      id: 'h4-pricing-games-visitors-noise',
      label: 'noise',
      intent: 'Pixel Harbor store prices ({url}): any price or discount change on any game.',
      edit: 'visitors_online counter and CDN cache flag change',
      changes: [
        ['"visitors_online":1843', '"visitors_online":2210'],
        ['"cache":"HIT"', '"cache":"MISS"'],
      ],
    },
  ]),
];
