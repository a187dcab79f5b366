import { casesOf, type EvalCase } from '../case';
import { jsonApi, pdfFile } from '../pages';

const leaflet = `PACKAGE LEAFLET: INFORMATION FOR THE USER — Dormiva 10 mg film-coated tablets (zolmaprine hydrochloride). Medivale Pharmaceuticals plc. Leaflet revised: 01/2026. Downloaded {{date}}.

Read all of this leaflet carefully before you start taking this medicine because it contains important information for you.

1. What Dormiva is and what it is used for. Dormiva contains zolmaprine, which belongs to a group of medicines called selective sleep-phase modulators. It is used for the short-term treatment of insomnia in adults aged 18 to 64.

2. What you need to know before you take Dormiva. Do not take Dormiva if you are allergic to zolmaprine, if you have severe liver problems, or if you have sleep apnoea. Talk to your doctor before taking Dormiva if you drink alcohol regularly. Do not drive or operate machinery for 8 hours after taking a tablet.

3. How to take Dormiva. The recommended dose is one 10 mg tablet taken immediately before going to bed. Do not take more than one tablet a night. Treatment should not last longer than 4 weeks. Elderly patients (65 and over): not recommended.

4. Possible side effects. Common (may affect up to 1 in 10 people): headache, dizziness, daytime drowsiness. Uncommon (up to 1 in 100): sleepwalking, memory lapses. Rare (up to 1 in 1,000): complex sleep behaviours such as sleep-driving; if this happens, stop taking Dormiva and contact your doctor.

5. How to store Dormiva. Do not store above 25 °C. Keep in the original package to protect from moisture. Shelf life: 36 months.

6. Contents of the pack. Pack sizes: 7 and 28 tablets. Marketing authorisation holder: Medivale Pharmaceuticals plc, 40 Hills Road, Cambridge CB2 1LA, UK. PL 31415/0092.`;

const recalls = JSON.stringify({
  manufacturer: 'Vantor Motors',
  market: 'US',
  recalls: [
    {
      campaign: '26V-014',
      models: ['2024 Vantor Ardent', '2025 Vantor Ardent'],
      component: 'Rear-view camera software',
      units: 41230,
      status: 'remedy_available',
      remedy: 'Over-the-air update 4.2.1',
      dealer_notification: '2026-01-20',
    },
    {
      campaign: '26V-031',
      models: ['2025 Vantor Solace EV'],
      component: 'High-voltage battery coolant pump',
      units: 8715,
      status: 'remedy_not_yet_available',
      remedy: null,
      interim_guidance: 'Do not charge above 80% until repaired.',
      dealer_notification: '2026-02-27',
    },
    {
      campaign: '25V-882',
      models: ['2023 Vantor Ridgeline'],
      component: 'Seat belt pretensioner',
      units: 2210,
      status: 'remedy_available',
      remedy: 'Replace driver pretensioner',
      dealer_notification: '2025-11-05',
    },
  ],
  meta: { feed_version: 3 },
});

const FLEET =
  'We run 60 Vantor Solace EVs in our delivery fleet. Anything about recalls on the Solace EV — new campaigns, remedy becoming available, new interim guidance. {url}';

