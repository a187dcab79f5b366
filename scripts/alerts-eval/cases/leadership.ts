import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { LUMEN } from '../sites';

const TEAM = `    <h1>Leadership</h1>
    <p>Lumen Health is led by clinicians, engineers and operators who have built health services in Europe and North America.</p>
    <section class="executives">
      <h2>Executive team</h2>
      <div class="person"><h3>Sofia Lindqvist</h3><p class="role">Chief Executive Officer and co-founder</p><p>Sofia was a GP in Stockholm before founding Lumen in 2019.</p></div>
      <div class="person"><h3>Dr. Amara Okafor</h3><p class="role">Chief Medical Officer</p><p>Amara leads clinical safety and the medical advisory board.</p></div>
      <div class="person"><h3>Daniel Brooks</h3><p class="role">Chief Financial Officer</p><p>Daniel joined from a listed diagnostics company in 2023.</p></div>
      <div class="person"><h3>Wei Zhang</h3><p class="role">Chief Technology Officer</p><p>Wei built the Lumen platform and leads 80 engineers.</p></div>
      <div class="person"><h3>Lucía Romero</h3><p class="role">Vice President, Sales Europe</p><p>Lucía leads partnerships with clinic groups in Spain, Italy and France.</p></div>
    </section>
    <section class="board">
      <h2>Board of directors</h2>
      <ul><li>Sofia Lindqvist</li><li>Mark Feldman (Chair), Northlight Ventures</li><li>Ingrid Solberg, independent</li><li>Ravi Menon, Atlas Growth Partners</li></ul>
    </section>
    <section class="press-contact">
      <h2>Press</h2>
      <p>Media enquiries: press@lumenhealth.example</p>
    </section>`;

const teamPage = {
  pageClass: 'leadership' as const,
  kind: 'html' as const,
  path: '/about/leadership',
  render: htmlPage(LUMEN, 'Leadership'),
  content: TEAM,
};

const REPORT = `Harbor Bank plc — Annual Report 2025 (extract): Governance

Board of directors. The Board is chaired by Margaret Ellison. The Group Chief Executive is Thomas Reid and the Group Chief Financial Officer is Anjali Desai. Five independent non-executive directors complete the Board.

Executive committee. The executive committee comprises the Group Chief Executive, the Group Chief Financial Officer, the Chief Risk Officer (Peter Novak), the Chief Operating Officer (Grace Liu) and the Chief People Officer (Samuel Adeyemi).

Remuneration. The total remuneration of the Group Chief Executive for 2025 was £2.4 million, of which £1.1 million was variable pay.

Board changes. No changes were made to the Board during 2025.`;

const reportPdf = {
  pageClass: 'leadership' as const,
  kind: 'pdf' as const,
  path: '/investors/annual-report-2025-governance.pdf',
  render: pdfFile('Harbor Bank Annual Report 2025 — Governance'),
  content: REPORT,
};

export const leadershipCases: EvalCase[] = [
  ...casesOf(teamPage, [
    {
      id: 'leaders-cfo-replaced',
      label: 'alert',
      intent: 'Tell me about executive changes at Lumen Health ({url})',
      businessContext: 'We sell revenue-cycle software to digital health companies.',
      edit: 'CFO Daniel Brooks → Helen Park',
      changes: [
        [
          '<h3>Daniel Brooks</h3><p class="role">Chief Financial Officer</p><p>Daniel joined from a listed diagnostics company in 2023.</p>',
          '<h3>Helen Park</h3><p class="role">Chief Financial Officer</p><p>Helen joined from a European insurer in 2026.</p>',
        ],
      ],
    },
    {
      id: 'leaders-new-coo',
      label: 'alert',
      intent: 'Watch the Lumen leadership page {url} for new people in the executive team',
      edit: 'a Chief Operating Officer is added',
      changes: [
        [
          '<div class="person"><h3>Lucía Romero</h3>',
          '<div class="person"><h3>Kwame Mensah</h3><p class="role">Chief Operating Officer</p><p>Kwame ran operations for a national telehealth provider.</p></div>\n      <div class="person"><h3>Lucía Romero</h3>',
        ],
      ],
    },
    {
      id: 'leaders-cto-left',
      label: 'alert',
      intent: 'I am an investor in Lumen. Who leads it? Keep me updated from {url}',
      edit: 'the CTO Wei Zhang is removed',
      changes: [
        [
          '\n      <div class="person"><h3>Wei Zhang</h3><p class="role">Chief Technology Officer</p><p>Wei built the Lumen platform and leads 80 engineers.</p></div>',
          '',
        ],
      ],
    },
    {
      id: 'leaders-board-chair',
      label: 'alert',
      intent: 'Tell me about changes to the board of directors of Lumen Health: {url}',
      edit: 'board chair Mark Feldman → Ingrid Solberg',
      changes: [
        [
          '<li>Mark Feldman (Chair), Northlight Ventures</li><li>Ingrid Solberg, independent</li>',
          '<li>Mark Feldman, Northlight Ventures</li><li>Ingrid Solberg (Chair), independent</li>',
        ],
      ],
    },
    {
      id: 'leaders-board-only-exec-bio',
      label: 'off-topic',
      intent: 'Tell me about changes to the board of directors of Lumen Health: {url}',
      edit: 'a VP’s bio adds Portugal (board unchanged)',
      changes: [['clinic groups in Spain, Italy and France.', 'clinic groups in Spain, Italy, France and Portugal.']],
    },
    {
      id: 'leaders-execs-only-press-email',
      label: 'off-topic',
      intent: 'Tell me about executive changes at Lumen Health ({url})',
      edit: 'the press contact address changes',
      changes: [['press@lumenhealth.example', 'media@lumenhealth.example']],
    },
    {
      id: 'leaders-headcount-widget',
      label: 'noise',
      intent: 'Watch the Lumen leadership page {url} for new people in the executive team',
      edit: 'only a "profile views" counter moves',
      setup: [['<h2>Executive team</h2>', '<h2>Executive team</h2>\n      <p class="views">Viewed 18,402 times</p>']],
      changes: [['Viewed 18,402 times', 'Viewed 18,977 times']],
    },
  ]),
  ...casesOf(reportPdf, [
    {
      id: 'leaders-pdf-cro-replaced',
      label: 'alert',
      intent: 'Keep track of who sits on Harbor Bank’s executive committee, from their governance report: {url}',
      edit: 'Chief Risk Officer Peter Novak → Eva Lindström',
      changes: [['the Chief Risk Officer (Peter Novak)', 'the Chief Risk Officer (Eva Lindström)']],
    },
    {
      id: 'leaders-pdf-reexported',
      label: 'noise',
      intent: 'Keep track of who sits on Harbor Bank’s executive committee, from their governance report: {url}',
      edit: 'the same report exported again',
      changes: [],
    },
  ]),
];
