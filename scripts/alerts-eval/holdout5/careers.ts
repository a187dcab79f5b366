import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { THORNBURY } from './sites';

const jobsSitemap = `/jobs 2026-02-28 daily 1.0
/jobs/research-engineer-cryo-em-2026-07 2026-02-20 weekly 0.8
/jobs/postdoc-structural-biology-2026-11 2026-02-25 weekly 0.8
/jobs/lab-technician-proteomics-2026-12 2026-02-26 weekly 0.8
/jobs/grants-officer-2026-09 2026-02-11 weekly 0.6
/jobs/phd-studentship-computational-genomics-2026-14 2026-02-27 weekly 0.8
/about/working-here 2025-11-03 monthly 0.4`;

const jobsPage = `<h1>Jobs at Thornbury</h1>
<p class="lede">Search current vacancies across academic, research, professional services and technical roles. Salaries are shown per annum on the national pay spine, in GBP.</p>
<form class="filters"><label>Keyword <input name="q"></label> <label>Faculty <select name="f"><option>All</option></select></label></form>
<p class="count">Showing 5 vacancies</p>
<ul class="vacancies">
  <li><h3>Lecturer in Marine Biology</h3><p>School of Ocean Sciences · Grade 7 · £39,105–£45,163 · Full time, permanent · Closes 20 March 2026 · Ref AC1182</p></li>
  <li><h3>Senior Lecturer in Accounting</h3><p>Business School · Grade 8 · £47,389–£56,535 · Full time, permanent · Closes 13 March 2026 · Ref AC1190</p></li>
  <li><h3>Research Associate, Coastal Flood Modelling</h3><p>School of Engineering · Grade 6 · £33,966–£38,249 · Fixed term 24 months · Closes 9 March 2026 · Ref RS0457</p></li>
  <li><h3>Admissions Officer (International)</h3><p>Student Recruitment · Grade 5 · £29,605–£33,002 · Full time, permanent, hybrid · Closes 16 March 2026 · Ref PS2231</p></li>
  <li><h3>Laboratory Technician, Chemistry</h3><p>Faculty of Science · Grade 4 · £25,742–£28,759 · Part time (0.6 FTE) · Closes 11 March 2026 · Ref TC0098</p></li>
</ul>
<!--aside--><h3>Why Thornbury?</h3><blockquote class="rotating">“The sea is on the doorstep and the colleagues are brilliant.” — Dr Ama Mensah, Lecturer</blockquote>`;

export const careersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'careers',
      kind: 'sitemap',
      path: '/sitemap-jobs.xml',
      render: sitemapOf('https://www.lindqvist-institute.example'),
      content: jobsSitemap,
    },
    [
      {
        id: 'h5-careers-sitemap-postdoc-new',
        label: 'alert',
        intent:
          'I am a structural biologist finishing my PhD. New postdoc openings at the Lindqvist Institute, please, from their jobs sitemap {url}',
        edit: 'new posting URL: postdoc in cryo-EM structural biology',
        changes: [
          [
            '/about/working-here 2025-11-03 monthly 0.4',
            '/jobs/postdoc-cryo-em-membrane-proteins-2026-19 2026-03-03 weekly 0.8\n/about/working-here 2025-11-03 monthly 0.4',
          ],
        ],
      },
      {
        id: 'h5-careers-sitemap-phd-removed',
        label: 'alert',
        intent: 'lindqvist institute computational genomics phd studentship — still open? {url}',
        edit: 'PhD studentship computational genomics URL removed from sitemap',
        changes: [['/jobs/phd-studentship-computational-genomics-2026-14 2026-02-27 weekly 0.8\n', '']],
      },
      {
        id: 'h5-careers-sitemap-grants-offtopic',
        label: 'off-topic',
        intent:
          'I am a structural biologist finishing my PhD. New postdoc openings at the Lindqvist Institute, please, from their jobs sitemap {url}',
        edit: 'a grants officer posting added (not a postdoc)',
        changes: [
          [
            '/jobs/grants-officer-2026-09 2026-02-11 weekly 0.6',
            '/jobs/grants-officer-2026-09 2026-02-11 weekly 0.6\n/jobs/finance-assistant-2026-20 2026-03-03 weekly 0.6',
          ],
        ],
      },
      {
        id: 'h5-careers-sitemap-lastmod-noise',
        label: 'noise',
        intent: 'New jobs of any kind at the Lindqvist Institute: {url}',
        edit: 'only the index page’s lastmod moves',
        changes: [['/jobs 2026-02-28 daily 1.0', '/jobs 2026-03-03 daily 1.0']],
      },
    ],
  ),
  ...casesOf({ pageClass: 'careers', kind: 'html', path: '/jobs', render: htmlPage(THORNBURY, 'Jobs'), content: jobsPage }, [
    {
      id: 'h5-careers-uni-marine-closing',
      label: 'alert',
      intent:
        "I'm applying for the marine biology lectureship at Thornbury. Let me know if its closing date or salary changes, or if it's withdrawn. {url}",
      edit: 'Lecturer in Marine Biology closing date extended 20 March → 3 April 2026',
      changes: [['Closes 20 March 2026 · Ref AC1182', 'Closes 3 April 2026 · Ref AC1182']],
    },
    {
      id: 'h5-careers-uni-new-ocean',
      label: 'alert',
      intent: 'new academic jobs in the School of Ocean Sciences at Thornbury {url}',
      edit: 'new vacancy: Lecturer in Physical Oceanography',
      changes: [
        ['<p class="count">Showing 5 vacancies</p>', '<p class="count">Showing 6 vacancies</p>'],
        [
          '<ul class="vacancies">',
          '<ul class="vacancies">\n  <li><h3>Lecturer in Physical Oceanography</h3><p>School of Ocean Sciences · Grade 7 · £39,105–£45,163 · Full time, permanent · Closes 27 March 2026 · Ref AC1201</p></li>',
        ],
      ],
    },
    {
      id: 'h5-careers-uni-accounting-offtopic',
      label: 'off-topic',
      intent: 'new academic jobs in the School of Ocean Sciences at Thornbury {url}',
      edit: 'Senior Lecturer in Accounting removed (Business School)',
      changes: [
        [
          '  <li><h3>Senior Lecturer in Accounting</h3><p>Business School · Grade 8 · £47,389–£56,535 · Full time, permanent · Closes 13 March 2026 · Ref AC1190</p></li>\n',
          '',
        ],
        ['Showing 5 vacancies', 'Showing 4 vacancies'],
      ],
    },
    {
      id: 'h5-careers-uni-admissions-grade',
      label: 'alert',
      intent: 'Admissions Officer (International) job, ref PS2231: any change to grade, pay, hours or hybrid. {url}',
      edit: 'Admissions Officer: hybrid removed, now on campus',
      changes: [['Full time, permanent, hybrid · Closes 16 March 2026', 'Full time, permanent, on campus 5 days · Closes 16 March 2026']],
    },
    {
      id: 'h5-careers-uni-quote-noise',
      label: 'noise',
      intent: 'Any new or changed vacancy at Thornbury University {url}',
      edit: 'rotating staff quote in the sidebar',
      changes: [
        [
          '“The sea is on the doorstep and the colleagues are brilliant.” — Dr Ama Mensah, Lecturer',
          '“I came for a year and stayed for twelve.” — Priya Nair, Library Services',
        ],
      ],
    },
  ]),
];
