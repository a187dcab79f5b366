import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { KINGSMERE } from './sites';

const opportunities = `<div class="opportunities">
<h1>Current opportunities</h1>
<p>All tenders are run on our e-tendering portal. Register as a supplier to download documents. Clarification questions close 7 days before the tender deadline.</p>
<div class="opportunity card" id="KHT-2026-014"><h2>KHT-2026-014 — Patient transport services (non-emergency)</h2>
  <dl class="grid grid-cols-2"><dt>Procedure</dt><dd>Open procedure (Procurement Act 2023)</dd><dt>Estimated value</dt><dd>£6.4m over 4 years (+1+1)</dd><dt>Tender deadline</dt><dd>Friday 27 March 2026, 12:00 noon</dd><dt>Lots</dt><dd>Lot 1 North sites; Lot 2 South sites</dd><dt>Status</dt><dd>Open</dd></dl></div>
<div class="opportunity card" id="KHT-2026-017"><h2>KHT-2026-017 — Laundry and linen services</h2>
  <dl class="grid grid-cols-2"><dt>Procedure</dt><dd>Competitive flexible procedure</dd><dt>Estimated value</dt><dd>£2.1m over 3 years</dd><dt>Tender deadline</dt><dd>Monday 13 April 2026, 12:00 noon</dd><dt>Status</dt><dd>Open</dd></dl></div>
<div class="opportunity card" id="KHT-2026-009"><h2>KHT-2026-009 — Catering equipment maintenance</h2>
  <dl class="grid grid-cols-2"><dt>Estimated value</dt><dd>£380,000 over 3 years</dd><dt>Status</dt><dd>Evaluation</dd></dl></div>
<p class="meta">Showing 3 opportunities · Page generated in 0.42 s</p>
</div>`;

const TRANSPORT =
  'We run a non-emergency patient transport company in the Midlands. Watch Kingsmere’s procurement page {url} for the patient transport tender: deadline, value, lots, status. Other tenders — no thanks.';

const tenders = [
  rssItem({
    title: 'Contract notice: Digital pathology image management system (KHT-2026-021)',
    link: 'https://procurement.kingsmere.example/notices/kht-2026-021',
    date: 'Thu, 26 Feb 2026 12:00:00 GMT',
    body: 'Estimated value £1.2m. Deadline 2 April 2026. CPV 48180000.',
  }),
  rssItem({
    title: 'Award notice: Laboratory consumables framework (KHT-2025-188)',
    link: 'https://procurement.kingsmere.example/notices/kht-2025-188',
    date: 'Mon, 16 Feb 2026 12:00:00 GMT',
    body: 'Awarded to Meridale Scientific Ltd and Corvus Lab Supplies; total value £3.3m.',
  }),
].join('');

const PATHOLOGY =
  'We sell pathology and lab software to NHS trusts. From Kingsmere’s notice feed {url}, alert me to new or changed tenders for laboratory or pathology IT systems.';

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'html',
      path: '/opportunities',
      render: htmlPage(KINGSMERE, 'Current opportunities'),
      content: opportunities,
    },
    [
      {
        id: 'h6-tenders-kht-transport-deadline',
        label: 'alert',
        intent: TRANSPORT,
        businessContext: 'Fleet of 60 ambulances-style vehicles; bid team of two.',
        edit: 'patient transport deadline 27 March → 10 April 2026',
        changes: [['Friday 27 March 2026, 12:00 noon', 'Friday 10 April 2026, 12:00 noon']],
      },
      {
        id: 'h6-tenders-kht-transport-lot',
        label: 'alert',
        intent: TRANSPORT,
        edit: 'new Lot 3 (renal patients) added; value £6.4m → £7.9m',
        changes: [
          ['Lot 1 North sites; Lot 2 South sites', 'Lot 1 North sites; Lot 2 South sites; Lot 3 Renal dialysis patients (all sites)'],
          ['£6.4m over 4 years', '£7.9m over 4 years'],
        ],
      },
      {
        id: 'h6-tenders-kht-laundry-offtopic',
        label: 'off-topic',
        intent: TRANSPORT,
        edit: 'laundry tender deadline moved 13 → 20 April',
        changes: [['Monday 13 April 2026', 'Monday 20 April 2026']],
      },
      {
        id: 'h6-tenders-kht-gen-noise',
        label: 'noise',
        intent: TRANSPORT,
        edit: '"Page generated in 0.42 s" → "0.37 s"',
        changes: [['Page generated in 0.42 s', 'Page generated in 0.37 s']],
      },
      {
        id: 'h6-tenders-kht-catering-award',
        label: 'alert',
        intent: 'KHT-2026-009 catering equipment maintenance — we bid. Tell me when the status changes (award, cancellation). {url}',
        edit: 'catering maintenance status Evaluation → Awarded to Thermofix Services',
        changes: [['<dd>Evaluation</dd>', '<dd>Awarded — Thermofix Services Ltd, 2 March 2026</dd>']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'feed',
      path: '/notices.rss',
      render: rssFeed({
        title: 'Kingsmere procurement notices',
        link: 'https://procurement.kingsmere.example',
        description: 'Contract, award and pipeline notices',
      }),
      content: tenders,
    },
    [
      {
        id: 'h6-tenders-kht-lims-new',
        label: 'alert',
        intent: PATHOLOGY,
        edit: 'new contract notice: laboratory information management system',
        changes: [
          (feed) =>
            rssItem({
              title: 'Contract notice: Laboratory information management system replacement (KHT-2026-025)',
              link: 'https://procurement.kingsmere.example/notices/kht-2026-025',
              date: 'Mon, 02 Mar 2026 12:00:00 GMT',
              body: 'Estimated value £2.8m over 7 years. Deadline 20 April 2026. CPV 48180000.',
            }) + feed,
        ],
      },
      {
        id: 'h6-tenders-kht-pathology-deadline',
        label: 'alert',
        intent: PATHOLOGY,
        edit: 'digital pathology deadline 2 April → 16 April 2026',
        changes: [['Deadline 2 April 2026', 'Deadline 16 April 2026']],
      },
      {
        id: 'h6-tenders-kht-cleaning-offtopic',
        label: 'off-topic',
        intent: PATHOLOGY,
        edit: 'new contract notice: window cleaning services',
        changes: [
          (feed) =>
            rssItem({
              title: 'Contract notice: Window and facade cleaning (KHT-2026-026)',
              link: 'https://procurement.kingsmere.example/notices/kht-2026-026',
              date: 'Mon, 02 Mar 2026 12:00:00 GMT',
              body: 'Estimated value £240,000 over 3 years. Deadline 30 March 2026.',
            }) + feed,
        ],
      },
      {
        id: 'h6-tenders-kht-award-value',
        label: 'alert',
        intent: 'Lab consumables framework award at Kingsmere (KHT-2025-188) — who won and for how much. Feed {url}',
        edit: 'award notice amended: third supplier added, value £3.3m → £4.1m',
        changes: [
          [
            'Awarded to Meridale Scientific Ltd and Corvus Lab Supplies; total value £3.3m.',
            'Amended: awarded to Meridale Scientific Ltd, Corvus Lab Supplies and Pellam Diagnostics; total value £4.1m.',
          ],
        ],
      },
    ],
  ),
];
