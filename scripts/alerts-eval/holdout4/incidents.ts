import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { LEDGERLY } from './sites';

const exchangeIncidents = `<h1>Incident history</h1>
<p>Post-incident reports for events that affected trading, deposits or withdrawals. Reports are published within 5 business days.</p>
<section id="open">
  <h2>Open incidents</h2>
  <article class="incident open">
    <h3>Delayed SOL withdrawals</h3>
    <p class="state">Status: Monitoring · Started 2026-03-01 18:20 UTC</p>
    <p>Solana withdrawals are being processed with delays of up to 40 minutes due to network congestion. Deposits are not affected.</p>
  </article>
</section>
<section id="past">
  <h2>Past incidents</h2>
  <article>
    <h3>Order book halt on EUR markets — resolved</h3>
    <p class="state">22 Feb 2026, 07:02–07:31 UTC · Severity: Major</p>
    <p>Matching for all EUR-quoted pairs was paused for 29 minutes after a failed deployment. No orders were lost; 1,204 resting orders were cancelled and users notified.</p>
  </article>
  <article>
    <h3>Card deposits failing for UK cardholders — resolved</h3>
    <p class="state">14 Feb 2026, 11:15–13:40 UTC · Severity: Minor</p>
    <p>A third-party card processor rejected UK-issued cards. About 3% of card deposit attempts failed.</p>
  </article>
</section>
<p class="ticker">BTC/USD <span>$71,402.18</span> · ETH/USD <span>$3,811.04</span></p>
<!--aside--><h3>Proof of reserves</h3><p>Latest attestation: January 2026. Customer assets held 1:1.</p>
<!--footer--><p>Security disclosures: security@ledgerly.example</p>`;

const cloudIncidents = JSON.stringify({
  incidents: [
    {
      id: 'SF-2026-0219',
      title: 'Object storage elevated latency in eu-central-1',
      status: 'resolved',
      impact: 'minor',
      regions: ['eu-central-1'],
      started_at: '2026-02-19T13:02:00Z',
      resolved_at: '2026-02-19T14:10:00Z',
      postmortem_url: null,
    },
    {
      id: 'SF-2026-0211',
      title: 'Managed Postgres failover storms in us-east-2',
      status: 'resolved',
      impact: 'major',
      regions: ['us-east-2'],
      started_at: '2026-02-11T03:40:00Z',
      resolved_at: '2026-02-11T06:15:00Z',
      postmortem_url: 'https://status.stratusforge.example/postmortems/SF-2026-0211',
    },
  ],
  page_views_24h: 48211,
  meta: { total: 2 },
});

export const incidentsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'incidents',
      kind: 'html',
      path: '/support/incidents',
      render: htmlPage(LEDGERLY, 'Incident history'),
      content: exchangeIncidents,
    },
    [
      {
        id: 'h4-incidents-exchange-sol-resolved',
        label: 'alert',
        intent:
          'Our treasury moves SOL off Ledgerly daily. Tell me about any incident touching SOL deposits or withdrawals, and when it is resolved. {url}',
        edit: 'SOL withdrawal incident → Resolved',
        changes: [['Status: Monitoring · Started 2026-03-01 18:20 UTC', 'Status: Resolved · 2026-03-01 18:20 – 2026-03-02 22:05 UTC']],
      },
      {
        id: 'h4-incidents-exchange-eur-report',
        label: 'alert',
        intent: 'We market-make on Ledgerly EUR pairs. Anything new about EUR market outages, halts, or their post-incident reports: {url}',
        edit: 'EUR halt report updated: cancelled orders 1,204 → 3,890 and root cause added',
        changes: [
          [
            'No orders were lost; 1,204 resting orders were cancelled and users notified.',
            'No orders were lost; 3,890 resting orders were cancelled and users notified. Root cause: a configuration flag enabled only in the EUR matching shard.',
          ],
        ],
      },
      {
        id: 'h4-incidents-exchange-card-offtopic',
        label: 'off-topic',
        intent: 'We market-make on Ledgerly EUR pairs. Anything new about EUR market outages, halts, or their post-incident reports: {url}',
        edit: 'UK card deposit incident figure changes',
        changes: [['About 3% of card deposit attempts failed.', 'About 7% of card deposit attempts failed.']],
      },
      {
        id: 'h4-incidents-exchange-new-eth',
        label: 'off-topic',
        intent:
          'Our treasury moves SOL off Ledgerly daily. Tell me about any incident touching SOL deposits or withdrawals, and when it is resolved. {url}',
        edit: 'new open incident about ETH deposits (not SOL)',
        changes: [
          [
            '<h2>Open incidents</h2>',
            '<h2>Open incidents</h2>\n  <article class="incident open">\n    <h3>ETH deposits delayed</h3>\n    <p class="state">Status: Investigating · Started 2026-03-03 09:40 UTC</p>\n    <p>Ethereum deposits are taking longer to be credited. Withdrawals are not affected.</p>\n  </article>',
          ],
        ],
      },
      {
        id: 'h4-incidents-exchange-ticker-noise',
        label: 'noise',
        intent: 'Any new incident at Ledgerly {url}',
        edit: 'price ticker moves',
        changes: [
          ['$71,402.18', '$70,988.51'],
          ['$3,811.04', '$3,842.77'],
        ],
      },
    ],
  ),
  ...casesOf({ pageClass: 'incidents', kind: 'json', path: '/api/incidents', render: jsonApi(), content: cloudIncidents }, [
    {
      id: 'h4-incidents-json-postmortem',
      label: 'alert',
      intent: 'Post-mortems for eu-central-1 incidents at StratusForge ({url}) — we have to file them with our auditor.',
      edit: 'postmortem_url published for the eu-central-1 storage incident',
      changes: [['"postmortem_url":null', '"postmortem_url":"https://status.stratusforge.example/postmortems/SF-2026-0219"']],
    },
    {
      id: 'h4-incidents-json-new-incident',
      label: 'alert',
      intent: 'new stratusforge incidents, all regions {url}',
      edit: 'new incident for ap-south-1 compute added',
      changes: [
        [
          '"incidents":[',
          '"incidents":[{"id":"SF-2026-0303","title":"Compute instance launches failing in ap-south-1","status":"investigating","impact":"major","regions":["ap-south-1"],"started_at":"2026-03-03T09:12:00Z","resolved_at":null,"postmortem_url":null},',
        ],
      ],
    },
    {
      id: 'h4-incidents-json-us-offtopic',
      label: 'off-topic',
      intent: 'Post-mortems for eu-central-1 incidents at StratusForge ({url}) — we have to file them with our auditor.',
      edit: 'us-east-2 incident impact reclassified major → critical',
      changes: [['"impact":"major"', '"impact":"critical"']],
    },
    {
      id: 'h4-incidents-json-views-noise',
      label: 'noise',
      intent: 'new stratusforge incidents, all regions {url}',
      edit: 'page view counter changes',
      changes: [['"page_views_24h":48211', '"page_views_24h":51007']],
    },
  ]),
];
