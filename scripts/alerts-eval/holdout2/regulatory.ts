import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile, rssFeed, rssItem } from '../pages';
import { NORLAND_MIGRATION } from './sites';

const VISA = `    <h1>Skilled Worker visa</h1>
    <p class="summary">The Skilled Worker visa lets you come to Norland to do an eligible job with an approved employer.</p>
    <h2>Eligibility</h2>
    <ul>
      <li>You must have a job offer from an employer licensed by the Norland Migration Service.</li>
      <li>The job must be on the list of eligible occupations.</li>
      <li>You must be paid at least €48,000 a year, or the going rate for the occupation if that is higher.</li>
      <li>You must prove your knowledge of English or Norlandic at level B1 or above.</li>
    </ul>
    <h2>Family members</h2>
    <p>Your partner and children under 18 can apply to join you as dependants.</p>
    <h2>Fees and processing</h2>
    <p>The application fee is €690 for up to 3 years and €1,180 for more than 3 years. You will usually get a decision within 3 weeks of your biometrics appointment.</p>
    <h2>How long you can stay</h2>
    <p>Your visa can last up to 5 years before you need to extend it. After 5 years you may be able to apply for permanent residence.</p>
    <div class="feedback">Is this page useful? <button>Yes</button> <button>No</button> <span class="count">1,204 people found this page useful</span></div>`;

const visaPage = {
  pageClass: 'regulatory' as const,
  kind: 'html' as const,
  path: '/work/skilled-worker-visa',
  render: htmlPage(NORLAND_MIGRATION, 'Skilled Worker visa'),
  content: VISA,
};

const recall = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.mdsa.example/alerts/${slug}`, date, body });

const RECALLS = [
  recall(
    'Class 2 Medicines Recall: Amlodipine 10 mg tablets (Corvane Generics)',
    'amlodipine-10mg-corvane-2026',
    'Thu, 26 Feb 2026 09:30:00 GMT',
    'Corvane Generics is recalling two batches (AM2409, AM2411) as a precaution after out-of-specification dissolution results. Pharmacies should stop supplying and quarantine stock. Patients do not need to take any action.',
  ),
  recall(
    'Class 1 Medicines Recall: Epinephrine 300 micrograms auto-injectors (Halden Pharma)',
    'epinephrine-autoinjector-halden-2026',
    'Tue, 17 Feb 2026 12:00:00 GMT',
    'Halden Pharma is recalling batch EP5520 because some devices may fail to activate. Patients should contact their pharmacy for a replacement and keep the old device until then.',
  ),
  recall(
    'Class 4 Medicines Defect Notice: Hydrocortisone 1% cream (Lisle Labs)',
    'hydrocortisone-cream-lisle-2026',
    'Mon, 09 Feb 2026 10:15:00 GMT',
    'The patient leaflet in batch HC118 has a typographical error in the storage section. The product is not affected and can be supplied as normal.',
  ),
].join('');

const recallsFeed = {
  pageClass: 'regulatory' as const,
  kind: 'feed' as const,
  path: '/alerts/medicines-recalls.rss',
  render: rssFeed({
    title: 'Medicines and Devices Safety Agency — drug alerts and recalls',
    link: 'https://www.mdsa.example/alerts',
    description: 'Medicines recalls and defect notices',
  }),
  content: RECALLS,
};

const SMPC = `Summary of Product Characteristics — Dalvatran 5 mg film-coated tablets (Velorex Pharmaceuticals)

1. Name of the medicinal product. Dalvatran 5 mg film-coated tablets.

2. Qualitative and quantitative composition. Each film-coated tablet contains 5 mg dalvatran. Excipient with known effect: each tablet contains 51 mg lactose monohydrate.

4.1 Therapeutic indications. Prevention of stroke and systemic embolism in adult patients with non-valvular atrial fibrillation with one or more risk factors.

4.2 Posology. The recommended dose is 5 mg taken orally twice daily. Renal impairment: in patients with creatinine clearance 15 to 29 mL/min, the dose is 2.5 mg twice daily. Not recommended below 15 mL/min.

4.3 Contraindications. Hypersensitivity to the active substance or to any of the excipients. Active clinically significant bleeding. Lesion or condition considered a significant risk for major bleeding.

4.4 Special warnings and precautions for use. As with other anticoagulants, patients taking Dalvatran are to be carefully observed for signs of bleeding. Temporary discontinuation is recommended before elective surgery.

4.5 Interactions. Strong inhibitors of CYP3A4 and P-gp increase exposure to dalvatran; concomitant use is not recommended.

4.8 Undesirable effects. Common: anaemia, epistaxis, bruising, nausea. Uncommon: gastrointestinal haemorrhage, rash.

6.1 List of excipients. Tablet core: lactose monohydrate, microcrystalline cellulose, croscarmellose sodium, magnesium stearate. Film coat: hypromellose, titanium dioxide, triacetin, red iron oxide.

