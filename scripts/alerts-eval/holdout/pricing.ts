import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { QUILLSTACK } from './sites';

const PRICING = `    <section class="pricing-hero">
      <h1>Plans that grow with your writing team</h1>
      <p>Every plan includes unlimited documents, version history and the Quillstack editor. Prices in US dollars; sales tax added at checkout where applicable.</p>
      <p class="trial">Try any paid plan free for 30 days. No credit card required.</p>
      <div class="billing-switch"><label><input type="radio" name="billing" checked> Billed annually</label> <label><input type="radio" name="billing"> Billed monthly</label></div>
    </section>
    <section class="tiers">
      <article class="tier">
        <h2>Solo</h2>
        <p class="amount"><strong>$9</strong> / month, billed annually ($12 month to month)</p>
        <p>For freelance writers and bloggers.</p>
        <ul><li>1 editor</li><li>3 publishing destinations</li><li>Grammar and style checks</li></ul>
        <a class="cta" href="/signup?tier=solo">Start writing</a>
      </article>
      <article class="tier highlighted">
        <p class="ribbon">Best for teams</p>
        <h2>Team</h2>
        <p class="amount"><strong>$18</strong> per editor / month, billed annually ($22 month to month)</p>
        <p>For content teams with a shared editorial calendar.</p>
        <ul><li>Up to 25 editors</li><li>Unlimited reviewers (free)</li><li>Editorial calendar and approvals</li><li>15 publishing destinations</li><li>Brand style guide enforcement</li></ul>
        <a class="cta" href="/signup?tier=team">Start a 30-day trial</a>
      </article>
      <article class="tier">
        <h2>Scale</h2>
        <p class="amount"><strong>$39</strong> per editor / month, billed annually only</p>
        <p>For publishers and agencies with many brands.</p>
        <ul><li>Unlimited editors</li><li>Multiple brands and workspaces</li><li>SAML single sign-on and SCIM</li><li>Custom roles</li><li>Priority support with a 4-hour response target</li></ul>
        <a class="cta" href="/enterprise">Contact us</a>
      </article>
    </section>
    <section class="addons">
      <h2>Add-ons</h2>
      <table>
        <tr><th>Add-on</th><th>Price</th></tr>
        <tr><td>AI drafting assistant</td><td>$8 per editor / month</td></tr>
        <tr><td>Extra brand workspace (Team)</td><td>$49 / month</td></tr>
        <tr><td>Translation memory</td><td>$0.02 per word translated</td></tr>
      </table>
    </section>
    <section class="logos">
      <p class="trusted">Trusted by 12,408 writing teams, including</p>
      <ul class="logo-wall"><li>Harbourline Media</li><li>Fieldnote Agency</li><li>Copperpot Journal</li><li>Larkspur Press</li></ul>
    </section>
    <section class="pricing-faq">
      <h2>Questions people ask before buying</h2>
      <details><summary>Do reviewers count as paid editors?</summary><p>No. Reviewers can comment and approve for free on the Team and Scale plans.</p></details>
      <details><summary>Can I switch from monthly to annual billing?</summary><p>Yes, at any time. We credit the unused part of your month.</p></details>
      <details><summary>Do you offer education pricing?</summary><p>Student newspapers and journalism schools get the Team plan for free. Write to edu@quillstack.example.</p></details>
    </section>`;

const pricingPage = {
  pageClass: 'pricing' as const,
  kind: 'html' as const,
  path: '/pricing',
  render: htmlPage(QUILLSTACK, 'Pricing'),
  content: PRICING,
};

const INSTANCE_PRICES = JSON.stringify(
  {
    currency: 'USD',
    unit: 'hour',
    effective: '2026-01-01',
    regions: [
      {
        region: 'us-east-2',
        location: 'Columbus, Ohio',
        instances: [
          { type: 'fc-2', vcpu: 2, memory_gib: 4, price: 0.034 },
          { type: 'fc-4', vcpu: 4, memory_gib: 8, price: 0.068 },
          { type: 'fc-8', vcpu: 8, memory_gib: 16, price: 0.136 },
        ],
      },
      {
        region: 'eu-central-1',
        location: 'Frankfurt',
        instances: [
          { type: 'fc-2', vcpu: 2, memory_gib: 4, price: 0.038 },
          { type: 'fc-4', vcpu: 4, memory_gib: 8, price: 0.076 },
          { type: 'fc-8', vcpu: 8, memory_gib: 16, price: 0.152 },
        ],
      },
      {
        region: 'ap-southeast-1',
        location: 'Singapore',
        instances: [
          { type: 'fc-2', vcpu: 2, memory_gib: 4, price: 0.041 },
          { type: 'fc-4', vcpu: 4, memory_gib: 8, price: 0.082 },
          { type: 'fc-8', vcpu: 8, memory_gib: 16, price: 0.164 },
        ],
      },
    ],
    block_storage: { price_per_gib_month: 0.1 },
    egress: { free_gib_month: 1000, price_per_gib: 0.01 },
  },
  null,
  2,
);

