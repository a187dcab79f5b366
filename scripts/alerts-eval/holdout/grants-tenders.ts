import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile, sitemapOf } from '../pages';
import { KENMORE } from './sites';

const BIDS = `    <h1>Open bids and solicitations</h1>
    <p>Vendors must be registered in the Kenmore County Vendor Portal to submit. All times are Eastern.</p>
    <table class="solicitations">
      <thead><tr><th>Number</th><th>Title</th><th>Type</th><th>Department</th><th>Bids due</th></tr></thead>
      <tbody>
        <tr><td>IFB 26-031</td><td>Resurfacing of County Road 12 (Miles 4.0–9.5)</td><td>Invitation for Bid</td><td>Public Works</td><td>March 19, 2026, 2:00 PM</td></tr>
        <tr><td>RFP 26-028</td><td>Body-worn cameras and evidence management for the Sheriff’s Office</td><td>Request for Proposals</td><td>Sheriff</td><td>March 26, 2026, 3:00 PM</td></tr>
        <tr><td>RFQ 26-034</td><td>Janitorial services, Kenmore Government Center</td><td>Request for Quotes</td><td>Facilities</td><td>March 12, 2026, 10:00 AM</td></tr>
        <tr><td>RFP 26-025</td><td>Library integrated library system (ILS) replacement</td><td>Request for Proposals</td><td>Libraries</td><td>April 2, 2026, 2:00 PM</td></tr>
      </tbody>
    </table>
    <section class="prebid">
      <h2>Pre-bid meetings</h2>
      <p>IFB 26-031: optional pre-bid meeting March 5, 2026, 10:00 AM, Public Works Annex, 40 Depot Street.</p>
    </section>
    <p class="render-info">Showing 4 of 4 open solicitations · generated in 0.38 s · node kc-web-03</p>`;

const bidsPage = {
  pageClass: 'grants-tenders' as const,
  kind: 'html' as const,
  path: '/procurement/open-bids',
  render: htmlPage(KENMORE, 'Open bids and solicitations'),
  content: BIDS,
};

const GUIDELINES = `Hollis Valley Arts Fund — Community Project Grants 2026: Guidance for applicants

Round 1 opens 2 March 2026. Applications close at 5pm on 30 April 2026. Decisions by 30 June 2026.

What we fund. Arts projects that take place in the Hollis Valley and involve local people as participants or audiences: festivals, workshops, public art, exhibitions, small tours and productions.

How much. You can apply for between £1,000 and £15,000. Projects must take place between 1 August 2026 and 31 July 2027. We can fund up to 90% of the total project cost.

Who can apply. Registered charities, community interest companies, constituted voluntary groups and individual artists living in the Hollis Valley. Schools and local authorities cannot apply.

How to apply. Complete the online form, upload a budget using our template and two letters of support. We do not accept applications by email.

Contact. grants@hollisvalleyarts.example or 01632 960 412 (Tuesday to Thursday).`;

const guidelinesPdf = {
  pageClass: 'grants-tenders' as const,
  kind: 'pdf' as const,
  path: '/documents/community-grants-2026-guidance.pdf',
  render: pdfFile('Hollis Valley Arts Fund — Community Project Grants 2026'),
  content: GUIDELINES,
};

const FUND_SITEMAP = `/ 2026-02-20 weekly 1.0
/about 2025-09-30 yearly 0.5
/funding 2026-03-01 weekly 0.9
/funding/community-project-grants-2026 2026-03-01 weekly 0.8
/funding/artist-development-bursaries 2026-01-12 monthly 0.7
/news/2025-grants-awarded 2025-12-18 yearly 0.4
/news/new-trustees-appointed 2026-02-05 yearly 0.4
/contact 2025-06-02 yearly 0.3`;

