import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { FLYNORTH } from './sites';

const POLICY = `Beacon Mutual Home Insurance — Policy Wording (edition BM-H-2026-01)

About this document. This policy wording, together with your schedule, forms your contract of insurance with Beacon Mutual Insurance Society Limited. Please read it carefully and keep it somewhere safe.

Section 1: Buildings. We cover the structure of your home against loss or damage caused by fire, lightning, explosion, storm, flood, escape of water or oil, theft or attempted theft, subsidence, heave and landslip, and impact.

Flood. We cover damage caused by flood, including water entering your home from rivers, the sea or surface water run-off. The excess for flood claims is £250.

Escape of water. We cover damage caused by water escaping from a fixed water or heating installation. We also pay up to £5,000 to trace and access the source of the leak. The excess for escape of water claims is £350. We do not cover the cost of repairing the installation itself, or damage caused by failed grouting or sealant.

Section 2: Contents. We cover your belongings in the home up to the contents sum insured shown in your schedule. Single items worth more than £2,000 must be listed on your schedule.

Theft. We cover theft from your home. Theft from outbuildings and garages is covered up to £2,500. Bicycles are covered up to £1,000 each when locked to an immovable object or kept in a locked building.

Cancelling your policy. You can cancel within 14 days of receiving your documents and we will refund your premium in full. After that, you can cancel at any time and we will refund the premium for the unused period, less a cancellation charge of £25.

Complaints. If you are unhappy with our service, contact us on 0800 160 2290. If we cannot resolve your complaint, you may refer it to the Financial Ombudsman Service.`;

const policyPdf = {
  pageClass: 'terms' as const,
  kind: 'pdf' as const,
  path: '/documents/home-insurance-policy-wording.pdf',
  render: pdfFile('Beacon Mutual Home Insurance — Policy Wording'),
  content: POLICY,
};

const CARRIAGE = `    <h1 class="headline">Conditions of carriage</h1>
    <p class="lede">Fly with confidence. These conditions apply to every FlyNorth flight booked on or after 1 January 2026.</p>
    <section id="check-in">
      <h2>4. Check-in and boarding</h2>
      <p>4.1 Check-in closes 40 minutes before scheduled departure for all flights. Boarding gates close 20 minutes before departure.</p>
      <p>4.2 If you do not check in or reach the gate on time, we may cancel your reservation and will not refund the fare.</p>
    </section>
    <section id="baggage">
      <h2>8. Baggage</h2>
      <p>8.1 You may bring one cabin bag of up to 10 kg and 55 x 40 x 20 cm, plus one small personal item that fits under the seat.</p>
      <p>8.2 Checked baggage allowances depend on your fare and are shown in your booking.</p>
    </section>
    <section id="schedule-changes">
      <h2>9. Schedule changes and cancellations</h2>
      <p>9.1 If we change your departure time by more than 2 hours or cancel your flight, you may choose a full refund, a free change to another FlyNorth flight, or a voucher worth 110% of your fare.</p>
      <p>9.2 Compensation under passenger rights legislation is paid where the law requires it.</p>
    </section>`;

const carriagePage = {
  pageClass: 'terms' as const,
  kind: 'html' as const,
  path: '/travel-info/conditions-of-carriage',
  render: htmlPage(FLYNORTH, 'Conditions of carriage'),
  content: CARRIAGE,
};

export const termsCases: EvalCase[] = [
  ...casesOf(policyPdf, [
    {
      id: 'h2-terms-pdf-flood-cover',
      label: 'alert',
      intent:
        'Our house backs onto the river Stour, so flood cover is the reason we picked Beacon. Tell me if anything changes in how they cover flooding: {url}',
      edit: 'flood excess £250 → £1,000 and new exclusion for homes built in flood zone 3 after 2009',
      changes: [
        [
          'The excess for flood claims is £250.',
          'The excess for flood claims is £1,000. We do not cover flood damage to homes built after 1 January 2009 in an area the Environment Agency classes as flood zone 3.',
        ],
      ],
    },
    {
      id: 'h2-terms-pdf-burst-pipes-only-bikes',
      label: 'off-topic',
      intent: 'burst pipes / escape of water cover only. {url}',
      edit: 'bicycle theft limit £1,000 → £500 each (escape of water unchanged)',
      changes: [['Bicycles are covered up to £1,000 each', 'Bicycles are covered up to £500 each']],
    },
    {
      id: 'h2-terms-pdf-any-change-cancellation',
      label: 'alert',
      intent: 'Any change at all to {url}, please.',
      edit: 'cancellation charge £25 → £40',
      changes: [['less a cancellation charge of £25', 'less a cancellation charge of £40']],
    },
  ]),
  ...casesOf(carriagePage, [
    {
      id: 'h2-terms-carriage-checkin-deadline',
      label: 'alert',
      intent: 'We fly FlyNorth a lot for site visits. Their conditions of carriage are at {url}. Tell me if they change them.',
      edit: 'check-in closes 40 → 60 minutes before departure',
      changes: [['Check-in closes 40 minutes before scheduled departure', 'Check-in closes 60 minutes before scheduled departure']],
    },
    {
      id: 'h2-terms-carriage-ab-lede',
      label: 'noise',
      intent: 'Tell me when FlyNorth’s conditions of carriage change: {url}',
      edit: 'marketing line above the conditions swaps in an A/B test',
      changes: [['Fly with confidence.', 'Your journey, our promise.']],
    },
  ]),
];
