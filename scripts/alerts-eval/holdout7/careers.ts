import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { ORBITLINE } from './sites';

const tandemBoard: SourcePage = {
  pageClass: 'careers',
  kind: 'json',
  path: '/v1/boards/tandemclimate/jobs',
  render: jsonApi(),
  content: `{
  "jobs": [
    {"id": 6120031, "title": "Head of Carbon Science", "location": {"name": "London, UK"}, "departments": [{"name": "Science"}], "updated_at": "2026-02-27T10:12:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120031"},
    {"id": 6120044, "title": "Senior Frontend Engineer", "location": {"name": "Remote - UK"}, "departments": [{"name": "Engineering"}], "updated_at": "2026-02-27T10:12:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120044"},
    {"id": 6120057, "title": "Customer Success Manager, Enterprise", "location": {"name": "Amsterdam, NL"}, "departments": [{"name": "Customer Success"}], "updated_at": "2026-02-27T10:12:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120057"},
    {"id": 6120063, "title": "Sustainability Reporting Analyst", "location": {"name": "Remote - EU"}, "departments": [{"name": "Science"}], "updated_at": "2026-02-27T10:12:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120063"}
  ],
  "meta": {"total": 4}
}`,
};

const orbitlineJobs: SourcePage = {
  pageClass: 'careers',
  kind: 'html',
  path: '/orbitline',
  render: htmlPage(ORBITLINE, 'Jobs at Orbitline'),
  content: `<div class="main-header-content"><h1>Build the satellites that watch the planet</h1><p>We are 180 people across Hawthorne, Toulouse and Bangalore.</p></div>
<div class="filter-bar"><label>Location <select><option>All locations</option><option>Hawthorne, CA</option><option>Toulouse, France</option><option>Bengaluru, India</option></select></label><label>Team <select><option>All teams</option></select></label></div>
<section class="postings-group"><div class="large-category-header">Avionics &amp; Flight Software</div>
  <div class="posting"><a class="posting-title" href="/orbitline/a1"><h5>Senior Embedded Engineer, Power Systems</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>
  <div class="posting"><a class="posting-title" href="/orbitline/a2"><h5>GNC Engineer</h5><div class="posting-categories"><span class="sort-by-location">Toulouse, France</span><span class="sort-by-commitment">Full-time</span></div></a></div>
</section>
<section class="postings-group"><div class="large-category-header">Propulsion</div>
  <div class="posting"><a class="posting-title" href="/orbitline/p1"><h5>Propulsion Test Technician</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>
</section>
<section class="postings-group"><div class="large-category-header">Finance</div>
  <div class="posting"><a class="posting-title" href="/orbitline/f1"><h5>Senior Accountant</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>
  <div class="posting"><a class="posting-title" href="/orbitline/f2"><h5>FP&amp;A Analyst</h5><div class="posting-categories"><span class="sort-by-location">Bengaluru, India</span><span class="sort-by-commitment">Full-time</span></div></a></div>
</section>
<!--footer-->
<p>Orbitline is an equal opportunity employer. Roles involving export-controlled technology require US person status under ITAR.</p>`,
};

const haldenWorkday: SourcePage = {
  pageClass: 'careers',
  kind: 'json',
  path: '/wday/cxs/halden/External/jobs',
  render: jsonApi(),
  content: `{
  "total": 148,
  "jobPostings": [
    {"title": "Store Manager", "externalPath": "/job/Harrogate/Store-Manager_R-20411", "locationsText": "Harrogate", "postedOn": "Posted 3 Days Ago", "bulletFields": ["R-20411"]},
    {"title": "Assistant Store Manager", "externalPath": "/job/Doncaster/Assistant-Store-Manager_R-20398", "locationsText": "Doncaster", "postedOn": "Posted 5 Days Ago", "bulletFields": ["R-20398"]},
    {"title": "Warehouse Operative - Nights", "externalPath": "/job/Wakefield-DC/Warehouse-Operative_R-20377", "locationsText": "Wakefield DC", "postedOn": "Posted 6 Days Ago", "bulletFields": ["R-20377"]},
    {"title": "Garden Centre Colleague (Seasonal)", "externalPath": "/job/Exeter/Garden-Centre-Colleague_R-20402", "locationsText": "Exeter", "postedOn": "Posted 4 Days Ago", "bulletFields": ["R-20402"]}
  ],
  "facets": [{"facetParameter": "jobFamilyGroup", "values": [{"descriptor": "Retail Stores", "count": 121}, {"descriptor": "Supply Chain", "count": 19}, {"descriptor": "Head Office", "count": 8}]}]
}`,
};

