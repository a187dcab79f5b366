import { casesOf, type EvalCase } from '../case';
import { htmlPage, jsonApi } from '../pages';
import { THORNBURY, WESTMARCH_COURTS } from './sites';

const tradingCalendar = JSON.stringify({
  exchange: 'Aldermoor Stock Exchange',
  mic: 'XALD',
  year: 2026,
  holidays: [
    { date: '2026-04-03', name: 'Good Friday', market: 'closed' },
    { date: '2026-04-06', name: 'Easter Monday', market: 'closed' },
    { date: '2026-05-04', name: 'Early May bank holiday', market: 'closed' },
    { date: '2026-12-24', name: 'Christmas Eve', market: 'half_day', close: '12:30' },
    { date: '2026-12-25', name: 'Christmas Day', market: 'closed' },
    { date: '2026-12-31', name: 'New Year’s Eve', market: 'half_day', close: '12:30' },
  ],
  sessions: { pre_open: '07:50', continuous: '08:00-16:30', closing_auction: '16:30-16:35' },
  derivatives: { expiry_day: 'third Friday', settlement: 'T+1' },
  meta: { cache_key: 'cal-2026-v7' },
});

const hearingList = `<h1>Daily cause list — Westmarch Crown Court</h1>
<p class="meta">List for Tuesday 3 March 2026 · Published 4:30pm the previous working day · Lists may change at short notice.</p>
<table class="cause-list">
  <thead><tr><th>Courtroom</th><th>Time</th><th>Case number</th><th>Defendant / parties</th><th>Hearing type</th><th>Judge</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>10:00</td><td>T20257731</td><td>R v Hallam, Jordan</td><td>Trial (day 3 of 5)</td><td>HHJ Pemberton KC</td></tr>
    <tr><td>2</td><td>10:00</td><td>T20260044</td><td>R v Okafor, Blessing</td><td>Plea and trial preparation</td><td>Recorder Lyle</td></tr>
    <tr><td>2</td><td>11:30</td><td>S20260102</td><td>R v Marsh, Kieran</td><td>Sentence</td><td>Recorder Lyle</td></tr>
    <tr><td>3</td><td>10:30</td><td>T20251920</td><td>R v Dunmore Haulage Ltd</td><td>Trial (health and safety)</td><td>HHJ Achebe</td></tr>
    <tr><td>4</td><td>14:00</td><td>A20260011</td><td>Appeal: Petrov v DPP</td><td>Appeal against conviction</td><td>HHJ Achebe with justices</td></tr>
  </tbody>
</table>
<p class="note">Hearings in courtroom 4 are held in the Annexe, Bridge Street entrance.</p>
<!--aside--><h3>Court information</h3><p>Security screening opens at 8:30am. Please allow 20 minutes.</p>
<!--footer--><p>Generated {{date}} {{time}}.</p>`;

const openDays = `<h1>Undergraduate open days and application deadlines</h1>
<p class="lede">Come and see Thornbury for yourself. Booking is essential; each open day includes subject talks, campus tours and accommodation viewings.</p>
<h2>Open days 2026</h2>
<table>
  <thead><tr><th>Date</th><th>Type</th><th>Booking</th></tr></thead>
  <tbody>
    <tr><td>Saturday 13 June 2026</td><td>On campus</td><td>Booking open</td></tr>
    <tr><td>Saturday 12 September 2026</td><td>On campus</td><td>Booking opens 1 June</td></tr>
    <tr><td>Wednesday 7 October 2026</td><td>Virtual (online)</td><td>Booking opens 1 July</td></tr>
  </tbody>
</table>
<h2>Key dates for 2027 entry</h2>
<ul>
  <li>Medicine, Dentistry and Veterinary Science: apply by 15 October 2026 (6pm UK time).</li>
  <li>All other courses, equal consideration deadline: 27 January 2027.</li>
  <li>International Foundation Year: rolling admissions until 30 June 2027.</li>
</ul>
<section class="faq"><h2>Can parents come?</h2><p>Yes — up to two guests per student.</p></section>
<!--aside--><div class="weather">Thornbury today: <span>9°C, light rain</span></div>`;

