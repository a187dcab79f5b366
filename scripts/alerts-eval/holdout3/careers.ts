import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { KINGSBRIDGE_UNI } from './sites';

const vacancies = `<h1>Current vacancies</h1>
<p>We employ 4,200 staff across two campuses. All posts are open to internal and external applicants unless stated. Showing 6 of 6 vacancies, sorted by closing date.</p>
<section id="academic">
  <h2>Academic</h2>
  <table>
    <thead><tr><th>Ref</th><th>Post</th><th>Department</th><th>Salary</th><th>Closes</th></tr></thead>
    <tbody>
      <tr><td>AC-1184</td><td>Lecturer in Marine Biology</td><td>School of Ocean Sciences</td><td>£41,732–£48,149</td><td>20 March 2026</td></tr>
      <tr><td>AC-1190</td><td>Senior Lecturer in Accounting</td><td>Business School</td><td>£50,253–£57,422</td><td>27 March 2026</td></tr>
      <tr><td>AC-1193</td><td>Research Fellow, Coastal Flood Modelling (fixed term 24 months)</td><td>School of Engineering</td><td>£38,249–£44,263</td><td>2 April 2026</td></tr>
    </tbody>
  </table>
</section>
<section id="professional">
  <h2>Professional services</h2>
  <table>
    <thead><tr><th>Ref</th><th>Post</th><th>Department</th><th>Salary</th><th>Closes</th></tr></thead>
    <tbody>
      <tr><td>PS-2207</td><td>International Admissions Officer</td><td>Registry</td><td>£29,605–£33,966</td><td>16 March 2026</td></tr>
      <tr><td>PS-2211</td><td>Library Systems Developer</td><td>Library</td><td>£35,116–£41,732</td><td>23 March 2026</td></tr>
      <tr><td>PS-2215</td><td>Groundsperson (part time)</td><td>Estates</td><td>£24,020 pro rata</td><td>30 March 2026</td></tr>
    </tbody>
  </table>
</section>
<section id="benefits">
  <h2>Working here</h2>
  <p>41 days’ annual leave including bank holidays and closure days, USS or LGPS pension, hybrid working for most professional roles.</p>
</section>
<!--aside--><h3>Job alerts</h3><p>Sign up for weekly emails of new posts.</p><p>Athena Swan Silver award holder.</p>`;

const corvidJobs = JSON.stringify(
  {
    total: 4,
    jobs: [
      { id: 'CF-3391', title: 'Customs Broker', location: 'Felixstowe, UK', team: 'Customs', type: 'Full time', posted: '2026-02-20' },
      {
        id: 'CF-3402',
        title: 'Ocean Freight Pricing Analyst',
        location: 'Aarhus, Denmark',
        team: 'Ocean',
        type: 'Full time',
        posted: '2026-02-24',
      },
      {
        id: 'CF-3405',
        title: 'Warehouse Shift Lead (nights)',
        location: 'Rotterdam, Netherlands',
        team: 'Contract logistics',
        type: 'Full time',
        posted: '2026-02-25',
      },
      {
        id: 'CF-3410',
        title: 'Senior Backend Engineer, Tracking Platform',
        location: 'Remote (EU)',
        team: 'Digital',
        type: 'Full time',
        posted: '2026-02-27',
      },
    ],
    meta: { page: 1, per_page: 20, cache_key: 'jobs-{{ymd}}' },
  },
  null,
  2,
);

export const careersCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'careers', kind: 'html', path: '/jobs', render: htmlPage(KINGSBRIDGE_UNI, 'Current vacancies'), content: vacancies },
    [
      {
        id: 'h3-careers-kb-new-ocean-post',
        label: 'alert',
        intent: 'I am a marine scientist finishing my postdoc. Any new academic job in ocean or marine science at Kingsbridge: {url}',
        edit: 'new post: Lecturer in Physical Oceanography',
        changes: [
          [
            '<td>20 March 2026</td></tr>',
            '<td>20 March 2026</td></tr>\n      <tr><td>AC-1197</td><td>Lecturer in Physical Oceanography</td><td>School of Ocean Sciences</td><td>£41,732–£48,149</td><td>9 April 2026</td></tr>',
          ],
          ['Showing 6 of 6', 'Showing 7 of 7'],
        ],
      },
      {
        id: 'h3-careers-kb-catering-offtopic',
        label: 'off-topic',
        intent: 'I am a marine scientist finishing my postdoc. Any new academic job in ocean or marine science at Kingsbridge: {url}',
        edit: 'new professional services post (catering)',
        changes: [
          [
            '<td>30 March 2026</td></tr>',
            '<td>30 March 2026</td></tr>\n      <tr><td>PS-2219</td><td>Catering Assistant</td><td>Campus Services</td><td>£23,144</td><td>3 April 2026</td></tr>',
          ],
          ['Showing 6 of 6', 'Showing 7 of 7'],
        ],
      },
      {
        id: 'h3-careers-kb-closing-extended',
        label: 'alert',
        intent: 'Track the Library Systems Developer vacancy (PS-2211) on {url} — closing date, salary, or if it is withdrawn.',
        edit: 'PS-2211 closing date extended',
        changes: [['<td>23 March 2026</td>', '<td>6 April 2026</td>']],
      },
      {
        id: 'h3-careers-kb-reordered-noise',
        label: 'noise',
        intent: 'Track the Library Systems Developer vacancy (PS-2211) on {url} — closing date, salary, or if it is withdrawn.',
        edit: 'academic table rows reordered (different sort)',
        changes: [
          (content: string) => {
            const rows = content.match(/      <tr><td>AC-[^\n]*\n/g)!;
            return content.replace(rows.join(''), [rows[2], rows[0], rows[1]].join(''));
          },
        ],
      },
    ],
  ),
  ...casesOf({ pageClass: 'careers', kind: 'json', path: '/api/careers/jobs', render: jsonApi(), content: corvidJobs }, [
    {
      id: 'h3-careers-corvid-uk-customs',
      label: 'alert',
      intent: 'Corvid Freight jobs feed {url}: I want customs or trade compliance roles in the UK only.',
      edit: 'new Customs Declarations Specialist job in Dover',
      changes: [
        ['"total": 4', '"total": 5'],
        (content: string) =>
          content.replace(
            '  "jobs": [\n',
            '  "jobs": [\n    {\n      "id": "CF-3414",\n      "title": "Customs Declarations Specialist",\n      "location": "Dover, UK",\n      "team": "Customs",\n      "type": "Full time",\n      "posted": "2026-03-02"\n    },\n',
          ),
      ],
    },
    {
      id: 'h3-careers-corvid-nl-offtopic',
      label: 'off-topic',
      intent: 'Corvid Freight jobs feed {url}: I want customs or trade compliance roles in the UK only.',
      edit: 'new customs job in Antwerp (not UK)',
      changes: [
        ['"total": 4', '"total": 5'],
        (content: string) =>
          content.replace(
            '  "jobs": [\n',
            '  "jobs": [\n    {\n      "id": "CF-3415",\n      "title": "Customs Broker",\n      "location": "Antwerp, Belgium",\n      "team": "Customs",\n      "type": "Full time",\n      "posted": "2026-03-02"\n    },\n',
          ),
      ],
    },
    {
      id: 'h3-careers-corvid-engineer-filled',
      label: 'alert',
      intent: 'Is the Senior Backend Engineer role still open? {url} tell me if it disappears or changes.',
      edit: 'Senior Backend Engineer job removed',
      changes: [['"total": 4', '"total": 3'], (content: string) => content.replace(/,\n    \{\n      "id": "CF-3410"[^}]*\}/, '')],
    },
  ]),
];
