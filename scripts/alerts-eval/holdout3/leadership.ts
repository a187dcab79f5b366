import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { FENWICK_BANK, ROWING_FED } from './sites';

const fenwickBoard = `<h1>Our board and executive team</h1>
<p>As a building society we are owned by our members. The board is accountable to members and is elected at the Annual General Meeting each April.</p>
<section id="board">
  <h2>Board of directors</h2>
  <ul class="people">
    <li><strong>Margaret Oyelaran</strong> — Chair. Joined the board in 2019; former chief risk officer at a regional bank.</li>
    <li><strong>David Kettering</strong> — Chief Executive. Joined Fenwick in 2014 as finance director.</li>
    <li><strong>Sunita Rao</strong> — Chief Financial Officer.</li>
    <li><strong>Alan Pruitt</strong> — Senior Independent Director; chairs the Remuneration Committee.</li>
    <li><strong>Gwen Tallis</strong> — Non-executive director; chairs the Audit Committee.</li>
    <li><strong>Farid Benali</strong> — Non-executive director; chairs the Board Risk Committee.</li>
  </ul>
</section>
<section id="exec">
  <h2>Executive committee</h2>
  <ul class="people">
    <li><strong>David Kettering</strong> — Chief Executive</li>
    <li><strong>Sunita Rao</strong> — Chief Financial Officer</li>
    <li><strong>Leon Whitcombe</strong> — Chief Operating Officer</li>
    <li><strong>Hannah Brill</strong> — Chief Risk Officer</li>
    <li><strong>Tomasz Nowicki</strong> — Director of Mortgages and Savings</li>
  </ul>
</section>
<section id="committees">
  <h2>Board committees</h2>
  <p>Terms of reference for the Audit, Risk, Remuneration and Nominations committees are available on request from the Society Secretary.</p>
</section>
<!--aside--><h3>AGM 2026</h3><p>Voting opens 12 March. Every eligible member gets one vote.</p>`;

const federationBoard = `<h1>Board and senior staff</h1>
<p>The National Rowing Federation board sets strategy and oversees the performance programme, safety and safeguarding. Directors serve terms of three years, up to a maximum of nine.</p>
<section id="board">
  <h2>Board</h2>
  <table>
    <thead><tr><th>Name</th><th>Role</th><th>Term ends</th></tr></thead>
    <tbody>
      <tr><td>Catriona Fell</td><td>Chair</td><td>2027</td></tr>
      <tr><td>Jonah Adeyemi</td><td>Athlete representative</td><td>2026</td></tr>
      <tr><td>Ruth Haldane</td><td>Independent director (finance)</td><td>2028</td></tr>
      <tr><td>Pieter de Wit</td><td>Independent director (safeguarding)</td><td>2027</td></tr>
    </tbody>
  </table>
</section>
<section id="staff">
  <h2>Senior staff</h2>
  <ul>
    <li>Chief Executive: Martin Greaves</li>
    <li>Performance Director: Anneke Solberg</li>
    <li>Head of Safety and Safeguarding: Bethan Lloyd</li>
    <li>Head of Club Development: Ravi Chandra</li>
  </ul>
</section>
<section id="news">
  <h2>Latest from the board</h2>
  <p>Minutes of the February board meeting will be published after approval at the next meeting.</p>
</section>
<!--aside--><h3>Contact the board</h3><p>board.secretary@rowingfederation.example</p><p class="photo-credit">Photo: <span>Henley 2025, © Sam Piotrowski</span></p>`;

export const leadershipCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'leadership',
      kind: 'html',
      path: '/about-us/our-board',
      render: htmlPage(FENWICK_BANK, 'Our board and executive team'),
      content: fenwickBoard,
    },
    [
      {
        id: 'h3-lead-fenwick-ceo-change',
        label: 'alert',
        intent: 'We lend wholesale funding to small building societies. For Fenwick, alert me on any change of CEO, CFO or chair: {url}',
        businessContext: 'Treasury counterparty monitoring at a mid-sized bank.',
        edit: 'CEO replaced (interim CEO named)',
        changes: [
          [
            '<li><strong>David Kettering</strong> — Chief Executive. Joined Fenwick in 2014 as finance director.</li>',
            '<li><strong>Leon Whitcombe</strong> — Interim Chief Executive, from 2 March 2026, following David Kettering’s retirement.</li>',
          ],
          [
            '<li><strong>David Kettering</strong> — Chief Executive</li>',
            '<li><strong>Leon Whitcombe</strong> — Interim Chief Executive</li>',
          ],
          ['<li><strong>Leon Whitcombe</strong> — Chief Operating Officer</li>\n', ''],
        ],
      },
      {
        id: 'h3-lead-fenwick-director-of-mortgages-offtopic',
        label: 'off-topic',
        intent: 'We lend wholesale funding to small building societies. For Fenwick, alert me on any change of CEO, CFO or chair: {url}',
        edit: 'Director of Mortgages and Savings replaced',
        changes: [['Tomasz Nowicki', 'Imogen Hart']],
      },
      {
        id: 'h3-lead-fenwick-ned-added',
        label: 'alert',
        intent: 'fenwick building society board members {url}',
        edit: 'new non-executive director appointed',
        changes: [
          [
            'chairs the Board Risk Committee.</li>',
            'chairs the Board Risk Committee.</li>\n    <li><strong>Priyanka Sood</strong> — Non-executive director, appointed 1 March 2026; former head of technology risk at a payments firm.</li>',
          ],
        ],
      },
      {
        id: 'h3-lead-fenwick-agm-offtopic',
        label: 'off-topic',
        intent: 'fenwick building society board members {url}',
        edit: 'AGM voting date in the sidebar moves',
        changes: [['Voting opens 12 March.', 'Voting opens 16 March.']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'leadership',
      kind: 'html',
      path: '/about/board-and-staff',
      render: htmlPage(ROWING_FED, 'Board and senior staff'),
      content: federationBoard,
    },
    [
      {
        id: 'h3-lead-rowing-perf-director',
        label: 'alert',
        intent: 'I coach a junior squad. Tell me who the performance director is if it changes: {url}',
        edit: 'Performance Director replaced',
        changes: [['Performance Director: Anneke Solberg', 'Performance Director: vacant — Mark Ellery acting']],
      },
      {
        id: 'h3-lead-rowing-club-dev-offtopic',
        label: 'off-topic',
        intent: 'I coach a junior squad. Tell me who the performance director is if it changes: {url}',
        edit: 'Head of Club Development replaced',
        changes: [['Head of Club Development: Ravi Chandra', 'Head of Club Development: Lucy Okafor']],
      },
      {
        id: 'h3-lead-rowing-athlete-rep',
        label: 'alert',
        intent: 'changes to the rowing federation board (who sits on it, terms) {url}',
        edit: 'athlete representative term ends, new one elected',
        changes: [
          [
            '<td>Jonah Adeyemi</td><td>Athlete representative</td><td>2026</td>',
            '<td>Grace Mbeki</td><td>Athlete representative</td><td>2029</td>',
          ],
        ],
      },
      {
        id: 'h3-lead-rowing-photo-noise',
        label: 'noise',
        intent: 'changes to the rowing federation board (who sits on it, terms) {url}',
        edit: 'sidebar photo credit rotates',
        changes: [['Henley 2025, © Sam Piotrowski', 'National Championships 2025, © Ella Bright']],
      },
    ],
  ),
];
