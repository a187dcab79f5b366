import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { SIGNETRY } from './sites';

const terms = `<article class="prose max-w-3xl">
<h1>Signetry Terms of Service</h1>
<p class="meta">Effective date: January 5, 2026 · <a href="/legal/terms/archive">Previous versions</a></p>
<div class="toc"><ol><li><a href="#accounts">Accounts</a></li><li><a href="#fees">Fees and payment</a></li><li><a href="#data">Customer data</a></li><li><a href="#sla">Availability</a></li><li><a href="#term">Term and termination</a></li><li><a href="#liability">Liability</a></li><li><a href="#law">Governing law</a></li></ol></div>
<section id="accounts"><h2>1. Accounts</h2><p>1.1 You must be at least 18 years old to create an account. 1.2 You are responsible for all activity under your account, including by users you invite.</p></section>
<section id="fees"><h2>2. Fees and payment</h2><p>2.1 Fees are billed in advance. 2.2 Signetry may change its fees on 30 days’ written notice; changes apply from your next renewal. 2.3 Invoices are payable within 30 days of the invoice date. 2.4 Late amounts bear interest at 1% per month.</p></section>
<section id="data"><h2>3. Customer data</h2><p>3.1 You own your documents and signatures. 3.2 Signetry shall retain completed envelopes for the duration of your subscription and for 90 days after termination, after which they are deleted. 3.3 Signetry shall notify you of a personal data breach without undue delay and in any event within 48 hours.</p></section>
<section id="sla"><h2>4. Availability</h2><p>4.1 We aim for 99.9% monthly uptime on Business and Enterprise plans. Service credits are described in the SLA.</p></section>
<section id="term"><h2>5. Term and termination</h2><p>5.1 Subscriptions renew automatically for the same term unless either party gives notice at least 30 days before renewal. 5.2 Either party may terminate for material breach not cured within 30 days.</p></section>
<section id="liability"><h2>6. Liability</h2><p>6.1 Each party’s aggregate liability is limited to the fees paid in the 12 months before the claim.</p></section>
<section id="law"><h2>7. Governing law</h2><p>These terms are governed by the laws of the Netherlands; the courts of Amsterdam have exclusive jurisdiction.</p></section>
</article>
<!--aside--><h3>Related articles</h3><ul><li>How e-signatures hold up in court</li><li>eIDAS explained</li></ul>
<!--footer--><p>Signetry B.V. is registered with the Dutch Chamber of Commerce under number 71234567.</p>`;

const COUNSEL =
  'I am legal counsel at a property management company; we sign all our leases through Signetry. Please watch the Terms ({url}) for anything that changes our obligations or theirs on data retention, breach notification, and auto-renewal/notice periods. Pricing and governing-law boilerplate are not my concern.';

const dpa = `Signetry Data Processing Addendum — Version 4.2

This Data Processing Addendum ("DPA") forms part of the agreement between Signetry B.V. ("Processor") and the customer ("Controller").

1. Subject matter. The Processor processes personal data contained in documents, signer details and audit trails solely to provide the e-signature service.

2. Sub-processors. The Controller grants general authorisation to engage sub-processors. The Processor shall inform the Controller of any intended addition or replacement of sub-processors at least 30 days in advance, giving the Controller the opportunity to object.

3. International transfers. Personal data is stored in the European Economic Area (Frankfurt and Dublin). Transfers outside the EEA rely on the EU Standard Contractual Clauses (Module 3).

4. Security. The Processor shall maintain the measures in Annex II, including encryption at rest (AES-256) and in transit (TLS 1.2 or higher).

5. Audits. The Controller may audit the Processor once per calendar year on 30 days' notice, at its own cost.

6. Deletion. On termination the Processor shall delete personal data within 90 days, unless storage is required by law.

Annex II last reviewed: {{ymd}}`;

const DPO =
  'As DPO of a Belgian hospital group, I need to know whenever Signetry’s DPA ({url}) changes sub-processor notice, data location or transfer mechanisms.';

export const termsCases: EvalCase[] = [
  ...casesOf({ pageClass: 'terms', kind: 'html', path: '/legal/terms', render: htmlPage(SIGNETRY, 'Terms of Service'), content: terms }, [
    {
      id: 'h6-terms-signetry-retention',
      label: 'alert',
      intent: COUNSEL,
      edit: 'post-termination retention 90 days → 30 days',
      changes: [['for 90 days after termination', 'for 30 days after termination']],
    },
    {
      id: 'h6-terms-signetry-breach-may',
      label: 'alert',
      intent: COUNSEL,
      edit: 'breach notification "shall ... within 48 hours" → "may ... within 72 hours"',
      changes: [
        [
          '3.3 Signetry shall notify you of a personal data breach without undue delay and in any event within 48 hours.',
          '3.3 Signetry may notify you of a personal data breach within 72 hours of confirming it.',
        ],
      ],
    },
    {
      id: 'h6-terms-signetry-fees-offtopic',
      label: 'off-topic',
      intent: COUNSEL,
      edit: 'fee change notice 30 → 14 days (pricing excluded by the person)',
      changes: [['change its fees on 30 days’ written notice', 'change its fees on 14 days’ written notice']],
    },
    {
      id: 'h6-terms-signetry-law',
      label: 'alert',
      intent: 'Signetry ToS {url}: governing law / jurisdiction and liability cap. Anything else skip.',
      edit: 'governing law Netherlands → Ireland, Dublin courts',
      changes: [['the laws of the Netherlands; the courts of Amsterdam', 'the laws of Ireland; the courts of Dublin']],
    },
    {
      id: 'h6-terms-signetry-renewal',
      label: 'alert',
      intent: COUNSEL,
      edit: 'renewal notice 30 → 60 days before renewal',
      changes: [['at least 30 days before renewal', 'at least 60 days before renewal']],
    },
  ]),
  ...casesOf({ pageClass: 'terms', kind: 'pdf', path: '/legal/dpa-v4.pdf', render: pdfFile('Signetry DPA'), content: dpa }, [
    {
      id: 'h6-terms-signetry-dpa-notice',
      label: 'alert',
      intent: DPO,
      edit: 'sub-processor notice 30 → 10 days',
      changes: [['at least 30 days in advance', 'at least 10 days in advance']],
    },
    {
      id: 'h6-terms-signetry-dpa-location',
      label: 'alert',
      intent: DPO,
      edit: 'storage adds US (Virginia); transfers now also rely on the EU–US Data Privacy Framework',
      changes: [
        [
          '(Frankfurt and Dublin). Transfers outside the EEA rely on the EU Standard Contractual Clauses (Module 3).',
          '(Frankfurt and Dublin) and in the United States (Virginia). Transfers rely on the EU–US Data Privacy Framework or the EU Standard Contractual Clauses (Module 3).',
        ],
      ],
    },
    {
      id: 'h6-terms-signetry-dpa-audit-offtopic',
      label: 'off-topic',
      intent: DPO,
      edit: 'audit notice 30 days → 45 days (not sub-processors, location or transfers)',
      changes: [["once per calendar year on 30 days' notice", "once per calendar year on 45 days' notice"]],
    },
  ]),
];
