import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { KINGSBRIDGE_UNI, ORRIN_PHARMA } from './sites';

const applicantNotice = `<h1>Privacy notice for applicants</h1>
<p>This notice explains how the University of Kingsbridge uses personal data about people who apply to study with us, including through UCAS, direct application and our international agents.</p>
<section id="controller">
  <h2>Who we are</h2>
  <p>The University of Kingsbridge is the data controller. Our Data Protection Officer is Dr Helen Marsh, who can be contacted at dpo@kingsbridge.ac.example or Registry, Castle Street, Kingsbridge KB1 4RT.</p>
</section>
<section id="data">
  <h2>What we collect</h2>
  <ul>
    <li>Contact details, date of birth, nationality and immigration status</li>
    <li>Qualifications, references and personal statements</li>
    <li>Criminal convictions, for courses involving work with children or vulnerable adults</li>
    <li>Disability and health information you choose to give us, to arrange support</li>
  </ul>
</section>
<section id="sharing">
  <h2>Who we share it with</h2>
  <p>We share data with UCAS, the Home Office (for students needing a visa), the Disclosure and Barring Service, and our international recruitment agents where you applied through one.</p>
  <p>We do not sell your data or use it for marketing by other organisations.</p>
</section>
<section id="retention">
  <h2>How long we keep it</h2>
  <table>
    <thead><tr><th>Record</th><th>Kept for</th></tr></thead>
    <tbody>
      <tr><td>Unsuccessful applications</td><td>1 year after the admissions cycle</td></tr>
      <tr><td>Successful applications</td><td>Transferred to your student record</td></tr>
      <tr><td>Interview recordings</td><td>6 months</td></tr>
    </tbody>
  </table>
</section>
<section id="rights">
  <h2>Your rights</h2>
  <p>You can ask for a copy of your data, ask us to correct or erase it, and complain to the Information Commissioner’s Office.</p>
</section>
<!--aside--><h3>Related</h3><ul><li><a href="/privacy/students">Student privacy notice</a></li><li><a href="/privacy/research">Research participants</a></li><li><a href="/cookies">Cookie policy</a></li></ul>
<!--footer--><p>Notice version 3.2. You are visitor number 18,442 to this page this year.</p>`;

const patientSupport = `<h1>Privacy notice: OrrinCare patient support programme</h1>
<p>OrrinCare helps patients prescribed Velantra (ruxotinib) with home delivery, injection training and nurse calls. This notice explains how Orrin Therapeutics and our service provider handle your information.</p>
<section id="who">
  <h2>Who runs OrrinCare</h2>
  <p>Orrin Therapeutics plc is the controller. The programme is run on our behalf by Healix Nursing Services Ltd, which acts as our processor.</p>
</section>
<section id="what">
  <h2>What we use</h2>
  <p>Your name, address, phone number, your prescribing hospital, delivery preferences, and health information needed to support you, such as your dose and any side effects you report.</p>
  <p>Side effects you report are passed to our pharmacovigilance team, as the law requires, even if you leave the programme.</p>
</section>
<section id="transfer">
  <h2>International transfers</h2>
  <p>Your information is stored in the United Kingdom. Our global safety database is hosted in Ireland.</p>
</section>
<section id="keep">
  <h2>Retention</h2>
  <p>Programme records are kept for 2 years after you leave OrrinCare. Side effect reports are kept for 10 years after the medicine’s licence ends.</p>
</section>
<!--aside--><h3>Questions</h3><p>Call OrrinCare on 0800 030 4471 (Monday–Friday, 8:00–20:00).</p>`;

export const privacyCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'html',
      path: '/privacy/applicants',
      render: htmlPage(KINGSBRIDGE_UNI, 'Privacy notice for applicants'),
      content: applicantNotice,
    },
    [
      {
        id: 'h3-privacy-kb-agents-sharing',
        label: 'alert',
        intent:
          'We are an education agency sending students to UK universities. For Kingsbridge, watch the applicant privacy notice ({url}) and tell us if who they share applicant data with changes.',
        businessContext: 'Student recruitment agency, compliance team.',
        edit: 'new recipient added: English-language test providers',
        changes: [
          [
            'and our international recruitment agents where you applied through one.',
            'our international recruitment agents where you applied through one, and English language test providers to verify your scores.',
          ],
        ],
      },
      {
        id: 'h3-privacy-kb-interview-retention',
        label: 'alert',
        intent: 'kingsbridge applicant privacy {url} retention periods',
        edit: 'interview recordings kept 6 months → 2 years',
        changes: [['<td>Interview recordings</td><td>6 months</td>', '<td>Interview recordings</td><td>2 years</td>']],
      },
      {
        id: 'h3-privacy-kb-dpo-offtopic',
        label: 'off-topic',
        intent: 'kingsbridge applicant privacy {url} retention periods',
        edit: 'Data Protection Officer replaced',
        changes: [['Dr Helen Marsh', 'Mr Owen Achterberg']],
      },
      {
        id: 'h3-privacy-kb-dpo-alert',
        label: 'alert',
        intent: 'Tell me if the university changes its DPO or how to contact them. {url}',
        edit: 'Data Protection Officer replaced',
        changes: [['Dr Helen Marsh', 'Mr Owen Achterberg']],
      },
      {
        id: 'h3-privacy-kb-visitor-noise',
        label: 'noise',
        intent: 'Tell me if the university changes its DPO or how to contact them. {url}',
        edit: 'visitor counter in the footer',
        changes: [['visitor number 18,442', 'visitor number 18,517']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'privacy',
      kind: 'html',
      path: '/patients/orrincare/privacy',
      render: htmlPage(ORRIN_PHARMA, 'OrrinCare privacy notice'),
      content: patientSupport,
    },
    [
      {
        id: 'h3-privacy-orrincare-transfer-us',
        label: 'alert',
        intent: 'I am on OrrinCare for my Velantra injections. Let me know if they start sending patient data outside the UK/EU. {url}',
        edit: 'safety database moves to the United States',
        changes: [
          [
            'Our global safety database is hosted in Ireland.',
            'Our global safety database is hosted in the United States under the UK–US data bridge.',
          ],
        ],
      },
      {
        id: 'h3-privacy-orrincare-helpline-offtopic',
        label: 'off-topic',
        intent: 'I am on OrrinCare for my Velantra injections. Let me know if they start sending patient data outside the UK/EU. {url}',
        edit: 'helpline opening hours change',
        changes: [['8:00–20:00', '9:00–17:00']],
      },
      {
        id: 'h3-privacy-orrincare-processor',
        label: 'alert',
        intent: 'Vendor monitoring: Orrin patient programme privacy notice {url}. Flag any change of processor or controller.',
        businessContext: 'We are a competing nursing services provider tracking pharma programme contracts.',
        edit: 'processor Healix → CarePath',
        changes: [['Healix Nursing Services Ltd', 'CarePath Homecare Ltd']],
      },
    ],
  ),
];
