import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { HALVERN_MUSEUM, PELLSTON_TELECOM } from './sites';

const simOnly = `<h1>SIM only plans</h1>
<p class="lede">Keep your phone, switch your SIM. All plans include unlimited UK minutes and texts, 5G at no extra cost and EU roaming on Plus plans.</p>
<section id="plans">
  <h2>12-month SIM only</h2>
  <table class="plans">
    <thead><tr><th>Plan</th><th>Data</th><th>Monthly price</th><th>EU roaming</th><th>Extras</th></tr></thead>
    <tbody>
      <tr><td>Starter 8GB</td><td>8GB</td><td>£7.00</td><td>£2.25 a day</td><td>—</td></tr>
      <tr><td>Everyday 40GB</td><td>40GB</td><td>£12.00</td><td>£2.25 a day</td><td>Wi-Fi calling</td></tr>
      <tr><td>Plus 120GB</td><td>120GB</td><td>£16.00</td><td>Included</td><td>Wi-Fi calling, data rollover</td></tr>
      <tr><td>Unlimited Max</td><td>Unlimited</td><td>£24.00</td><td>Included</td><td>Wi-Fi calling, 2 data SIMs, streaming pass</td></tr>
    </tbody>
  </table>
  <p class="small">Prices rise each April by a fixed £1.50 a month (see our <a href="/price-guide">price guide</a>). 30-day rolling plans cost £3 a month more than the 12-month price.</p>
</section>
<section id="why">
  <h2>Why switch to Pellston</h2>
  <ul>
    <li>Keep your number: text PAC to 65075 and we do the rest in one working day.</li>
    <li>99% UK population coverage on 4G, 5G in 210 towns and cities.</li>
    <li>Rated “Great” on Trustscore by 41,000 customers.</li>
  </ul>
</section>
<section id="faq">
  <h2>Questions</h2>
  <h3>Is there a credit check?</h3><p>Yes for 12-month plans; 30-day plans need only a debit card.</p>
  <h3>Can I change plan later?</h3><p>You can move up a plan at any time; moving down is possible once a month from the app.</p>
</section>
<!--aside--><h3>Business?</h3><p>Our business SIMs start at £9 + VAT with pooled data. <a href="/business">See business plans</a></p>
<!--footer--><p>Pellston Mobile is a brand of Pellston Mobile Communications Ltd. Prices include VAT.</p>`;

const museumTickets = `<h1>Tickets and admission</h1>
<p>Entry to the permanent galleries is free. Some exhibitions and experiences are ticketed; book online to guarantee entry on busy days.</p>
<section id="exhibitions">
  <h2>Ticketed exhibitions</h2>
  <table>
    <thead><tr><th>Exhibition</th><th>Adult</th><th>Child (4–15)</th><th>Concession</th><th>Members</th></tr></thead>
    <tbody>
      <tr><td>Deep Time: Fossils of the Vale</td><td>£14.00</td><td>£7.00</td><td>£11.00</td><td>Free</td></tr>
      <tr><td>Light Years: The Telescope Story</td><td>£12.50</td><td>£6.00</td><td>£10.00</td><td>Free</td></tr>
      <tr><td>Planetarium show (30 min)</td><td>£6.00</td><td>£4.00</td><td>£5.00</td><td>£3.00</td></tr>
    </tbody>
  </table>
  <p>Family ticket (2 adults, up to 3 children) for Deep Time: £36.00.</p>
</section>
<section id="groups">
  <h2>Groups and schools</h2>
  <p>Groups of 10 or more save 15% on exhibition tickets. School visits to the permanent galleries are free but must be booked at least three weeks ahead through the schools team.</p>
</section>
<section id="membership">
  <h2>Membership</h2>
  <p>Individual membership costs £58 a year and includes unlimited entry to all exhibitions, a 10% discount in the shop and cafe and members’ evenings.</p>
</section>
<div class="promo">Currently showing on the homepage: <span class="rotating">“The best rainy day out in the county” — Vale Family Magazine</span></div>
<!--aside--><h3>Opening hours</h3><p>Tuesday to Sunday, 10:00–17:30. Last entry 16:45.</p>
<!--footer--><p>Ticket prices include a voluntary donation of 10% under Gift Aid rules; a ticket without donation is available at the desk.</p>`;

