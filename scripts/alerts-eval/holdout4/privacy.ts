import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { ST_AUBYN } from './sites';

const hospitalNotice = `<h1>Notice of Privacy Practices</h1>
<p class="meta">Effective: 01/02/2026 · Last reviewed {{date}}</p>
<p>This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.</p>
<section id="uses">
  <h2>How we may use and share your health information</h2>
  <ul>
    <li><strong>Treatment.</strong> We share information with doctors, nurses and other staff involved in your care, including at our affiliated clinics.</li>
    <li><strong>Payment.</strong> We share information with your health plan to get paid for the care you receive.</li>
    <li><strong>Health information exchange.</strong> We take part in the Cascade Regional HIE. You may opt out at any time; opting out does not affect emergency access.</li>
    <li><strong>Fundraising.</strong> We may contact you to raise funds for the St Aubyn Foundation. You may opt out of these communications.</li>
  </ul>
</section>
<section id="rights">
  <h2>Your rights</h2>
  <dl>
    <dt>Get a copy of your record</dt><dd>Ask us for an electronic or paper copy. We will provide it within 30 days, usually for a reasonable, cost-based fee.</dd>
    <dt>Ask us to correct your record</dt><dd>We may say “no” but will tell you why in writing within 60 days.</dd>
    <dt>Get a list of those with whom we’ve shared information</dt><dd>Covers six years prior to the date you ask. One list a year is free.</dd>
  </dl>
</section>
<section id="tracking">
  <h2>Our websites and patient portal</h2>
  <p>Our public website uses analytics cookies to measure visits. We do not use third-party advertising pixels on the patient portal or on appointment booking pages.</p>
</section>
<section id="contact">
  <h2>Privacy officer</h2>
  <p>Dana Whitcombe, Chief Privacy Officer · privacy@staubynhealth.example · (503) 555-0142</p>
</section>
<!--aside--><h3>Related</h3><ul><li><a href="/patients/records">Request medical records</a></li><li><a href="/billing/price-transparency">Price transparency</a></li><li><a href="/patients/rights">Patient rights and responsibilities</a></li></ul>
<!--footer--><p>Language assistance is available free of charge. Call (503) 555-0100.</p>`;

const gamePrivacy = `PIXEL HARBOR GAMES — PRIVACY POLICY FOR PLAYERS

Last revised: 4 January 2026.

1. WHO WE ARE. Pixel Harbor Games AB (Malmö, Sweden) is the controller of personal data processed in our games, launcher and websites.

2. WHAT WE COLLECT. Account data (email, display name, date of birth), gameplay telemetry (sessions, achievements, crash reports), purchase history and, if you enable voice chat, voice audio that is processed in real time and not stored.

3. CHILDREN. Our games are rated PEGI 12. We do not knowingly create accounts for players under 13. Players aged 13 to 15 need a parent’s consent for online play.

4. SHARING. We share telemetry with our analytics processor Graphlet Oy (Finland) and payment data with our payment providers. We do not sell personal data.

5. RETENTION. Gameplay telemetry is kept for 24 months. Accounts inactive for 5 years are deleted after notice by email.

6. INTERNATIONAL TRANSFERS. Some processors are in the United States; transfers rely on the EU–US Data Privacy Framework or standard contractual clauses.

7. CONTACT. dpo@pixelharbor.example. You may complain to the Swedish Authority for Privacy Protection (IMY).`;

export const privacyCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'html',
      path: '/patients/privacy-notice',
      render: htmlPage(ST_AUBYN, 'Notice of Privacy Practices'),
      content: hospitalNotice,
    },
    [
      {
        id: 'h4-privacy-hospital-pixels',
        label: 'alert',
        intent:
          'I write about health-data tracking. Tell me if St Aubyn changes what its privacy notice says about tracking, cookies, pixels or advertising on its websites or portal: {url}',
        edit: 'advertising pixels now used on booking pages',
        changes: [
          [
            'We do not use third-party advertising pixels on the patient portal or on appointment booking pages.',
            'We use third-party advertising pixels on appointment booking pages to measure campaigns; we do not use them in the patient portal.',
          ],
        ],
      },
      {
        id: 'h4-privacy-hospital-fundraising-offtopic',
        label: 'off-topic',
        intent:
          'I write about health-data tracking. Tell me if St Aubyn changes what its privacy notice says about tracking, cookies, pixels or advertising on its websites or portal: {url}',
        edit: 'fundraising bullet reworded (no tracking change)',
        changes: [
          [
            'We may contact you to raise funds for the St Aubyn Foundation. You may opt out of these communications.',
            'We may use your name, dates of service and treating department to contact you to raise funds for the St Aubyn Foundation. You may opt out of these communications.',
          ],
        ],
      },
      {
        id: 'h4-privacy-hospital-records-days',
        label: 'alert',
        intent: 'patient rights section of {url} — timelines for copies/corrections of records',
        businessContext: 'Patient advocacy nonprofit; we help families request records.',
        edit: 'copy of record deadline 30 → 15 days',
        changes: [['We will provide it within 30 days', 'We will provide it within 15 days']],
      },
      {
        id: 'h4-privacy-hospital-officer-offtopic',
        label: 'off-topic',
        intent: 'patient rights section of {url} — timelines for copies/corrections of records',
        edit: 'privacy officer name and phone change',
        changes: [
          [
            'Dana Whitcombe, Chief Privacy Officer · privacy@staubynhealth.example · (503) 555-0142',
            'Marcus Ilunga, Chief Privacy Officer · privacy@staubynhealth.example · (503) 555-0177',
          ],
        ],
      },
      {
        id: 'h4-privacy-hospital-stamp-noise',
        label: 'noise',
        intent: 'Any change at all to the St Aubyn notice of privacy practices {url}',
        edit: 'only the "last reviewed" stamp moves',
        changes: [],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'pdf',
      path: '/legal/privacy-players.pdf',
      render: pdfFile('Pixel Harbor Games — Privacy Policy'),
      content: gamePrivacy,
    },
    [
      {
        id: 'h4-privacy-games-children',
        label: 'alert',
        intent:
          'My kids (12 and 14) play Tidebreakers. I want to know if Pixel Harbor changes its rules for children or what it collects about players. {url}',
        edit: 'minimum age 13 → 16 for own account; parental consent band widened',
        changes: [
          [
            'We do not knowingly create accounts for players under 13. Players aged 13 to 15 need a parent’s consent for online play.',
            'We do not knowingly create accounts for players under 16. Younger players must use a family account managed by a parent.',
          ],
        ],
      },
      {
        id: 'h4-privacy-games-voice',
        label: 'alert',
        intent:
          'My kids (12 and 14) play Tidebreakers. I want to know if Pixel Harbor changes its rules for children or what it collects about players. {url}',
        edit: 'voice chat now recorded and kept 30 days',
        changes: [
          ['voice audio that is processed in real time and not stored', 'voice audio that is recorded and kept for 30 days for moderation'],
        ],
      },
      {
        id: 'h4-privacy-games-transfers-offtopic',
        label: 'off-topic',
        intent: 'Pixel Harbor privacy policy {url}: data retention periods only.',
        edit: 'international transfer basis reworded',
        changes: [
          [
            'transfers rely on the EU–US Data Privacy Framework or standard contractual clauses',
            'transfers rely on standard contractual clauses and supplementary measures',
          ],
        ],
      },
    ],
  ),
];
