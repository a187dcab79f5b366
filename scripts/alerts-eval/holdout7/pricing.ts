import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { HELMSDESK, TRACEWELL } from './sites';

const tracewellPricing: SourcePage = {
  pageClass: 'pricing',
  kind: 'html',
  path: '/pricing',
  render: htmlPage(TRACEWELL, 'Pricing'),
  content: `<div class="promo-strip bg-indigo-600 text-white text-sm py-2"><p class="container mx-auto">Ship faster with fewer pages: try Tracewell free for 14 days.</p></div>
<section class="hero container mx-auto py-16 text-center">
  <h1 class="text-5xl font-semibold tracking-tight">Simple pricing that scales with your telemetry</h1>
  <p class="mt-4 text-lg text-slate-600">Pay per seat for the team, per GB for what you send. No surprise overages — set a cap and we stop ingesting.</p>
</section>
<div class="tabs" role="tablist" aria-label="Billing period">
  <button role="tab" id="tab-monthly" aria-selected="true" aria-controls="panel-monthly">Monthly</button>
  <button role="tab" id="tab-annual" aria-selected="false" aria-controls="panel-annual">Annual <span class="badge">save 20%</span></button>
</div>
<div id="panel-monthly" role="tabpanel" aria-labelledby="tab-monthly" class="grid grid-cols-4 gap-6">
  <table class="plans w-full">
    <caption class="sr-only">Plans billed monthly</caption>
    <thead><tr><th scope="col">Plan</th><th scope="col">Price per seat</th><th scope="col">Included ingest</th><th scope="col">Retention</th></tr></thead>
    <tbody>
      <tr data-plan="free"><th scope="row">Free</th><td>$0</td><td>5 GB / month</td><td>7 days</td></tr>
      <tr data-plan="team"><th scope="row">Team</th><td>$29 / seat / month</td><td>50 GB / month</td><td>15 days</td></tr>
      <tr data-plan="business"><th scope="row">Business</th><td>$79 / seat / month</td><td>200 GB / month</td><td>30 days</td></tr>
      <tr data-plan="enterprise"><th scope="row">Enterprise</th><td>Contact sales</td><td>Custom</td><td>Up to 13 months</td></tr>
    </tbody>
  </table>
</div>
<div id="panel-annual" role="tabpanel" aria-labelledby="tab-annual" hidden class="grid grid-cols-4 gap-6">
  <table class="plans w-full">
    <caption class="sr-only">Plans billed annually</caption>
    <thead><tr><th scope="col">Plan</th><th scope="col">Price per seat</th><th scope="col">Included ingest</th><th scope="col">Retention</th></tr></thead>
    <tbody>
      <tr data-plan="free"><th scope="row">Free</th><td>$0</td><td>5 GB / month</td><td>7 days</td></tr>
      <tr data-plan="team"><th scope="row">Team</th><td>$23 / seat / month, billed $276 yearly</td><td>50 GB / month</td><td>15 days</td></tr>
      <tr data-plan="business"><th scope="row">Business</th><td>$63 / seat / month, billed $756 yearly</td><td>200 GB / month</td><td>30 days</td></tr>
      <tr data-plan="enterprise"><th scope="row">Enterprise</th><td>Contact sales</td><td>Custom</td><td>Up to 13 months</td></tr>
    </tbody>
  </table>
</div>
<section class="usage mt-16">
  <h2 class="text-2xl font-semibold">Usage-based pricing</h2>
  <dl class="grid grid-cols-2 gap-4">
    <div><dt>Log ingest beyond your allowance</dt><dd>$0.30 per GB</dd></div>
    <div><dt>Trace spans</dt><dd>$1.70 per million spans</dd></div>
    <div><dt>Synthetic checks</dt><dd>$5 per 10,000 runs</dd></div>
    <div><dt>Extended retention</dt><dd>$0.10 per GB per month</dd></div>
  </dl>
</section>
<section class="matrix mt-16">
  <h2 class="text-2xl font-semibold">Compare features</h2>
  <table class="feature-matrix">
    <thead><tr><th>Feature</th><th>Free</th><th>Team</th><th>Business</th><th>Enterprise</th></tr></thead>
    <tbody>
      <tr><th scope="row">Live tail</th><td>✓</td><td>✓</td><td>✓</td><td>✓</td></tr>
      <tr><th scope="row">Alerting rules</th><td>3</td><td>50</td><td>Unlimited</td><td>Unlimited</td></tr>
      <tr><th scope="row">SAML single sign-on</th><td>—</td><td>—</td><td>✓</td><td>✓</td></tr>
      <tr><th scope="row">Audit logs</th><td>—</td><td>—</td><td>—</td><td>✓</td></tr>
      <tr><th scope="row">HIPAA BAA</th><td>—</td><td>—</td><td>—</td><td>✓</td></tr>
      <tr><th scope="row">Support</th><td>Community</td><td>Email</td><td>Email and chat, 8h response</td><td>24/7, 1h response for P1</td></tr>
    </tbody>
  </table>
</section>
<section class="faq mt-16">
  <h2>Frequently asked questions</h2>
  <details><summary>What happens if I go over my ingest allowance?</summary><p>We bill overage at the usage rate above. You can set a hard cap per workspace.</p></details>
  <details><summary>Can I change plans later?</summary><p>Yes. Upgrades apply immediately; downgrades apply at the next renewal.</p></details>
  <details><summary>Do you offer discounts for startups and non-profits?</summary><p>Eligible startups get 50% off Team for the first year.</p></details>
</section>
<!--aside-->
<div class="card"><h3>Trusted by 4,000+ engineering teams</h3><blockquote>“We cut our logging bill in half in a month.” — Platform lead, fintech</blockquote></div>
<!--footer-->
<p class="text-xs">Prices exclude applicable taxes. All prices in US dollars.</p>`,
};

