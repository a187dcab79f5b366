import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { NORTHWIND } from '../sites';

const PRICING = `    <section class="hero">
      <h1>Simple pricing for teams of every size</h1>
      <p>Start free, upgrade when your team grows. All prices exclude VAT.</p>
      <div class="toggle"><button class="active">Monthly</button><button>Yearly (save 20%)</button></div>
    </section>
    <section class="plans" id="eu">
      <h2>Prices in EUR (European Union)</h2>
      <div class="plan"><h3>Starter</h3><p class="price">€0</p><p>For individuals trying Northwind.</p>
        <ul><li>3 users</li><li>5 GB storage</li><li>Community support</li></ul><a class="button" href="/signup">Start free</a></div>
      <div class="plan"><h3>Team</h3><p class="price">€29 <span>per user / month</span></p><p>For small teams that share work every day.</p>
        <ul><li>Up to 50 users</li><li>100 GB storage</li><li>Email support within 24 hours</li><li>Guest access</li></ul><a class="button" href="/signup?plan=team">Try Team free for 14 days</a></div>
      <div class="plan popular"><span class="badge">Most popular</span><h3>Business</h3><p class="price">€79 <span>per user / month</span></p><p>For companies with several departments.</p>
        <ul><li>Unlimited users</li><li>500 GB storage</li><li>Single sign-on (SAML)</li><li>Audit log</li><li>Phone support</li></ul><a class="button" href="/signup?plan=business">Try Business free for 14 days</a></div>
      <div class="plan"><h3>Enterprise</h3><p class="price">€249 <span>per user / month, billed yearly</span></p><p>For regulated organisations.</p>
        <ul><li>Everything in Business</li><li>5 TB storage</li><li>Data residency in the EU</li><li>99.95% uptime SLA</li><li>Named account manager</li></ul><a class="button" href="/contact-sales">Talk to sales</a></div>
    </section>
    <section class="plans" id="us">
      <h2>Prices in USD (United States)</h2>
      <table>
        <thead><tr><th>Plan</th><th>Monthly, per user</th><th>Yearly, per user per month</th></tr></thead>
        <tbody>
          <tr><td>Starter</td><td>$0</td><td>$0</td></tr>
          <tr><td>Team</td><td>$32</td><td>$26</td></tr>
          <tr><td>Business</td><td>$89</td><td>$71</td></tr>
          <tr><td>Enterprise</td><td>$279</td><td>$279</td></tr>
        </tbody>
      </table>
    </section>
    <section class="compare">
      <h2>Compare plans</h2>
      <table>
        <thead><tr><th>Feature</th><th>Starter</th><th>Team</th><th>Business</th><th>Enterprise</th></tr></thead>
        <tbody>
          <tr><td>File versions kept</td><td>30 days</td><td>180 days</td><td>1 year</td><td>Unlimited</td></tr>
          <tr><td>API requests per minute</td><td>60</td><td>600</td><td>3,000</td><td>Custom</td></tr>
          <tr><td>Two-factor authentication</td><td>Yes</td><td>Yes</td><td>Yes</td><td>Yes</td></tr>
          <tr><td>Data export</td><td>CSV</td><td>CSV, JSON</td><td>CSV, JSON, Parquet</td><td>All formats</td></tr>
        </tbody>
      </table>
    </section>
    <section class="proof">
      <p class="counter">Join 48,212 teams already working with Northwind.</p>
      <blockquote class="testimonial">“Northwind replaced three tools for our design team.” — Priya Raman, Head of Design at Fable &amp; Co</blockquote>
    </section>
    <section class="faq">
      <h2>Frequently asked questions</h2>
      <h3>Can I change plans later?</h3><p>Yes. Upgrades apply immediately and are prorated; downgrades apply at the end of the billing period.</p>
      <h3>How can I pay?</h3><p>We accept credit cards and bank transfer for yearly plans. Invoices are sent by email.</p>
      <h3>Do you offer discounts for non-profits?</h3><p>Registered non-profits get 50% off the Team and Business plans.</p>
      <h3>What happens when my trial ends?</h3><p>Your workspace moves to the Starter plan unless you choose a paid plan. No data is deleted.</p>
    </section>
    <section class="from-the-blog">
      <h2>From the blog</h2>
      <p><a href="/blog/hybrid-work-report">The 2026 hybrid work report: what 900 teams told us</a></p>
    </section>`;

