import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { AGRIEXPO } from './sites';

const expo = `<div class="event-hero"><h1>AgriTech Expo Rotterdam 2026</h1><p class="dates"><time datetime="2026-06-09">9</time>–<time datetime="2026-06-11">11 June 2026</time> · Rotterdam Ahoy, Hall 1–4</p>
<p class="countdown">Only 98 days to go!</p></div>
<section id="tickets"><h2>Tickets</h2>
<table><thead><tr><th>Ticket</th><th>Early bird (until 31 March)</th><th>Regular</th></tr></thead><tbody>
<tr><td>Day pass</td><td>€45</td><td>€65</td></tr>
<tr><td>3-day pass</td><td>€95</td><td>€140</td></tr>
<tr><td>Farmer pass (with proof of registration)</td><td>Free</td><td>Free</td></tr>
<tr><td>Conference + expo</td><td>€395</td><td>€520</td></tr>
</tbody></table></section>
<section id="exhibit"><h2>Exhibit</h2><p>Stand space from €310 per m² (shell scheme). Exhibitor applications close 15 April 2026. The floor is 87% booked.</p></section>
<section id="programme"><h2>Keynotes</h2><ul><li>Day 1 — “Robotic harvesting at scale” — Dr. Ines van Dijk, Wageningen</li><li>Day 2 — “Vertical farms after the energy crisis”</li><li>Day 3 — “Soil carbon credits: hype or harvest?”</li></ul></section>
<section class="faq"><h2>FAQ</h2><details><summary>Is parking available?</summary><p>Yes, P1 and P2 at €18 per day; book ahead.</p></details><details><summary>Can I bring children?</summary><p>Under-16s enter free with an adult on Day 3 only.</p></details></section>
<div class="weather-widget">Rotterdam today: 7°C, light rain</div>`;

const EXHIBITOR =
  'We exhibit drone sprayers and need to decide on a stand. On {url} tell me about stand prices, the application deadline, and the event dates. Ticket prices for visitors don’t matter.';

const sessions = JSON.stringify({
  event: 'agritech-expo-2026',
  sessions: [
    {
      id: 's-101',
      title: 'Robotic harvesting at scale',
      day: 1,
      start: '10:00',
      room: 'Main stage',
      speakers: ['Ines van Dijk'],
      status: 'confirmed',
    },
    {
      id: 's-118',
      title: 'Precision spraying with drones: rules in the EU',
      day: 1,
      start: '14:30',
      room: 'Hall 2 Theatre',
      speakers: ['Jorge Salcedo', 'Anke Visser'],
      status: 'confirmed',
    },
    {
      id: 's-204',
      title: 'Vertical farms after the energy crisis',
      day: 2,
      start: '10:00',
      room: 'Main stage',
      speakers: ['TBA'],
      status: 'tentative',
    },
    {
      id: 's-311',
      title: 'Soil carbon credits: hype or harvest?',
      day: 3,
      start: '11:00',
      room: 'Main stage',
      speakers: ['Claire Dubois'],
      status: 'confirmed',
    },
  ],
  meta: { attendees_registered: 11240 },
});

export const eventsCases: EvalCase[] = [
  ...casesOf({ pageClass: 'events', kind: 'html', path: '/2026', render: htmlPage(AGRIEXPO, 'AgriTech Expo 2026'), content: expo }, [
    {
      id: 'h6-events-agri-stand-price',
      label: 'alert',
      intent: EXHIBITOR,
      edit: 'stand space €310 → €345 per m²',
      changes: [['from €310 per m²', 'from €345 per m²']],
    },
    {
      id: 'h6-events-agri-deadline',
      label: 'alert',
      intent: EXHIBITOR,
      edit: 'exhibitor applications close 15 April → 1 May 2026',
      changes: [['close 15 April 2026', 'close 1 May 2026']],
    },
    {
      id: 'h6-events-agri-tickets-offtopic',
      label: 'off-topic',
      intent: EXHIBITOR,
      edit: 'visitor 3-day pass regular €140 → €150',
      changes: [['<td>€95</td><td>€140</td>', '<td>€95</td><td>€150</td>']],
    },
    {
      id: 'h6-events-agri-countdown-noise',
      label: 'noise',
      intent: EXHIBITOR,
      edit: 'countdown and weather widget change',
      changes: [
        ['Only 98 days to go!', 'Only 97 days to go!'],
        ['7°C, light rain', '9°C, cloudy'],
      ],
    },
    {
      id: 'h6-events-agri-earlybird',
      label: 'alert',
      intent: 'when does early bird end for agritech expo? and is the price of the 3 day pass changing? {url}',
      edit: 'early bird extended until 30 April; 3-day early bird €95 → €99',
      changes: [
        ['Early bird (until 31 March)', 'Early bird (until 30 April)'],
        ['<td>€95</td>', '<td>€99</td>'],
      ],
    },
    {
      id: 'h6-events-agri-parking-offtopic',
      label: 'off-topic',
      intent: 'when does early bird end for agritech expo? and is the price of the 3 day pass changing? {url}',
      edit: 'parking €18 → €22 per day',
      changes: [['P1 and P2 at €18 per day', 'P1 and P2 at €22 per day']],
    },
  ]),
  ...casesOf({ pageClass: 'events', kind: 'json', path: '/api/sessions.json', render: jsonApi(), content: sessions }, [
    {
      id: 'h6-events-agri-drone-session-moved',
      label: 'alert',
      intent:
        'Our CEO must attend the drone spraying session at AgriTech Expo. Tell me if its day, time or room changes, or if it is cancelled. Session data: {url}',
      edit: 'drone spraying session moved 14:30 → 16:00, room Hall 4 Stage',
      changes: [['"start":"14:30","room":"Hall 2 Theatre"', '"start":"16:00","room":"Hall 4 Stage"']],
    },
    {
      id: 'h6-events-agri-vertical-offtopic',
      label: 'off-topic',
      intent:
        'Our CEO must attend the drone spraying session at AgriTech Expo. Tell me if its day, time or room changes, or if it is cancelled. Session data: {url}',
      edit: 'vertical farms session speaker TBA → named, status confirmed',
      changes: [['"speakers":["TBA"],"status":"tentative"', '"speakers":["Femke de Boer"],"status":"confirmed"']],
    },
    {
      id: 'h6-events-agri-registered-noise',
      label: 'noise',
      intent: 'AgriTech Expo sessions {url}: any session cancelled or added',
      edit: 'attendees_registered counter 11240 → 11388',
      changes: [['"attendees_registered":11240', '"attendees_registered":11388']],
    },
    {
      id: 'h6-events-agri-carbon-cancel',
      label: 'alert',
      intent: 'AgriTech Expo sessions {url}: any session cancelled or added',
      edit: 'soil carbon session status confirmed → cancelled',
      changes: [['"speakers":["Claire Dubois"],"status":"confirmed"', '"speakers":["Claire Dubois"],"status":"cancelled"']],
    },
  ]),
];
