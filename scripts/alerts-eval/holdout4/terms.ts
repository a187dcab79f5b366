import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { QUILLFEATHER } from './sites';

const saasTerms = `<h1>Master Subscription Agreement</h1>
<p class="meta">Effective date: January 15, 2026 · Version 7.2 · <a href="/legal/msa/archive">Previous versions</a></p>
<nav class="toc"><ol><li><a href="#fees">Fees and payment</a></li><li><a href="#term">Term and termination</a></li><li><a href="#data">Customer data</a></li><li><a href="#sla">Service levels</a></li><li><a href="#liability">Liability</a></li><li><a href="#law">Governing law</a></li></ol></nav>
<section id="fees">
  <h2>4. Fees and payment</h2>
  <p>4.1 Customer will pay all fees specified in the Order Form. Invoices are due net thirty (30) days from the invoice date.</p>
  <p>4.2 Quillfeather may increase fees at renewal by giving at least sixty (60) days’ written notice before the end of the then-current term. Increases will not exceed seven percent (7%) per renewal term.</p>
  <p>4.3 Late amounts bear interest at 1.0% per month or the highest rate permitted by law, whichever is lower.</p>
</section>
<section id="term">
  <h2>5. Term and termination</h2>
  <p>5.1 Subscriptions renew automatically for successive twelve (12) month terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the current term.</p>
  <p>5.2 Either party may terminate for material breach not cured within thirty (30) days of written notice.</p>
</section>
<section id="data">
  <h2>6. Customer data</h2>
  <p>6.1 Customer retains all rights in Customer Data. Quillfeather will process Customer Data only to provide the Services and as set out in the Data Processing Addendum.</p>
  <p>6.2 After termination, Customer may export its data for thirty (30) days, after which Quillfeather will delete it within ninety (90) days.</p>
</section>
<section id="sla">
  <h2>7. Service levels</h2>
  <p>7.1 Quillfeather will make the Services available 99.9% of the time in each calendar month, excluding scheduled maintenance announced at least 48 hours in advance. Service credits are described in the SLA Exhibit.</p>
</section>
<section id="liability">
  <h2>9. Limitation of liability</h2>
  <p>9.1 Each party’s total liability will not exceed the amounts paid or payable by Customer in the twelve (12) months preceding the claim.</p>
</section>
<section id="law">
  <h2>12. Governing law</h2>
  <p>12.1 This Agreement is governed by the laws of the State of Texas. The state and federal courts in Travis County, Texas have exclusive jurisdiction.</p>
</section>
<!--aside--><h3>Related</h3><ul><li><a href="/legal/dpa">Data Processing Addendum</a></li><li><a href="/legal/aup">Acceptable Use Policy</a></li><li><a href="/legal/subprocessors">Subprocessors</a></li></ul>
<!--footer--><p>Questions about this agreement: legal@quillfeather.example</p>`;

const carriage = `<!--width:90-->
CORIANDER AIR — GENERAL CONDITIONS OF CARRIAGE (PASSENGERS AND BAGGAGE)

Version 19, in force from 1 February 2026. These conditions apply to all flights operated or marketed by Coriander Air under the code CQ.

ARTICLE 7 — CHECK-IN AND BOARDING

7.1 Online check-in opens 30 days and closes 2 hours before the scheduled departure time. Airport check-in desks close 45 minutes before departure for flights within the European Union and 60 minutes before departure for all other flights.

7.2 Passengers must be at the boarding gate no later than 30 minutes before departure. Boarding closes 15 minutes before departure. Passengers who arrive at the gate after boarding has closed will be refused carriage and will not be entitled to a refund of the fare.

ARTICLE 9 — BAGGAGE

9.1 Each passenger may bring one small personal item (maximum 40 x 30 x 20 cm) on board free of charge. A cabin bag of up to 10 kg (55 x 40 x 20 cm) is included in Plus and Flex fares only.

9.2 Checked baggage must not exceed 23 kg per piece. Pieces between 23 kg and 32 kg are accepted for an overweight fee of EUR 60 per piece per flight. Pieces above 32 kg are not accepted as checked baggage.

9.3 Our liability for destroyed, lost or damaged checked baggage is limited to 1,288 Special Drawing Rights per passenger, as set out in the Montreal Convention.

ARTICLE 11 — SCHEDULE CHANGES AND CANCELLATIONS

11.1 If we cancel a flight or change its departure time by more than 3 hours, you may choose a refund of the unused part of your ticket or rerouting at no extra charge.

11.2 Refunds are made to the original form of payment within 7 days of the request.

ARTICLE 14 — PETS

14.1 Dogs and cats up to 8 kg including the carrier may travel in the cabin on flights of up to 4 hours, for a fee of EUR 55 per flight. No more than two animals are accepted per cabin.`;

