import { casesOf, type EvalCase, type SourcePage } from '../case';
import { htmlPage, pdfFile, rssFeed, rssItem } from '../pages';
import { CALDERBAY } from './sites';

const calderbayTenders: SourcePage = {
  pageClass: 'grants-tenders',
  kind: 'html',
  path: '/opportunities',
  render: htmlPage(CALDERBAY, 'Open opportunities'),
  content: `<div class="portal-session text-xs" aria-hidden="true">Session ref S-41907Q · expires in 29:59</div>
<h1>Open opportunities</h1>
<p>All contracts above £30,000 are advertised here and on Find a Tender. Register to download documents and ask clarification questions.</p>
<table class="table table-striped">
  <thead><tr><th>Reference</th><th>Title</th><th>CPV</th><th>Estimated value</th><th>Tender deadline</th></tr></thead>
  <tbody>
    <tr><td>CBP-2026-011</td><td>Maintenance dredging of the inner harbour, 2026–2029</td><td>45252124</td><td>£3,800,000</td><td>27/03/2026 12:00</td></tr>
    <tr><td>CBP-2026-014</td><td>CCTV and access control maintenance</td><td>50610000</td><td>£420,000</td><td>20/03/2026 12:00</td></tr>
    <tr><td>CBP-2026-015</td><td>Tug fuel supply (HVO) framework</td><td>09134200</td><td>£1,150,000</td><td>10/04/2026 12:00</td></tr>
  </tbody>
</table>
<details><summary>Clarification questions (3)</summary><ol><li>Is TUPE expected to apply to CBP-2026-014? — No.</li><li>Can consortia bid for CBP-2026-011? — Yes, with a lead bidder.</li><li>Is HVO from UCO feedstock acceptable? — Yes.</li></ol></details>`,
};

const helixFeed: SourcePage = {
  pageClass: 'grants-tenders',
  kind: 'feed',
  path: '/funding/calls.rss',
  render: rssFeed({
    title: 'Helix Research Foundation — funding calls',
    link: 'https://www.helixfoundation.example/funding',
    description: 'Open and upcoming funding calls',
  }),
  content:
    rssItem({
      title: 'Open call: Seed grants for antimicrobial resistance diagnostics',
      link: 'https://www.helixfoundation.example/funding/amr-seed-2026',
      date: 'Wed, 18 Feb 2026 12:00:00 GMT',
      body: 'Up to £150,000 over 18 months. Deadline 30 April 2026.',
    }) +
    rssItem({
      title: 'Upcoming: Digital humanities fellowships',
      link: 'https://www.helixfoundation.example/funding/dh-fellowships',
      date: 'Mon, 09 Feb 2026 12:00:00 GMT',
      body: 'Opens in May 2026.',
    }),
};

const helixGuidance: SourcePage = {
  pageClass: 'grants-tenders',
  kind: 'pdf',
  path: '/funding/amr-seed-2026-guidance.pdf',
  render: pdfFile('Helix Research Foundation — AMR Diagnostics Seed Grants 2026: Guidance for applicants'),
  content: `AMR DIAGNOSTICS SEED GRANTS 2026 — GUIDANCE FOR APPLICANTS

1. Purpose. These grants support early proof-of-concept work on rapid diagnostics for antimicrobial resistance.

2. Funding available. Awards of up to £150,000 each, for up to 18 months. We expect to fund 8 to 12 projects.

3. Eligibility. The lead applicant must hold a contract at a UK university or research organisation that extends beyond the end of the project. Small companies may join as partners but may not lead.

4. Deadline. Applications must be submitted through the Helix portal by 16:00 UK time on 30 April 2026.

5. Assessment. Applications are scored by an expert panel on scientific merit (50%), feasibility (30%) and route to patient benefit (20%).`,
};

