import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { ST_AUBYN } from './sites';

const hospitalLeaders = `<h1>Leadership</h1>
<p>St Aubyn Health Network operates 6 hospitals and 41 clinics across Oregon and southwest Washington.</p>
<section id="executive">
  <h2>Executive team</h2>
  <ul class="people">
    <li><h3>Dr. Renata Osei, MD, MPH</h3><p>President and Chief Executive Officer</p><p>Joined 2019. Previously chief medical officer of Cascade Valley Health.</p></li>
    <li><h3>Gareth Lindqvist</h3><p>Executive Vice President and Chief Financial Officer</p></li>
    <li><h3>Dr. Priya Raman, MD</h3><p>Chief Medical Officer</p></li>
    <li><h3>Lorna Figueroa, RN, DNP</h3><p>Chief Nursing Officer</p></li>
    <li><h3>Theo Banerjee</h3><p>Chief Information Officer</p></li>
  </ul>
</section>
<section id="hospitals">
  <h2>Hospital presidents</h2>
  <table>
    <thead><tr><th>Hospital</th><th>President</th></tr></thead>
    <tbody>
      <tr><td>St Aubyn Medical Center, Portland</td><td>Miriam Achterberg</td></tr>
      <tr><td>St Aubyn Vancouver</td><td>Dwayne Colquitt</td></tr>
      <tr><td>St Aubyn Coast Hospital, Astoria</td><td>Helen Markopoulos</td></tr>
    </tbody>
  </table>
</section>
<section class="news-teaser"><h3>In the news</h3><p><span class="rotating">St Aubyn nurses honored with 2026 Magnet recognition</span></p></section>
<!--aside--><h3>Board of trustees</h3><p>Chair: Hon. Patricia Wen (ret.). <a href="/about/board">Meet the board</a></p>
<!--footer--><p>Media inquiries: media@staubynhealth.example</p>`;

const boardList = `EUROPEAN AGENCY FOR GRID INTEROPERABILITY — COMPOSITION OF THE MANAGEMENT BOARD

Situation as of 15 January 2026. Document MB/2026/03.

Chair: Ms Katarina Novak (Slovenia). Deputy Chair: Mr Jens Abildgaard (Denmark).

Members appointed by the Member States (term 2024–2028): Austria — Dr Ulrike Brandstätter; Belgium — Mr Olivier Dumont; Czechia — Ing. Pavel Horák; Denmark — Mr Jens Abildgaard; Estonia — Ms Liis Tamm; Ireland — Ms Aoife Gallagher; Portugal — Eng. Rui Mendes; Slovenia — Ms Katarina Novak.

Members appointed by the European Commission: Mr Luca Ferrante (DG ENER); Ms Maria Sandoval (DG ENER).

Observers: European Parliament nominee Mr Tomas Lindgren.

Executive Director (non-voting): Dr Henrik Vaara, appointed 1 October 2023 for a five-year term.`;

export const leadershipCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'leadership',
      kind: 'html',
      path: '/about/leadership',
      render: htmlPage(ST_AUBYN, 'Leadership'),
      content: hospitalLeaders,
    },
    [
      {
        id: 'h4-leaders-hospital-cfo',
        label: 'alert',
        intent:
          'We sell revenue-cycle software to health systems. Tell me when St Aubyn changes its CFO, CIO or CEO — those are our buyers. {url}',
        businessContext: 'Enterprise sales, Pacific Northwest territory.',
        edit: 'CFO Gareth Lindqvist replaced by Sandra Okafor (interim)',
        changes: [
          [
            '<h3>Gareth Lindqvist</h3><p>Executive Vice President and Chief Financial Officer</p>',
            '<h3>Sandra Okafor</h3><p>Interim Chief Financial Officer</p>',
          ],
        ],
      },
      {
        id: 'h4-leaders-hospital-cno-offtopic',
        label: 'off-topic',
        intent:
          'We sell revenue-cycle software to health systems. Tell me when St Aubyn changes its CFO, CIO or CEO — those are our buyers. {url}',
        edit: 'Chief Nursing Officer changes',
        changes: [['Lorna Figueroa, RN, DNP', 'Anthony Reyes, RN, MSN']],
      },
      {
        id: 'h4-leaders-hospital-astoria',
        label: 'alert',
        intent: 'who runs St Aubyn Coast Hospital in Astoria? tell me if it changes {url}',
        edit: 'Astoria hospital president changes',
        changes: [['<td>Helen Markopoulos</td>', '<td>Dr. Samuel Whitehorse</td>']],
      },
      {
        id: 'h4-leaders-hospital-vancouver-offtopic',
        label: 'off-topic',
        intent: 'who runs St Aubyn Coast Hospital in Astoria? tell me if it changes {url}',
        edit: 'Vancouver hospital president changes',
        changes: [['<td>Dwayne Colquitt</td>', '<td>Naomi Feld</td>']],
      },
      {
        id: 'h4-leaders-hospital-teaser-noise',
        label: 'noise',
        intent: 'St Aubyn executive team changes: {url}',
        edit: 'rotating news teaser swaps',
        changes: [['St Aubyn nurses honored with 2026 Magnet recognition', 'New cardiac cath lab opens in Vancouver']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'leadership',
      kind: 'pdf',
      path: '/documents/mb-composition.pdf',
      render: pdfFile('EAGI — Management Board composition'),
      content: boardList,
    },
    [
      {
        id: 'h4-leaders-eagi-chair',
        label: 'alert',
        intent: 'Changes to the chair or executive director of EAGI (grid agency) {url}',
        edit: 'Chair changes from Katarina Novak to Jens Abildgaard; new deputy',
        changes: [
          [
            'Chair: Ms Katarina Novak (Slovenia). Deputy Chair: Mr Jens Abildgaard (Denmark).',
            'Chair: Mr Jens Abildgaard (Denmark). Deputy Chair: Ms Liis Tamm (Estonia).',
          ],
        ],
      },
      {
        id: 'h4-leaders-eagi-ireland',
        label: 'alert',
        intent: 'I represent an Irish TSO. Please tell me if the Irish member of the EAGI management board changes. {url}',
        edit: 'Ireland member Aoife Gallagher → Declan Moriarty',
        changes: [['Ireland — Ms Aoife Gallagher', 'Ireland — Mr Declan Moriarty']],
      },
      {
        id: 'h4-leaders-eagi-portugal-offtopic',
        label: 'off-topic',
        intent: 'I represent an Irish TSO. Please tell me if the Irish member of the EAGI management board changes. {url}',
        edit: 'Portugal member changes',
        changes: [['Portugal — Eng. Rui Mendes', 'Portugal — Dr Inês Carvalho']],
      },
    ],
  ),
];
