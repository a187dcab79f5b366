import { casesOf, type EvalCase } from '../case';
import { htmlPage, sitemapOf } from '../pages';
import { NORTHBEAM_CONF } from './sites';

const conference = `<h1>Northbeam DevSummit 2026</h1>
<p class="lede">Three days of talks and workshops on distributed systems, developer tooling and platform engineering. Valencia, Palau de Congressos, 16–18 June 2026.</p>
<section id="dates">
  <h2>Important dates</h2>
  <dl>
    <dt>Call for papers closes</dt><dd>March 15, 2026 (23:59 CET)</dd>
    <dt>Speaker notifications</dt><dd>April 10, 2026</dd>
    <dt>Early-bird tickets end</dt><dd>April 30, 2026</dd>
    <dt>Workshop day</dt><dd>June 16, 2026</dd>
    <dt>Main conference</dt><dd>June 17–18, 2026</dd>
  </dl>
</section>
<section id="tickets">
  <h2>Tickets</h2>
  <table>
    <thead><tr><th>Ticket</th><th>Early bird</th><th>Regular</th></tr></thead>
    <tbody>
      <tr><td>Conference pass (2 days)</td><td>€590</td><td>€790</td></tr>
      <tr><td>Conference + workshop</td><td>€890</td><td>€1,090</td></tr>
      <tr><td>Student / diversity scholarship</td><td colspan="2">Free, application required</td></tr>
    </tbody>
  </table>
</section>
<section id="keynotes">
  <h2>Keynotes</h2>
  <ul>
    <li><strong>Ines Carbajal</strong> — “Consensus without tears: what ten years of Raft in production taught us”</li>
    <li><strong>Dr. Kofi Mensah</strong> — “Platform teams are product teams”</li>
  </ul>
</section>
<section id="faq">
  <h2>FAQ</h2>
  <h3>Can I get a refund?</h3><p>Tickets are refundable until May 15, 2026, minus a €50 fee; after that they can be transferred to a colleague for free.</p>
  <h3>Is there a hybrid option?</h3><p>Talks are recorded and published within two weeks. There is no live stream.</p>
</section>
<div class="countdown">Only <span>47 days</span> left to submit your talk!</div>
<!--aside--><h3>Sponsors</h3><p>Platinum: Tessellate · Gold: StratusForge, Quillfeather · <a href="/sponsor">Become a sponsor</a></p>
<!--footer--><p>Northbeam DevSummit follows the <a href="/code-of-conduct">code of conduct</a>.</p>`;

const confSitemap = `/ 2026-02-28 daily 1.0
/agenda 2026-02-20 weekly 0.9
/speakers 2026-02-25 weekly 0.9
/speakers/ines-carbajal 2026-02-01 monthly 0.6
/speakers/kofi-mensah 2026-02-01 monthly 0.6
/workshops 2026-02-18 weekly 0.8
/workshops/kubernetes-operators-from-scratch 2026-02-18 monthly 0.6
/tickets 2026-02-15 weekly 0.8`;

const CFP_INTENT = 'has the Northbeam CFP deadline moved? {url}';

export const eventsCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'events', kind: 'html', path: '/2026', render: htmlPage(NORTHBEAM_CONF, 'DevSummit 2026'), content: conference },
    [
      {
        id: 'h4-events-conf-cfp-extended',
        label: 'alert',
        intent: CFP_INTENT,
        edit: 'CFP deadline extended to March 29, 2026',
        changes: [['<dd>March 15, 2026 (23:59 CET)</dd>', '<dd>March 29, 2026 (23:59 CET) — extended</dd>']],
      },
      {
        id: 'h4-events-conf-earlybird-offtopic',
        label: 'off-topic',
        intent: CFP_INTENT,
        edit: 'early-bird end date moves (not the CFP)',
        changes: [['<dd>April 30, 2026</dd>', '<dd>May 8, 2026</dd>']],
      },
      {
        id: 'h4-events-conf-countdown-noise',
        label: 'noise',
        intent: CFP_INTENT,
        edit: 'countdown ticks down a day',
        changes: [['<span>47 days</span>', '<span>46 days</span>']],
      },
      {
        id: 'h4-events-conf-ticket-price',
        label: 'alert',
        intent: `Sending 6 engineers to Northbeam DevSummit. Need to know:
- ticket prices (conference + workshop especially)
- refund / transfer rules
- if the dates or the venue change
{url}`,
        businessContext: 'Training budget approved in EUR, fixed per quarter.',
        edit: 'Conference + workshop early bird €890 → €950',
        changes: [['<td>€890</td>', '<td>€950</td>']],
      },
      {
        id: 'h4-events-conf-refund',
        label: 'alert',
        intent: `Sending 6 engineers to Northbeam DevSummit. Need to know:
- ticket prices (conference + workshop especially)
- refund / transfer rules
- if the dates or the venue change
{url}`,
        edit: 'refund deadline May 15 → April 30 and fee €50 → €100',
        changes: [['refundable until May 15, 2026, minus a €50 fee', 'refundable until April 30, 2026, minus a €100 fee']],
      },
      {
        id: 'h4-events-conf-keynote-offtopic',
        label: 'off-topic',
        intent: `Sending 6 engineers to Northbeam DevSummit. Need to know:
- ticket prices (conference + workshop especially)
- refund / transfer rules
- if the dates or the venue change
{url}`,
        edit: 'keynote talk retitled',
        changes: [['“Platform teams are product teams”', '“Your platform is a product: lessons from 40 internal customers”']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'events',
      kind: 'sitemap',
      path: '/sitemap.xml',
      render: sitemapOf('https://www.northbeamsummit.example'),
      content: confSitemap,
    },
    [
      {
        id: 'h4-events-sitemap-new-workshop',
        label: 'alert',
        intent: 'New workshops announced for Northbeam 2026 (their sitemap: {url})',
        edit: 'new workshop page /workshops/observability-with-opentelemetry',
        changes: [
          [
            '/workshops/kubernetes-operators-from-scratch 2026-02-18 monthly 0.6',
            '/workshops/kubernetes-operators-from-scratch 2026-02-18 monthly 0.6\n/workshops/observability-with-opentelemetry 2026-03-03 monthly 0.6',
          ],
        ],
      },
      {
        id: 'h4-events-sitemap-speaker-offtopic',
        label: 'off-topic',
        intent: 'New workshops announced for Northbeam 2026 (their sitemap: {url})',
        edit: 'new speaker page added (not a workshop)',
        changes: [
          [
            '/speakers/kofi-mensah 2026-02-01 monthly 0.6',
            '/speakers/kofi-mensah 2026-02-01 monthly 0.6\n/speakers/hana-takeda 2026-03-03 monthly 0.6',
          ],
        ],
      },
      {
        id: 'h4-events-sitemap-lastmod-noise',
        label: 'noise',
        intent: 'New workshops announced for Northbeam 2026 (their sitemap: {url})',
        edit: 'homepage lastmod regenerated',
        changes: [['/ 2026-02-28 daily 1.0', '/ 2026-03-03 daily 1.0']],
      },
    ],
  ),
];