export const grantsTendersCases: EvalCase[] = [
  ...casesOf(calderbayTenders, [
    {
      id: 'h7-tenders-calderbay-dredging-extended',
      label: 'alert',
      intent: 'Port of Calderbay dredging tender — deadline and any changes {url}',
      edit: 'CBP-2026-011 deadline 27/03/2026 → 17/04/2026',
      changes: [['<td>£3,800,000</td><td>27/03/2026 12:00</td>', '<td>£3,800,000</td><td>17/04/2026 12:00</td>']],
    },
    {
      id: 'h7-tenders-calderbay-cctv-not-dredging',
      label: 'off-topic',
      intent: 'Port of Calderbay dredging tender — deadline and any changes {url}',
      edit: 'CCTV tender deadline 20/03 → 24/03 (another row)',
      changes: [['<td>£420,000</td><td>20/03/2026 12:00</td>', '<td>£420,000</td><td>24/03/2026 12:00</td>']],
    },
    {
      id: 'h7-tenders-calderbay-electrical-over-500k',
      label: 'alert',
      intent:
        'We are an electrical contractor. New tenders at Calderbay port for electrical or shore power work, but only if the estimated value is over £500k — smaller jobs are not worth the bid cost. {url}',
      edit: 'new tender: shore power installation, £2,400,000',
      changes: [
        [
          '  </tbody>',
          '    <tr><td>CBP-2026-018</td><td>Shore power installation, Berths 3 and 4</td><td>45315000</td><td>£2,400,000</td><td>05/05/2026 12:00</td></tr>\n  </tbody>',
        ],
      ],
    },
    {
      id: 'h7-tenders-calderbay-electrical-under-500k',
      label: 'off-topic',
      intent:
        'We are an electrical contractor. New tenders at Calderbay port for electrical or shore power work, but only if the estimated value is over £500k — smaller jobs are not worth the bid cost. {url}',
      edit: 'new tender: quay lighting LED replacement, £180,000 (below the threshold)',
      changes: [
        [
          '  </tbody>',
          '    <tr><td>CBP-2026-019</td><td>Quay lighting LED replacement</td><td>45316100</td><td>£180,000</td><td>28/04/2026 12:00</td></tr>\n  </tbody>',
        ],
      ],
    },
    {
      id: 'h7-tenders-calderbay-session',
      label: 'noise',
      intent: 'any new or changed tender on {url}',
      edit: 'portal session ref and timer changed',
      changes: [['Session ref S-41907Q · expires in 29:59', 'Session ref S-52218K · expires in 29:58']],
    },
  ]),
  ...casesOf(helixFeed, [
    {
      id: 'h7-grants-helix-new-amr-call',
      label: 'alert',
      intent: 'Helix funding for microbiology / infection research {url}',
      edit: 'new call: phage therapy translational awards',
      changes: [
        [
          '    <item>\n      <title>Open call: Seed grants',
          rssItem({
            title: 'Open call: Translational awards in bacteriophage therapy',
            link: 'https://www.helixfoundation.example/funding/phage-translational-2026',
            date: 'Tue, 03 Mar 2026 12:00:00 GMT',
            body: 'Up to £600,000 over 3 years for projects moving phage therapies toward clinical trials. Deadline 15 June 2026.',
          }) + '    <item>\n      <title>Open call: Seed grants',
        ],
      ],
    },
    {
      id: 'h7-grants-helix-humanities-not-micro',
      label: 'off-topic',
      intent: 'Helix funding for microbiology / infection research {url}',
      edit: 'digital humanities fellowships item updated: opens in May → opens 1 April',
      changes: [['Opens in May 2026.', 'Opens on 1 April 2026, deadline 30 June 2026.']],
    },
  ]),
  ...casesOf(helixGuidance, [
    {
      id: 'h7-grants-helix-companies-may-lead',
      label: 'alert',
      intent:
        'Can a small biotech company like ours lead an application for the Helix AMR seed grants? Tell me if eligibility changes. {url}',
      edit: 'small companies may now lead applications',
      changes: [
        [
          'Small companies may join as partners but may not lead.',
          'Small and medium-sized companies registered in the UK may also lead applications.',
        ],
      ],
    },
    {
      id: 'h7-grants-helix-weights-not-eligibility',
      label: 'off-topic',
      intent:
        'Can a small biotech company like ours lead an application for the Helix AMR seed grants? Tell me if eligibility changes. {url}',
      edit: 'assessment weights changed (another section)',
      changes: [
        [
          'scientific merit (50%), feasibility (30%) and route to patient benefit (20%)',
          'scientific merit (40%), feasibility (30%) and route to patient benefit (30%)',
        ],
      ],
    },
  ]),
];