const lodestarPrices: SourcePage = {
  pageClass: 'pricing',
  kind: 'json',
  path: '/v1/pricing',
  render: jsonApi(),
  content: `{
  "object": "price_list",
  "unit": "per_million_tokens",
  "currency": "usd",
  "models": [
    {"id": "lodestar-large-2", "tier": "flagship", "input": 2.50, "cached_input": 1.25, "output": 10.00, "context_window": 200000},
    {"id": "lodestar-medium-2", "tier": "balanced", "input": 0.80, "cached_input": 0.40, "output": 3.20, "context_window": 200000},
    {"id": "lodestar-mini-2", "tier": "fast", "input": 0.15, "cached_input": 0.075, "output": 0.60, "context_window": 128000},
    {"id": "lodestar-embed-3", "tier": "embeddings", "input": 0.02, "cached_input": null, "output": null, "context_window": 8192}
  ],
  "discounts": {"batch_api_pct": 50, "committed_use_min_monthly": 25000},
  "meta": {"pricing_etag": "W/\\"7f3a91\\"", "docs": "https://platform.lodestar-ai.example/docs/pricing"}
}`,
};

const helmsdeskPricing: SourcePage = {
  pageClass: 'pricing',
  kind: 'html',
  path: '/pricing',
  render: htmlPage(HELMSDESK, 'Plans and pricing'),
  content: `<header class="page-head"><h1>Plans for every size of support team</h1><p class="lede">Prices per agent, per month, billed annually. Prices shown in GBP; <a href="/pricing?currency=eur">see EUR prices</a>.</p></header>
<div class="plan-cards flex gap-6">
  <article class="card" data-plan="starter"><h2>Starter</h2><p class="price"><span class="amount">£15</span> <span class="per">per agent / month</span></p><ul><li>Shared inbox</li><li>Email and live chat</li><li>1 knowledge base</li></ul></article>
  <article class="card card--highlight" data-plan="growth"><span class="ribbon">Most popular</span><h2>Growth</h2><p class="price"><span class="amount">£39</span> <span class="per">per agent / month</span></p><ul><li>Everything in Starter</li><li>Automations and SLAs</li><li>Customer satisfaction surveys</li></ul></article>
  <article class="card" data-plan="scale"><h2>Scale</h2><p class="price"><span class="amount">£69</span> <span class="per">per agent / month</span></p><ul><li>Everything in Growth</li><li>Custom roles</li><li>Sandbox workspace</li></ul></article>
</div>
<section class="addons"><h2>Add-ons</h2>
  <table><thead><tr><th>Add-on</th><th>Price</th></tr></thead><tbody>
    <tr><td>AI agent resolutions</td><td>£0.80 per resolved conversation</td></tr>
    <tr><td>Extra knowledge base</td><td>£25 per month</td></tr>
    <tr><td>WhatsApp channel</td><td>£19 per month plus carrier fees</td></tr>
  </tbody></table>
</section>
<section class="faq" aria-labelledby="faq-h"><h2 id="faq-h">Billing questions</h2>
  <div class="accordion">
    <h3><button aria-expanded="false" aria-controls="faq-1">Is there a free trial?</button></h3>
    <div id="faq-1" hidden><p>Yes, 14 days on the Growth plan, no card required.</p></div>
    <h3><button aria-expanded="false" aria-controls="faq-2">Can I get a refund if I cancel?</button></h3>
    <div id="faq-2" hidden><p>If you cancel an annual plan within 30 days of purchase we refund the unused portion in full. After that, your plan runs until the end of the term.</p></div>
    <h3><button aria-expanded="false" aria-controls="faq-3">Do you charge for light agents?</button></h3>
    <div id="faq-3" hidden><p>Light agents who only add internal notes are free on Growth and Scale.</p></div>
  </div>
</section>
<!--aside-->
<div class="card"><p class="eyebrow">Customer story</p><p>How Brambleway cut first response time by 41%</p></div>
<!--footer-->
<p>Prices exclude VAT. Last updated {{date}}.</p>`,
};

