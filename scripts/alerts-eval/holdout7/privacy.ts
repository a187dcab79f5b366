import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { KEYSTRAND } from './sites';

const keystrandSubprocessors: SourcePage = {
  pageClass: 'privacy',
  kind: 'html',
  path: '/legal/sub-processors',
  render: htmlPage(KEYSTRAND, 'Sub-processors'),
  content: `<div class="prose"><h1>Keystrand sub-processors</h1>
<p>Keystrand engages the following sub-processors to provide the service. Vault contents are end-to-end encrypted and are never readable by any sub-processor. Business customers can <a href="/legal/sub-processors/subscribe?sid=a81f22c9">subscribe to changes</a> and receive 30 days' notice before a new sub-processor starts.</p>
<table class="table-auto">
  <thead><tr><th scope="col">Sub-processor</th><th scope="col">Purpose</th><th scope="col">Data</th><th scope="col">Location</th></tr></thead>
  <tbody>
    <tr><td>Nimbus Compute Ltd</td><td>Cloud hosting</td><td>Encrypted vaults, account metadata</td><td>IE, DE</td></tr>
    <tr><td>Postmark Relay ApS</td><td>Transactional email</td><td>Email address, name</td><td>DK</td></tr>
    <tr><td>Ledgerpay B.V.</td><td>Payment processing</td><td>Billing details</td><td>NL</td></tr>
    <tr><td>Helpwise Support GmbH</td><td>Customer support tickets</td><td>Name, email, ticket contents</td><td>DE</td></tr>
    <tr><td>Signalgrid Inc.</td><td>Product analytics (opt-in)</td><td>Pseudonymous usage events</td><td>US (EU–US Data Privacy Framework)</td></tr>
  </tbody>
</table>
<p class="updated">This list was last checked on {{date}}.</p>
</div>`,
};

const keystrandDpa: SourcePage = {
  pageClass: 'privacy',
  kind: 'pdf',
  path: '/legal/keystrand-dpa.pdf',
  render: pdfFile('Keystrand Data Processing Agreement v4.1'),
  content: `DATA PROCESSING AGREEMENT

This Data Processing Agreement ("DPA") forms part of the Keystrand Business Terms between Keystrand Security Ltd ("Processor") and the Customer ("Controller").

1. Subject matter. The Processor processes Customer Personal Data only to provide the Keystrand service and only on documented instructions from the Controller.

2. Confidentiality. The Processor ensures that persons authorised to process Customer Personal Data are bound by confidentiality.

3. Security. The Processor implements the technical and organisational measures in Annex II, including end-to-end encryption of vault contents with AES-256.

4. Personal data breaches. The Processor shall notify the Controller without undue delay and in any event within 48 hours after becoming aware of a Personal Data Breach affecting Customer Personal Data.

5. Sub-processors. The Controller gives general authorisation to engage sub-processors. The Processor shall inform the Controller at least 30 days before engaging a new sub-processor; the Controller may object on reasonable grounds within that period.

6. Audits. The Processor shall make available its most recent ISO/IEC 27001 certificate and SOC 2 Type II report. On-site audits are permitted once per year with 30 days' notice.

7. International transfers. Transfers outside the EEA rely on the Standard Contractual Clauses (Module 3) attached as Annex III.

8. Return and deletion. On termination the Processor deletes Customer Personal Data within 60 days unless retention is required by law.`,
};

const cimaisePrivacy: SourcePage = {
  pageClass: 'privacy',
  kind: 'html',
  path: '/confidentialite',
  render: htmlPage(KEYSTRAND, 'Politique de confidentialité (France)'),
  content: `<div class="prose" lang="fr"><h1>Politique de confidentialité — clients en France</h1>
<p class="meta">Dernière mise à jour : 12 janvier 2026</p>
<h2>Données que nous collectons</h2>
<ul><li>Adresse e-mail et nom du titulaire du compte</li><li>Données de facturation (via notre prestataire de paiement)</li><li>Journaux techniques (adresse IP tronquée, type d'appareil)</li></ul>
<h2>Durée de conservation</h2>
<p>Nous conservons les données du compte pendant toute la durée de l'abonnement, puis 3 ans après la clôture du compte à des fins probatoires. Les journaux techniques sont supprimés au bout de 90 jours.</p>
<h2>Cookies</h2>
<p>Nous utilisons uniquement des cookies strictement nécessaires sur l'application. Sur notre site vitrine, les cookies de mesure d'audience ne sont déposés qu'avec votre consentement.</p>
<h2>Vos droits</h2>
<p>Vous pouvez exercer vos droits d'accès, de rectification et d'effacement en écrivant à dpo@keystrand.example. Vous pouvez introduire une réclamation auprès de la CNIL.</p>
</div>`,
};

