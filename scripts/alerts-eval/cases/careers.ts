import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi, sitemapOf } from '../pages';
import { NORTHWIND } from '../sites';

const JOBS = `    <section class="intro">
      <h1>Join Northwind</h1>
      <p>We are 240 people in Berlin, Lisbon and remote across Europe, building tools for teams that work together.</p>
    </section>
    <section class="openings">
      <h2>Open positions</h2>
      <table class="jobs">
        <thead><tr><th>Role</th><th>Team</th><th>Location</th><th>Type</th></tr></thead>
        <tbody>
          <tr><td><a href="/careers/senior-backend-engineer">Senior Backend Engineer (Go)</a></td><td>Engineering</td><td>Berlin</td><td>Full-time</td></tr>
          <tr><td><a href="/careers/product-designer">Product Designer</a></td><td>Design</td><td>Lisbon</td><td>Full-time</td></tr>
          <tr><td><a href="/careers/sre">Site Reliability Engineer</a></td><td>Infrastructure</td><td>Remote (EU)</td><td>Full-time</td></tr>
          <tr><td><a href="/careers/account-executive-dach">Account Executive, DACH</a></td><td>Sales</td><td>Berlin</td><td>Full-time</td></tr>
          <tr><td><a href="/careers/working-student-marketing">Working Student, Marketing</a></td><td>Marketing</td><td>Berlin</td><td>Part-time</td></tr>
        </tbody>
      </table>
    </section>
    <section class="benefits">
      <h2>Benefits</h2>
      <ul><li>30 days of paid holiday</li><li>€1,500 yearly learning budget</li><li>Public transport ticket</li><li>Four weeks of work from anywhere each year</li></ul>
    </section>
    <section class="process">
      <h2>How we hire</h2>
      <p>A 30-minute call with a recruiter, a take-home task or a pairing session, then a conversation with the team. We answer every application within two weeks.</p>
    </section>
<!--aside-->
      <h4>Life at Northwind</h4>
      <p>“I moved from support to engineering in my second year.” — Leila, Backend Engineer</p>`;

const jobsPage = {
  pageClass: 'careers' as const,
  kind: 'html' as const,
  path: '/careers',
  render: htmlPage(NORTHWIND, 'Careers'),
  content: JOBS,
};

const BOARD = JSON.stringify(
  {
    jobs: [
      {
        id: 7741023,
        title: 'Staff Data Engineer',
        location: { name: 'Amsterdam, Netherlands' },
        departments: [{ name: 'Data' }],
        absolute_url: 'https://boards.example/paylane/jobs/7741023',
        updated_at: '2026-02-20T10:11:02-05:00',
      },
      {
        id: 7739981,
        title: 'Compliance Analyst, Payments',
        location: { name: 'Dublin, Ireland' },
        departments: [{ name: 'Risk and Compliance' }],
        absolute_url: 'https://boards.example/paylane/jobs/7739981',
        updated_at: '2026-02-18T08:00:40-05:00',
      },
      {
        id: 7730450,
        title: 'Customer Support Specialist (German speaking)',
        location: { name: 'Amsterdam, Netherlands' },
        departments: [{ name: 'Support' }],
        absolute_url: 'https://boards.example/paylane/jobs/7730450',
        updated_at: '2026-02-11T12:30:00-05:00',
      },
    ],
    meta: { total: 3 },
  },
  null,
  2,
);

const boardApi = {
  pageClass: 'careers' as const,
  kind: 'json' as const,
  path: '/v1/boards/paylane/jobs',
  render: jsonApi(),
  content: BOARD,
};

const SITEMAP = `/ 2026-02-01 daily 1.0
/about 2025-11-14 monthly 0.6
/pricing 2026-02-20 weekly 0.9
/blog/hybrid-work-report 2026-02-25 monthly 0.5
/blog/design-systems-at-scale 2026-02-11 monthly 0.5
/careers 2026-02-27 daily 0.8
/careers/senior-backend-engineer 2026-02-18 weekly 0.7
/careers/product-designer 2026-02-09 weekly 0.7
/careers/sre 2026-02-22 weekly 0.7
/customers/fable-and-co 2025-12-03 monthly 0.5`;

