import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { EASTFIELD } from '../sites';

const GRANT = `    <h1>Green Business Grant 2026</h1>
    <p class="status">Status: <strong>Open for applications</strong></p>
    <dl class="summary">
      <dt>Who can apply</dt><dd>Businesses with fewer than 50 employees and premises in Eastfield</dd>
      <dt>Grant amount</dt><dd>£2,000 to £15,000, up to 50% of eligible costs</dd>
      <dt>Closing date</dt><dd>17 April 2026, 12:00 noon</dd>
      <dt>Decisions</dt><dd>By the end of June 2026</dd>
    </dl>
    <h2>What the grant pays for</h2>
    <ul><li>Insulation, heat pumps and LED lighting for business premises</li><li>Solar panels and battery storage</li><li>Electric cargo bikes and vans</li></ul>
    <h2>How to apply</h2>
    <p>Read the guidance notes, then complete the online form. You need two quotes for each item and your latest energy bills.</p>
    <h2>Information sessions</h2>
    <p>Online session on 18 March 2026 at 12:30. Book through the council events page.</p>`;

const grantPage = {
  pageClass: 'grants-tenders' as const,
  kind: 'html' as const,
  path: '/business/grants/green-business-grant',
  render: htmlPage(EASTFIELD, 'Green Business Grant 2026'),
  content: GRANT,
};

const TENDER = `Eastfield City Council — Invitation to Tender ECC/2026/014

Provision of school catering services, 2026 to 2030

Contract value: estimated £6.8 million over four years, with an option to extend by one year.

Lots. Lot 1: primary schools in the north of the city (22 schools). Lot 2: primary schools in the south of the city (19 schools). Bidders may bid for one or both lots.

Timetable. Clarification questions by 20 March 2026. Tender submission deadline: 10 April 2026 at 14:00. Contract award: June 2026. Service start: 1 September 2026.

Evaluation. Quality 60%, price 30%, social value 10%.

Submission. Tenders must be submitted through the council's e-tendering portal. Late submissions will not be accepted.`;

const tenderPdf = {
  pageClass: 'grants-tenders' as const,
  kind: 'pdf' as const,
  path: '/procurement/ecc-2026-014.pdf',
  render: pdfFile('Eastfield City Council — ITT ECC/2026/014'),
  content: TENDER,
};

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(grantPage, [
    {
      id: 'grant-deadline-extended',
      label: 'alert',
      intent: 'We are applying for the Green Business Grant. Tell me if the deadline changes: {url}',
      businessContext: 'We run a small joinery workshop in Eastfield and want a heat pump.',
      edit: 'closing date 17 April → 1 May 2026',
      changes: [['17 April 2026, 12:00 noon', '1 May 2026, 12:00 noon']],
    },
    {
      id: 'grant-closed-early',
      label: 'alert',
      intent: 'Is the Green Business Grant still open? Watch {url}',
      edit: 'status Open → Closed (funds allocated)',
      changes: [['Status: <strong>Open for applications</strong>', 'Status: <strong>Closed: all funds have been allocated</strong>']],
    },
    {
      id: 'grant-amount-cut',
      label: 'alert',
      intent: 'Follow the amounts and eligible costs of the Green Business Grant ({url}).',
      edit: 'maximum grant £15,000 → £10,000',
      changes: [['£2,000 to £15,000', '£2,000 to £10,000']],
    },
    {
      id: 'grant-deadline-only-session',
      label: 'off-topic',
      intent: 'We are applying for the Green Business Grant. Tell me if the deadline changes: {url}',
      edit: 'information session 18 → 25 March',
      changes: [['Online session on 18 March 2026 at 12:30.', 'Online session on 25 March 2026 at 12:30.']],
    },
  ]),
  ...casesOf(tenderPdf, [
    {
      id: 'tender-pdf-deadline-moved',
      label: 'alert',
      intent: 'We are bidding for the Eastfield school catering tender. Tell me about any change to its timetable: {url}',
      businessContext: 'We are a catering company serving schools in the north of England.',
      edit: 'submission deadline 10 April → 24 April 2026',
      changes: [['Tender submission deadline: 10 April 2026 at 14:00.', 'Tender submission deadline: 24 April 2026 at 14:00.']],
    },
    {
      id: 'tender-pdf-reexported',
      label: 'noise',
      intent: 'We are bidding for the Eastfield school catering tender. Tell me about any change to it: {url}',
      edit: 'the same document exported again',
      changes: [],
    },
  ]),
];