export const pricingCases: EvalCase[] = [
  ...casesOf(
    { pageClass: 'pricing', kind: 'html', path: '/sim-only', render: htmlPage(PELLSTON_TELECOM, 'SIM only plans'), content: simOnly },
    [
      {
        id: 'h3-pricing-sim-everyday-up',
        label: 'alert',
        intent: 'Watch {url} — tell me if the price of the Everyday 40GB plan changes. That is what our field engineers are on.',
        businessContext: 'We run 60 company phones on Pellston SIM only plans.',
        edit: 'Everyday 40GB monthly price £12.00 → £13.50',
        changes: [['<td>£12.00</td>', '<td>£13.50</td>']],
      },
      {
        id: 'h3-pricing-sim-unlimited-offtopic',
        label: 'off-topic',
        intent: 'Watch {url} — tell me if the price of the Everyday 40GB plan changes. That is what our field engineers are on.',
        edit: 'Unlimited Max price £24.00 → £22.00 (not the plan asked about)',
        changes: [['<td>£24.00</td>', '<td>£22.00</td>']],
      },
      {
        id: 'h3-pricing-sim-roaming-included',
        label: 'alert',
        intent: 'pellston sim only {url} - any change to prices or what is included in the plans',
        edit: 'EU roaming becomes included on Everyday 40GB',
        changes: [['<td>40GB</td><td>£12.00</td><td>£2.25 a day</td>', '<td>40GB</td><td>£12.00</td><td>Included</td>']],
      },
      {
        id: 'h3-pricing-sim-trustscore-noise',
        label: 'noise',
        intent: 'pellston sim only {url} - any change to prices or what is included in the plans',
        edit: 'review count in the marketing list ticks up',
        changes: [['by 41,000 customers', 'by 41,012 customers']],
      },
      {
        id: 'h3-pricing-sim-april-rise',
        label: 'alert',
        intent: 'I need to know ahead of time if Pellston changes its annual price rise rules for SIM only: {url}',
        edit: 'April rise raised from £1.50 to £2.00 a month',
        changes: [['by a fixed £1.50 a month', 'by a fixed £2.00 a month']],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'pricing',
      kind: 'html',
      path: '/visit/tickets',
      render: htmlPage(HALVERN_MUSEUM, 'Tickets and admission'),
      content: museumTickets,
    },
    [
      {
        id: 'h3-pricing-museum-deeptime-child',
        label: 'alert',
        intent: 'We bring Year 4 classes to the Deep Time fossil exhibition. Let me know if its ticket prices go up: {url}',
        businessContext: 'Primary school trip budget, planned a term ahead.',
        edit: 'Deep Time child ticket £7.00 → £8.50',
        changes: [['<td>£7.00</td>', '<td>£8.50</td>']],
      },
      {
        id: 'h3-pricing-museum-planetarium-offtopic',
        label: 'off-topic',
        intent: 'We bring Year 4 classes to the Deep Time fossil exhibition. Let me know if its ticket prices go up: {url}',
        edit: 'Planetarium members price £3.00 → £4.00',
        changes: [['<td>£3.00</td>', '<td>£4.00</td>']],
      },
      {
        id: 'h3-pricing-museum-membership',
        label: 'off-topic',
        intent: 'Halvern museum {url}: exhibition ticket prices only. Not interested in membership.',
        edit: 'membership fee £58 → £62',
        changes: [['costs £58 a year', 'costs £62 a year']],
      },
      {
        id: 'h3-pricing-museum-quote-rotates',
        label: 'noise',
        intent: 'Halvern museum {url}: exhibition ticket prices only. Not interested in membership.',
        edit: 'rotating homepage quote swapped',
        changes: [
          ['“The best rainy day out in the county” — Vale Family Magazine', '“Our kids did not want to leave” — a visitor on Tripfinder'],
        ],
      },
    ],
  ),
];
