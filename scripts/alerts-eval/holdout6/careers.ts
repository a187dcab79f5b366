import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { FERNHOLT } from './sites';

const jobs = JSON.stringify({
  jobs: [
    {
      id: 4410021,
      title: 'Senior Embedded Software Engineer (Motor Control)',
      location: { name: 'Munich, Germany' },
      departments: [{ name: 'Engineering' }],
      updated_at: '2026-02-20T09:12:00Z',
      metadata: [
        { name: 'Employment type', value: 'Full-time' },
        { name: 'Remote', value: 'Hybrid' },
      ],
    },
    {
      id: 4410188,
      title: 'Robotics Perception Engineer',
      location: { name: 'Munich, Germany' },
      departments: [{ name: 'Engineering' }],
      updated_at: '2026-02-24T14:40:00Z',
      metadata: [
        { name: 'Employment type', value: 'Full-time' },
        { name: 'Remote', value: 'On-site' },
      ],
    },
    {
      id: 4410302,
      title: 'Field Service Technician',
      location: { name: 'Lyon, France' },
      departments: [{ name: 'Service' }],
      updated_at: '2026-02-25T08:00:00Z',
      metadata: [
        { name: 'Employment type', value: 'Full-time' },
        { name: 'Remote', value: 'On-site' },
      ],
    },
    {
      id: 4410355,
      title: 'Key Account Manager — Automotive',
      location: { name: 'Stuttgart, Germany' },
      departments: [{ name: 'Sales' }],
      updated_at: '2026-02-26T11:30:00Z',
      metadata: [
        { name: 'Employment type', value: 'Full-time' },
        { name: 'Remote', value: 'Hybrid' },
      ],
    },
  ],
  meta: { total: 4 },
});

const RECRUITER =
  'I am a tech recruiter placing embedded and robotics engineers in Bavaria. Tell me when Fernholt (Greenhouse board JSON at {url}) posts or closes an engineering job. Sales and service roles are not my market.';

const listing = `<div class="lever-jobs-container">
<h1>Open positions</h1>
<div class="filters" role="group" aria-label="Filter jobs"><button aria-pressed="true">All teams</button><button aria-pressed="false">Engineering</button><button aria-pressed="false">Operations</button></div>
<div class="postings-group"><div class="posting-category-title">Operations</div>
  <div class="posting"><h5><a href="/jobs/ops-lead-leipzig">Warehouse Robotics Operations Lead</a></h5><span class="sort-by-location">Leipzig</span> · <span>Full-time</span> · <span>€62,000–€74,000</span></div>
  <div class="posting"><h5><a href="/jobs/shift-supervisor-leipzig">Shift Supervisor (night)</a></h5><span class="sort-by-location">Leipzig</span> · <span>Full-time</span> · <span>€48,000–€54,000</span></div>
</div>
<div class="postings-group"><div class="posting-category-title">Students</div>
  <div class="posting"><h5><a href="/jobs/werkstudent-ml">Werkstudent (m/w/d) Machine Learning</a></h5><span class="sort-by-location">München</span> · <span>Teilzeit, 20 Std./Woche</span> · <span>€18/Stunde</span></div>
</div>
<p class="apply-note">Bewerbungsschluss für Werkstudentenstellen: 31.03.2026.</p>
</div>
<!--aside--><div class="card"><h3>Life at Fernholt</h3><p>Latest from our blog: <a href="/blog/robots-and-pretzels?ref=a81c">Robots and pretzels: our Oktoberfest</a></p></div>`;

