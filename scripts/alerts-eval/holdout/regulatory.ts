import { casesOf, type EvalCase } from '../case';
import { htmlPage, pdfFile, rssFeed, rssItem } from '../pages';
import { ENERGYREG } from './sites';

const DECISION = `    <article class="decision">
      <p class="doc-type">Decision · Default tariff cap</p>
      <h1>Default tariff cap level for 1 April to 30 June 2026</h1>
      <table class="key-facts">
        <tr><th>Decision date</th><td>25 February 2026</td></tr>
        <tr><th>Cap period</th><td>1 April 2026 to 30 June 2026</td></tr>
        <tr><th>Typical household bill (dual fuel, direct debit)</th><td>£1,721 a year, down 3.4%</td></tr>
      </table>
      <h2>Unit rates and standing charges</h2>
      <table class="rates">
        <thead><tr><th></th><th>Electricity</th><th>Gas</th></tr></thead>
        <tbody>
          <tr><th>Unit rate (per kWh)</th><td>24.86p</td><td>6.24p</td></tr>
          <tr><th>Standing charge (per day)</th><td>51.37p</td><td>31.65p</td></tr>
        </tbody>
      </table>
      <h2>Why the cap is falling</h2>
      <p>Wholesale gas and electricity prices for delivery in spring fell by around 6% during the observation window. Network costs rose slightly, partly offsetting the fall.</p>
      <h2>What suppliers must do</h2>
      <p>Suppliers must not charge default tariff customers more than the cap from 1 April 2026 and must tell affected customers about the new prices at least 30 days before.</p>
    </article>
<!--aside-->
      <h4>Related</h4>
      <ul><li>How the cap is calculated</li><li>Cap levels since 2019 (data)</li><li>Help paying your energy bills</li></ul>`;

const decisionPage = {
  pageClass: 'regulatory' as const,
  kind: 'html' as const,
  path: '/decisions/default-tariff-cap-april-2026',
  render: htmlPage(ENERGYREG, 'Default tariff cap April–June 2026'),
  content: DECISION,
};

const consultation = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.energymarkets.gov.example/consultations/${slug}`, date, body });

const CONSULTATIONS = [
  consultation(
    'Consultation: standing charges for prepayment customers',
    'prepayment-standing-charges',
    'Thu, 26 Feb 2026 09:30:00 GMT',
    'We seek views on aligning prepayment standing charges with direct debit. Closes 23 April 2026.',
  ),
  consultation(
    'Call for input: supplier financial resilience',
    'supplier-resilience-2026',
    'Tue, 17 Feb 2026 09:30:00 GMT',
    'We want evidence on capital adequacy requirements for domestic suppliers. Closes 31 March 2026.',
  ),
  consultation(
    'Consultation: heat network consumer protection',
    'heat-networks-protection',
    'Wed, 04 Feb 2026 09:30:00 GMT',
    'Proposed guaranteed standards of performance for heat network operators. Closes 1 April 2026.',
  ),
].join('');

const consultationsFeed = {
  pageClass: 'regulatory' as const,
  kind: 'feed' as const,
  path: '/feeds/consultations.rss',
  render: rssFeed({
    title: 'Office of Energy Markets — consultations',
    link: 'https://www.energymarkets.gov.example/consultations',
    description: 'Open consultations and calls for input',
  }),
  content: CONSULTATIONS,
};

const DRONE_GUIDE = `Civil Aviation Directorate — CAD 1107: Flying drones in the Open category

Edition 3, published 12 January 2026. This guidance explains the rules for recreational and commercial drone flights that do not need a specific authorisation.

Registration. If your drone weighs 250 g or more, or has a camera and is not a toy, you must register as an operator and label the drone with your operator ID. Registration costs £11 a year.

Flyer ID. Anyone flying a drone of 100 g or more must pass the free online theory test and carry a flyer ID.

Height and distance. Keep the drone below 120 metres above the surface and always within your direct sight. Do not fly over crowds. Stay at least 50 metres from people who are not involved in the flight, or 30 metres for drones under 900 g with a C1 class mark.

Restricted areas. Flight restriction zones around airports extend 5 km from the runway ends. You need permission from the airport to fly inside them.