export const pricingCases: EvalCase[] = [
  ...casesOf(tracewellPricing, [
    {
      id: 'h7-pricing-tracewell-team-monthly',
      label: 'alert',
      intent: 'Tracewell is our main competitor. Tell me when the price of their Team plan changes on {url}',
      edit: 'Team monthly price $29 → $35 per seat',
      changes: [['$29 / seat / month', '$35 / seat / month']],
    },
    {
      id: 'h7-pricing-tracewell-business-not-team',
      label: 'off-topic',
      intent: 'Tracewell is our main competitor. Tell me when the price of their Team plan changes on {url}',
      edit: 'Business annual price $63 → $59 per seat (another row of the same table)',
      changes: [['$63 / seat / month, billed $756 yearly', '$59 / seat / month, billed $708 yearly']],
    },
    {
      id: 'h7-pricing-tracewell-team-annual',
      label: 'alert',
      intent: 'We only ever buy annual. What does Tracewell Team cost per seat on annual billing? {url}',
      edit: 'Team annual $23 → $26 per seat ($276 → $312 yearly)',
      changes: [['$23 / seat / month, billed $276 yearly', '$26 / seat / month, billed $312 yearly']],
    },
    {
      id: 'h7-pricing-tracewell-overage-per-gb',
      label: 'alert',
      intent: 'log ingest overage price per GB — tracewell {url}',
      businessContext: 'We sell a log management product priced per GB and position against Tracewell on cost.',
      edit: 'log ingest overage $0.30 → $0.25 per GB',
      changes: [['<dd>$0.30 per GB</dd>', '<dd>$0.25 per GB</dd>']],
    },
    {
      id: 'h7-pricing-tracewell-audit-logs-feature',
      label: 'alert',
      intent: 'Watch {url} and tell me if SSO or audit logs move into a cheaper plan. Prices themselves I track elsewhere.',
      edit: 'feature matrix: audit logs now ticked for Business',
      changes: [
        [
          '<tr><th scope="row">Audit logs</th><td>—</td><td>—</td><td>—</td><td>✓</td></tr>',
          '<tr><th scope="row">Audit logs</th><td>—</td><td>—</td><td>✓</td><td>✓</td></tr>',
        ],
      ],
    },
    {
      id: 'h7-pricing-tracewell-support-row-not-prices',
      label: 'off-topic',
      intent: 'Only the dollar amounts on {url} — seat prices and usage rates. Ignore the feature comparison.',
      edit: 'feature matrix: Business support response 8h → 4h',
      changes: [['Email and chat, 8h response', 'Email and chat, 4h response']],
    },
    {
      id: 'h7-pricing-tracewell-free-tier-retention',
      label: 'alert',
      intent: 'whatever they do to the free tier on {url}',
      edit: 'Free plan retention 7 days → 3 days in both tables',
      changes: [['<td>5 GB / month</td><td>7 days</td>', '<td>5 GB / month</td><td>3 days</td>']],
    },
    {
      id: 'h7-pricing-tracewell-promo-headline',
      label: 'noise',
      intent: 'Any change to Tracewell pricing or plans: {url}',
      edit: 'A/B promo strip headline swapped',
      changes: [
        ['Ship faster with fewer pages: try Tracewell free for 14 days.', 'Fewer 3am pages. Start your 14-day Tracewell trial today.'],
      ],
    },
    {
      id: 'h7-pricing-tracewell-testimonial-rotates',
      label: 'noise',
      intent: 'Tracewell pricing page {url} — tiers, per-seat and per-GB prices',
      edit: 'sidebar testimonial rotated',
      changes: [
        ['“We cut our logging bill in half in a month.” — Platform lead, fintech', '“Our on-call finally sleeps.” — SRE manager, retail'],
      ],
    },
  ]),
  ...casesOf(lodestarPrices, [
    {
      id: 'h7-pricing-lodestar-large-input',
      label: 'alert',
      intent: 'Price per million tokens for lodestar-large-2 (input and output). {url}',
      edit: 'lodestar-large-2 input 2.50 → 3.00 (no currency symbol)',
      changes: [
        ['"id": "lodestar-large-2", "tier": "flagship", "input": 2.50', '"id": "lodestar-large-2", "tier": "flagship", "input": 3.00'],
      ],
    },
    {
      id: 'h7-pricing-lodestar-mini-not-large',
      label: 'off-topic',
      intent: 'Price per million tokens for lodestar-large-2 (input and output). {url}',
      edit: 'lodestar-mini-2 output 0.60 → 0.50 (another element of the same array)',
      changes: [['"cached_input": 0.075, "output": 0.60', '"cached_input": 0.075, "output": 0.50']],
    },
    {
      id: 'h7-pricing-lodestar-new-model',
      label: 'alert',
      intent: 'new models showing up in the Lodestar price list {url}',
      edit: 'lodestar-large-3 added to the models array',
      changes: [
        [
          '"models": [\n',
          '"models": [\n    {"id": "lodestar-large-3", "tier": "flagship", "input": 3.00, "cached_input": 1.50, "output": 15.00, "context_window": 400000},\n',
        ],
      ],
    },
    {
      id: 'h7-pricing-lodestar-batch-below-50',
      label: 'alert',
      intent: 'We run nightly batch jobs on Lodestar. Only tell me if the batch API discount falls below 50%. {url}',
      edit: 'batch_api_pct 50 → 40',
      changes: [['"batch_api_pct": 50', '"batch_api_pct": 40']],
    },
    {
      id: 'h7-pricing-lodestar-batch-goes-up',
      label: 'off-topic',
      intent: 'We run nightly batch jobs on Lodestar. Only tell me if the batch API discount falls below 50%. {url}',
      edit: 'batch_api_pct 50 → 60 (better, not below the threshold)',
      changes: [['"batch_api_pct": 50', '"batch_api_pct": 60']],
    },
    {
      id: 'h7-pricing-lodestar-etag',
      label: 'noise',
      intent: 'Any change in Lodestar model prices: {url}',
      edit: 'meta pricing_etag regenerated',
      changes: [['7f3a91', 'c02be4']],
    },
  ]),
  ...casesOf(helmsdeskPricing, [
    {
      id: 'h7-pricing-helmsdesk-growth-seat',
      label: 'alert',
      intent:
        'Keep an eye on what Helmsdesk charge per agent for the Growth plan ({url}). We benchmark our own prices against it each quarter.',
      edit: 'Growth £39 → £45 per agent',
      changes: [['<span class="amount">£39</span>', '<span class="amount">£45</span>']],
    },
    {
      id: 'h7-pricing-helmsdesk-refunds-loose',
      label: 'alert',
      intent: 'helmsdesk {url} - whatever they say about refunds',
      edit: 'refund window for annual plans 30 days → 14 days',
      changes: [['within 30 days of purchase', 'within 14 days of purchase']],
    },
    {
      id: 'h7-pricing-helmsdesk-whatsapp-not-ai',
      label: 'off-topic',
      intent: 'How much do Helmsdesk charge for their AI agent? Price per resolution on {url}',
      edit: 'WhatsApp add-on £19 → £24 (another row of the add-ons table)',
      changes: [['£19 per month plus carrier fees', '£24 per month plus carrier fees']],
    },
    {
      id: 'h7-pricing-helmsdesk-ai-resolution',
      label: 'alert',
      intent: 'How much do Helmsdesk charge for their AI agent? Price per resolution on {url}',
      edit: 'AI agent resolutions £0.80 → £0.95 per resolved conversation',
      changes: [['£0.80 per resolved conversation', '£0.95 per resolved conversation']],
    },
  ]),
];
