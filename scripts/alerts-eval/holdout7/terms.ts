import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { KEYSTRAND } from './sites';

const keystrandTerms: SourcePage = {
  pageClass: 'terms',
  kind: 'html',
  path: '/legal/terms',
  render: htmlPage(KEYSTRAND, 'Terms of Service'),
  content: `<div class="legal-doc prose max-w-3xl">
<h1>Keystrand Terms of Service</h1>
<p class="meta">Effective 1 January 2026 · Version 7.2</p>
<nav class="toc" aria-label="On this page"><ol><li><a href="#accounts">Accounts</a></li><li><a href="#fees">Fees and payment</a></li><li><a href="#refunds">Cancellations and refunds</a></li><li><a href="#termination">Termination</a></li><li><a href="#liability">Liability</a></li><li><a href="#law">Governing law</a></li></ol></nav>
<section id="accounts"><h2>1. Accounts</h2>
<p>1.1 You are responsible for keeping your master password secret. Keystrand never stores it and cannot recover it.</p>
<p>1.2 Business administrators may recover member accounts only through the account recovery feature described in our Security Whitepaper.</p></section>
<section id="fees"><h2>2. Fees and payment</h2>
<p>2.1 Subscriptions are billed in advance, monthly or annually. Prices are listed on our pricing page and exclude taxes.</p>
<p>2.2 We will give you at least 30 days' notice by email of any price increase, which applies from your next renewal.</p></section>
<section id="refunds"><h2>3. Cancellations and refunds</h2>
<p>3.1 You may cancel at any time from your account settings.</p>
<p>3.2 If you cancel an annual subscription within 30 days of a renewal, Keystrand shall refund the fees paid for that renewal in full.</p>
<p>3.3 Monthly subscriptions are not refundable.</p></section>
<section id="termination"><h2>4. Termination</h2>
<p>4.1 We may suspend or terminate your account for material breach of these Terms on 30 days' written notice, or immediately where required by law.</p>
<p>4.2 After termination you will have 60 days to export your vault before it is deleted.</p></section>
<section id="liability"><h2>5. Liability</h2>
<p>5.1 Our total liability arising out of these Terms is limited to the fees you paid us in the 12 months before the claim.</p>
<p>5.2 Nothing in these Terms limits liability for fraud, death or personal injury caused by negligence.</p></section>
<section id="law"><h2>6. Governing law</h2>
<p>6.1 These Terms are governed by the laws of Ireland and the courts of Dublin have exclusive jurisdiction.</p></section>
</div>
<div class="feedback" aria-live="polite"><p>Was this page helpful? 1,203 people found this helpful.</p></div>
<!--aside-->
<div class="card"><h3>Related</h3><ul><li><a href="/legal/privacy">Privacy notice</a></li><li><a href="/legal/dpa">Data processing agreement</a></li></ul></div>`,
};

const keystrandSitemap: SourcePage = {
  pageClass: 'terms',
  kind: 'sitemap',
  path: '/sitemap-legal.xml',
  render: sitemapOf('https://www.keystrand.example'),
  content: `/legal/terms 2026-01-01 monthly 0.8
/legal/privacy 2025-11-14 monthly 0.8
/legal/dpa 2025-11-14 monthly 0.6
/legal/sub-processors 2026-02-20 weekly 0.6
/legal/acceptable-use 2025-06-02 yearly 0.4
/legal/cookies 2025-06-02 yearly 0.3
/blog/passkeys-explained 2026-02-27 weekly 0.5
/blog/family-sharing 2026-02-11 weekly 0.5`,
};

export const termsCases: EvalCase[] = [
  ...casesOf(keystrandTerms, [
    {
      id: 'h7-terms-keystrand-termination-notice',
      label: 'alert',
      intent: 'We are a Keystrand Business customer. Let me know about changes to how they can suspend or terminate accounts, {url}',
      edit: 'termination notice 30 days → 14 days',
      changes: [
        ["for material breach of these Terms on 30 days' written notice", "for material breach of these Terms on 14 days' written notice"],
      ],
    },
    {
      id: 'h7-terms-keystrand-refunds-loose',
      label: 'alert',
      intent: 'the refunds bit of the keystrand terms {url}',
      edit: 'annual refund "shall refund ... in full" → "may, at its discretion, refund"',
      changes: [
        [
          'Keystrand shall refund the fees paid for that renewal in full',
          'Keystrand may, at its discretion, refund part of the fees paid for that renewal',
        ],
      ],
    },
    {
      id: 'h7-terms-keystrand-law-not-refunds',
      label: 'off-topic',
      intent: 'the refunds bit of the keystrand terms {url}',
      edit: 'governing law Ireland → England and Wales (another section)',
      changes: [
        ['governed by the laws of Ireland and the courts of Dublin', 'governed by the laws of England and Wales and the courts of London'],
      ],
    },
    {
      id: 'h7-terms-keystrand-liability-cap',
      label: 'alert',
      intent:
        "I'm legal counsel at a managed IT provider that resells Keystrand. Our contracts back-to-back their liability cap and the export window after termination, so I need to know if either changes. {url}",
      edit: 'liability cap 12 months of fees → 3 months',
      changes: [['the fees you paid us in the 12 months before the claim', 'the fees you paid us in the 3 months before the claim']],
    },
    {
      id: 'h7-terms-keystrand-helpful-counter',
      label: 'noise',
      intent: 'Keystrand terms of service, any change: {url}',
      edit: '"1,203 people found this helpful" → "1,207"',
      changes: [['1,203 people found this helpful', '1,207 people found this helpful']],
    },
  ]),
  ...casesOf(keystrandSitemap, [
    {
      id: 'h7-terms-sitemap-new-legal-doc',
      label: 'alert',
      intent: 'Tell me when Keystrand publishes a new legal document (new policy, new addendum). {url}',
      edit: '/legal/ai-features-terms added',
      changes: [
        ['/legal/cookies 2025-06-02 yearly 0.3', '/legal/cookies 2025-06-02 yearly 0.3\n/legal/ai-features-terms 2026-03-03 monthly 0.6'],
      ],
    },
    {
      id: 'h7-terms-sitemap-blog-not-legal',
      label: 'off-topic',
      intent: 'Tell me when Keystrand publishes a new legal document (new policy, new addendum). {url}',
      edit: 'new blog post added',
      changes: [
        [
          '/blog/family-sharing 2026-02-11 weekly 0.5',
          '/blog/family-sharing 2026-02-11 weekly 0.5\n/blog/breach-report-2026 2026-03-03 weekly 0.5',
        ],
      ],
    },
    {
      id: 'h7-terms-sitemap-dpa-updated',
      label: 'alert',
      intent: 'keystrand DPA updated? {url}',
      edit: '/legal/dpa lastmod 2025-11-14 → 2026-03-02',
      changes: [['/legal/dpa 2025-11-14 monthly 0.6', '/legal/dpa 2026-03-02 monthly 0.6']],
    },
  ]),
];
