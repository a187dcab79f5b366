import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { ORCHARD } from './sites';

const policyWording = `HALCYON MUTUAL — HOME INSURANCE POLICY WORDING (edition HM-HOME-2026.1, effective 1 January 2026)

Printed {{date}}. This document forms part of your contract of insurance together with your schedule and any endorsements.

SECTION 1 — DEFINITIONS

“Unoccupied” means not lived in by you or your family for more than 60 consecutive days. “Excess” means the first part of any claim which you must pay. “Home” means the private dwelling at the address shown in your schedule, its garages and outbuildings.

SECTION 2 — BUILDINGS COVER

We will pay for loss or damage to the buildings caused by fire, storm, flood, escape of water, subsidence, theft or attempted theft, and impact. The standard excess is £250; escape of water claims carry an excess of £450; subsidence claims carry an excess of £1,000.

Escape of water: we will not pay for damage caused by water escaping from a shower tray or bath due to failed grout or sealant, or for the cost of repairing the appliance from which the water escaped.

SECTION 3 — CONTENTS COVER

Contents are covered up to the sum insured in your schedule. Single articles worth more than £2,000 must be listed in your schedule. Valuables are covered up to £10,000 in total. Cash is covered up to £500.

SECTION 4 — GENERAL CONDITIONS

4.1 You must tell us within 30 days if your home will be unoccupied for more than 60 consecutive days.

4.2 You must take reasonable care to protect your property. Where a claim results from a failure to do so, we may reduce the amount we pay.

4.3 You shall notify us of any claim as soon as reasonably possible and in any event within 90 days of the incident.

4.4 Cancellation: you may cancel within 14 days of receiving your documents (the cooling-off period) and receive a full refund, provided no claim has been made.

SECTION 5 — COMPLAINTS

If you are unhappy, contact our Customer Relations team. If we cannot resolve your complaint within eight weeks you may refer it to the Financial Ombudsman Service.`;

const reviewGuidelines = `<h1>App Review Guidelines</h1>
<p class="meta">Revision 14 · Effective 1 March 2026 · <a href="/guidelines/changes">See what changed</a></p>
<nav class="toc"><ol><li><a href="#safety">1. Safety</a></li><li><a href="#performance">2. Performance</a></li><li><a href="#business">3. Business</a></li><li><a href="#design">4. Design</a></li><li><a href="#legal">5. Legal</a></li></ol></nav>
<section id="safety">
  <h2>1. Safety</h2>
  <h3>1.2 User-generated content</h3>
  <p>Apps with user-generated content must include a method for filtering objectionable material, a mechanism to report offensive content with timely responses, and the ability to block abusive users.</p>
  <h3>1.4 Physical harm</h3>
  <p>Medical apps that claim to measure blood pressure, blood oxygen or glucose using only device sensors will be rejected.</p>
</section>
<section id="performance">
  <h2>2. Performance</h2>
  <p>2.1 Submissions must be final versions with all metadata complete. 2.3.7 App names are limited to 30 characters.</p>
</section>
<section id="business">
  <h2>3. Business</h2>
  <h3>3.1.1 In-app purchase</h3>
  <p>If you want to unlock features or functionality within your app, you must use in-app purchase. Apps may not include buttons or external links that direct customers to purchasing mechanisms other than in-app purchase.</p>
  <h3>3.1.3 Reader apps</h3>
  <p>Reader apps (magazines, newspapers, books, audio, music, video) may allow users to access previously purchased content. They may include one link to their website for account management.</p>
  <h3>3.2.2 Unacceptable</h3>
  <p>Apps should not artificially manipulate a user’s visibility, status or rank on other services unless permitted by that service’s terms.</p>
</section>
<section id="design">
  <h2>4. Design</h2>
  <p>4.8 Sign in with Orchard: apps that use a third-party login service must also offer Sign in with Orchard as an equivalent option.</p>
</section>
<section id="legal">
  <h2>5. Legal</h2>
  <p>5.1.1 Apps must have a privacy policy link in the app and in the store listing. Apps must allow users to initiate deletion of their account from within the app.</p>
</section>
<!--aside--><h3>Popular this week</h3><ul class="popular"><li>Submitting your first app</li><li>TestFlight limits</li><li>Age rating questionnaire</li></ul>
<!--footer--><p>Translations may lag the English version by up to 30 days.</p>`;

const HOMEOWNER =
  'I rent out my late mother’s house and it sits empty between tenants sometimes. Halcyon policy wording {url}: tell me if the rules about unoccupied homes change, or the excess on escape of water.';

