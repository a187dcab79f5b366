import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { TIDEWAY_WATER } from './sites';

const supplyProblems = `<h1>Problems in your area</h1>
<p>Live supply interruptions, low pressure and planned work. Enter your postcode for your street, or browse by town below. Last checked {{time}}.</p>
<section id="incidents">
  <h2>Current incidents</h2>
  <article class="incident">
    <h3>Burst main — Ashby (AB4 2, AB4 3)</h3>
    <p><strong>Status:</strong> Engineers on site</p>
    <p>A 12-inch main burst on Station Road at 05:40. About 1,900 properties have no water or low pressure. We expect supplies back by 14:00. Bottled water station: Ashby Leisure Centre car park.</p>
  </article>
  <article class="incident">
    <h3>Discoloured water — Kettlewell (KT1)</h3>
    <p><strong>Status:</strong> Monitoring</p>
    <p>Some customers may see brown or yellow water after a change in how we supply the area. Run your cold kitchen tap for 20 minutes. It is safe to drink.</p>
  </article>
</section>
<section id="planned">
  <h2>Planned work</h2>
  <ul>
    <li>Millbrook (MB2): supply off 09:00–13:00 on Wednesday 11 March to connect a new main.</li>
    <li>Orton Wells (OW1 5): pressure may be low overnight 9–13 March during valve replacement.</li>
  </ul>
</section>
<section id="register">
  <h2>Priority services</h2>
  <p>If you need water for medical reasons, join our Priority Services Register and we will deliver bottled water first.</p>
</section>
<!--aside--><h3>Report a leak</h3><p>Call 0800 917 2260 any time.</p>`;

const outages = JSON.stringify(
  {
    region: 'all',
    incidents: [
      {
        id: 'INC-88120',
        area: 'Glasgow G1–G5',
        services: ['4G', '5G'],
        status: 'investigating',
        summary: 'Customers may have no data service. Calls and texts work.',
        started: '2026-03-02T06:10:00Z',
        estimated_fix: '2026-03-02T12:00:00Z',
      },
      {
        id: 'INC-88097',
        area: 'Cardiff CF10, CF11',
        services: ['Broadband'],
        status: 'fixing',
        summary: 'Damaged fibre cable near Penarth Road. Engineers are splicing.',
        started: '2026-03-01T22:45:00Z',
        estimated_fix: '2026-03-02T16:00:00Z',
      },
    ],
    planned_works: [{ area: 'Leeds LS1', window: '2026-03-05T00:00:00Z/2026-03-05T05:00:00Z', services: ['Voice'] }],
    meta: { generated: '{{iso}}' },
  },
  null,
  2,
);

export const incidentsCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'incidents',
      kind: 'html',
      path: '/supply/problems-in-your-area',
      render: htmlPage(TIDEWAY_WATER, 'Problems in your area'),
      content: supplyProblems,
    },
    [
      {
        id: 'h3-inc-tideway-ashby-restore-slips',
        label: 'alert',
        intent: 'We run a care home in Ashby (AB4 3). Tell me about any water supply incident or update affecting Ashby: {url}',
        businessContext: '40-bed care home; we must arrange water for residents.',
        edit: 'Ashby restoration time slips to 20:00',
        changes: [['We expect supplies back by 14:00.', 'Repairs are taking longer than expected; we now expect supplies back by 20:00.']],
      },
      {
        id: 'h3-inc-tideway-kettlewell-offtopic',
        label: 'off-topic',
        intent: 'We run a care home in Ashby (AB4 3). Tell me about any water supply incident or update affecting Ashby: {url}',
        edit: 'Kettlewell discoloured water incident closed',
        changes: [['<p><strong>Status:</strong> Monitoring</p>', '<p><strong>Status:</strong> Resolved</p>']],
      },
      {
        id: 'h3-inc-tideway-millbrook-new',
        label: 'alert',
        intent: 'Millbrook MB2 — water off or low pressure, planned or not. {url}',
        edit: 'Millbrook planned work moved to a different day',
        changes: [['09:00–13:00 on Wednesday 11 March', '08:00–16:00 on Tuesday 17 March']],
      },
      {
        id: 'h3-inc-tideway-checked-noise',
        label: 'noise',
        intent: 'Millbrook MB2 — water off or low pressure, planned or not. {url}',
        edit: 'only the "last checked" time moves',
        changes: [],
      },
    ],
  ),
  ...casesOf({ pageClass: 'incidents', kind: 'json', path: '/api/network/incidents', render: jsonApi(), content: outages }, [
    {
      id: 'h3-inc-pellston-glasgow-fixed',
      label: 'alert',
      intent: 'Our shops in Glasgow city centre use Pellston 4G routers for card payments. Watch {url} for outages in Glasgow.',
      edit: 'Glasgow incident status investigating → fixing, new ETA',
      changes: [
        ['"status": "investigating"', '"status": "fixing"'],
        ['"estimated_fix": "2026-03-02T12:00:00Z"', '"estimated_fix": "2026-03-02T18:30:00Z"'],
      ],
    },
    {
      id: 'h3-inc-pellston-cardiff-offtopic',
      label: 'off-topic',
      intent: 'Our shops in Glasgow city centre use Pellston 4G routers for card payments. Watch {url} for outages in Glasgow.',
      edit: 'Cardiff broadband incident ETA moves',
      changes: [['"estimated_fix": "2026-03-02T16:00:00Z"', '"estimated_fix": "2026-03-03T09:00:00Z"']],
    },
    {
      id: 'h3-inc-pellston-broadband-new',
      label: 'alert',
      intent: 'Pellston outages — broadband only, I work from home in Leeds. {url}',
      edit: 'new broadband incident in Leeds',
      changes: [
        (content: string) =>
          content.replace(
            '  "incidents": [\n',
            '  "incidents": [\n    {\n      "id": "INC-88131",\n      "area": "Leeds LS6, LS7",\n      "services": [\n        "Broadband"\n      ],\n      "status": "investigating",\n      "summary": "Customers may have no broadband connection. We are investigating a fault at the Headingley exchange.",\n      "started": "2026-03-03T07:55:00Z",\n      "estimated_fix": null\n    },\n',
          ),
      ],
    },
    {
      id: 'h3-inc-pellston-voice-works-offtopic',
      label: 'off-topic',
      intent: 'Pellston outages — broadband only, I work from home in Leeds. {url}',
      edit: 'planned voice works in Leeds moved (voice, not broadband)',
      changes: [['2026-03-05T00:00:00Z/2026-03-05T05:00:00Z', '2026-03-06T00:00:00Z/2026-03-06T05:00:00Z']],
    },
  ]),
];
