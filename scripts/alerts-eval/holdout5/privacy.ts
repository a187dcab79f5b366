import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { PULSEWISE } from './sites';

const privacyPolicy = `<h1>Privacy policy</h1>
<p class="meta">Version 7.2 — last updated 3 February 2026 · <a href="/privacy/de">Deutsche Fassung</a> · <a href="/privacy/archive">Earlier versions</a></p>
<section id="who">
  <h2>1. Who we are</h2>
  <p>Pulsewise Oy (Business ID 3141592-6), Mannerheimintie 12, 00100 Helsinki, Finland, is the controller of your personal data. Our Data Protection Officer can be reached at dpo@pulsewise.example.</p>
</section>
<section id="data">
  <h2>2. What we collect</h2>
  <ul>
    <li>Account data: name, email, date of birth, sex.</li>
    <li>Health and fitness data: heart rate, sleep stages, steps, workouts, menstrual cycle (only if you enable Cycle tracking).</li>
    <li>Location: GPS routes of outdoor workouts, only while a workout is recording.</li>
    <li>Device data: model, OS version, app version, crash logs.</li>
  </ul>
</section>
<section id="sharing">
  <h2>3. Who we share it with</h2>
  <table>
    <thead><tr><th>Recipient</th><th>Purpose</th><th>Location</th></tr></thead>
    <tbody>
      <tr><td>Nordhost Cloud</td><td>Hosting</td><td>Finland</td></tr>
      <tr><td>Mailwell</td><td>Transactional email</td><td>Ireland</td></tr>
      <tr><td>Crashcatch</td><td>Crash reporting (device data only)</td><td>Germany</td></tr>
    </tbody>
  </table>
  <p>We do not sell your personal data and we do not share health data with advertisers. Employers on Pulsewise for Teams only see aggregated, anonymised statistics for groups of 10 or more people.</p>
</section>
<section id="retention">
  <h2>4. How long we keep it</h2>
  <p>We delete your account data and health data within 30 days of account deletion. Backups are overwritten within 90 days. Crash logs are kept for 12 months.</p>
</section>
<section id="rights">
  <h2>5. Your rights</h2>
  <p>You can access, correct, export (JSON or CSV) and delete your data in Settings → Privacy. You may complain to the Finnish Data Protection Ombudsman.</p>
</section>
<section id="de" lang="de">
  <h2>6. Hinweise für Nutzer in Deutschland</h2>
  <p>Gesundheitsdaten verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO). Sie können die Einwilligung jederzeit in der App widerrufen. Daten von Nutzern unter 16 Jahren verarbeiten wir nicht.</p>
</section>
<!--aside--><div class="tip">Did you know? <span class="rotating">You can hide your routes' start and end points in Settings.</span></div>
<!--footer--><p>Session: <code>sess-7f3a9</code></p>`;

export const privacyCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'privacy', kind: 'html', path: '/legal/privacy', render: htmlPage(PULSEWISE, 'Privacy policy'), content: privacyPolicy },
    [
      {
        id: 'h5-privacy-pulsewise-employers',
        label: 'alert',
        intent:
          'I am HR director at a logistics firm that rolled out Pulsewise for Teams to 800 employees. Our works council agreed on condition that we only ever see anonymised group data. Tell me if what employers can see changes. {url}',
        edit: 'employer aggregation threshold groups of 10 → groups of 3',
        changes: [['for groups of 10 or more people', 'for groups of 3 or more people']],
      },
      {
        id: 'h5-privacy-pulsewise-new-processor',
        label: 'alert',
        intent: 'pulsewise privacy - new third parties / subprocessors, esp. outside the EU {url}',
        edit: 'new recipient row: Adlytics (USA) for analytics',
        changes: [
          [
            '<tr><td>Crashcatch</td><td>Crash reporting (device data only)</td><td>Germany</td></tr>',
            '<tr><td>Crashcatch</td><td>Crash reporting (device data only)</td><td>Germany</td></tr>\n      <tr><td>Adlytics Inc.</td><td>Product analytics and marketing attribution</td><td>United States</td></tr>',
          ],
        ],
      },
      {
        id: 'h5-privacy-pulsewise-retention',
        label: 'alert',
        intent: 'Pulsewise: how long health data is kept after I delete my account. {url}',
        edit: 'deletion within 30 days → within 180 days',
        changes: [['within 30 days of account deletion', 'within 180 days of account deletion']],
      },
      {
        id: 'h5-privacy-pulsewise-de-consent',
        label: 'alert',
        intent:
          'Bitte Bescheid geben, wenn sich bei Pulsewise etwas an der Einwilligung für Gesundheitsdaten oder am Mindestalter ändert. {url}',
        edit: 'German section: minimum age 16 → 13',
        changes: [['Daten von Nutzern unter 16 Jahren verarbeiten wir nicht.', 'Daten von Nutzern unter 13 Jahren verarbeiten wir nicht.']],
      },
      {
        id: 'h5-privacy-pulsewise-dpo-offtopic',
        label: 'off-topic',
        intent: 'Pulsewise: how long health data is kept after I delete my account. {url}',
        edit: 'DPO email address changed (not retention)',
        changes: [['dpo@pulsewise.example', 'privacy-office@pulsewise.example']],
      },
      {
        id: 'h5-privacy-pulsewise-crashlogs-offtopic',
        label: 'off-topic',
        intent:
          'Only the health data part of the Pulsewise privacy policy (heart rate, sleep, cycle) — who gets it and how long. Ignore device/crash stuff. {url}',
        edit: 'crash logs kept 12 → 24 months (excluded: device data)',
        changes: [['Crash logs are kept for 12 months.', 'Crash logs are kept for 24 months.']],
      },
      {
        id: 'h5-privacy-pulsewise-tip-noise',
        label: 'noise',
        intent: 'Any change to the Pulsewise privacy policy {url}',
        edit: 'rotating tip and session id',
        changes: [
          ["You can hide your routes' start and end points in Settings.", 'Export your data any time from Settings → Privacy.'],
          ['sess-7f3a9', 'sess-c2e01'],
        ],
      },
    ],
  ),
];
