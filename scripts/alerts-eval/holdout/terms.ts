import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { QUILLSTACK } from './sites';

const TOS = `    <article class="legal-doc">
      <h1>Quillstack Terms of Service</h1>
      <p class="meta">Effective 1 November 2025</p>
      <nav class="toc"><ol><li>Accounts</li><li>Subscriptions and renewal</li><li>Service levels</li><li>Your content</li><li>Liability</li><li>Disputes</li><li>Changes to these terms</li></ol></nav>
      <h2>1. Accounts</h2>
      <p>You must be at least 16 years old to use Quillstack. You are responsible for activity under your account and for keeping your password safe.</p>
      <h2>2. Subscriptions and renewal</h2>
      <p>Paid plans renew automatically for the same term unless cancelled. You can cancel at any time in Billing settings; cancellation takes effect at the end of the current term. Annual plans can be cancelled up to 7 days before renewal.</p>
      <p>We will email you at least 30 days before we raise the price of your plan at renewal.</p>
      <h2>3. Service levels</h2>
      <p>On the Scale plan we target 99.9% monthly availability. If we miss it, you may claim a service credit of 10% of that month’s fee for each full 0.1% below target, up to 50% of the monthly fee. Claims must be made within 30 days.</p>
      <h2>4. Your content</h2>
      <p>You keep all rights to what you write. You give us a limited licence to host, display and back up your content only to provide the service. We do not use your content to train machine-learning models.</p>
      <h2>5. Liability</h2>
      <p>Our total liability in any 12-month period is limited to the fees you paid us in that period. We are not liable for indirect or consequential losses.</p>
      <h2>6. Disputes</h2>
      <p>These terms are governed by the laws of the State of Oregon. Disputes will be heard by the state or federal courts in Multnomah County, Oregon.</p>
      <h2>7. Changes to these terms</h2>
      <p>We will give you 30 days’ notice of material changes by email and in the app.</p>
    </article>
<!--aside-->
      <h4>Popular in the Help centre</h4>
      <ul><li>Exporting your workspace</li><li>Setting up SSO</li><li>Changing your billing email</li><li>Inviting reviewers</li></ul>`;

const tosPage = {
  pageClass: 'terms' as const,
  kind: 'html' as const,
  path: '/legal/terms',
  render: htmlPage(QUILLSTACK, 'Terms of Service'),
  content: TOS,
};

const SALE_TERMS = `Copperpot Kitchen Company — Terms and Conditions of Sale

Version 4.2, effective 15 January 2026. These terms apply to orders placed on shop.copperpot.example by customers in the United States.

1. Orders. An order is accepted when we send a shipping confirmation. We may cancel orders with obvious pricing errors and will refund you in full.

2. Prices and shipping. Prices are in US dollars and exclude sales tax. Standard shipping is free on orders over $75; otherwise it costs $8.95. Expedited shipping costs $19.95.

3. Returns. You may return unused items in their original packaging within 60 days of delivery for a full refund. Return shipping is free with the prepaid label in your account. Clearance items marked final sale cannot be returned.

4. Refunds. We refund to the original payment method within 5 business days of receiving the return.

5. Lifetime warranty. Cast-iron and carbon-steel products are guaranteed for life against cracking and warping under normal home use. Enamel chipping is covered for 10 years. Damage from dropping, thermal shock or commercial use is not covered.

6. Disputes. These terms are governed by the laws of North Carolina. Any dispute will be resolved in the courts of Buncombe County.`;

const salePdf = {
  pageClass: 'terms' as const,
  kind: 'pdf' as const,
  path: '/legal/terms-of-sale.pdf',
  render: pdfFile('Copperpot — Terms and Conditions of Sale'),
  content: SALE_TERMS,
};

export const termsCases: EvalCase[] = [
  ...casesOf(tosPage, [
    {
      id: 'ho-terms-sla-credits-cut',
      label: 'alert',
      intent: 'Let me know if the SLA credits in the Quillstack terms change. {url}',
      edit: 'service credit 10% per 0.1% (cap 50%) → 5% (cap 25%)',
      changes: [
        [
          'a service credit of 10% of that month’s fee for each full 0.1% below target, up to 50% of the monthly fee',
          'a service credit of 5% of that month’s fee for each full 0.1% below target, up to 25% of the monthly fee',
        ],
      ],
    },
    {
      id: 'ho-terms-arbitration-added',
      label: 'alert',
      intent:
        'Please monitor Quillstack’s Terms of Service at {url}. Our legal team reviews vendor terms every quarter, but we want to hear immediately about changes to liability, governing law, or how disputes are resolved (arbitration, class-action waivers, venue).',
      businessContext: 'In-house counsel at a 300-person media company; Quillstack is a critical vendor.',
      edit: 'disputes now go to binding arbitration with a class-action waiver',
      changes: [
        [
          'Disputes will be heard by the state or federal courts in Multnomah County, Oregon.',
          'Any dispute will be resolved by binding individual arbitration administered by the American Arbitration Association. You waive any right to bring or join a class action.',
        ],
      ],
    },
    {
      id: 'ho-terms-ai-training',
      label: 'alert',
      intent: 'I write confidential drafts in Quillstack. Watch {url}: do they claim any new rights over my content?',
      edit: 'content licence now allows using content to train AI models unless opted out',
      changes: [
        [
          'We do not use your content to train machine-learning models.',
          'We may use your content to improve our services, including to train machine-learning models, unless you opt out in Workspace settings.',
        ],
      ],
    },
    {
      id: 'ho-terms-renewal-only-governing-law',
      label: 'off-topic',
      intent: 'Only the auto-renewal and cancellation rules matter to me (how late can I cancel an annual plan?). {url}',
      edit: 'governing law Oregon → Delaware (renewal unchanged)',
      changes: [
        ['governed by the laws of the State of Oregon', 'governed by the laws of the State of Delaware'],
        ['courts in Multnomah County, Oregon', 'courts in New Castle County, Delaware'],
      ],
    },
    {
      id: 'ho-terms-help-sidebar',
      label: 'noise',
      intent: 'Tell me about any change to the terms at {url}',
      edit: 'the "Popular in the Help centre" sidebar reorders',
      changes: [
        [
          '<li>Exporting your workspace</li><li>Setting up SSO</li><li>Changing your billing email</li><li>Inviting reviewers</li>',
          '<li>Inviting reviewers</li><li>Exporting your workspace</li><li>Changing your billing email</li><li>Setting up SSO</li>',
        ],
      ],
    },
  ]),
  ...casesOf(salePdf, [
    {
      id: 'ho-terms-pdf-return-window',
      label: 'alert',
      intent: 'how long do I get to send stuff back to Copperpot? flag it if the return window changes: {url}',
      edit: 'returns 60 days → 30 days, return shipping now $7.50',
      changes: [
        [
          'within 60 days of delivery for a full refund. Return shipping is free with the prepaid label in your account.',
          'within 30 days of delivery for a full refund. A return shipping fee of $7.50 is deducted from your refund.',
        ],
      ],
    },
    {
      id: 'ho-terms-pdf-warranty-only-shipping',
      label: 'off-topic',
      intent:
        'We sell Copperpot pans second-hand and need to know what the lifetime warranty covers. Only the warranty section please: {url}',
      edit: 'free-shipping threshold $75 → $99 (warranty unchanged)',
      changes: [['Standard shipping is free on orders over $75', 'Standard shipping is free on orders over $99']],
    },
  ]),
];
