import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { ORCHARD } from './sites';

const opening = (title: string, department: string, site: string, posted: string) =>
  `<li class="opening"><a href="/careers/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${title}</a> <span class="dept">${department}</span> <span class="site">${site}</span> <span class="posted">${posted}</span></li>`;

const CAREERS = `    <section class="careers-hero">
      <h1>Build medicines that change what is possible</h1>
      <p>Orchard Biotherapeutics develops gene therapies for rare blood disorders. We are 410 people across Cambridge, Massachusetts and Basel, Switzerland.</p>
    </section>
    <section class="why">
      <h2>Why Orchard</h2>
      <ul><li>Equity for every employee</li><li>Fully paid parental leave, 20 weeks</li><li>On-site childcare in Cambridge</li><li>Annual science days with our patient community</li></ul>
    </section>
    <section class="openings">
      <h2>Current openings (6)</h2>
      <ul class="job-list">
        ${opening('Senior Scientist, Vector Engineering', 'Research', 'Cambridge, MA', 'Posted 12 days ago')}
        ${opening('Senior Data Scientist, Translational Medicine', 'Data Sciences', 'Cambridge, MA', 'Posted 3 days ago')}
        ${opening('QC Analyst II, Microbiology', 'Quality', 'Basel, CH', 'Posted 20 days ago')}
        ${opening('Manufacturing Associate (night shift)', 'Technical Operations', 'Basel, CH', 'Posted 6 days ago')}
        ${opening('Regulatory Affairs Manager, EU', 'Regulatory', 'Basel, CH', 'Posted 30+ days ago')}
        ${opening('Executive Assistant to the CFO', 'Finance', 'Cambridge, MA', 'Posted 9 days ago')}
      </ul>
    </section>
    <section class="equal-opportunity">
      <p>Orchard is an equal opportunity employer. We do not work with unsolicited agency submissions.</p>
    </section>`;

const careersPage = {
  pageClass: 'careers' as const,
  kind: 'html' as const,
  path: '/careers',
  render: htmlPage(ORCHARD, 'Careers'),
  content: CAREERS,
};

const SITEMAP = `/ 2026-02-26 weekly 1.0
/science 2025-12-02 monthly 0.7
/pipeline 2026-02-10 monthly 0.8
/pipeline/orb-101-sickle-cell 2026-02-10 monthly 0.6
/investors/press-releases/q4-2025-results 2026-02-19 yearly 0.5
/about/leadership 2026-01-15 monthly 0.6
/careers 2026-02-28 daily 0.8
/careers/senior-scientist-vector-engineering 2026-02-18 weekly 0.6
/careers/qc-analyst-ii-microbiology 2026-02-10 weekly 0.6
/careers/regulatory-affairs-manager-eu 2026-01-27 weekly 0.6`;

const sitemap = {
  pageClass: 'careers' as const,
  kind: 'sitemap' as const,
  path: '/sitemap.xml',
  render: sitemapOf('https://www.orchardbio.example'),
  content: SITEMAP,
};

export const careersCases: EvalCase[] = [
  ...casesOf(careersPage, [
    {
      id: 'ho-careers-clinical-ops-opening',
      label: 'alert',
      intent: 'Any new clinical operations roles at Orchard? I run clinical trials and would move for the right one. {url}',
      edit: 'new opening: Clinical Trial Manager, Clinical Operations',
      changes: [
        [
          '<ul class="job-list">',
          `<ul class="job-list">\n        ${opening('Clinical Trial Manager, Phase 3', 'Clinical Operations', 'Cambridge, MA', 'Posted today')}`,
        ],
        ['Current openings (6)', 'Current openings (7)'],
      ],
    },
    {
      id: 'ho-careers-data-scientist-filled',
      label: 'alert',
      intent: 'I applied for the Senior Data Scientist job. Let me know if the posting on {url} gets taken down.',
      edit: 'Senior Data Scientist posting removed',
      changes: [
        [
          `\n        ${opening('Senior Data Scientist, Translational Medicine', 'Data Sciences', 'Cambridge, MA', 'Posted 3 days ago')}`,
          '',
        ],
        ['Current openings (6)', 'Current openings (5)'],
      ],
    },
    {
      id: 'ho-careers-generic-benefit-cut',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      businessContext: 'We benchmark biotech employer benefits for an HR consultancy.',
      edit: 'parental leave 20 → 16 weeks',
      changes: [['Fully paid parental leave, 20 weeks', 'Fully paid parental leave, 16 weeks']],
    },
    {
      id: 'ho-careers-basel-only-cambridge',
      label: 'off-topic',
      intent: 'Job openings at Orchard in Basel only, I live in Switzerland and can’t move to the US: {url}',
      edit: 'new opening in Cambridge, MA (Process Development Scientist)',
      changes: [
        [
          '<ul class="job-list">',
          `<ul class="job-list">\n        ${opening('Process Development Scientist', 'Technical Operations', 'Cambridge, MA', 'Posted today')}`,
        ],
        ['Current openings (6)', 'Current openings (7)'],
      ],
    },
    {
      id: 'ho-careers-posted-ago',
      label: 'noise',
      intent: 'Tell me when Orchard posts or removes a job: {url}',
      edit: 'only the "Posted N days ago" labels age by a day',
      changes: [
        ['Posted 12 days ago', 'Posted 13 days ago'],
        ['Posted 3 days ago', 'Posted 4 days ago'],
        ['Posted 20 days ago', 'Posted 21 days ago'],
        ['Posted 6 days ago', 'Posted 7 days ago'],
        ['Posted 9 days ago', 'Posted 10 days ago'],
      ],
    },
  ]),
  ...casesOf(sitemap, [
    {
      id: 'ho-careers-sitemap-new-posting',
      label: 'alert',
      intent: 'Orchard’s careers page is slow to update; their sitemap {url} shows new job pages first. Tell me about new ones.',
      edit: 'new page /careers/director-biostatistics',
      changes: [
        [
          '/careers/regulatory-affairs-manager-eu 2026-01-27 weekly 0.6',
          '/careers/regulatory-affairs-manager-eu 2026-01-27 weekly 0.6\n/careers/director-biostatistics 2026-03-02 weekly 0.6',
        ],
      ],
    },
    {
      id: 'ho-careers-sitemap-jobs-only-press-release',
      label: 'off-topic',
      intent: 'Job postings only: tell me when a new /careers page shows up in {url}.',
      edit: 'new page: a press release about Phase 3 enrolment',
      changes: [
        [
          '/investors/press-releases/q4-2025-results 2026-02-19 yearly 0.5',
          '/investors/press-releases/q4-2025-results 2026-02-19 yearly 0.5\n/investors/press-releases/orb-101-phase-3-enrolment-complete 2026-03-02 yearly 0.5',
        ],
      ],
    },
  ]),
];
