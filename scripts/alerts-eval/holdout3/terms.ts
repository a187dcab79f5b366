import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { ALDERGROVE_INSURANCE } from './sites';

const carPolicy = `<h1>Car insurance policy wording</h1>
<p class="meta">Policy wording version CAR-2026.1, applies to policies starting or renewing on or after 1 February 2026. Page last reviewed {{date}}.</p>
<nav class="toc"><a href="#cover">Your cover</a> · <a href="#excess">Excesses</a> · <a href="#exclusions">General exclusions</a> · <a href="#cancel">Cancelling</a> · <a href="#claims">Claims</a></nav>
<section id="cover">
  <h2>1. Your cover</h2>
  <p>Comprehensive cover includes damage to your car, fire and theft, windscreen repair and third party liability up to £20,000,000 for injury and £5,000,000 for property damage.</p>
  <p>A courtesy car is provided while your car is repaired by one of our approved repairers, for up to 14 days.</p>
</section>
<section id="excess">
  <h2>2. Excesses</h2>
  <table>
    <thead><tr><th>Claim type</th><th>Compulsory excess</th></tr></thead>
    <tbody>
      <tr><td>Accidental damage</td><td>£250</td></tr>
      <tr><td>Fire and theft</td><td>£250</td></tr>
      <tr><td>Windscreen replacement</td><td>£95</td></tr>
      <tr><td>Windscreen repair</td><td>£0</td></tr>
    </tbody>
  </table>
  <p>Drivers under 25 pay an additional £300 excess on accidental damage claims.</p>
</section>
<section id="exclusions">
  <h2>3. General exclusions</h2>
  <ul>
    <li>Driving while over the legal alcohol limit or under the influence of drugs.</li>
    <li>Using the car for hire or reward, including delivery apps, unless shown on your certificate.</li>
    <li>Loss or damage caused by leaving the keys in or on the car.</li>
  </ul>
</section>
<section id="cancel">
  <h2>4. Cancelling your policy</h2>
  <p>You can cancel within 14 days of receiving your documents and we will refund your premium less a charge for the days you were covered. After 14 days a cancellation fee of £45 applies.</p>
</section>
<section id="claims">
  <h2>5. Making a claim</h2>
  <p>Call 0800 555 0199, 24 hours a day, or claim online. Tell us as soon as possible and within 30 days of the incident.</p>
</section>
<!--aside--><h3>Download</h3><p><a href="/docs/car-policy-2026-1.pdf">Policy wording (PDF, 1.2MB)</a></p><p><a href="/docs/car-ipid.pdf">Insurance product information document</a></p>`;

const telecomTerms = `PELLSTON MOBILE — GENERAL TERMS FOR CONSUMER SERVICES (version 14)

1. About these terms. These terms apply to pay monthly, SIM only and broadband services we provide to consumers. Your plan summary and price guide form part of your agreement.

2. Minimum term. Your minimum term is shown on your contract summary. If you end your agreement within the minimum term you pay an early termination charge equal to the monthly charges left in the minimum term, less 3%.

3. Annual price changes. Each April your monthly plan price will increase by the fixed amount shown in your contract summary. We will not make other price increases during your minimum term.

4. Fair use. Unlimited data is for personal use in a handset. Tethering is allowed up to 100GB a month. We may slow speeds for users whose use harms the network for others.

5. Roaming. Roaming in our Roam Zone is subject to a fair use limit of 30 days in a row. After that we may charge £2.25 a day.

6. Suspension. We may suspend your service if you do not pay your bill within 28 days of the due date, after giving you at least 7 days' notice.

7. Ending the agreement. You can end your agreement by giving us 30 days' notice. Porting your number counts as notice.

8. Complaints. If we cannot resolve your complaint within 8 weeks you may refer it to the Communications Ombudsman free of charge.`;

export const termsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'html',
      path: '/car-insurance/policy-wording',
      render: htmlPage(ALDERGROVE_INSURANCE, 'Car insurance policy wording'),
      content: carPolicy,
    },
    [
      {
        id: 'h3-terms-car-delivery-exclusion',
        label: 'alert',
        intent:
          'I drive for a food delivery app part time and I am insured with Aldergrove. Please keep an eye on their car policy wording at {url} for anything that changes what is excluded or what I am covered for.',
        edit: 'new general exclusion added (modified cars)',
        changes: [
          [
            '<li>Loss or damage caused by leaving the keys in or on the car.</li>',
            '<li>Loss or damage caused by leaving the keys in or on the car.</li>\n    <li>Loss or damage to a car that has been modified from the manufacturer’s specification, unless you told us about the modification.</li>',
          ],
        ],
      },
      {
        id: 'h3-terms-car-young-driver-excess',
        label: 'alert',
        intent: 'aldergrove car policy {url} - excess amounts, my son is 19 and on our policy',
        edit: 'under-25 additional excess £300 → £450',
        changes: [['an additional £300 excess', 'an additional £450 excess']],
      },
      {
        id: 'h3-terms-car-claims-phone-offtopic',
        label: 'off-topic',
        intent: 'aldergrove car policy {url} - excess amounts, my son is 19 and on our policy',
        edit: 'claims phone number changes',
        changes: [['0800 555 0199', '0800 555 0245']],
      },
      {
        id: 'h3-terms-car-courtesy-days',
        label: 'alert',
        intent: 'Watch {url} for changes to courtesy car or cancellation terms.',
        edit: 'courtesy car 14 → 7 days',
        changes: [['for up to 14 days', 'for up to 7 days']],
      },
      {
        id: 'h3-terms-car-reviewed-noise',
        label: 'noise',
        intent: 'Watch {url} for changes to courtesy car or cancellation terms.',
        edit: 'only the "last reviewed" date moves',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'terms',
      kind: 'pdf',
      path: '/legal/consumer-terms.pdf',
      render: pdfFile('Pellston Mobile consumer terms'),
      content: telecomTerms,
    },
    [
      {
        id: 'h3-terms-pellston-tethering',
        label: 'alert',
        intent: 'I use my phone as home internet via tethering. Tell me if Pellston changes its fair use rules: {url}',
        edit: 'tethering cap 100GB → 50GB',
        changes: [['Tethering is allowed up to 100GB a month.', 'Tethering is allowed up to 50GB a month.']],
      },
      {
        id: 'h3-terms-pellston-ombudsman-offtopic',
        label: 'off-topic',
        intent: 'I use my phone as home internet via tethering. Tell me if Pellston changes its fair use rules: {url}',
        edit: 'complaints escalation period 8 → 6 weeks',
        changes: [['within 8 weeks', 'within 6 weeks']],
      },
      {
        id: 'h3-terms-pellston-notice',
        label: 'alert',
        intent: 'pellston consumer T&Cs pdf: {url}\nlet me know when it changes',
        edit: 'notice period 30 → 60 days',
        changes: [["by giving us 30 days' notice", "by giving us 60 days' notice"]],
      },
    ],
  ),
];