export const privacyCases: EvalCase[] = [
  ...casesOf(keystrandSubprocessors, [
    {
      id: 'h7-privacy-subproc-new',
      label: 'alert',
      intent: 'New sub-processors at Keystrand {url}',
      edit: 'new sub-processor "Vantage Voice AI Inc." added',
      changes: [
        [
          '<tr><td>Signalgrid Inc.</td>',
          '<tr><td>Vantage Voice AI Inc.</td><td>AI support assistant</td><td>Ticket contents</td><td>US</td></tr>\n    <tr><td>Signalgrid Inc.</td>',
        ],
      ],
    },
    {
      id: 'h7-privacy-subproc-leaves-eea',
      label: 'alert',
      intent:
        "I'm the DPO of a German clinic group. We use Keystrand Business. Our rule: no personal data processed outside the EU/EEA without a new transfer assessment. Please alert me if any of their sub-processors starts processing outside the EEA. {url}",
      edit: 'Postmark Relay location DK → US',
      changes: [['<td>Email address, name</td><td>DK</td>', '<td>Email address, name</td><td>US</td>']],
    },
    {
      id: 'h7-privacy-subproc-moves-within-eu',
      label: 'off-topic',
      intent:
        "I'm the DPO of a German clinic group. We use Keystrand Business. Our rule: no personal data processed outside the EU/EEA without a new transfer assessment. Please alert me if any of their sub-processors starts processing outside the EEA. {url}",
      edit: 'Ledgerpay location NL → FR (stays inside the EEA)',
      changes: [['<td>Billing details</td><td>NL</td>', '<td>Billing details</td><td>FR</td>']],
    },
    {
      id: 'h7-privacy-subproc-session-id',
      label: 'noise',
      intent: 'New sub-processors at Keystrand {url}',
      edit: 'session id in the subscribe link changed',
      changes: [['sid=a81f22c9', 'sid=5be07d13']],
    },
  ]),
  ...casesOf(keystrandDpa, [
    {
      id: 'h7-privacy-dpa-breach-notice',
      label: 'alert',
      intent: 'Keystrand DPA {url}: breach notification timeline',
      edit: 'breach notification 48 hours → 7 days',
      changes: [['in any event within 48 hours after becoming aware', 'in any event within 7 days after becoming aware']],
    },
    {
      id: 'h7-privacy-dpa-audit-not-breach',
      label: 'off-topic',
      intent: 'Keystrand DPA {url}: breach notification timeline',
      edit: 'on-site audits once per year → only on evidence of a breach (another clause)',
      changes: [
        [
          "On-site audits are permitted once per year with 30 days' notice.",
          'On-site audits are permitted only where the reports above are insufficient to demonstrate compliance.',
        ],
      ],
    },
  ]),
  ...casesOf(cimaisePrivacy, [
    {
      id: 'h7-privacy-fr-retention',
      label: 'alert',
      intent: 'Prévenez-moi si la durée de conservation des données change : {url}',
      edit: 'account data kept 3 years → 5 years after closure',
      changes: [['puis 3 ans après la clôture du compte', 'puis 5 ans après la clôture du compte']],
    },
    {
      id: 'h7-privacy-fr-cookies-not-retention',
      label: 'off-topic',
      intent: 'Prévenez-moi si la durée de conservation des données change : {url}',
      edit: 'cookies section: audience measurement cookies now exempt from consent',
      changes: [
        [
          "les cookies de mesure d'audience ne sont déposés qu'avec votre consentement.",
          "les cookies de mesure d'audience exemptés de consentement sont déposés par défaut.",
        ],
      ],
    },
  ]),
];
