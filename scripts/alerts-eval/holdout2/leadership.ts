import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile } from '../pages';
import { ASHGROVE } from './sites';

const LEADERS = `    <h1>Leadership and governance</h1>
    <section class="executive">
      <h2>University Executive Board</h2>
      <ul class="people">
        <li><strong>Professor Miriam Okafor</strong> — Vice-Chancellor and President</li>
        <li><strong>Professor Daniel Huang</strong> — Deputy Vice-Chancellor and Provost</li>
        <li><strong>Professor Sinéad Gallagher</strong> — Pro-Vice-Chancellor (Education)</li>
        <li><strong>Professor Arjun Mehta</strong> — Pro-Vice-Chancellor (Research and Innovation)</li>
        <li><strong>Claire Whitfield</strong> — Registrar and Chief Operating Officer</li>
        <li><strong>Tomasz Nowak</strong> — Chief Financial Officer</li>
      </ul>
    </section>
    <section class="council">
      <h2>Council</h2>
      <p>Council is the University’s governing body. It is chaired by Dame Patricia Ellery (Chair of Council) and has 17 members, including 10 independent members, staff and student members.</p>
      <p>Council meets five times a year. Minutes are published on the governance pages.</p>
    </section>`;

const leadersPage = {
  pageClass: 'leadership' as const,
  kind: 'html' as const,
  path: '/about/leadership-and-governance',
  render: htmlPage(ASHGROVE, 'Leadership and governance'),
  content: LEADERS,
};

const GOVERNANCE = `Beacon Mutual Insurance Society Limited — Annual Report 2025: Board and Executive Committee

The Board. Beacon Mutual is owned by its members and governed by a Board of nine directors: a non-executive Chair, six independent non-executive directors and two executive directors.

Chair. Margaret Lindqvist has chaired the Board since 2021. She was previously chief executive of a regional building society.

Executive directors. Robert Ashdown, Chief Executive Officer, joined Beacon Mutual in 2019 from a Lloyd’s managing agency. Nadia Farouk, Chief Financial Officer, was appointed in 2022.

Independent non-executive directors. Graham Pettigrew (Senior Independent Director), Aisha Bello (Chair of the Audit Committee), Owen Gwilliam (Chair of the Risk Committee), Lucy Tran, Peter Maddox and Siobhan Keane.

Executive Committee. The Executive Committee runs the Society day to day. Its members are the Chief Executive Officer, the Chief Financial Officer, the Chief Risk Officer (Kwame Asante), the Claims Director (Helen Brody) and the Chief Customer Officer (Ian Rafferty).`;

const governancePdf = {
  pageClass: 'leadership' as const,
  kind: 'pdf' as const,
  path: '/documents/annual-report-2025-governance.pdf',
  render: pdfFile('Beacon Mutual — Annual Report 2025: Governance'),
  content: GOVERNANCE,
};

export const leadershipCases: EvalCase[] = [
  ...casesOf(leadersPage, [
    {
      id: 'h2-leaders-vc-interim',
      label: 'alert',
      intent: 'who actually runs ashgrove uni? let me know if the vice-chancellor or anyone on the exec board changes {url}',
      edit: 'Vice-Chancellor replaced by an interim; Provost becomes interim VC',
      changes: [
        [
          '<li><strong>Professor Miriam Okafor</strong> — Vice-Chancellor and President</li>\n        <li><strong>Professor Daniel Huang</strong> — Deputy Vice-Chancellor and Provost</li>',
          '<li><strong>Professor Daniel Huang</strong> — Interim Vice-Chancellor and President (from 1 March 2026, following the departure of Professor Miriam Okafor)</li>',
        ],
      ],
    },
    {
      id: 'h2-leaders-new-pvc-digital',
      label: 'alert',
      intent:
        'Our edtech firm sells learning platforms into UK universities. When Ashgrove appoints a new pro-vice-chancellor — especially anyone covering digital or education — we want to be among the first to know. Source: {url}',
      edit: 'new Pro-Vice-Chancellor (Digital Transformation) added to the executive board',
      changes: [
        [
          '<li><strong>Claire Whitfield</strong>',
          '<li><strong>Dr Benedikt Sauer</strong> — Pro-Vice-Chancellor (Digital Transformation)</li>\n        <li><strong>Claire Whitfield</strong>',
        ],
      ],
    },
    {
      id: 'h2-leaders-council-only-registrar',
      label: 'off-topic',
      intent: 'Only the governing body (Council) and its chair. Management moves aren’t our concern. {url}',
      edit: 'Registrar and COO replaced (Council unchanged)',
      changes: [
        [
          '<li><strong>Claire Whitfield</strong> — Registrar and Chief Operating Officer</li>',
          '<li><strong>Marcus Ogunleye</strong> — Registrar and Chief Operating Officer</li>',
        ],
      ],
    },
  ]),
  ...casesOf(governancePdf, [
    {
      id: 'h2-leaders-pdf-ceo-steps-down',
      label: 'alert',
      intent: 'Tell me if Beacon Mutual gets a new chair or chief executive. Their governance statement is {url}',
      edit: 'CEO Robert Ashdown stepped down; CFO Nadia Farouk acting CEO',
      changes: [
        [
          'Robert Ashdown, Chief Executive Officer, joined Beacon Mutual in 2019 from a Lloyd’s managing agency. Nadia Farouk, Chief Financial Officer, was appointed in 2022.',
          'Robert Ashdown stepped down as Chief Executive Officer on 28 February 2026. Nadia Farouk, Chief Financial Officer since 2022, is acting Chief Executive Officer while the Board searches for a permanent successor.',
        ],
      ],
    },
  ]),
];
