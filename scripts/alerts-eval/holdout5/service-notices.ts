import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { COASTAL_MUSEUM } from './sites';

const gct = 'https://www.caldertransit.example/service-changes';
const serviceChanges = [
  rssItem({
    title: 'Leeds line: reduced service while Marsh Lane bridge is repaired',
    link: `${gct}/leeds-line-marsh-lane`,
    date: 'Mon, 02 Mar 2026 06:00:00 GMT',
    body: 'Until Sunday 15 March, trains between Calder Central and Leeds run every 30 minutes instead of every 15. Replacement buses run between Marsh Lane and Leeds after 21:00.',
  }),
  rssItem({
    title: 'Tram T2: stop closure at Victoria Square',
    link: `${gct}/t2-victoria-square`,
    date: 'Fri, 27 Feb 2026 12:00:00 GMT',
    body: 'Victoria Square tram stop is closed from 2 March for platform works. Use Market Street (250 m). Expected to reopen 23 March.',
  }),
  rssItem({
    title: 'Bus route 47 diversion in Halesworth',
    link: `${gct}/route-47-halesworth`,
    date: 'Wed, 25 Feb 2026 08:00:00 GMT',
    body: 'Route 47 is diverted via Mill Road because of gas works on High Street. Stops on High Street are not served.',
  }),
  rssItem({
    title: 'Night bus N9 timetable from 1 March',
    link: `${gct}/n9-timetable`,
    date: 'Mon, 23 Feb 2026 10:00:00 GMT',
    body: 'N9 runs hourly from 00:15 to 04:15 on Fridays and Saturdays.',
  }),
].join('');

const museumHours = `<h1>Horaires et tarifs / Opening hours and prices</h1>
<p class="lang-note">Version française ci-dessous; English version further down.</p>
<section lang="fr">
  <h2>Horaires</h2>
  <ul>
    <li>Du mardi au dimanche : 10 h – 18 h (dernière entrée 17 h 15)</li>
    <li>Nocturne le jeudi jusqu’à 21 h</li>
    <li>Fermé le lundi, le 1er janvier, le 1er mai et le 25 décembre</li>
  </ul>
  <h2>Tarifs</h2>
  <table>
    <thead><tr><th>Billet</th><th>Prix</th></tr></thead>
    <tbody>
      <tr><td>Plein tarif</td><td>12 €</td></tr>
      <tr><td>Tarif réduit (18–25 ans, demandeurs d’emploi)</td><td>8 €</td></tr>
      <tr><td>Moins de 18 ans</td><td>Gratuit</td></tr>
      <tr><td>Exposition temporaire « Phares de l’Atlantique »</td><td>+ 4 €</td></tr>
    </tbody>
  </table>
  <p>Gratuit pour tous le premier dimanche du mois.</p>
</section>
<section lang="en">
  <h2>Opening hours</h2>
  <p>Tuesday to Sunday, 10am–6pm (last entry 5.15pm). Late opening on Thursdays until 9pm. Closed on Mondays, 1 January, 1 May and 25 December.</p>
  <p>The Lighthouse Gallery (second floor) is closed for refurbishment until 30 April 2026.</p>
</section>
<!--aside--><p class="visitors">Fréquentation en ce moment : <strong>modérée</strong></p><p class="quote">« La mer, la mer, toujours recommencée. » — Paul Valéry</p>`;

const COMMUTER = 'is the Leeds line back to normal? I commute Calder Central–Leeds every day. {url}';