const pricesApi = {
  pageClass: 'pricing' as const,
  kind: 'json' as const,
  path: '/v1/pricing/compute',
  render: jsonApi(),
  content: INSTANCE_PRICES,
};

export const pricingCases: EvalCase[] = [
  ...casesOf(pricingPage, [
    {
      id: 'ho-pricing-solo-cheaper',
      label: 'alert',
      intent: 'price changes pls: {url}',
      edit: 'Solo $9 → $7 billed annually',
      changes: [['<strong>$9</strong>', '<strong>$7</strong>']],
    },
    {
      id: 'ho-pricing-team-pricier',
      label: 'alert',
      intent: 'Our content team (11 people) is on Quillstack Team. Tell me if it gets pricier. {url}',
      edit: 'Team annual $18 → $21 per editor',
      changes: [['<strong>$18</strong>', '<strong>$21</strong>']],
    },
    {
      id: 'ho-pricing-generic-trial-shortened',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'free trial 30 days → 14 days, card now required',
      changes: [
        [
          'Try any paid plan free for 30 days. No credit card required.',
          'Try any paid plan free for 14 days. A credit card is required to start a trial.',
        ],
        ['Start a 30-day trial', 'Start a 14-day trial'],
      ],
    },
    {
      id: 'ho-pricing-reviewers-now-paid',
      label: 'alert',
      intent:
        'We have about 40 freelance reviewers who only comment. What would it cost us if Quillstack started charging for reviewers? Let me know if anything about reviewer seats changes on {url}.',
      businessContext: 'Digital agency, 6 editors and ~40 outside reviewers on the Team plan.',
      edit: 'reviewers no longer free: $4 each per month',
      changes: [
        ['<li>Unlimited reviewers (free)</li>', '<li>Reviewers $4 each / month</li>'],
        [
          'No. Reviewers can comment and approve for free on the Team and Scale plans.',
          'Reviewers are billed at $4 per reviewer per month on the Team plan and are included on Scale.',
        ],
      ],
    },
    {
      id: 'ho-pricing-scale-only-solo-moved',
      label: 'off-topic',
      intent: 'We are evaluating the Scale tier only — ping me if its cost per editor moves on {url}. Solo and Team are irrelevant for us.',
      edit: 'Solo month-to-month $12 → $14 (Scale unchanged)',
      changes: [['($12 month to month)', '($14 month to month)']],
    },
    {
      id: 'ho-pricing-cost-only-faq-edu',
      label: 'off-topic',
      intent: 'Is the AI drafting add-on getting more expensive? Only that line matters to me: {url}',
      edit: 'FAQ: education offer now includes Scale for journalism schools',
      changes: [
        [
          'Student newspapers and journalism schools get the Team plan for free.',
          'Student newspapers get the Team plan for free, and accredited journalism schools get Scale at 80% off.',
        ],
      ],
    },
    {
      id: 'ho-pricing-logo-wall-counter',
      label: 'noise',
      intent: 'Monitor {url} for changes',
      edit: 'customer count ticks up and the logo wall rotates',
      changes: [
        ['Trusted by 12,408 writing teams', 'Trusted by 12,455 writing teams'],
        [
          '<li>Harbourline Media</li><li>Fieldnote Agency</li><li>Copperpot Journal</li><li>Larkspur Press</li>',
          '<li>Larkspur Press</li><li>Northgate Studios</li><li>Harbourline Media</li><li>Fieldnote Agency</li>',
        ],
      ],
    },
  ]),
  ...casesOf(pricesApi, [
    {
      id: 'ho-compute-fc4-hourly',
      label: 'alert',
      intent:
        'We run 30 fc-4 boxes in Frankfurt on Ferrocloud. Their machine-readable price list is {url}. If the hourly cost of fc-4 in eu-central-1 changes I need to redo our budget.',
      edit: 'eu-central-1 fc-4 0.076 → 0.084 per hour',
      changes: [['"price": 0.076', '"price": 0.084']],
    },
    {
      id: 'ho-compute-egress',
      label: 'alert',
      intent: 'Any change to Ferrocloud bandwidth / egress charges? Watch {url}',
      edit: 'free egress 1000 → 500 GiB per month',
      changes: [['"free_gib_month": 1000', '"free_gib_month": 500']],
    },
    {
      id: 'ho-compute-frankfurt-only-singapore',
      label: 'off-topic',
      intent: 'Frankfurt prices only (eu-central-1), we are EU-hosted by contract: {url}',
      edit: 'Singapore fc-8 0.164 → 0.149 per hour (Frankfurt unchanged)',
      changes: [['"price": 0.164', '"price": 0.149']],
    },
    {
      id: 'ho-compute-regions-shuffled',
      label: 'noise',
      intent: 'Tell me if any Ferrocloud compute price changes: {url}',
      edit: 'same prices, the API lists the regions in another order',
      changes: [
        (content) => {
          const list = JSON.parse(content) as { regions: unknown[] };
          return JSON.stringify({ ...list, regions: [list.regions[2], list.regions[0], list.regions[1]] }, null, 2);
        },
      ],
    },
  ]),
];