export const termsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'pdf',
      path: '/documents/HM-HOME-2026.pdf',
      render: pdfFile('Halcyon Mutual Home Insurance Policy Wording'),
      content: policyWording,
    },
    [
      {
        id: 'h5-terms-policy-unoccupied',
        label: 'alert',
        intent: HOMEOWNER,
        edit: 'unoccupied threshold 60 → 30 consecutive days (definition and condition 4.1)',
        changes: [['more than 60 consecutive days', 'more than 30 consecutive days']],
      },
      {
        id: 'h5-terms-policy-eow-excess',
        label: 'alert',
        intent: HOMEOWNER,
        edit: 'escape of water excess £450 → £600',
        changes: [['escape of water claims carry an excess of £450', 'escape of water claims carry an excess of £600']],
      },
      {
        id: 'h5-terms-policy-valuables-offtopic',
        label: 'off-topic',
        intent: HOMEOWNER,
        edit: 'valuables limit £10,000 → £7,500 (contents, not asked)',
        changes: [['Valuables are covered up to £10,000 in total', 'Valuables are covered up to £7,500 in total']],
      },
      {
        id: 'h5-terms-policy-claim-notice',
        label: 'alert',
        intent:
          'Claims handling obligations in the Halcyon home wording — deadlines for notifying claims, cooling-off, anything that changes what the policyholder must do. {url}',
        businessContext: 'Independent insurance broker; we brief clients on their duties.',
        edit: 'claims notification: shall within 90 days → within 30 days',
        changes: [['in any event within 90 days of the incident', 'in any event within 30 days of the incident']],
      },
      {
        id: 'h5-terms-policy-printed-noise',
        label: 'noise',
        intent: 'Any change to the Halcyon home insurance policy wording {url}',
        edit: 'only the “Printed” date and PDF metadata change',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'html',
      path: '/guidelines',
      render: htmlPage(ORCHARD, 'App Review Guidelines'),
      content: reviewGuidelines,
    },
    [
      {
        id: 'h5-terms-orchard-external-links',
        label: 'alert',
        intent:
          'We publish a subscription language-learning app. Rules on linking out to our own web checkout (anti-steering) in the Orchard guidelines matter hugely to our margins. Watch {url}.',
        edit: '3.1.1 now allows one external purchase link with a disclosure sheet',
        changes: [
          [
            'Apps may not include buttons or external links that direct customers to purchasing mechanisms other than in-app purchase.',
            'Apps may include one button or external link to a purchasing mechanism on the developer’s website, provided the Orchard disclosure sheet is shown first.',
          ],
        ],
      },
      {
        id: 'h5-terms-orchard-account-deletion',
        label: 'alert',
        intent: 'orchard guidelines: privacy + account deletion rules (section 5) — {url}',
        edit: '5.1.1 deletion must now complete within 7 days and be possible without contacting support',
        changes: [
          [
            'Apps must allow users to initiate deletion of their account from within the app.',
            'Apps must allow users to delete their account from within the app, without contacting support, and must complete deletion within 7 days.',
          ],
        ],
      },
      {
        id: 'h5-terms-orchard-ugc-offtopic',
        label: 'off-topic',
        intent: 'orchard guidelines: privacy + account deletion rules (section 5) — {url}',
        edit: '1.2 UGC rule adds a 24-hour response requirement (not section 5)',
        changes: [
          [
            'a mechanism to report offensive content with timely responses',
            'a mechanism to report offensive content with a response within 24 hours',
          ],
        ],
      },
      {
        id: 'h5-terms-orchard-signin',
        label: 'alert',
        intent: 'Does Orchard still force "Sign in with Orchard" when we use Google login? Tell me if 4.8 changes. {url}',
        edit: '4.8 Sign in with Orchard: must → any privacy-preserving login option',
        changes: [
          [
            'must also offer Sign in with Orchard as an equivalent option',
            'must also offer a login option that limits data collection to name and email, such as Sign in with Orchard',
          ],
        ],
      },
      {
        id: 'h5-terms-orchard-popular-noise',
        label: 'noise',
        intent: 'Any change to the Orchard App Review Guidelines: {url}',
        edit: 'the sidebar “Popular this week” reorders',
        changes: [
          [
            '<li>Submitting your first app</li><li>TestFlight limits</li><li>Age rating questionnaire</li>',
            '<li>Age rating questionnaire</li><li>Submitting your first app</li><li>TestFlight limits</li>',
          ],
        ],
      },
    ],
  ),
];