export const serviceNoticesCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'feed',
      path: '/service-changes/rss',
      render: rssFeed({
        title: 'Greater Calder Transit — service changes',
        link: gct,
        description: 'Planned and unplanned changes to bus, tram and rail services',
      }),
      content: serviceChanges,
    },
    [
      {
        id: 'h5-service-transit-leeds-extended',
        label: 'alert',
        intent: COMMUTER,
        edit: 'Leeds line reduced service extended 15 March → 29 March',
        changes: [['Until Sunday 15 March, trains between', 'Until Sunday 29 March, trains between']],
      },
      {
        id: 'h5-service-transit-leeds-buses',
        label: 'alert',
        intent: COMMUTER,
        edit: 'replacement buses now all day, not just after 21:00',
        changes: [
          [
            'Replacement buses run between Marsh Lane and Leeds after 21:00.',
            'Replacement buses run between Marsh Lane and Leeds all day; no trains call at Marsh Lane.',
          ],
        ],
      },
      {
        id: 'h5-service-transit-route47-offtopic',
        label: 'off-topic',
        intent: COMMUTER,
        edit: 'route 47 diversion ended (bus, not the Leeds line)',
        changes: [
          [
            'Route 47 is diverted via Mill Road because of gas works on High Street. Stops on High Street are not served.',
            'The diversion has ended; route 47 serves High Street again.',
          ],
        ],
      },
      {
        id: 'h5-service-transit-victoria-reopen',
        label: 'alert',
        intent: 'T2 tram Victoria Square stop — reopening date? {url}',
        edit: 'Victoria Square reopening 23 March → 6 April',
        changes: [['Expected to reopen 23 March.', 'Expected to reopen 6 April.']],
      },
      {
        id: 'h5-service-transit-n9-offtopic',
        label: 'off-topic',
        intent: 'T2 tram Victoria Square stop — reopening date? {url}',
        edit: 'N9 night bus timetable changed (not the tram)',
        changes: [['N9 runs hourly from 00:15 to 04:15', 'N9 runs every 30 minutes from 00:15 to 04:45']],
      },
      {
        id: 'h5-service-transit-new-strike',
        label: 'alert',
        intent: 'Any disruption on Calder tram lines (T1, T2, T3) — closures, strikes, diversions. Bus and rail I don’t need. {url}',
        edit: 'new notice: tram drivers’ strike on 9 March',
        changes: [
          [
            '    <item>\n      <title>Leeds line:',
            rssItem({
              title: 'Tram network: strike action on Monday 9 March',
              link: `${gct}/tram-strike-9-march`,
              date: 'Tue, 03 Mar 2026 09:30:00 GMT',
              body: 'No trams will run on T1, T2 or T3 on Monday 9 March because of strike action by drivers.',
            }) + '    <item>\n      <title>Leeds line:',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'service-notices',
      kind: 'html',
      path: '/visiter/horaires',
      render: htmlPage(COASTAL_MUSEUM, 'Horaires et tarifs'),
      content: museumHours,
    },
    [
      {
        id: 'h5-service-museum-thursday-late',
        label: 'alert',
        intent: 'Prévenez-moi si les horaires du musée changent (surtout la nocturne du jeudi). {url}',
        edit: 'Thursday late opening until 21 h → 20 h (both languages)',
        changes: [
          ['Nocturne le jeudi jusqu’à 21 h', 'Nocturne le jeudi jusqu’à 20 h'],
          ['Late opening on Thursdays until 9pm.', 'Late opening on Thursdays until 8pm.'],
        ],
      },
      {
        id: 'h5-service-museum-gallery',
        label: 'alert',
        intent: 'I teach a school group and we want the Lighthouse Gallery. When does it reopen? {url}',
        edit: 'Lighthouse Gallery refurbishment extended 30 April → 31 August 2026',
        changes: [['closed for refurbishment until 30 April 2026', 'closed for refurbishment until 31 August 2026']],
      },
      {
        id: 'h5-service-museum-exhibition-offtopic',
        label: 'off-topic',
        intent: 'I teach a school group and we want the Lighthouse Gallery. When does it reopen? {url}',
        edit: 'temporary exhibition supplement +4 € → +5 € (not the gallery reopening)',
        changes: [['<td>+ 4 €</td>', '<td>+ 5 €</td>']],
      },
      {
        id: 'h5-service-museum-price-offtopic',
        label: 'off-topic',
        intent: 'Prévenez-moi si les horaires du musée changent (surtout la nocturne du jeudi). {url}',
        edit: 'full-price ticket 12 € → 14 € (prices, not hours)',
        changes: [['<td>Plein tarif</td><td>12 €</td>', '<td>Plein tarif</td><td>14 €</td>']],
      },
      {
        id: 'h5-service-museum-monday',
        label: 'alert',
        intent: 'museum of coastal history la rochelle opening days {url}',
        edit: 'now open on Mondays in July and August',
        changes: [
          [
            '<li>Fermé le lundi, le 1er janvier, le 1er mai et le 25 décembre</li>',
            '<li>Fermé le lundi (sauf en juillet et août), le 1er janvier, le 1er mai et le 25 décembre</li>',
          ],
          ['Closed on Mondays, 1 January', 'Closed on Mondays except in July and August, 1 January'],
        ],
      },
      {
        id: 'h5-service-museum-crowd-noise',
        label: 'noise',
        intent: 'Any change to the museum’s opening hours or prices {url}',
        edit: 'live visitor level widget and rotating quote',
        changes: [
          ['<strong>modérée</strong>', '<strong>forte</strong>'],
          [
            '« La mer, la mer, toujours recommencée. » — Paul Valéry',
            '« Homme libre, toujours tu chériras la mer ! » — Charles Baudelaire',
          ],
        ],
      },
    ],
  ),
];
