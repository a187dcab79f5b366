import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { LUMEN } from '../sites';

const PRIVACY = `    <article class="policy">
      <h1>Privacy Policy</h1>
      <p class="meta">This policy was last revised on 15 January 2026.</p>
      <h2>Who we are</h2>
      <p>Lumen Health Inc. runs the Lumen app, which lets patients book appointments and message their clinic. Our data protection officer is Dr. Hannah Weiss, reachable at privacy@lumenhealth.example.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: name, email address, date of birth and phone number.</li>
        <li>Health information you choose to share with your clinic through the app.</li>
        <li>Device information: app version, operating system and crash reports.</li>
      </ul>
      <h2>How we use it</h2>
      <p>We use your data to provide the service, to send appointment reminders and to keep the app secure. We do not sell personal data and we do not use health information for advertising.</p>
      <h2>Who we share it with</h2>
      <p>We share data with your clinic and with processors who host and support the service: Amazon Web Services (hosting, Ireland), Twilio (text messages) and Zendesk (support tickets).</p>
      <h2>How long we keep it</h2>
      <p>We keep account data while your account is open and for 2 years after it is closed. Messages with your clinic are kept for 10 years, as medical records law requires.</p>
      <h2>International transfers</h2>
      <p>Your data is stored in the European Union. Transfers outside the EU rely on the European Commission's standard contractual clauses.</p>
      <h2>Your rights</h2>
      <p>You can access, correct, export or delete your data from the app settings, or by writing to our data protection officer. We answer requests within 30 days.</p>
    </article>`;

const privacyPage = {
  pageClass: 'privacy' as const,
  kind: 'html' as const,
  path: '/privacy',
  render: htmlPage(LUMEN, 'Privacy Policy'),
  content: PRIVACY,
};

const NOTICE = `Harbor Bank plc — Privacy Notice for Personal Customers

This notice explains how Harbor Bank plc uses the personal information of customers who hold current accounts, savings accounts, credit cards and mortgages with us.

Information we collect. We collect your name, address, date of birth, nationality, contact details, employment and income details, and the transactions on your accounts.

Credit reference agencies. When you apply for credit we share your details with the credit reference agencies Experian and Equifax. They record the search, and other lenders can see it.

Fraud prevention. We share information with fraud prevention agencies to verify your identity and to prevent fraud and money laundering.

Retention. We keep your information for 7 years after our relationship ends, to meet our legal and regulatory obligations.

Marketing. We send you marketing only if you agreed to it. You can withdraw your consent at any time in online banking.

Your rights. You have the right to access, correct and erase your information and to object to its use. Contact our data protection officer at Harbor Bank, 1 Quay Street, Bristol BS1 4DJ.

Notice generated {{date}}, {{time}} UTC for online viewing.`;

const noticePdf = {
  pageClass: 'privacy' as const,
  kind: 'pdf' as const,
  path: '/documents/privacy-notice.pdf',
  render: pdfFile('Harbor Bank — Privacy Notice'),
  content: NOTICE,
};

export const privacyCases: EvalCase[] = [
  ...casesOf(privacyPage, [
    {
      id: 'privacy-new-processor',
      label: 'alert',
      intent: 'Tell me when Lumen adds a new third party that receives patient data: {url}',
      businessContext: 'We are a physiotherapy clinic that recommends the Lumen app to patients.',
      edit: 'processor list adds Mixpanel (analytics, US)',
      changes: [['and Zendesk (support tickets).', 'Zendesk (support tickets) and Mixpanel (product analytics, United States).']],
    },
    {
      id: 'privacy-retention-longer',
      label: 'alert',
      intent: 'Watch the data retention periods in the Lumen privacy policy ({url})',
      edit: 'account data kept 2 → 5 years after closing',
      changes: [['for 2 years after it is closed', 'for 5 years after it is closed']],
    },
    {
      id: 'privacy-dpo-replaced',
      label: 'alert',
      intent: 'We need the name of Lumen’s data protection officer for our records. {url}',
      edit: 'DPO Dr. Hannah Weiss → Marco Bellini',
      changes: [['Dr. Hannah Weiss', 'Marco Bellini']],
    },
    {
      id: 'privacy-transfers-us',
      label: 'alert',
      intent: 'Alert me if Lumen starts moving data out of the EU — see the international transfers section of {url}',
      edit: 'data now stored in the EU and the United States',
      changes: [['Your data is stored in the European Union.', 'Your data is stored in the European Union and the United States.']],
    },
    {
      id: 'privacy-retention-only-rights-deadline',
      label: 'off-topic',
      intent: 'Watch the data retention periods in the Lumen privacy policy ({url})',
      edit: 'requests answered within 30 → 45 days (retention unchanged)',
      changes: [['We answer requests within 30 days.', 'We answer requests within 45 days.']],
    },
    {
      id: 'privacy-processors-only-collect-list',
      label: 'off-topic',
      intent: 'Tell me when Lumen adds a new third party that receives patient data: {url}',
      edit: 'the "what we collect" list adds preferred language',
      changes: [['date of birth and phone number.', 'date of birth, phone number and preferred language.']],
    },
  ]),
  ...casesOf(noticePdf, [
    {
      id: 'privacy-pdf-new-agency',
      label: 'alert',
      intent: 'Which credit reference agencies does Harbor Bank share our data with? Watch {url}',
      edit: 'TransUnion added to the credit reference agencies',
      changes: [['Experian and Equifax', 'Experian, Equifax and TransUnion']],
    },
    {
      id: 'privacy-pdf-retention',
      label: 'alert',
      intent: 'Any change to how Harbor Bank keeps or uses customer information: {url}',
      edit: 'retention 7 → 10 years',
      changes: [['for 7 years after our relationship ends', 'for 10 years after our relationship ends']],
    },
    {
      id: 'privacy-pdf-generated-stamp',
      label: 'noise',
      intent: 'Any change to how Harbor Bank keeps or uses customer information: {url}',
      edit: 'only the "notice generated" stamp moves',
      changes: [],
    },
  ]),
];