10. Date of revision of the text: January 2026.`;

const smpcPdf = {
  pageClass: 'regulatory' as const,
  kind: 'pdf' as const,
  path: '/products/dalvatran/smpc-dalvatran-5mg.pdf',
  render: pdfFile('Dalvatran 5 mg film-coated tablets — SmPC'),
  content: SMPC,
};

export const regulatoryCases: EvalCase[] = [
  ...casesOf(visaPage, [
    {
      id: 'h2-reg-visa-salary-threshold',
      label: 'alert',
      intent:
        'We sponsor about a dozen software engineers a year on Norland’s Skilled Worker route. If the minimum salary on {url} goes up, our offers need to change — please tell me.',
      businessContext: 'HR at a 300-person software company in Norland.',
      edit: 'general salary threshold €48,000 → €52,500',
      changes: [['You must be paid at least €48,000 a year', 'You must be paid at least €52,500 a year']],
    },
    {
      id: 'h2-reg-visa-dependants',
      label: 'alert',
      intent:
        'My husband has a care-home job offer in Norland. Can our two kids and I still come with him? Tell me if the rules about family members change: {url}',
      edit: 'care workers can no longer bring dependants from 1 July 2026',
      changes: [
        [
          '<p>Your partner and children under 18 can apply to join you as dependants.</p>',
          '<p>Your partner and children under 18 can apply to join you as dependants. From 1 July 2026, this does not apply if you work in a care occupation (care worker or senior care worker): you will not be able to bring dependants.</p>',
        ],
      ],
    },
    {
      id: 'h2-reg-visa-fee-only-processing',
      label: 'off-topic',
      intent: 'Application fee only, please — we budget for it per hire. {url}',
      edit: 'usual decision time 3 weeks → 8 weeks (fees unchanged)',
      changes: [['within 3 weeks of your biometrics appointment', 'within 8 weeks of your biometrics appointment']],
    },
    {
      id: 'h2-reg-visa-useful-counter',
      label: 'noise',
      intent: 'Let me know when the skilled worker visa rules change. {url}',
      edit: 'only the “found this page useful” counter goes up',
      changes: [['1,204 people found this page useful', '1,219 people found this page useful']],
    },
  ]),
  ...casesOf(recallsFeed, [
    {
      id: 'h2-reg-recalls-feed-metformin',
      label: 'alert',
      intent: 'We run 14 community pharmacies. Any recall touching metformin, any strength or brand — {url}',
      edit: 'new Class 2 recall of metformin 500 mg batches at the top of the feed',
      changes: [
        (content) =>
          `${recall(
            'Class 2 Medicines Recall: Metformin 500 mg prolonged-release tablets (Orrin Healthcare)',
            'metformin-500mg-pr-orrin-2026',
            'Mon, 02 Mar 2026 08:45:00 GMT',
            'Orrin Healthcare is recalling batches MF2207 and MF2209 after a nitrosamine impurity above the acceptable intake limit was found. Pharmacies should stop supplying and return stock. Patients should not stop taking their medicine without advice.',
          )}${content}`,
      ],
    },
    {
      id: 'h2-reg-recalls-feed-class1-only-notice',
      label: 'off-topic',
      intent: 'Class 1 recalls only (the dangerous ones). Lower-class notices don’t need to reach me: {url}',
      edit: 'new Class 4 defect notice about a leaflet misprint',
      changes: [
        (content) =>
          `${recall(
            'Class 4 Medicines Defect Notice: Cetirizine 10 mg tablets (Corvane Generics)',
            'cetirizine-10mg-corvane-2026',
            'Mon, 02 Mar 2026 11:00:00 GMT',
            'The expiry date on the outer carton of batch CT3301 is printed in a non-standard format. The product is not affected and can be supplied as normal.',
          )}${content}`,
      ],
    },
  ]),
  ...casesOf(smpcPdf, [
    {
      id: 'h2-reg-smpc-pdf-contraindication',
      label: 'alert',
      intent:
        'GP here. Safety changes to the Dalvatran SmPC — contraindications, warnings, interactions — are what I need flagged from {url}.',
      edit: 'new contraindication: severe hepatic impairment and prosthetic heart valves',
      changes: [
        [
          'Lesion or condition considered a significant risk for major bleeding.',
          'Lesion or condition considered a significant risk for major bleeding. Hepatic disease associated with coagulopathy (Child-Pugh C). Patients with prosthetic heart valves.',
        ],
        ['10. Date of revision of the text: January 2026.', '10. Date of revision of the text: March 2026.'],
      ],
    },
    {
      id: 'h2-reg-smpc-pdf-dosing-only-excipients',
      label: 'off-topic',
      intent: 'Just section 4.2, the dosing. We don’t care about anything else in {url}.',
      edit: 'film coat excipients changed: red iron oxide → yellow iron oxide (dosing unchanged)',
      changes: [
        ['hypromellose, titanium dioxide, triacetin, red iron oxide.', 'hypromellose, titanium dioxide, triacetin, yellow iron oxide.'],
        ['10. Date of revision of the text: January 2026.', '10. Date of revision of the text: March 2026.'],
      ],
    },
  ]),
];
