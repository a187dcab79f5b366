import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage, pdfFile } from '../pages';
import { ASHGROVE } from './sites';

const TENDER = `Port of Calder Harbour Authority — Invitation to Tender PCH/2026/07: Maintenance Dredging of Berths 4 to 7

1. Introduction. The Port of Calder Harbour Authority invites tenders for maintenance dredging of Berths 4, 5, 6 and 7 to a declared depth of 9.5 metres below chart datum. The estimated quantity is 140,000 cubic metres of silt and sand.

2. Lots. The contract is divided into two lots. Lot 1: dredging of Berths 4 and 5. Lot 2: dredging of Berths 6 and 7. Tenderers may bid for one or both lots.

3. Timetable. Site visit (optional): 24 March 2026 at 10:00. Deadline for clarification questions: 3 April 2026. Tender submission deadline: 17 April 2026 at 12:00 noon. Expected contract award: June 2026. Works window: 1 September to 30 November 2026.

4. Insurance. The successful tenderer must hold employer’s liability insurance of at least £10 million and public liability insurance of at least £5 million per occurrence.

5. Evaluation. Tenders will be evaluated 60% on price and 40% on quality, including method statement, environmental controls and programme.

6. Submission. Tenders must be submitted through the Calder eTendering portal. Late tenders will not be considered.`;

const tenderPdf = {
  pageClass: 'grants-tenders' as const,
  kind: 'pdf' as const,
  path: '/procurement/PCH-2026-07/invitation-to-tender.pdf',
  render: pdfFile('Port of Calder — ITT PCH/2026/07 Maintenance Dredging'),
  content: TENDER,
};

const SCHOLARSHIPS = `    <h1>Scholarships and bursaries</h1>
    <p>Ashgrove offers scholarships for undergraduate students starting in September 2026. You can hold only one Ashgrove scholarship at a time.</p>
    <section class="award">
      <h2>Global Excellence Scholarship</h2>
      <p>For international students (fee status: overseas) with an offer to study any undergraduate degree.</p>
      <p>Value: £5,000 off tuition fees in each year of study.</p>
      <p>How to apply: complete the online scholarship form by 31 March 2026. Decisions by 15 May 2026.</p>
    </section>
    <section class="award">
      <h2>Ashgrove Access Bursary</h2>
      <p>For home students from households with an income below £30,000 a year.</p>
      <p>Value: £1,500 a year, paid in three instalments.</p>
      <p>How to apply: no application needed. We assess you automatically using your student finance information.</p>
    </section>
    <section class="award">
      <h2>Sports Scholarship</h2>
      <p>For students competing at national level or above in any sport.</p>
      <p>Value: £2,000 a year plus free gym and physiotherapy.</p>
      <p>How to apply: apply through Ashgrove Sport by 30 April 2026.</p>
    </section>`;

const scholarshipsPage = {
  pageClass: 'grants-tenders' as const,
  kind: 'html' as const,
  path: '/fees-and-funding/scholarships',
  render: htmlPage(ASHGROVE, 'Scholarships and bursaries'),
  content: SCHOLARSHIPS,
};

const call = (slug: string, title: string, date: string, body: string) =>
  atomEntry({ id: `tag:nrc.avalon.example,2026:calls/${slug}`, title, link: `https://www.nrc.avalon.example/funding/${slug}`, date, body });

const CALLS = [
  call(
    'quantum-sensing-2026',
    'Quantum Sensing for Navigation — research call',
    '2026-02-19T09:00:00Z',
    'Funding for collaborative projects on quantum sensors for positioning and navigation without satellites. Up to 1.5 million per project. Closing date: 14 May 2026, 16:00.',
  ),
  call(
    'early-career-fellowships-2026',
    'Early Career Fellowships 2026',
    '2026-02-05T09:00:00Z',
    'Four-year fellowships for researchers within eight years of their PhD, in any discipline. Closing date: 2 April 2026, 16:00.',
  ),
].join('');

const callsFeed = {
  pageClass: 'grants-tenders' as const,
  kind: 'feed' as const,
  path: '/funding/calls.atom',
  render: atomFeed({
    title: 'National Research Council — open funding calls',
    id: 'tag:nrc.avalon.example,2026:calls',
    link: 'https://www.nrc.avalon.example/funding',
  }),
  content: CALLS,
};

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(tenderPdf, [
    {
      id: 'h2-tenders-pdf-deadline-moved',
      label: 'alert',
      intent: '{url}',
      businessContext:
        'Marine contractor preparing a bid for the Port of Calder berth dredging tender. Our estimators need to know about any change to the submission deadline or the tender timetable.',
      edit: 'submission deadline 17 April → 8 May 2026, award moved to July',
      changes: [
        [
          'Tender submission deadline: 17 April 2026 at 12:00 noon.',
          'Tender submission deadline: 8 May 2026 at 12:00 noon (extended by Clarification Notice 3).',
        ],
        ['Expected contract award: June 2026.', 'Expected contract award: July 2026.'],
      ],
    },
    {
      id: 'h2-tenders-pdf-new-lot',
      label: 'alert',
      intent: 'Flag every change to this ITT, however small: {url}',
      edit: 'new Lot 3: disposal of dredged material at sea',
      changes: [
        [
          'Tenderers may bid for one or both lots.',
          'Lot 3: transport and disposal of dredged material at the licensed Calder Deep disposal site. Tenderers may bid for one, two or all three lots.',
        ],
        ['The contract is divided into two lots.', 'The contract is divided into three lots.'],
      ],
    },
    {
      id: 'h2-tenders-pdf-insurance-only-site-visit',
      label: 'off-topic',
      intent:
        'The insurance requirements are the only thing I’m checking in {url} — our public liability cover tops out at £5m, so tell me if the levels change.',
      edit: 'optional site visit moved 24 March → 31 March (insurance unchanged)',
      changes: [['Site visit (optional): 24 March 2026 at 10:00.', 'Site visit (optional): 31 March 2026 at 14:00.']],
    },
  ]),
  ...casesOf(scholarshipsPage, [
    {
      id: 'h2-tenders-scholarship-deadline-earlier',
      label: 'alert',
      intent:
        'My daughter is applying for the Global Excellence Scholarship from Malaysia. When is the deadline, and has it changed? Please let me know if it moves: {url}',
      edit: 'Global Excellence deadline 31 March → 28 February (earlier)',
      changes: [['complete the online scholarship form by 31 March 2026', 'complete the online scholarship form by 28 February 2026']],
    },
    {
      id: 'h2-tenders-scholarship-international-only-bursary',
      label: 'off-topic',
      intent: 'Scholarships for international students only. We’re an overseas recruitment agency. {url}',
      edit: 'Access Bursary income threshold £30,000 → £35,000 (home students)',
      changes: [['with an income below £30,000 a year', 'with an income below £35,000 a year']],
    },
  ]),
  ...casesOf(callsFeed, [
    {
      id: 'h2-tenders-feed-marine-call',
      label: 'alert',
      intent: 'New funding calls in marine science, coastal or ocean engineering from the NRC: {url}',
      edit: 'new call: Coastal Resilience Research Programme',
      changes: [
        (content) =>
          `${call(
            'coastal-resilience-2026',
            'Coastal Resilience Research Programme — call for proposals',
            '2026-03-02T09:00:00Z',
            'Funding for research on coastal erosion, storm surge forecasting and nature-based sea defences. Up to 800,000 per project for up to three years. Closing date: 25 June 2026, 16:00.',
          )}${content}`,
      ],
    },
  ]),
];