const pricingPage = {
  pageClass: 'pricing' as const,
  kind: 'html' as const,
  path: '/pricing',
  render: htmlPage(NORTHWIND, 'Pricing'),
  content: PRICING,
};

const PLANS_API = JSON.stringify(
  {
    currency: 'EUR',
    plans: [
      { id: 'starter', name: 'Starter', price_monthly: 0, seats_included: 3, storage_gb: 5, features: ['Boards', 'Docs'] },
      { id: 'pro', name: 'Pro', price_monthly: 49, seats_included: 10, storage_gb: 250, features: ['Boards', 'Docs', 'Automations'] },
      {
        id: 'scale',
        name: 'Scale',
        price_monthly: 199,
        seats_included: 50,
        storage_gb: 2000,
        features: ['Boards', 'Docs', 'Automations', 'SSO'],
      },
    ],
    addons: [{ id: 'extra-seat', name: 'Extra seat', price_monthly: 6 }],
  },
  null,
  2,
);

const plansApi = { pageClass: 'pricing' as const, kind: 'json' as const, path: '/api/v1/plans', render: jsonApi(), content: PLANS_API };

export const pricingCases: EvalCase[] = [
  ...casesOf(pricingPage, [
    {
      id: 'pricing-enterprise-raised',
      label: 'alert',
      intent: 'Tell me when the price of the Enterprise plan changes on {url}',
      edit: 'Enterprise €249 → €279 per user',
      changes: [['€249', '€279']],
    },
    {
      id: 'pricing-team-cut',
      label: 'alert',
      intent: 'Watch the pricing page {url} for price changes',
      edit: 'Team €29 → €25 per user',
      changes: [['€29 <span>', '€25 <span>']],
    },
    {
      id: 'pricing-free-plan-dropped',
      label: 'alert',
      intent: 'We rely on the free Starter plan of Northwind. Let me know if they drop it or limit it: {url}',
      edit: 'the Starter plan is closed to new sign-ups',
      changes: [
        [
          '<p>For individuals trying Northwind.</p>',
          '<p>For individuals trying Northwind. The Starter plan is no longer available for new sign-ups from 1 April 2026.</p>',
        ],
      ],
    },
    {
      id: 'pricing-business-storage',
      label: 'alert',
      intent: 'Keep an eye on what each plan includes at {url} — storage and user limits especially.',
      edit: 'Business storage 500 GB → 1 TB',
      changes: [['<li>500 GB storage</li>', '<li>1 TB storage</li>']],
    },
    {
      id: 'pricing-yearly-discount',
      label: 'alert',
      intent: 'Follow the pricing and discounts of Northwind Cloud: {url}',
      businessContext: 'We resell cloud collaboration tools to schools in Austria and quote yearly contracts.',
      edit: 'yearly saving 20% → 15%',
      changes: [['Yearly (save 20%)', 'Yearly (save 15%)']],
    },
    {
      id: 'pricing-eu-business-up',
      label: 'alert',
      intent: 'Monitor {url}. Only the EU prices (EUR) matter to us, we buy through the Berlin entity.',
      edit: 'EU Business €79 → €85',
      changes: [['€79 <span>', '€85 <span>']],
    },
    {
      id: 'pricing-nonprofit-discount-cut',
      label: 'alert',
      intent: 'We are a charity using Northwind. Alert me if the non-profit discount on {url} changes.',
      edit: 'non-profit discount 50% → 30%, Team only',
      changes: [['Registered non-profits get 50% off the Team and Business plans.', 'Registered non-profits get 30% off the Team plan.']],
    },
    {
      id: 'pricing-api-rate-limit',
      label: 'alert',
      intent: 'Our integration depends on the API limits of the Business plan listed on {url}; tell me if they change.',
      edit: 'Business API requests per minute 3,000 → 1,200',
      changes: [['<td>600</td><td>3,000</td>', '<td>600</td><td>1,200</td>']],
    },
    {
      id: 'pricing-us-only-eu-changed',
      label: 'off-topic',
      intent: 'Track the US dollar prices on {url} — we only buy in the United States.',
      edit: 'EU Team €29 → €31 (USD unchanged)',
      changes: [['€29 <span>', '€31 <span>']],
    },
    {
      id: 'pricing-eu-only-us-changed',
      label: 'off-topic',
      intent: 'Monitor {url}. Only the EU prices (EUR) matter to us, we buy through the Berlin entity.',
      edit: 'USD Business $89 → $95 (EUR unchanged)',
      changes: [['<td>Business</td><td>$89</td>', '<td>Business</td><td>$95</td>']],
    },
    {
      id: 'pricing-enterprise-only-team-changed',
      label: 'off-topic',
      intent: 'Tell me when the price of the Enterprise plan changes on {url}. The other plans do not matter to us.',
      edit: 'Team €29 → €32, Enterprise unchanged',
      changes: [['€29 <span>', '€32 <span>']],
    },
    {
      id: 'pricing-blog-teaser',
      label: 'off-topic',
      intent: 'Watch the pricing page {url} for price changes',
      edit: 'the blog teaser at the foot of the page links another article',
      changes: [['The 2026 hybrid work report: what 900 teams told us', 'How Fable &amp; Co moved 40 designers to Northwind in a week']],
    },
    {
      id: 'pricing-payment-methods',
      label: 'off-topic',
      intent: 'Let me know if the Team plan gets more expensive: {url}',
      edit: 'FAQ: SEPA direct debit added to payment methods',
      changes: [
        [
          'We accept credit cards and bank transfer for yearly plans.',
          'We accept credit cards, SEPA direct debit and bank transfer for yearly plans.',
        ],
      ],
    },
    {
      id: 'pricing-promo-countdown',
      label: 'noise',
      intent: 'Watch the pricing page {url} for price changes',
      edit: 'only the promo countdown ticks',
      setup: [
        ['<section class="hero">', '<section class="hero">\n      <p class="promo">Spring offer on yearly plans ends in 2d 14h 05m</p>'],
      ],
      changes: [['ends in 2d 14h 05m', 'ends in 1d 11h 48m']],
    },
    {
      id: 'pricing-team-counter',
      label: 'noise',
      intent: 'Tell me about any change to the plans or prices on {url}',
      edit: 'only the social-proof counter moves',
      changes: [['Join 48,212 teams', 'Join 48,391 teams']],
    },
    {
      id: 'pricing-testimonial-rotates',
      label: 'noise',
      intent: 'Follow the pricing and discounts of Northwind Cloud: {url}',
      edit: 'the rotating testimonial shows another customer',
      changes: [
        [
          '“Northwind replaced three tools for our design team.” — Priya Raman, Head of Design at Fable &amp; Co',
          '“Onboarding 200 people took one afternoon.” — Tomás Ortega, IT Lead at Verdant Foods',
        ],
      ],
    },
  ]),
  ...casesOf(plansApi, [
    {
      id: 'plans-api-pro-raised',
      label: 'alert',
      intent: 'Watch the prices in the Northwind plans API at {url}',
      edit: 'Pro price_monthly 49 → 59',
      changes: [['"price_monthly": 49', '"price_monthly": 59']],
    },
    {
      id: 'plans-api-new-plan',
      label: 'alert',
      intent: 'Tell me when Northwind adds or removes a plan ({url} is their public plans endpoint).',
      edit: 'a Business plan is added',
      changes: [
        [
          '    {\n      "id": "scale"',
          '    {\n      "id": "business",\n      "name": "Business",\n      "price_monthly": 99,\n      "seats_included": 25,\n      "storage_gb": 1000,\n      "features": ["Boards", "Docs", "Automations"]\n    },\n    {\n      "id": "scale"',
        ],
      ],
    },
    {
      id: 'plans-api-seat-price',
      label: 'alert',
      intent: 'We add seats every month, so the cost of an extra seat matters. Source: {url}',
      edit: 'extra seat 6 → 8',
      changes: [['"price_monthly": 6', '"price_monthly": 8']],
    },
    {
      id: 'plans-api-pro-only-scale-changed',
      label: 'off-topic',
      intent: 'Only the Pro plan matters to us: tell me if its price at {url} changes.',
      edit: 'Scale price 199 → 229, Pro unchanged',
      changes: [['"price_monthly": 199', '"price_monthly": 229']],
    },
    {
      id: 'plans-api-features-renamed',
      label: 'off-topic',
      intent: 'Watch the prices in the Northwind plans API at {url}',
      edit: 'the "Docs" feature is renamed "Wiki" (no price moves)',
      changes: [['"Docs"', '"Wiki"']],
    },
    {
      id: 'plans-api-reordered',
      label: 'noise',
      intent: 'Watch the prices in the Northwind plans API at {url}',
      edit: 'same plans, keys in another order (and a new request id)',
      changes: [
        (content) =>
          JSON.stringify(JSON.parse(content), (_key, value: unknown) =>
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? Object.fromEntries(Object.entries(value).reverse())
              : value,
          ),
      ],
    },
  ]),
];
