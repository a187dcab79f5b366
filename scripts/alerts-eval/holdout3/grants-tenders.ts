import { casesOf, type EvalCase } from '../case';
import { atomEntry, atomFeed, htmlPage } from '../pages';
import { BRANCASTER_COUNCIL } from './sites';

const tenders = `<h1>Current contract opportunities</h1>
<p>Brancaster District Council publishes all opportunities over £25,000 here and on Contracts Finder. Register on our e-tendering portal to download documents and ask clarification questions.</p>
<table class="tenders">
  <thead><tr><th>Reference</th><th>Title</th><th>Estimated value</th><th>Procedure</th><th>Deadline</th></tr></thead>
  <tbody>
    <tr><td>BDC-2026-014</td><td>Grounds maintenance of parks and cemeteries (2026–2030)</td><td>£1,800,000</td><td>Open</td><td>17 March 2026, 12:00</td></tr>
    <tr><td>BDC-2026-017</td><td>Public toilet cleaning and consumables</td><td>£240,000</td><td>Open</td><td>24 March 2026, 12:00</td></tr>
    <tr><td>BDC-2026-019</td><td>Replacement of leisure centre pool filtration</td><td>£410,000</td><td>Competitive flexible</td><td>31 March 2026, 12:00</td></tr>
    <tr><td>BDC-2026-021</td><td>Independent advice service for council tenants</td><td>£95,000</td><td>Below threshold</td><td>7 April 2026, 12:00</td></tr>
  </tbody>
</table>
<section id="awarded">
  <h2>Recently awarded</h2>
  <ul>
    <li>BDC-2025-088 CCTV maintenance — awarded to Vigilant Systems Ltd, £132,000.</li>
    <li>BDC-2025-091 Christmas lights installation — awarded to Lumiere Events Ltd, £48,500.</li>
  </ul>
</section>
<section id="help">
  <h2>Selling to the council</h2>
  <p>We pay small suppliers within 14 days. Meet the buyer events run quarterly; the next is on 9 April at Brancaster Town Hall.</p>
</section>
<!--aside--><h3>Social value</h3><p>All contracts over £100,000 carry a 10% social value weighting.</p>`;