export const eventsCases: EvalCase[] = [
  ...casesOf({ pageClass: 'events', kind: 'json', path: '/api/calendar/2026', render: jsonApi(), content: tradingCalendar }, [
    {
      id: 'h5-events-exchange-new-holiday',
      label: 'alert',
      intent: 'Aldermoor exchange 2026 market closures — new holidays or changed dates. Our batch jobs depend on it. {url}',
      businessContext: 'Back-office team at a brokerage; we schedule settlement runs around exchange holidays.',
      edit: 'new holiday: 2026-06-08 Coronation bank holiday, closed',
      changes: [['{"date":"2026-12-24"', '{"date":"2026-06-08","name":"Coronation bank holiday","market":"closed"},{"date":"2026-12-24"']],
    },
    {
      id: 'h5-events-exchange-xmas-eve',
      label: 'alert',
      intent: 'XALD half days this year (close time)? {url}',
      edit: 'Christmas Eve half-day close 12:30 → fully closed',
      changes: [
        [
          '{"date":"2026-12-24","name":"Christmas Eve","market":"half_day","close":"12:30"}',
          '{"date":"2026-12-24","name":"Christmas Eve","market":"closed"}',
        ],
      ],
    },
    {
      id: 'h5-events-exchange-closing-auction',
      label: 'alert',
      intent: 'Trading hours at the Aldermoor Stock Exchange — the closing auction especially. {url}',
      edit: 'closing auction 16:30-16:35 → 16:30-16:40',
      changes: [['"closing_auction":"16:30-16:35"', '"closing_auction":"16:30-16:40"']],
    },
    {
      id: 'h5-events-exchange-settlement-offtopic',
      label: 'off-topic',
      intent: 'Aldermoor exchange 2026 market closures — new holidays or changed dates. Our batch jobs depend on it. {url}',
      edit: 'derivatives settlement T+1 → T+0 (not a closure)',
      changes: [['"settlement":"T+1"', '"settlement":"T+0"']],
    },
    {
      id: 'h5-events-exchange-cache-noise',
      label: 'noise',
      intent: 'Any change to the XALD 2026 trading calendar: {url}',
      edit: 'cache key in meta',
      changes: [['"cache_key":"cal-2026-v7"', '"cache_key":"cal-2026-v8"']],
    },
  ]),
  ...casesOf(
    {
      pageClass: 'events',
      kind: 'html',
      path: '/lists/westmarch-crown',
      render: htmlPage(WESTMARCH_COURTS, 'Daily cause list'),
      content: hearingList,
    },
    [
      {
        id: 'h5-events-court-dunmore-moved',
        label: 'alert',
        intent:
          'I am a reporter for the Westmarch Gazette covering the Dunmore Haulage health and safety trial. Tell me if its hearing moves (time, courtroom) or is vacated. {url}',
        edit: 'Dunmore Haulage trial moved 10:30 courtroom 3 → 14:00 courtroom 1',
        changes: [['<tr><td>3</td><td>10:30</td><td>T20251920</td>', '<tr><td>1</td><td>14:00</td><td>T20251920</td>']],
      },
      {
        id: 'h5-events-court-hallam-offtopic',
        label: 'off-topic',
        intent:
          'I am a reporter for the Westmarch Gazette covering the Dunmore Haulage health and safety trial. Tell me if its hearing moves (time, courtroom) or is vacated. {url}',
        edit: 'Hallam trial length day 3 of 5 → day 3 of 7 (another case)',
        changes: [['Trial (day 3 of 5)', 'Trial (day 3 of 7)']],
      },
      {
        id: 'h5-events-court-marsh-vacated',
        label: 'alert',
        intent: 'R v Marsh sentencing — S20260102 — watch the list {url}',
        edit: 'Marsh sentence hearing marked vacated',
        changes: [
          ['<td>R v Marsh, Kieran</td><td>Sentence</td>', '<td>R v Marsh, Kieran</td><td>Sentence — VACATED, relisted 17 March</td>'],
        ],
      },
      {
        id: 'h5-events-court-okafor-offtopic',
        label: 'off-topic',
        intent: 'R v Marsh sentencing — S20260102 — watch the list {url}',
        edit: 'Okafor hearing judge changes (another case)',
        changes: [
          ['<td>Plea and trial preparation</td><td>Recorder Lyle</td>', '<td>Plea and trial preparation</td><td>HHJ Pemberton KC</td>'],
        ],
      },
      {
        id: 'h5-events-court-petrov-added',
        label: 'alert',
        intent: 'Appeals from the magistrates (any appellant) listed at Westmarch Crown Court {url}',
        edit: 'new appeal hearing added: Nowak v Westmarch Council',
        changes: [
          [
            '<td>HHJ Achebe with justices</td></tr>',
            '<td>HHJ Achebe with justices</td></tr>\n    <tr><td>4</td><td>15:30</td><td>A20260019</td><td>Appeal: Nowak v Westmarch Council</td><td>Appeal against licensing decision</td><td>HHJ Achebe with justices</td></tr>',
          ],
        ],
      },
      {
        id: 'h5-events-court-generated-noise',
        label: 'noise',
        intent: 'Westmarch Crown Court daily list — any hearing changes {url}',
        edit: 'only the generated stamp',
        changes: [],
      },
    ],
  ),
  ...casesOf({ pageClass: 'events', kind: 'html', path: '/study/open-days', render: htmlPage(THORNBURY, 'Open days'), content: openDays }, [
    {
      id: 'h5-events-uni-medicine-deadline',
      label: 'alert',
      intent:
        'My daughter wants to apply for Veterinary Science at Thornbury for 2027. Is the deadline still 15 October? Ping me if anything changes. {url}',
      edit: 'Medicine/Dentistry/Vet deadline 15 October 2026 → 8 October 2026',
      changes: [['apply by 15 October 2026 (6pm UK time)', 'apply by 8 October 2026 (6pm UK time)']],
    },
    {
      id: 'h5-events-uni-june-cancelled',
      label: 'alert',
      intent: 'thornbury open day dates + booking {url}',
      edit: 'June open day moved online and booking closed',
      changes: [
        [
          '<tr><td>Saturday 13 June 2026</td><td>On campus</td><td>Booking open</td></tr>',
          '<tr><td>Saturday 13 June 2026</td><td>Virtual (online)</td><td>Fully booked</td></tr>',
        ],
      ],
    },
    {
      id: 'h5-events-uni-foundation-offtopic',
      label: 'off-topic',
      intent:
        'My daughter wants to apply for Veterinary Science at Thornbury for 2027. Is the deadline still 15 October? Ping me if anything changes. {url}',
      edit: 'International Foundation Year rolling deadline 30 June → 31 May (not vet science)',
      changes: [['rolling admissions until 30 June 2027', 'rolling admissions until 31 May 2027']],
    },
    {
      id: 'h5-events-uni-weather-noise',
      label: 'noise',
      intent: 'thornbury open day dates + booking {url}',
      edit: 'weather widget',
      changes: [['9°C, light rain', '11°C, sunny spells']],
    },
  ]),
];