export const termsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'html',
      path: '/legal/msa',
      render: htmlPage(QUILLFEATHER, 'Master Subscription Agreement'),
      content: saasTerms,
    },
    [
      {
        id: 'h4-terms-msa-price-cap',
        label: 'alert',
        intent: `Legal ops here. Please watch Quillfeather's MSA at {url} for changes to:
• renewal / auto-renewal and notice periods
• how much and how they can raise fees
• data deletion after termination`,
        edit: 'renewal price increase cap 7% → 12% and notice 60 → 30 days',
        changes: [
          ['at least sixty (60) days’ written notice', 'at least thirty (30) days’ written notice'],
          ['will not exceed seven percent (7%)', 'will not exceed twelve percent (12%)'],
        ],
      },
      {
        id: 'h4-terms-msa-deletion',
        label: 'alert',
        intent: `Legal ops here. Please watch Quillfeather's MSA at {url} for changes to:
• renewal / auto-renewal and notice periods
• how much and how they can raise fees
• data deletion after termination`,
        edit: 'post-termination export window 30 days → 14 days',
        changes: [['Customer may export its data for thirty (30) days', 'Customer may export its data for fourteen (14) days']],
      },
      {
        id: 'h4-terms-msa-law-offtopic',
        label: 'off-topic',
        intent: `Legal ops here. Please watch Quillfeather's MSA at {url} for changes to:
• renewal / auto-renewal and notice periods
• how much and how they can raise fees
• data deletion after termination`,
        edit: 'governing law Texas → Delaware (not on their list)',
        changes: [
          [
            'governed by the laws of the State of Texas. The state and federal courts in Travis County, Texas',
            'governed by the laws of the State of Delaware. The state and federal courts in New Castle County, Delaware',
          ],
        ],
      },
      {
        id: 'h4-terms-msa-sla',
        label: 'alert',
        intent: 'uptime commitment in the quillfeather agreement {url}',
        edit: 'availability commitment 99.9% → 99.5%',
        changes: [['available 99.9% of the time', 'available 99.5% of the time']],
      },
      {
        id: 'h4-terms-msa-late-interest-offtopic',
        label: 'off-topic',
        intent: 'uptime commitment in the quillfeather agreement {url}',
        edit: 'late payment interest 1.0% → 1.5% per month',
        changes: [['interest at 1.0% per month', 'interest at 1.5% per month']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'pdf',
      path: '/docs/conditions-of-carriage.pdf',
      render: pdfFile('Coriander Air — General Conditions of Carriage'),
      content: carriage,
    },
    [
      {
        id: 'h4-terms-carriage-cabin-bag',
        label: 'alert',
        intent:
          'Cabin baggage rules in Coriander Air conditions of carriage ({url}) — we book staff on Basic fares with hand luggage only.',
        businessContext: 'Travel manager for a 300-person engineering consultancy.',
        edit: 'cabin bag limit 10 kg → 8 kg',
        changes: [['A cabin bag of up to 10 kg (55 x 40 x 20 cm)', 'A cabin bag of up to 8 kg (55 x 40 x 20 cm)']],
      },
      {
        id: 'h4-terms-carriage-pets-offtopic',
        label: 'off-topic',
        intent:
          'Cabin baggage rules in Coriander Air conditions of carriage ({url}) — we book staff on Basic fares with hand luggage only.',
        edit: 'pet-in-cabin fee EUR 55 → EUR 70',
        changes: [['for a fee of EUR 55 per flight', 'for a fee of EUR 70 per flight']],
      },
      {
        id: 'h4-terms-carriage-gate',
        label: 'alert',
        intent: 'has coriander air changed when check-in or boarding closes? {url}',
        edit: 'boarding gate deadline 30 → 40 minutes before departure',
        changes: [
          [
            'at the boarding gate no later than 30 minutes before departure',
            'at the boarding gate no later than 40 minutes before departure',
          ],
        ],
      },
      {
        id: 'h4-terms-carriage-refund-offtopic',
        label: 'off-topic',
        intent: 'has coriander air changed when check-in or boarding closes? {url}',
        edit: 'refund processing 7 → 14 days',
        changes: [['within 7 days of the request', 'within 14 days of the request']],
      },
    ],
  ),
];
