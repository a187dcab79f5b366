import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { HALVERN_MUSEUM, ROWING_FED } from './sites';

const whatsOn = `<h1>What’s on</h1>
<p>Talks, workshops, late openings and family days at Halvern. Most events are free with museum entry; ticketed events are marked.</p>
<section id="march">
  <h2>March 2026</h2>
  <article class="event">
    <h3>Science Lates: Chemistry After Dark (18+)</h3>
    <p><time>Friday 13 March, 19:00–22:30</time> · Ticketed, £15 · Bar, live demos and a silent disco in the Energy Hall.</p>
  </article>
  <article class="event">
    <h3>Family Robot Workshop</h3>
    <p><time>Saturday 21 March, 10:30 and 14:00</time> · Ages 7–11 with an adult · Free, booking required.</p>
  </article>
  <article class="event">
    <h3>Talk: Dr Amara Singh on the hunt for exoplanets</h3>
    <p><time>Thursday 26 March, 18:30</time> · Lecture Theatre · £8, members free.</p>
  </article>
</section>
<section id="april">
  <h2>April 2026</h2>
  <article class="event">
    <h3>Easter holiday trail: Dinosaur Detectives</h3>
    <p><time>4–19 April, daily</time> · Free with entry, trail sheet £2.</p>
  </article>
  <article class="event">
    <h3>Relaxed opening for autistic visitors</h3>
    <p><time>Sunday 12 April, 08:30–10:00</time> · Lower lights and sound, quiet room open. Free, booking required.</p>
  </article>
</section>
<p class="availability">Family Robot Workshop: <span>31 places left</span></p>
<!--aside--><h3>Members’ events</h3><p>Curator tour of Deep Time, 2 April, 17:30. Members only.</p>`;

const regattas = `<h1>Regatta calendar 2026</h1>
<p>All regattas listed are run under the Rules of Racing. Entries open four weeks before each event on the entries portal unless stated.</p>
<table class="calendar">
  <thead><tr><th>Date</th><th>Event</th><th>Venue</th><th>Status</th><th>Entries close</th></tr></thead>
  <tbody>
    <tr><td>28 March</td><td>Head of the Vale (time trial)</td><td>Vale Reach</td><td>Confirmed</td><td>14 March</td></tr>
    <tr><td>25–26 April</td><td>Junior Sculling Head</td><td>Kingsbridge Lake</td><td>Confirmed</td><td>11 April</td></tr>
    <tr><td>16–17 May</td><td>Northern Masters Regatta</td><td>Tarnside Water Park</td><td>Confirmed</td><td>2 May</td></tr>
    <tr><td>20–21 June</td><td>National Schools Championships</td><td>National Water Sports Centre</td><td>Provisional</td><td>30 May</td></tr>
    <tr><td>18–19 July</td><td>National Championships</td><td>National Water Sports Centre</td><td>Confirmed</td><td>27 June</td></tr>
  </tbody>
</table>
<section id="notes">
  <h2>Notes for clubs</h2>
  <p>Umpire numbers are short for the Northern Masters Regatta. Clubs entering more than 5 crews must supply a volunteer.</p>
</section>
<!--aside--><h3>Weather</h3><p>Vale Reach today: <span>11°C, wind SW 12 mph</span></p>`;

export const eventsCases: EvalCase[] = [
  ...casesOf({ pageClass: 'events', kind: 'html', path: '/whats-on', render: htmlPage(HALVERN_MUSEUM, 'What’s on'), content: whatsOn }, [
    {
      id: 'h3-events-museum-relaxed-moved',
      label: 'alert',
      intent: 'My son is autistic; we only go to the relaxed openings. Tell me when one is added, moved or cancelled. {url}',
      edit: 'relaxed opening moved to 19 April',
      changes: [['Sunday 12 April, 08:30–10:00', 'Sunday 19 April, 08:30–10:00']],
    },
    {
      id: 'h3-events-museum-late-offtopic',
      label: 'off-topic',
      intent: 'My son is autistic; we only go to the relaxed openings. Tell me when one is added, moved or cancelled. {url}',
      edit: 'Science Lates sells at a new price',
      changes: [['Ticketed, £15', 'Ticketed, £18']],
    },
    {
      id: 'h3-events-museum-places-noise',
      label: 'noise',
      intent: 'Halvern museum: new events for kids aged 7 to 11 {url}',
      edit: 'places-left counter decreases',
      changes: [['31 places left', '24 places left']],
    },
    {
      id: 'h3-events-museum-new-kids',
      label: 'alert',
      intent: 'Halvern museum: new events for kids aged 7 to 11 {url}',
      edit: 'new family coding workshop added in April',
      changes: [
        [
          '<section id="april">\n  <h2>April 2026</h2>',
          '<section id="april">\n  <h2>April 2026</h2>\n  <article class="event">\n    <h3>Code a Mars Rover (family workshop)</h3>\n    <p><time>Wednesday 8 April, 11:00</time> · Ages 8–12 with an adult · £5, booking required.</p>\n  </article>',
        ],
      ],
    },
    {
      id: 'h3-events-museum-talk-cancelled',
      label: 'alert',
      intent: 'Keep an eye on the museum talks programme {url} — I go to every evening talk.',
      edit: 'exoplanets talk cancelled',
      changes: [
        [
          '<h3>Talk: Dr Amara Singh on the hunt for exoplanets</h3>',
          '<h3>CANCELLED — Talk: Dr Amara Singh on the hunt for exoplanets</h3>',
        ],
      ],
    },
  ]),
  ...casesOf(
    {
      pageClass: 'events',
      kind: 'html',
      path: '/compete/regatta-calendar',
      render: htmlPage(ROWING_FED, 'Regatta calendar 2026'),
      content: regattas,
    },
    [
      {
        id: 'h3-events-regatta-masters-cancelled',
        label: 'alert',
        intent: 'Our masters crew is racing the Northern Masters Regatta in May. Any change to that event: {url}',
        edit: 'Northern Masters Regatta status → cancelled',
        changes: [['<td>Tarnside Water Park</td><td>Confirmed</td>', '<td>Tarnside Water Park</td><td>Cancelled (venue flooding)</td>']],
      },
      {
        id: 'h3-events-regatta-schools-offtopic',
        label: 'off-topic',
        intent: 'Our masters crew is racing the Northern Masters Regatta in May. Any change to that event: {url}',
        edit: 'Schools Championships confirmed',
        changes: [['<td>Provisional</td>', '<td>Confirmed</td>']],
      },
      {
        id: 'h3-events-regatta-weather-noise',
        label: 'noise',
        intent: 'rowing regatta calendar — dates, venues, entry deadlines. {url}',
        edit: 'weather widget updates',
        changes: [['11°C, wind SW 12 mph', '9°C, wind W 18 mph']],
      },
      {
        id: 'h3-events-regatta-entries-deadline',
        label: 'alert',
        intent: 'rowing regatta calendar — dates, venues, entry deadlines. {url}',
        edit: 'Junior Sculling Head entries close earlier',
        changes: [['<td>11 April</td>', '<td>4 April</td>']],
      },
    ],
  ),
];
