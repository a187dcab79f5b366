import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { PULSETRACK } from './sites';

const POLICY = `    <article class="policy">
      <h1>Pulsetrack Privacy Policy</h1>
      <p class="updated">Last updated: 9 December 2025</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: name, email address, date of birth, country.</li>
        <li>Health and fitness data from the app and your watch: heart rate, sleep, steps, workouts, and cycle tracking if you turn it on.</li>
        <li>Approximate location from your IP address; precise GPS routes only for workouts you record outdoors.</li>
      </ul>
      <h2>How we use it</h2>
      <p>To show your trends, personalise coaching plans, keep your account secure and, in aggregated and de-identified form, to improve our algorithms.</p>
      <h2>Who we share it with</h2>
      <p>We share data with service providers that host and process it for us under contract (see our subprocessor list). We never sell your personal data and we do not share health data with advertisers or data brokers.</p>
      <h2>Where your data is stored</h2>
      <p>Your data is stored in data centres in Finland and Ireland. We do not transfer health data outside the European Economic Area.</p>
      <h2>How long we keep it</h2>
      <p>We keep your health data while your account is active and delete it 24 months after your last sign-in, or within 30 days if you delete your account.</p>
      <h2>Your rights</h2>
      <p>You can access, export, correct or delete your data from Settings › Privacy. You can complain to the Finnish Data Protection Ombudsman.</p>
      <h2>Contact</h2>
      <p>Data Protection Officer: Aino Korhonen, privacy@pulsetrack.example, Pulsetrack Oy, Mannerheimintie 12, 00100 Helsinki.</p>
    </article>
    <section class="helpful"><p>Was this page helpful? 2,311 people found this useful.</p></section>`;

const policyPage = {
  pageClass: 'privacy' as const,
  kind: 'html' as const,
  path: '/legal/privacy',
  render: htmlPage(PULSETRACK, 'Privacy Policy'),
  content: POLICY,
};

const SUBPROCESSORS = JSON.stringify(
  {
    updated: '2026-01-20',
    subprocessors: [
      { name: 'Hetzner Online GmbH', purpose: 'Hosting and storage', location: 'Germany, Finland' },
      { name: 'Postmark (ActiveCampaign LLC)', purpose: 'Transactional email', location: 'United States' },
      { name: 'Stripe Payments Europe Ltd', purpose: 'Payment processing', location: 'Ireland' },
      { name: 'Sentry (Functional Software Inc.)', purpose: 'Error monitoring', location: 'United States' },
    ],
  },
  null,
  2,
);

const subprocessorsApi = {
  pageClass: 'privacy' as const,
  kind: 'json' as const,
  path: '/trust/subprocessors.json',
  render: jsonApi(),
  content: SUBPROCESSORS,
};

export const privacyCases: EvalCase[] = [
  ...casesOf(policyPage, [
    {
      id: 'ho-privacy-ad-sharing',
      label: 'alert',
      intent: 'Tell me if Pulsetrack starts selling or handing my data to advertisers. {url}',
      edit: 'new: shares activity data with advertising partners',
      changes: [
        [
          'We never sell your personal data and we do not share health data with advertisers or data brokers.',
          'We never sell your personal data. With your consent, we share activity summaries and device identifiers with advertising partners to show you relevant offers.',
        ],
      ],
    },
    {
      id: 'ho-privacy-retention-longer',
      label: 'alert',
      intent: 'Does Pulsetrack still delete inactive accounts after 24 months? Flag any change to how long they keep data: {url}',
      edit: 'retention 24 months → 60 months after last sign-in',
      changes: [['delete it 24 months after your last sign-in', 'delete it 60 months after your last sign-in']],
    },
    {
      id: 'ho-privacy-generic-transfers',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      businessContext: 'Occupational health provider; we recommend Pulsetrack to employees.',
      edit: 'health data may now be transferred to the US under SCCs',
      changes: [
        [
          'We do not transfer health data outside the European Economic Area.',
          'We may transfer health data to our analytics provider in the United States under Standard Contractual Clauses.',
        ],
      ],
    },
    {
      id: 'ho-privacy-eea-only-dpo',
      label: 'off-topic',
      intent: 'My only concern: does my health data stay inside the EU/EEA? Watch {url} for that and nothing else.',
      edit: 'new Data Protection Officer and address (storage unchanged)',
      changes: [
        [
          'Data Protection Officer: Aino Korhonen, privacy@pulsetrack.example, Pulsetrack Oy, Mannerheimintie 12, 00100 Helsinki.',
          'Data Protection Officer: Mikael Lindqvist, privacy@pulsetrack.example, Pulsetrack Oy, Ratapihantie 3, 00520 Helsinki.',
        ],
      ],
    },
    {
      id: 'ho-privacy-helpful-counter',
      label: 'noise',
      intent: 'Tell me if anything in Pulsetrack’s privacy policy changes: {url}',
      edit: 'only the "found this useful" counter moves',
      changes: [['2,311 people found this useful', '2,318 people found this useful']],
    },
  ]),
  ...casesOf(subprocessorsApi, [
    {
      id: 'ho-privacy-new-subprocessor',
      label: 'alert',
      intent: 'Our DPA with Quillstack requires us to object to new subprocessors within 30 days. Watch {url}.',
      businessContext: 'Hospital communications team under GDPR.',
      edit: 'new subprocessor: Lexicon AI Inc. (US) for AI drafting',
      changes: [
        ['"updated": "2026-01-20"', '"updated": "2026-03-02"'],
        [
          '"subprocessors": [',
          '"subprocessors": [\n    {\n      "name": "Lexicon AI Inc.",\n      "purpose": "AI drafting assistant (text generation)",\n      "location": "United States"\n    },',
        ],
      ],
    },
  ]),
];