export const careersCases: EvalCase[] = [
  ...casesOf(tandemBoard, [
    {
      id: 'h7-careers-tandem-data-engineer',
      label: 'alert',
      intent: 'data engineering jobs at Tandem Climate (data engineer, analytics engineer, data platform) {url}',
      edit: 'new posting "Senior Data Engineer" added',
      changes: [
        [
          '"jobs": [\n',
          '"jobs": [\n    {"id": 6120088, "title": "Senior Data Engineer", "location": {"name": "London, UK"}, "departments": [{"name": "Engineering"}], "updated_at": "2026-03-03T08:30:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120088"},\n',
        ],
        ['"total": 4', '"total": 5'],
      ],
    },
    {
      id: 'h7-careers-tandem-sales-not-data',
      label: 'off-topic',
      intent: 'data engineering jobs at Tandem Climate (data engineer, analytics engineer, data platform) {url}',
      edit: 'new posting "Account Executive, DACH" added',
      changes: [
        [
          '"jobs": [\n',
          '"jobs": [\n    {"id": 6120091, "title": "Account Executive, DACH", "location": {"name": "Berlin, DE"}, "departments": [{"name": "Sales"}], "updated_at": "2026-03-03T08:30:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120091"},\n',
        ],
        ['"total": 4', '"total": 5'],
      ],
    },
    {
      id: 'h7-careers-tandem-germany-by-code',
      label: 'alert',
      intent: 'Is Tandem Climate hiring anyone in Germany yet? That would mean they are entering our market. {url}',
      edit: 'new posting located "Munich, DE"',
      changes: [
        [
          '"jobs": [\n',
          '"jobs": [\n    {"id": 6120095, "title": "Partnerships Lead", "location": {"name": "Munich, DE"}, "departments": [{"name": "Partnerships"}], "updated_at": "2026-03-03T08:30:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120095"},\n',
        ],
        ['"total": 4', '"total": 5'],
      ],
    },
    {
      id: 'h7-careers-tandem-head-science-closed',
      label: 'alert',
      intent: 'tell me when the Head of Carbon Science job comes down (means they hired someone) {url}',
      edit: 'Head of Carbon Science posting removed',
      changes: [
        [
          '    {"id": 6120031, "title": "Head of Carbon Science", "location": {"name": "London, UK"}, "departments": [{"name": "Science"}], "updated_at": "2026-02-27T10:12:00Z", "absolute_url": "https://boards.greenhouse.example/tandemclimate/jobs/6120031"},\n',
          '',
        ],
        ['"total": 4', '"total": 3'],
      ],
    },
    {
      id: 'h7-careers-tandem-resync',
      label: 'noise',
      intent: 'all new roles at Tandem Climate {url}',
      edit: 'every posting updated_at re-synced by the ATS',
      changes: [['"updated_at": "2026-02-27T10:12:00Z"', '"updated_at": "2026-03-03T02:00:05Z"']],
    },
  ]),
  ...casesOf(orbitlineJobs, [
    {
      id: 'h7-careers-orbitline-flight-software',
      label: 'alert',
      intent: 'Orbitline engineering hiring — avionics, flight software, propulsion. {url}',
      edit: 'new posting "Flight Software Engineer (C++)" in Avionics & Flight Software',
      changes: [
        [
          '<h5>GNC Engineer</h5><div class="posting-categories"><span class="sort-by-location">Toulouse, France</span><span class="sort-by-commitment">Full-time</span></div></a></div>',
          '<h5>GNC Engineer</h5><div class="posting-categories"><span class="sort-by-location">Toulouse, France</span><span class="sort-by-commitment">Full-time</span></div></a></div>\n  <div class="posting"><a class="posting-title" href="/orbitline/a3"><h5>Flight Software Engineer (C++)</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>',
        ],
      ],
    },
    {
      id: 'h7-careers-orbitline-finance-not-eng',
      label: 'off-topic',
      intent: 'Orbitline engineering hiring — avionics, flight software, propulsion. {url}',
      edit: 'FP&A Analyst posting removed from Finance',
      changes: [
        [
          '\n  <div class="posting"><a class="posting-title" href="/orbitline/f2"><h5>FP&amp;A Analyst</h5><div class="posting-categories"><span class="sort-by-location">Bengaluru, India</span><span class="sort-by-commitment">Full-time</span></div></a></div>',
          '',
        ],
      ],
    },
    {
      id: 'h7-careers-orbitline-toulouse-fr',
      label: 'alert',
      intent: 'Est-ce qu’Orbitline recrute à Toulouse ? Préviens-moi pour tout nouveau poste là-bas. {url}',
      edit: 'new propulsion posting in Toulouse, France',
      changes: [
        [
          '<h5>Propulsion Test Technician</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>',
          '<h5>Propulsion Test Technician</h5><div class="posting-categories"><span class="sort-by-location">Hawthorne, CA</span><span class="sort-by-commitment">Full-time</span></div></a></div>\n  <div class="posting"><a class="posting-title" href="/orbitline/p2"><h5>Electric Propulsion Engineer</h5><div class="posting-categories"><span class="sort-by-location">Toulouse, France</span><span class="sort-by-commitment">Full-time</span></div></a></div>',
        ],
      ],
    },
  ]),
  ...casesOf(haldenWorkday, [
    {
      id: 'h7-careers-halden-yorkshire-manager',
      label: 'alert',
      intent: 'store manager vacancies in Yorkshire at Halden {url}',
      edit: 'new Store Manager posting in Leeds',
      changes: [
        [
          '"jobPostings": [\n',
          '"jobPostings": [\n    {"title": "Store Manager", "externalPath": "/job/Leeds-Kirkstall/Store-Manager_R-20433", "locationsText": "Leeds Kirkstall", "postedOn": "Posted Today", "bulletFields": ["R-20433"]},\n',
        ],
        ['"total": 148', '"total": 149'],
      ],
    },
    {
      id: 'h7-careers-halden-bristol-not-yorkshire',
      label: 'off-topic',
      intent: 'store manager vacancies in Yorkshire at Halden {url}',
      edit: 'new Store Manager posting in Bristol',
      changes: [
        [
          '"jobPostings": [\n',
          '"jobPostings": [\n    {"title": "Store Manager", "externalPath": "/job/Bristol-Cribbs/Store-Manager_R-20434", "locationsText": "Bristol Cribbs", "postedOn": "Posted Today", "bulletFields": ["R-20434"]},\n',
        ],
        ['"total": 148', '"total": 149'],
      ],
    },
    {
      id: 'h7-careers-halden-posted-days',
      label: 'noise',
      intent: 'store manager vacancies in Yorkshire at Halden {url}',
      edit: '"Posted N Days Ago" counters advance by a day',
      changes: [
        ['"postedOn": "Posted 3 Days Ago"', '"postedOn": "Posted 4 Days Ago"'],
        ['"postedOn": "Posted 5 Days Ago"', '"postedOn": "Posted 6 Days Ago"'],
        ['"postedOn": "Posted 6 Days Ago", "bulletFields": ["R-20377"]', '"postedOn": "Posted 7 Days Ago", "bulletFields": ["R-20377"]'],
        ['"postedOn": "Posted 4 Days Ago", "bulletFields": ["R-20402"]', '"postedOn": "Posted 5 Days Ago", "bulletFields": ["R-20402"]'],
      ],
    },
  ]),
];