export const regulatoryCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'pdf',
      path: '/pil/dormiva-10mg.pdf',
      render: pdfFile('Dormiva 10 mg — Package leaflet'),
      content: leaflet,
    },
    [
      {
        id: 'h5-reg-leaflet-driving',
        label: 'alert',
        intent:
          'Community pharmacist here. For Dormiva, I counsel patients on driving, dose and who should not take it. Please alert me on safety wording changes in the leaflet {url}',
        edit: 'no driving 8 hours → 12 hours after a tablet',
        changes: [
          [
            'Do not drive or operate machinery for 8 hours after taking a tablet.',
            'Do not drive or operate machinery for 12 hours after taking a tablet, or the next day if you still feel drowsy.',
          ],
        ],
      },
      {
        id: 'h5-reg-leaflet-packs-offtopic',
        label: 'off-topic',
        intent:
          'Community pharmacist here. For Dormiva, I counsel patients on driving, dose and who should not take it. Please alert me on safety wording changes in the leaflet {url}',
        edit: 'a 14-tablet pack size added (not safety wording)',
        changes: [['Pack sizes: 7 and 28 tablets.', 'Pack sizes: 7, 14 and 28 tablets.']],
      },
      {
        id: 'h5-reg-leaflet-side-effect',
        label: 'alert',
        intent: 'Dormiva leaflet: new side effects or side effects becoming more frequent {url}',
        edit: 'sleepwalking moved from Uncommon to Common; suicidal thoughts added as Rare',
        changes: [
          [
            'headache, dizziness, daytime drowsiness. Uncommon (up to 1 in 100): sleepwalking, memory lapses.',
            'headache, dizziness, daytime drowsiness, sleepwalking. Uncommon (up to 1 in 100): memory lapses.',
          ],
          ['such as sleep-driving;', 'such as sleep-driving, and suicidal thoughts;'],
        ],
      },
      {
        id: 'h5-reg-leaflet-storage-offtopic',
        label: 'off-topic',
        intent: 'Dormiva leaflet: new side effects or side effects becoming more frequent {url}',
        edit: 'storage 25 °C → 30 °C (not side effects)',
        changes: [['Do not store above 25 °C.', 'Do not store above 30 °C.']],
      },
      {
        id: 'h5-reg-leaflet-download-noise',
        label: 'noise',
        intent: 'Any revision of the Dormiva patient leaflet {url}',
        edit: 'only the download stamp and PDF metadata differ',
        changes: [],
      },
    ],
  ),
  ...casesOf({ pageClass: 'regulatory', kind: 'json', path: '/api/recalls/us', render: jsonApi(), content: recalls }, [
    {
      id: 'h5-reg-recall-solace-remedy',
      label: 'alert',
      intent: FLEET,
      businessContext: 'Regional parcel courier, Ohio.',
      edit: 'Solace EV coolant pump recall: remedy now available',
      changes: [
        [
          '"status":"remedy_not_yet_available","remedy":null',
          '"status":"remedy_available","remedy":"Replace coolant pump and update BMS to 7.0.3"',
        ],
      ],
    },
    {
      id: 'h5-reg-recall-solace-new',
      label: 'alert',
      intent: FLEET,
      edit: 'new recall campaign 26V-058 for 2025 Solace EV (charge port latch)',
      changes: [
        [
          '"recalls":[',
          '"recalls":[{"campaign":"26V-058","models":["2025 Vantor Solace EV","2026 Vantor Solace EV"],"component":"Charge port door latch","units":15020,"status":"remedy_not_yet_available","remedy":null,"dealer_notification":"2026-03-02"},',
        ],
      ],
    },
    {
      id: 'h5-reg-recall-solace-guidance',
      label: 'alert',
      intent: 'solace ev recall guidance change? {url}',
      edit: 'interim guidance 80% → do not charge above 60%, park outdoors',
      changes: [
        [
          '"interim_guidance":"Do not charge above 80% until repaired."',
          '"interim_guidance":"Do not charge above 60% and park outdoors until repaired."',
        ],
      ],
    },
    {
      id: 'h5-reg-recall-ardent-offtopic',
      label: 'off-topic',
      intent: FLEET,
      edit: 'Ardent camera recall units 41,230 → 52,900 (not Solace)',
      changes: [['"units":41230', '"units":52900']],
    },
    {
      id: 'h5-reg-recall-ridgeline',
      label: 'alert',
      intent: 'My car is a 2023 Vantor Ridgeline. Is there any recall for it, or changes to one? {url}',
      edit: 'Ridgeline pretensioner recall expanded to 2024 models',
      changes: [
        ['"models":["2023 Vantor Ridgeline"]', '"models":["2023 Vantor Ridgeline","2024 Vantor Ridgeline"]'],
        ['"units":2210', '"units":6480'],
      ],
    },
  ]),
];