const fundSitemap = {
  pageClass: 'grants-tenders' as const,
  kind: 'sitemap' as const,
  path: '/sitemap.xml',
  render: sitemapOf('https://www.hollisvalleyarts.example'),
  content: FUND_SITEMAP,
};

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(bidsPage, [
    {
      id: 'ho-bids-road-deadline-extended',
      label: 'alert',
      intent:
        'We’re pricing the County Road 12 resurfacing job (IFB 26-031). Tell me if the closing date for bids moves or anything else about that solicitation changes: {url}',
      businessContext: 'Paving contractor, 35 staff.',
      edit: 'IFB 26-031 bids due March 19 → April 2',
      changes: [
        [
          '<td>Public Works</td><td>March 19, 2026, 2:00 PM</td>',
          '<td>Public Works</td><td>April 2, 2026, 2:00 PM (extended by Addendum 2)</td>',
        ],
      ],
    },
    {
      id: 'ho-bids-new-it-tender',
      label: 'alert',
      intent: 'We’re a small managed IT services company. New tenders for IT, software or network work at Kenmore County please — {url}',
      edit: 'new RFP: managed network and help desk services',
      changes: [
        [
          '<tbody>',
          '<tbody>\n        <tr><td>RFP 26-037</td><td>Managed network, firewall and help desk services</td><td>Request for Proposals</td><td>Information Technology</td><td>April 9, 2026, 2:00 PM</td></tr>',
        ],
        ['Showing 4 of 4 open solicitations', 'Showing 5 of 5 open solicitations'],
      ],
    },
    {
      id: 'ho-bids-generic-solicitation-cancelled',
      label: 'alert',
      intent: 'Monitor {url} for changes',
      edit: 'janitorial RFQ 26-034 withdrawn from the list',
      changes: [
        [
          '\n        <tr><td>RFQ 26-034</td><td>Janitorial services, Kenmore Government Center</td><td>Request for Quotes</td><td>Facilities</td><td>March 12, 2026, 10:00 AM</td></tr>',
          '',
        ],
        ['Showing 4 of 4 open solicitations', 'Showing 3 of 3 open solicitations'],
      ],
    },
    {
      id: 'ho-bids-it-only-landscaping',
      label: 'off-topic',
      intent: 'IT and software tenders only, we don’t do construction or services: {url}',
      edit: 'new IFB for park mowing and grounds maintenance',
      changes: [
        [
          '<tbody>',
          '<tbody>\n        <tr><td>IFB 26-038</td><td>Mowing and grounds maintenance, county parks</td><td>Invitation for Bid</td><td>Parks</td><td>April 9, 2026, 2:00 PM</td></tr>',
        ],
        ['Showing 4 of 4 open solicitations', 'Showing 5 of 5 open solicitations'],
      ],
    },
    {
      id: 'ho-bids-render-info',
      label: 'noise',
      intent: 'Tell me about new or changed solicitations on {url}',
      edit: 'only the render time and server node change',
      changes: [['generated in 0.38 s · node kc-web-03', 'generated in 0.51 s · node kc-web-01']],
    },
  ]),
  ...casesOf(guidelinesPdf, [
    {
      id: 'ho-grants-pdf-max-award',
      label: 'alert',
      intent: 'How much can our festival apply for? Let me know if the grant amounts in {url} change.',
      businessContext: 'Volunteer-run folk festival, constituted group.',
      edit: 'maximum award £15,000 → £10,000',
      changes: [['between £1,000 and £15,000', 'between £1,000 and £10,000']],
    },
    {
      id: 'ho-grants-pdf-eligibility',
      label: 'alert',
      intent: 'I’m an individual artist. Can I still apply to this fund? Watch {url} for eligibility changes.',
      edit: 'individual artists no longer eligible',
      changes: [
        [
          'constituted voluntary groups and individual artists living in the Hollis Valley. Schools and local authorities cannot apply.',
          'and constituted voluntary groups based in the Hollis Valley. Individual artists, schools and local authorities cannot apply; individuals should see our Artist Development Bursaries.',
        ],
      ],
    },
    {
      id: 'ho-grants-pdf-deadline-only-contact',
      label: 'off-topic',
      intent: 'Just tell me if the application deadline in {url} changes. Nothing else.',
      edit: 'contact phone hours changed (deadline unchanged)',
      changes: [['01632 960 412 (Tuesday to Thursday)', '01632 960 415 (Monday to Friday)']],
    },
  ]),
  ...casesOf(fundSitemap, [
    {
      id: 'ho-grants-sitemap-new-call',
      label: 'alert',
      intent: 'Use the sitemap {url} to spot new funding programmes from Hollis Valley Arts Fund as soon as they publish them.',
      edit: 'new page /funding/rural-touring-fund-2026',
      changes: [
        [
          '/funding/artist-development-bursaries 2026-01-12 monthly 0.7',
          '/funding/artist-development-bursaries 2026-01-12 monthly 0.7\n/funding/rural-touring-fund-2026 2026-03-02 weekly 0.8',
        ],
      ],
    },
    {
      id: 'ho-grants-sitemap-lastmod',
      label: 'noise',
      intent: 'Use the sitemap {url} to spot new funding programmes from Hollis Valley Arts Fund as soon as they publish them.',
      edit: 'only lastmod dates move, same pages',
      changes: [
        ['/ 2026-02-20 weekly 1.0', '/ 2026-03-02 weekly 1.0'],
        ['/funding 2026-03-01 weekly 0.9', '/funding 2026-03-03 weekly 0.9'],
        ['/funding/community-project-grants-2026 2026-03-01 weekly 0.8', '/funding/community-project-grants-2026 2026-03-03 weekly 0.8'],
      ],
    },
  ]),
];