const sitemap = {
  pageClass: 'careers' as const,
  kind: 'sitemap' as const,
  path: '/sitemap.xml',
  render: sitemapOf('https://www.northwind-cloud.example'),
  content: SITEMAP,
};

const row = (role: string, team: string, location: string) =>
  `<tr><td><a href="/careers/${role.toLowerCase().replace(/[^a-z]+/g, '-')}">${role}</a></td><td>${team}</td><td>${location}</td><td>Full-time</td></tr>`;

export const careersCases: EvalCase[] = [
  ...casesOf(jobsPage, [
    {
      id: 'jobs-new-berlin-opening',
      label: 'alert',
      intent: 'Tell me about new openings in Berlin on {url}',
      edit: 'new row: Engineering Manager, Berlin',
      changes: [['<tbody>', `<tbody>\n          ${row('Engineering Manager, Platform', 'Engineering', 'Berlin')}`]],
    },
    {
      id: 'jobs-engineering-role-closed',
      label: 'alert',
      intent: 'I recruit engineers and track which engineering jobs Northwind is hiring for: {url}',
      businessContext: 'We are a tech recruitment agency in Berlin.',
      edit: 'the SRE row is removed',
      changes: [
        [
          '\n          <tr><td><a href="/careers/sre">Site Reliability Engineer</a></td><td>Infrastructure</td><td>Remote (EU)</td><td>Full-time</td></tr>',
          '',
        ],
      ],
    },
    {
      id: 'jobs-sales-hiring-signal',
      label: 'alert',
      intent: 'Hiring signal: tell me when Northwind opens sales or account executive roles ({url})',
      edit: 'new row: Account Executive, Nordics',
      changes: [['<tbody>', `<tbody>\n          ${row('Account Executive, Nordics', 'Sales', 'Remote (EU)')}`]],
    },
    {
      id: 'jobs-berlin-only-lisbon-opening',
      label: 'off-topic',
      intent: 'Tell me about new openings in Berlin on {url}. I cannot relocate.',
      edit: 'new row: QA Engineer, Lisbon',
      changes: [['<tbody>', `<tbody>\n          ${row('QA Engineer', 'Engineering', 'Lisbon')}`]],
    },
    {
      id: 'jobs-openings-only-benefits',
      label: 'off-topic',
      intent: 'Tell me about new job openings at Northwind: {url}',
      edit: 'benefits: learning budget €1,500 → €2,000',
      changes: [['€1,500 yearly learning budget', '€2,000 yearly learning budget']],
    },
    {
      id: 'jobs-testimonial-rotates',
      label: 'noise',
      intent: 'Tell me about new job openings at Northwind: {url}',
      edit: 'the "life at Northwind" quote rotates',
      changes: [
        [
          '“I moved from support to engineering in my second year.” — Leila, Backend Engineer',
          '“My team shipped my first feature in week two.” — Jonas, Product Designer',
        ],
      ],
    },
  ]),
  ...casesOf(boardApi, [
    {
      id: 'board-api-new-compliance-job',
      label: 'alert',
      intent: 'Watch Paylane’s job board API ({url}) for new compliance or risk jobs.',
      businessContext: 'I am a compliance officer looking for my next role in fintech.',
      edit: 'new job: Senior AML Investigator, Risk and Compliance',
      changes: [
        [
          '"jobs": [',
          '"jobs": [\n    {\n      "id": 7750112,\n      "title": "Senior AML Investigator",\n      "location": { "name": "Dublin, Ireland" },\n      "departments": [{ "name": "Risk and Compliance" }],\n      "absolute_url": "https://boards.example/paylane/jobs/7750112",\n      "updated_at": "2026-03-02T16:20:00-05:00"\n    },',
        ],
        ['"total": 3', '"total": 4'],
      ],
    },
    {
      id: 'board-api-amsterdam-role-filled',
      label: 'alert',
      intent: 'Track Paylane’s open roles in Amsterdam: {url}',
      edit: 'the Staff Data Engineer job (Amsterdam) is removed',
      changes: [
        (content) => {
          const board = JSON.parse(content) as { jobs: Array<{ id: number }>; meta: { total: number } };
          return JSON.stringify({ jobs: board.jobs.filter((job) => job.id !== 7741023), meta: { total: 2 } }, null, 2);
        },
      ],
    },
    {
      id: 'board-api-compliance-only-support-job',
      label: 'off-topic',
      intent: 'Watch Paylane’s job board API ({url}) for new compliance or risk jobs, nothing else.',
      edit: 'new job: Customer Support Specialist (French speaking)',
      changes: [
        [
          '"jobs": [',
          '"jobs": [\n    {\n      "id": 7750200,\n      "title": "Customer Support Specialist (French speaking)",\n      "location": { "name": "Amsterdam, Netherlands" },\n      "departments": [{ "name": "Support" }],\n      "absolute_url": "https://boards.example/paylane/jobs/7750200",\n      "updated_at": "2026-03-02T16:20:00-05:00"\n    },',
        ],
        ['"total": 3', '"total": 4'],
      ],
    },
    {
      id: 'board-api-reposted-timestamps',
      label: 'noise',
      intent: 'Track Paylane’s open roles in Amsterdam: {url}',
      edit: 'the board re-syncs: every updated_at moves, same jobs',
      changes: [
        ['2026-02-20T10:11:02-05:00', '2026-03-02T04:00:11-05:00'],
        ['2026-02-18T08:00:40-05:00', '2026-03-02T04:00:11-05:00'],
        ['2026-02-11T12:30:00-05:00', '2026-03-02T04:00:12-05:00'],
      ],
    },
  ]),
  ...casesOf(sitemap, [
    {
      id: 'sitemap-new-job-page',
      label: 'alert',
      intent: 'Use the sitemap {url} to tell me when Northwind publishes a new job posting.',
      edit: 'new page /careers/head-of-security',
      changes: [
        ['/careers/sre 2026-02-22 weekly 0.7', '/careers/sre 2026-02-22 weekly 0.7\n/careers/head-of-security 2026-03-03 weekly 0.7'],
      ],
    },
    {
      id: 'sitemap-job-page-removed',
      label: 'alert',
      intent: 'Northwind’s sitemap is at {url}. I want to know when job postings appear or disappear.',
      edit: 'page /careers/product-designer removed',
      changes: [['/careers/product-designer 2026-02-09 weekly 0.7\n', '']],
    },
    {
      id: 'sitemap-jobs-only-blog-post',
      label: 'off-topic',
      intent: 'Use the sitemap {url} to tell me when Northwind publishes a new job posting.',
      edit: 'new page /blog/remote-onboarding',
      changes: [
        [
          '/blog/design-systems-at-scale 2026-02-11 monthly 0.5',
          '/blog/design-systems-at-scale 2026-02-11 monthly 0.5\n/blog/remote-onboarding 2026-03-03 monthly 0.5',
        ],
      ],
    },
    {
      id: 'sitemap-lastmod-only',
      label: 'noise',
      intent: 'Northwind’s sitemap is at {url}. I want to know when job postings appear or disappear.',
      edit: 'lastmod dates and priorities move, same pages',
      changes: [
        ['/careers 2026-02-27 daily 0.8', '/careers 2026-03-03 daily 0.9'],
        ['/ 2026-02-01 daily 1.0', '/ 2026-03-03 daily 1.0'],
        ['/pricing 2026-02-20 weekly 0.9', '/pricing 2026-03-02 weekly 0.8'],
      ],
    },
  ]),
];