const funding = [
  atomEntry({
    title: 'Kingsbridge Seed Fund: interdisciplinary pilot projects (up to £20,000)',
    link: 'https://www.kingsbridge.ac.example/research/funding/seed-fund-2026',
    date: '2026-02-20T09:00:00Z',
    body: 'Internal call for early career researchers. Deadline 27 March 2026. Projects must involve two schools.',
  }),
  atomEntry({
    title: 'Marine Futures Doctoral Partnership: 8 funded studentships',
    link: 'https://www.kingsbridge.ac.example/research/funding/marine-futures-dtp',
    date: '2026-02-11T09:00:00Z',
    body: 'Fully funded PhD studentships starting October 2026, stipend £20,780 a year. Deadline 13 March 2026.',
  }),
  atomEntry({
    title: 'Public Engagement Small Grants (up to £2,500)',
    link: 'https://www.kingsbridge.ac.example/research/funding/engagement-small-grants',
    date: '2026-01-28T09:00:00Z',
    body: 'Rolling call for staff and doctoral researchers to run events with schools and community groups.',
  }),
].join('');

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'html',
      path: '/business/procurement/opportunities',
      render: htmlPage(BRANCASTER_COUNCIL, 'Current contract opportunities'),
      content: tenders,
    },
    [
      {
        id: 'h3-tender-bdc-grounds-deadline',
        label: 'alert',
        intent: 'We are bidding for the Brancaster grounds maintenance contract. Any change to that tender, especially the deadline: {url}',
        businessContext: 'Landscaping firm, 45 staff.',
        edit: 'grounds maintenance deadline extended',
        changes: [['<td>17 March 2026, 12:00</td>', '<td>31 March 2026, 12:00 (extended)</td>']],
      },
      {
        id: 'h3-tender-bdc-pool-offtopic',
        label: 'off-topic',
        intent: 'We are bidding for the Brancaster grounds maintenance contract. Any change to that tender, especially the deadline: {url}',
        edit: 'pool filtration value revised',
        changes: [['<td>£410,000</td>', '<td>£460,000</td>']],
      },
      {
        id: 'h3-tender-bdc-new-cleaning',
        label: 'alert',
        intent: 'New cleaning or facilities tenders at Brancaster council {url}',
        businessContext: 'Commercial cleaning company in the district.',
        edit: 'new tender: office cleaning',
        changes: [
          [
            '<td>7 April 2026, 12:00</td></tr>',
            '<td>7 April 2026, 12:00</td></tr>\n    <tr><td>BDC-2026-024</td><td>Office cleaning, Brancaster Town Hall and depot</td><td>£310,000</td><td>Open</td><td>14 April 2026, 12:00</td></tr>',
          ],
        ],
      },
      {
        id: 'h3-tender-bdc-awarded-offtopic',
        label: 'off-topic',
        intent: 'New cleaning or facilities tenders at Brancaster council {url}',
        edit: 'a new award listed (IT, not cleaning)',
        changes: [
          [
            'awarded to Lumiere Events Ltd, £48,500.</li>',
            'awarded to Lumiere Events Ltd, £48,500.</li>\n    <li>BDC-2025-097 Housing management software — awarded to Civica Homes Ltd, £380,000.</li>',
          ],
        ],
      },
      {
        id: 'h3-tender-bdc-meet-buyer',
        label: 'alert',
        intent: 'tell me when brancaster changes anything on {url}',
        edit: 'meet the buyer event moved',
        changes: [['the next is on 9 April at Brancaster Town Hall', 'the next is on 23 April online']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'grants-tenders',
      kind: 'feed',
      path: '/research/funding/feed.atom',
      render: atomFeed({
        title: 'Kingsbridge research funding calls',
        id: 'tag:kingsbridge.ac.example,2021:funding',
        link: 'https://www.kingsbridge.ac.example/research/funding',
      }),
      content: funding,
    },
    [
      {
        id: 'h3-tender-kb-marine-deadline',
        label: 'alert',
        intent: 'PhD studentships in marine science at Kingsbridge, funded ones. {url}',
        edit: 'Marine Futures deadline extended and places increased',
        changes: [
          ['8 funded studentships', '10 funded studentships'],
          ['Deadline 13 March 2026.', 'Deadline extended to 27 March 2026.'],
        ],
      },
      {
        id: 'h3-tender-kb-seed-offtopic',
        label: 'off-topic',
        intent: 'PhD studentships in marine science at Kingsbridge, funded ones. {url}',
        edit: 'new internal seed-fund call for staff',
        changes: [
          [
            '  <entry>\n    <id>https://www.kingsbridge.ac.example/research/funding/seed-fund-2026',
            atomEntry({
              title: 'Research Equipment Fund 2026 (up to £50,000)',
              link: 'https://www.kingsbridge.ac.example/research/funding/equipment-2026',
              date: '2026-03-02T09:00:00Z',
              body: 'Internal call for academic staff to buy shared research equipment. Deadline 24 April 2026.',
            }) + '  <entry>\n    <id>https://www.kingsbridge.ac.example/research/funding/seed-fund-2026',
          ],
        ],
      },
      {
        id: 'h3-tender-kb-engagement-closed',
        label: 'alert',
        intent: 'I run school outreach. Let me know about any public engagement funding from Kingsbridge: {url}',
        edit: 'engagement small grants closed early',
        changes: [
          [
            'Rolling call for staff and doctoral researchers',
            'This call is now closed for 2025/26 as the budget is fully committed. It was a rolling call for staff and doctoral researchers',
          ],
        ],
      },
    ],
  ),
];
