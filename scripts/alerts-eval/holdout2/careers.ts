import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { STALDRIC } from './sites';

interface Job {
  id: number;
  title: string;
  department: string;
  location: string;
  workplace: 'on-site' | 'hybrid' | 'remote';
  posted: string;
  salary: string;
}

const JOBS: Job[] = [
  {
    id: 40211,
    title: 'Robotics Perception Engineer',
    department: 'Autonomy',
    location: 'Pittsburgh, PA',
    workplace: 'hybrid',
    posted: '2026-02-23',
    salary: '$150,000 – $185,000',
  },
  {
    id: 40198,
    title: 'Technical Writer, Developer Docs',
    department: 'Product',
    location: 'Remote (US or Europe)',
    workplace: 'remote',
    posted: '2026-02-16',
    salary: '$95,000 – $120,000',
  },
  {
    id: 40177,
    title: 'Field Service Technician',
    department: 'Customer Operations',
    location: 'Columbus, OH',
    workplace: 'on-site',
    posted: '2026-02-09',
    salary: '$62,000 – $74,000',
  },
];

const jobBoard = (jobs: Job[]) => JSON.stringify({ company: 'Fernhill Robotics', total: jobs.length, jobs }, null, 2);

const jobsApi = {
  pageClass: 'careers' as const,
  kind: 'json' as const,
  path: '/api/boards/fernhill/jobs',
  render: jsonApi(),
  content: jobBoard(JOBS),
};

const VACANCIES = `    <h1>Current vacancies</h1>
    <p>All posts are advertised on NHS Jobs as well. Salaries are on Agenda for Change pay scales and include high-cost area supplement where it applies.</p>
    <table class="vacancies">
      <thead><tr><th>Reference</th><th>Job title</th><th>Band</th><th>Site</th><th>Closing date</th></tr></thead>
      <tbody>
        <tr><td>SA-26-0412</td><td>Ward Manager, Elderly Care (Heron Ward)</td><td>Band 7</td><td>St Aldric’s General</td><td>15 March 2026</td></tr>
        <tr><td>SA-26-0398</td><td>Staff Nurse, Emergency Department</td><td>Band 5</td><td>St Aldric’s General</td><td>12 March 2026</td></tr>
        <tr><td>SA-26-0391</td><td>Clinical Coder</td><td>Band 4</td><td>Westmoor Community Hospital</td><td>9 March 2026</td></tr>
        <tr><td>SA-26-0385</td><td>Porter (nights)</td><td>Band 2</td><td>St Aldric’s General</td><td>8 March 2026</td></tr>
      </tbody>
    </table>
    <p class="note">We may close adverts early if we receive a high number of applications, so please apply as soon as possible.</p>`;

const vacanciesPage = {
  pageClass: 'careers' as const,
  kind: 'html' as const,
  path: '/work-for-us/vacancies',
  render: htmlPage(STALDRIC, 'Current vacancies'),
  content: VACANCIES,
};

export const careersCases: EvalCase[] = [
  ...casesOf(jobsApi, [
    {
      id: 'h2-careers-json-firmware-role',
      label: 'alert',
      intent: 'embedded/firmware jobs at fernhill robotics pls — {url}',
      edit: 'new Senior Embedded Firmware Engineer posting at the top of the array',
      changes: [
        () =>
          jobBoard([
            {
              id: 40236,
              title: 'Senior Embedded Firmware Engineer, Motor Control',
              department: 'Hardware',
              location: 'Pittsburgh, PA',
              workplace: 'on-site',
              posted: '2026-03-02',
              salary: '$165,000 – $200,000',
            },
            ...JOBS,
          ]),
      ],
    },
    {
      id: 'h2-careers-json-remote-only-onsite-added',
      label: 'off-topic',
      intent: 'Fully remote positions only. I live in Lisbon and I’m not relocating to the States. {url}',
      edit: 'new on-site warehouse robotics technician job in Columbus',
      changes: [
        () =>
          jobBoard([
            {
              id: 40231,
              title: 'Robotics Deployment Technician',
              department: 'Customer Operations',
              location: 'Columbus, OH',
              workplace: 'on-site',
              posted: '2026-03-02',
              salary: '$68,000 – $80,000',
            },
            ...JOBS,
          ]),
      ],
    },
    {
      id: 'h2-careers-json-perception-pay-band',
      label: 'alert',
      intent:
        'I’m in final-round interviews for the Robotics Perception Engineer role. Tell me if anything about that posting changes: {url}',
      edit: 'perception engineer salary band raised to $165k–$205k and moved to on-site',
      changes: [
        ['"workplace": "hybrid"', '"workplace": "on-site"'],
        ['"salary": "$150,000 – $185,000"', '"salary": "$165,000 – $205,000"'],
      ],
    },
  ]),
  ...casesOf(vacanciesPage, [
    {
      id: 'h2-careers-midwife-band6',
      label: 'alert',
      intent: 'I qualify as a midwife in July. Band 6 midwifery jobs at St Aldric’s, please: {url}',
      edit: 'new Band 6 Midwife post added at the top of the table',
      changes: [
        [
          '<tbody>',
          '<tbody>\n        <tr><td>SA-26-0420</td><td>Midwife, Delivery Suite (rotational)</td><td>Band 6</td><td>St Aldric’s General</td><td>22 March 2026</td></tr>',
        ],
      ],
    },
    {
      id: 'h2-careers-ward-manager-closing-early',
      label: 'alert',
      intent: 'Still writing my application for the Heron Ward manager job. Tell me if the closing date changes!! {url}',
      edit: 'Ward Manager advert closes early: 15 March → 6 March',
      changes: [
        [
          '<td>Band 7</td><td>St Aldric’s General</td><td>15 March 2026</td>',
          '<td>Band 7</td><td>St Aldric’s General</td><td>6 March 2026 (closing early due to high response)</td>',
        ],
      ],
    },
    {
      id: 'h2-careers-nursing-only-secretary',
      label: 'off-topic',
      intent: 'Nursing posts only — we place agency nurses, so admin, estates or coding jobs are irrelevant to us. {url}',
      edit: 'new Band 3 medical secretary post added',
      changes: [
        [
          '<tbody>',
          '<tbody>\n        <tr><td>SA-26-0417</td><td>Medical Secretary, Orthopaedics</td><td>Band 3</td><td>Westmoor Community Hospital</td><td>20 March 2026</td></tr>',
        ],
      ],
    },
  ]),
];
