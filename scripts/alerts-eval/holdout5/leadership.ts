import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { IRONCLIFF } from './sites';

const board = `<h1>Board and executive leadership</h1>
<p class="meta">As at 1 March 2026</p>
<section id="board">
  <h2>Board of Directors</h2>
  <dl class="people">
    <dt>Margaret Okonkwo-Reid</dt><dd>Independent Non-Executive Chair. Appointed 2019. Chair of the Nomination Committee.</dd>
    <dt>Daniel Fairweather</dt><dd>Managing Director and Chief Executive Officer. Appointed 2021.</dd>
    <dt>Lucía Benítez</dt><dd>Independent Non-Executive Director. Chair of the Audit and Risk Committee. Appointed 2020.</dd>
    <dt>Tomás Kerrigan</dt><dd>Independent Non-Executive Director. Chair of the Sustainability Committee. Appointed 2022.</dd>
    <dt>Hiroshi Tanabe</dt><dd>Non-Executive Director, nominee of Kaiyo Trading. Appointed 2023.</dd>
  </dl>
</section>
<section id="executive">
  <h2>Executive team</h2>
  <table>
    <thead><tr><th>Name</th><th>Role</th><th>Since</th></tr></thead>
    <tbody>
      <tr><td>Daniel Fairweather</td><td>Chief Executive Officer</td><td>2021</td></tr>
      <tr><td>Priya Raghunathan</td><td>Chief Financial Officer</td><td>2022</td></tr>
      <tr><td>Craig Mulholland</td><td>Chief Operating Officer</td><td>2018</td></tr>
      <tr><td>Sophie Lindgren</td><td>General Counsel and Company Secretary</td><td>2024</td></tr>
      <tr><td>Wiremu Tane</td><td>Head of Health, Safety and Environment</td><td>2023</td></tr>
    </tbody>
  </table>
</section>
<!--aside--><div class="share-price">IRC (ASX) <span class="px">A$2.41</span> <span class="chg">+0.8%</span> · 20-min delay</div>
<!--footer--><p>Page views this month: 4,118</p>`;

const INVESTOR =
  'Hi — I cover Ironcliff Resources for a small-cap fund. I care about C-suite and board changes: CEO, CFO, Chair, committee chairs. Please flag any appointment, departure or role change. {url}';

export const leadershipCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'leadership', kind: 'html', path: '/about/leadership', render: htmlPage(IRONCLIFF, 'Leadership'), content: board },
    [
      {
        id: 'h5-leadership-ironcliff-cfo',
        label: 'alert',
        intent: INVESTOR,
        businessContext: 'Equity analyst, Sydney.',
        edit: 'CFO Priya Raghunathan replaced by Interim CFO Mark Ellison',
        changes: [
          [
            '<tr><td>Priya Raghunathan</td><td>Chief Financial Officer</td><td>2022</td></tr>',
            '<tr><td>Mark Ellison</td><td>Interim Chief Financial Officer</td><td>2026</td></tr>',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-audit-chair',
        label: 'alert',
        intent: INVESTOR,
        edit: 'Audit and Risk Committee chair moves from Benítez to Kerrigan',
        changes: [
          [
            'Independent Non-Executive Director. Chair of the Audit and Risk Committee. Appointed 2020.',
            'Independent Non-Executive Director. Appointed 2020.',
          ],
          [
            'Chair of the Sustainability Committee. Appointed 2022.',
            'Chair of the Sustainability Committee and of the Audit and Risk Committee. Appointed 2022.',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-hse-offtopic',
        label: 'off-topic',
        intent: 'Ironcliff: tell me if the CEO or chair changes. Nothing else. {url}',
        edit: 'new Head of HSE (not CEO or chair)',
        changes: [
          [
            '<tr><td>Wiremu Tane</td><td>Head of Health, Safety and Environment</td><td>2023</td></tr>',
            '<tr><td>Grace Whitlock</td><td>Head of Health, Safety and Environment</td><td>2026</td></tr>',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-chair-retires',
        label: 'alert',
        intent: 'Ironcliff: tell me if the CEO or chair changes. Nothing else. {url}',
        edit: 'Chair to retire at the AGM; successor named',
        changes: [
          [
            'Independent Non-Executive Chair. Appointed 2019. Chair of the Nomination Committee.',
            'Independent Non-Executive Chair. Appointed 2019. Will retire at the 2026 AGM; Lucía Benítez will succeed her as Chair.',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-nominee-offtopic',
        label: 'off-topic',
        intent: 'Ironcliff: tell me if the CEO or chair changes. Nothing else. {url}',
        edit: 'Kaiyo Trading nominee director replaced (not CEO or chair)',
        changes: [
          [
            '<dt>Hiroshi Tanabe</dt><dd>Non-Executive Director, nominee of Kaiyo Trading. Appointed 2023.</dd>',
            '<dt>Akiko Mori</dt><dd>Non-Executive Director, nominee of Kaiyo Trading. Appointed 2026.</dd>',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-counsel',
        label: 'alert',
        intent: 'who is company secretary at Ironcliff Resources (we file their ASX notices) {url}',
        edit: 'General Counsel and Company Secretary Sophie Lindgren → James O’Dowd',
        changes: [
          [
            '<tr><td>Sophie Lindgren</td><td>General Counsel and Company Secretary</td><td>2024</td></tr>',
            '<tr><td>James O’Dowd</td><td>General Counsel and Company Secretary</td><td>2026</td></tr>',
          ],
        ],
      },
      {
        id: 'h5-leadership-ironcliff-ticker-noise',
        label: 'noise',
        intent: INVESTOR,
        edit: 'share price ticker and page view counter',
        changes: [
          [
            '<span class="px">A$2.41</span> <span class="chg">+0.8%</span>',
            '<span class="px">A$2.37</span> <span class="chg">-0.9%</span>',
          ],
          ['Page views this month: 4,118', 'Page views this month: 4,392'],
        ],
      },
    ],
  ),
];