export const careersCases: EvalCase[] = [
  ...casesOf({ pageClass: 'careers', kind: 'json', path: '/boards/fernholt/jobs', render: jsonApi(), content: jobs }, [
    {
      id: 'h6-careers-fernholt-new-eng',
      label: 'alert',
      intent: RECRUITER,
      edit: 'new Engineering job "Staff Motion Planning Engineer" added',
      changes: [
        [
          '],"meta":{"total":4}',
          ',{"id":4410420,"title":"Staff Motion Planning Engineer","location":{"name":"Munich, Germany"},"departments":[{"name":"Engineering"}],"updated_at":"2026-03-02T07:00:00Z","metadata":[{"name":"Employment type","value":"Full-time"},{"name":"Remote","value":"Hybrid"}]}],"meta":{"total":5}',
        ],
      ],
    },
    {
      id: 'h6-careers-fernholt-closed-eng',
      label: 'alert',
      intent: RECRUITER,
      edit: 'Robotics Perception Engineer posting removed',
      changes: [
        [
          '{"id":4410188,"title":"Robotics Perception Engineer","location":{"name":"Munich, Germany"},"departments":[{"name":"Engineering"}],"updated_at":"2026-02-24T14:40:00Z","metadata":[{"name":"Employment type","value":"Full-time"},{"name":"Remote","value":"On-site"}]},',
          '',
        ],
        ['"total":4', '"total":3'],
      ],
    },
    {
      id: 'h6-careers-fernholt-sales-offtopic',
      label: 'off-topic',
      intent: RECRUITER,
      edit: 'new Sales job "Inside Sales Representative — DACH" added',
      changes: [
        [
          '],"meta":{"total":4}',
          ',{"id":4410421,"title":"Inside Sales Representative — DACH","location":{"name":"Munich, Germany"},"departments":[{"name":"Sales"}],"updated_at":"2026-03-02T07:00:00Z","metadata":[{"name":"Employment type","value":"Full-time"},{"name":"Remote","value":"Hybrid"}]}],"meta":{"total":5}',
        ],
      ],
    },
    {
      id: 'h6-careers-fernholt-updated-noise',
      label: 'noise',
      intent: RECRUITER,
      edit: 'updated_at timestamps bumped by the ATS re-index (same jobs)',
      changes: [
        ['"updated_at":"2026-02-20T09:12:00Z"', '"updated_at":"2026-03-02T03:00:00Z"'],
        ['"updated_at":"2026-02-24T14:40:00Z"', '"updated_at":"2026-03-02T03:00:00Z"'],
      ],
    },
    {
      id: 'h6-careers-fernholt-remote',
      label: 'alert',
      intent: 'Does Fernholt let embedded engineers work remotely? Tell me if any engineering role on {url} changes its remote policy.',
      edit: 'Senior Embedded role Hybrid → Remote (EU)',
      changes: [
        [
          '"value":"Full-time"},{"name":"Remote","value":"Hybrid"}]},{"id":4410188',
          '"value":"Full-time"},{"name":"Remote","value":"Remote (EU)"}]},{"id":4410188',
        ],
      ],
    },
    {
      id: 'h6-careers-fernholt-service-fr',
      label: 'alert',
      intent:
        'Je cherche un poste de technicien chez Fernholt en France. Prévenez-moi si une offre en France apparaît ou disparaît : {url}',
      edit: 'Field Service Technician Lyon removed',
      changes: [
        [
          ',{"id":4410302,"title":"Field Service Technician","location":{"name":"Lyon, France"},"departments":[{"name":"Service"}],"updated_at":"2026-02-25T08:00:00Z","metadata":[{"name":"Employment type","value":"Full-time"},{"name":"Remote","value":"On-site"}]}',
          '',
        ],
      ],
    },
    {
      id: 'h6-careers-fernholt-stuttgart-offtopic',
      label: 'off-topic',
      intent:
        'Je cherche un poste de technicien chez Fernholt en France. Prévenez-moi si une offre en France apparaît ou disparaît : {url}',
      edit: 'Stuttgart Key Account Manager Hybrid → On-site (nothing in France)',
      changes: [
        ['"value":"Full-time"},{"name":"Remote","value":"Hybrid"}]}],', '"value":"Full-time"},{"name":"Remote","value":"On-site"}]}],'],
      ],
    },
  ]),
  ...casesOf({ pageClass: 'careers', kind: 'html', path: '/jobs', render: htmlPage(FERNHOLT, 'Open positions'), content: listing }, [
    {
      id: 'h6-careers-fernholt-salary',
      label: 'alert',
      intent: 'Benchmarking ops salaries in Saxony. On {url}, tell me about the pay ranges of Leipzig operations roles.',
      edit: 'Operations Lead salary €62,000–€74,000 → €66,000–€80,000',
      changes: [['€62,000–€74,000', '€66,000–€80,000']],
    },
    {
      id: 'h6-careers-fernholt-werkstudent-deadline',
      label: 'alert',
      intent: 'Werkstudentenstelle ML bei Fernholt — bitte melden wenn sich Frist oder Stundenlohn ändert. {url}',
      edit: 'deadline 31.03.2026 → 15.04.2026',
      changes: [['31.03.2026', '15.04.2026']],
    },
    {
      id: 'h6-careers-fernholt-night-offtopic',
      label: 'off-topic',
      intent: 'Werkstudentenstelle ML bei Fernholt — bitte melden wenn sich Frist oder Stundenlohn ändert. {url}',
      edit: 'Shift Supervisor posting removed',
      changes: [
        [
          '\n  <div class="posting"><h5><a href="/jobs/shift-supervisor-leipzig">Shift Supervisor (night)</a></h5><span class="sort-by-location">Leipzig</span> · <span>Full-time</span> · <span>€48,000–€54,000</span></div>',
          '',
        ],
      ],
    },
    {
      id: 'h6-careers-fernholt-blog-noise',
      label: 'noise',
      intent: 'Benchmarking ops salaries in Saxony. On {url}, tell me about the pay ranges of Leipzig operations roles.',
      edit: 'sidebar blog teaser rotated, ref query string changed',
      changes: [
        [
          '<a href="/blog/robots-and-pretzels?ref=a81c">Robots and pretzels: our Oktoberfest</a>',
          '<a href="/blog/meet-the-gripper-team?ref=f03d">Meet the gripper team</a>',
        ],
      ],
    },
  ]),
];
