import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { MAPLE_RIDGE_USD } from './sites';

const districtJobs = `<h1>Current openings</h1>
<p>Maple Ridge USD is an equal opportunity employer. All certificated positions require a valid California credential. Apply through EdJoin unless stated otherwise.</p>
<form class="filters"><label>Category <select><option>All</option><option>Certificated</option><option>Classified</option><option>Management</option></select></label></form>
<table class="jobs">
  <thead><tr><th>Position</th><th>Site</th><th>Type</th><th>Salary</th><th>Closes</th></tr></thead>
  <tbody>
    <tr><td>Special Education Teacher (Mild/Moderate)</td><td>Cedar Hollow Elementary</td><td>Certificated, 1.0 FTE</td><td>$68,412 – $121,930</td><td>03/13/2026</td></tr>
    <tr><td>High School Math Teacher</td><td>Maple Ridge High</td><td>Certificated, 1.0 FTE</td><td>$68,412 – $121,930</td><td>03/20/2026</td></tr>
    <tr><td>School Bus Driver</td><td>Transportation</td><td>Classified, 6 hrs/day</td><td>$24.18 – $29.40 / hr</td><td>Open until filled</td></tr>
    <tr><td>Instructional Aide, Bilingual (Spanish)</td><td>Riverside Middle</td><td>Classified, 3.5 hrs/day</td><td>$19.85 – $24.10 / hr</td><td>03/06/2026</td></tr>
    <tr><td>Director of Nutrition Services</td><td>District Office</td><td>Management</td><td>$132,600 – $161,200</td><td>03/27/2026</td></tr>
  </tbody>
</table>
<section id="benefits">
  <h2>Benefits</h2>
  <ul><li>District-paid medical for employee plus family up to $19,000 a year</li><li>CalSTRS / CalPERS retirement</li><li>$3,000 signing bonus for Special Education credential holders</li></ul>
</section>
<p class="counter">This page has been viewed 9,114 times.</p>
<!--aside--><h3>Substitute teaching</h3><p>Daily rate $195; long-term rate $240 after 20 days in one assignment.</p>
<!--footer--><p>Human Resources · 1450 Orchard Ave · (916) 555-0190 · Listing updated {{date}}</p>`;

const jobsSitemap = `/jobs 2026-02-27 daily 1.0
/jobs/senior-gameplay-programmer-malmo 2026-02-10 weekly 0.8
/jobs/technical-artist-vfx-remote-eu 2026-02-14 weekly 0.8
/jobs/community-manager-tidebreakers 2026-02-21 weekly 0.8
/jobs/qa-lead-lantern-keep 2026-01-30 weekly 0.8
/about 2025-11-03 monthly 0.5`;

export const careersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'careers',
      kind: 'html',
      path: '/employment/openings',
      render: htmlPage(MAPLE_RIDGE_USD, 'Current openings'),
      content: districtJobs,
    },
    [
      {
        id: 'h4-careers-district-sped-added',
        label: 'alert',
        intent:
          'I am credentialed in Education Specialist (Extensive Support Needs) and relocating to Maple Ridge in August. Tell me when a special ed teaching job opens at any school in the district: {url}',
        edit: 'new Special Education Teacher (Extensive Support Needs) row added',
        changes: [
          [
            '<tr><td>High School Math Teacher</td>',
            '<tr><td>Special Education Teacher (Extensive Support Needs)</td><td>Maple Ridge High</td><td>Certificated, 1.0 FTE</td><td>$68,412 – $121,930</td><td>04/03/2026</td></tr>\n    <tr><td>High School Math Teacher</td>',
          ],
        ],
      },
      {
        id: 'h4-careers-district-nutrition-offtopic',
        label: 'off-topic',
        intent:
          'I am credentialed in Education Specialist (Extensive Support Needs) and relocating to Maple Ridge in August. Tell me when a special ed teaching job opens at any school in the district: {url}',
        edit: 'Director of Nutrition Services posting removed',
        changes: [
          [
            '\n    <tr><td>Director of Nutrition Services</td><td>District Office</td><td>Management</td><td>$132,600 – $161,200</td><td>03/27/2026</td></tr>',
            '',
          ],
        ],
      },
      {
        id: 'h4-careers-district-bus-pay',
        label: 'alert',
        intent: 'bus driver jobs at maple ridge usd — pay, new postings, closing. {url}',
        edit: 'bus driver pay range $24.18–$29.40 → $26.00–$31.25',
        changes: [['$24.18 – $29.40 / hr', '$26.00 – $31.25 / hr']],
      },
      {
        id: 'h4-careers-district-math-extended',
        label: 'alert',
        intent: 'Has the closing date for the Maple Ridge High math teacher job changed? {url}',
        edit: 'math teacher closing date 03/20/2026 → 04/10/2026',
        changes: [['<td>03/20/2026</td>', '<td>04/10/2026</td>']],
      },
      {
        id: 'h4-careers-district-counter-noise',
        label: 'noise',
        intent: 'bus driver jobs at maple ridge usd — pay, new postings, closing. {url}',
        edit: 'view counter increments',
        changes: [['viewed 9,114 times', 'viewed 9,180 times']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'careers',
      kind: 'sitemap',
      path: '/sitemap-jobs.xml',
      render: sitemapOf('https://www.pixelharbor.example'),
      content: jobsSitemap,
    },
    [
      {
        id: 'h4-careers-sitemap-new-engineer',
        label: 'alert',
        intent: 'new job pages at Pixel Harbor (from their sitemap {url}), I am a graphics / engine programmer',
        edit: 'new /jobs/rendering-engineer-vulkan page added',
        changes: [
          [
            '/jobs/qa-lead-lantern-keep 2026-01-30 weekly 0.8',
            '/jobs/qa-lead-lantern-keep 2026-01-30 weekly 0.8\n/jobs/rendering-engineer-vulkan-malmo 2026-03-03 weekly 0.8',
          ],
        ],
      },
      {
        id: 'h4-careers-sitemap-qa-removed',
        label: 'alert',
        intent: 'Is the QA lead role on Lantern Keep still open? Tell me if its page disappears: {url}',
        edit: 'qa-lead-lantern-keep page removed from the sitemap',
        changes: [['\n/jobs/qa-lead-lantern-keep 2026-01-30 weekly 0.8', '']],
      },
      {
        id: 'h4-careers-sitemap-about-offtopic',
        label: 'off-topic',
        intent: 'Is the QA lead role on Lantern Keep still open? Tell me if its page disappears: {url}',
        edit: 'new /about/press page added (not a job)',
        changes: [['/about 2025-11-03 monthly 0.5', '/about 2025-11-03 monthly 0.5\n/about/press 2026-03-02 monthly 0.4']],
      },
      {
        id: 'h4-careers-sitemap-lastmod-noise',
        label: 'noise',
        intent: 'new job pages at Pixel Harbor (from their sitemap {url}), I am a graphics / engine programmer',
        edit: 'listing page lastmod regenerated',
        changes: [['/jobs 2026-02-27 daily 1.0', '/jobs 2026-03-03 daily 1.0']],
      },
    ],
  ),
];