Insurance. Commercial flights need third-party liability insurance meeting the minimum limits in the regulations.

Enforcement. Breaking these rules can lead to a fine of up to £2,500 or, for endangering an aircraft, up to five years in prison.`;

const droneGuidePdf = {
  pageClass: 'regulatory' as const,
  kind: 'pdf' as const,
  path: '/publications/cad1107.pdf',
  render: pdfFile('CAD 1107 — Flying drones in the Open category'),
  content: DRONE_GUIDE,
};

export const regulatoryCases: EvalCase[] = [
  ...casesOf(decisionPage, [
    {
      id: 'ho-reg-cap-go-live-moved',
      label: 'alert',
      intent: 'We bill customers on the default tariff. Tell me if the go-live date of the next cap or its level changes: {url}',
      businessContext: 'Small energy supplier, 40,000 domestic customers.',
      edit: 'cap period start 1 April → 1 May 2026',
      changes: [
        ['<td>1 April 2026 to 30 June 2026</td>', '<td>1 May 2026 to 30 June 2026</td>'],
        ['more than the cap from 1 April 2026', 'more than the cap from 1 May 2026'],
      ],
    },
    {
      id: 'ho-reg-cap-electricity-unit-rate',
      label: 'alert',
      intent: 'What will the electricity unit rate be under the April cap? Ping me if the figure on {url} is revised.',
      edit: 'electricity unit rate 24.86p → 25.12p',
      changes: [['<td>24.86p</td>', '<td>25.12p</td>']],
    },
    {
      id: 'ho-reg-cap-electricity-only-gas-standing',
      label: 'off-topic',
      intent: 'I only have electricity (no gas). Keep me posted on the electricity rates in this decision: {url}',
      edit: 'gas standing charge 31.65p → 33.02p (electricity unchanged)',
      changes: [['<td>31.65p</td>', '<td>33.02p</td>']],
    },
    {
      id: 'ho-reg-cap-related-links',
      label: 'noise',
      intent: 'Monitor {url} for changes',
      edit: 'only the "Related" sidebar links reorder',
      changes: [
        [
          '<li>How the cap is calculated</li><li>Cap levels since 2019 (data)</li><li>Help paying your energy bills</li>',
          '<li>Help paying your energy bills</li><li>How the cap is calculated</li><li>Cap levels since 2019 (data)</li>',
        ],
      ],
    },
  ]),
  ...casesOf(consultationsFeed, [
    {
      id: 'ho-reg-feed-smart-meter-consultation',
      label: 'alert',
      intent: 'new consultations about smart meters please — {url}',
      edit: 'new item: consultation on smart meter rollout targets',
      changes: [
        (content) =>
          `${consultation(
            'Consultation: smart meter rollout targets for 2027 and 2028',
            'smart-meter-targets-2027',
            'Mon, 02 Mar 2026 09:30:00 GMT',
            'We propose minimum annual installation targets for large suppliers and a new reporting regime. Closes 27 May 2026.',
          )}${content}`,
      ],
    },
    {
      id: 'ho-reg-feed-smart-meters-only-network',
      label: 'off-topic',
      intent: 'We install smart meters. Only consultations about smart metering are relevant: {url}',
      edit: 'new item: consultation on electricity network connection charges',
      changes: [
        (content) =>
          `${consultation(
            'Consultation: connection charges for new housing developments',
            'connection-charges-housing',
            'Mon, 02 Mar 2026 09:30:00 GMT',
            'We propose changes to how distribution networks charge developers for new connections. Closes 27 May 2026.',
          )}${content}`,
      ],
    },
  ]),
  ...casesOf(droneGuidePdf, [
    {
      id: 'ho-reg-drone-registration-threshold',
      label: 'alert',
      intent: 'Do I have to register my 180 g drone (it has no camera)? Let me know if the registration rules in {url} change.',
      edit: 'registration threshold 250 g → 100 g; fee £11 → £14',
      changes: [
        ['If your drone weighs 250 g or more, or has a camera and is not a toy', 'If your drone weighs 100 g or more'],
        ['Registration costs £11 a year.', 'Registration costs £14 a year.'],
      ],
    },
  ]),
];
