import { casesOf, type EvalCase } from '../case';
import { htmlPage } from '../pages';
import { ORCHARD } from './sites';

const LEADERSHIP = `    <h1>Leadership</h1>
    <section class="executive-team">
      <h2>Executive team</h2>
      <div class="person"><img src="/people/r-okafor.jpg?w=320&amp;v=a81f" alt=""><h3>Dr. Ruth Okafor</h3><p class="role">President and Chief Executive Officer</p><p>Ruth co-founded Orchard in 2017 after leading hematology research at Kessler Children’s Hospital.</p></div>
      <div class="person"><img src="/people/m-brandt.jpg?w=320&amp;v=a81f" alt=""><h3>Martin Brandt</h3><p class="role">Chief Financial Officer</p><p>Martin joined from Veltris Pharma, where he led the company’s initial public offering.</p></div>
      <div class="person"><img src="/people/s-iyer.jpg?w=320&amp;v=a81f" alt=""><h3>Dr. Sunita Iyer</h3><p class="role">Chief Medical Officer</p><p>Sunita oversees clinical development, including the Phase 3 study of ORB-101.</p></div>
      <div class="person"><img src="/people/t-haller.jpg?w=320&amp;v=a81f" alt=""><h3>Thomas Haller</h3><p class="role">Chief Technical Operations Officer, Head of Basel site</p><p>Thomas runs manufacturing and supply from our Basel facility.</p></div>
      <div class="person"><img src="/people/j-castillo.jpg?w=320&amp;v=a81f" alt=""><h3>Julia Castillo</h3><p class="role">General Counsel and Corporate Secretary</p><p>Julia leads legal, compliance and intellectual property.</p></div>
    </section>
    <section class="board">
      <h2>Board of directors</h2>
      <ul>
        <li>Helen Marsh — Chair of the Board; former CEO, Brightfield Genomics</li>
        <li>Dr. Ruth Okafor — President and CEO</li>
        <li>Anil Mehta — Partner, Northlake Ventures</li>
        <li>Dr. Catherine Vogel — Chair of the Science Committee</li>
        <li>Paul Ferreira — Chair of the Audit Committee</li>
      </ul>
    </section>`;

const leadershipPage = {
  pageClass: 'leadership' as const,
  kind: 'html' as const,
  path: '/about/leadership',
  render: htmlPage(ORCHARD, 'Leadership'),
  content: LEADERSHIP,
};

export const leadershipCases: EvalCase[] = [
  ...casesOf(leadershipPage, [
    {
      id: 'ho-lead-ceo-steps-down',
      label: 'alert',
      intent: 'who runs Orchard? let me know if that changes {url}',
      edit: 'CEO replaced: Sunita Iyer is interim CEO, Okafor gone',
      changes: [
        [
          '<h3>Dr. Ruth Okafor</h3><p class="role">President and Chief Executive Officer</p><p>Ruth co-founded Orchard in 2017 after leading hematology research at Kessler Children’s Hospital.</p>',
          '<h3>Dr. Sunita Iyer</h3><p class="role">Interim Chief Executive Officer</p><p>Sunita was appointed interim CEO in March 2026 while the board searches for a permanent successor.</p>',
        ],
        ['<li>Dr. Ruth Okafor — President and CEO</li>', '<li>Dr. Sunita Iyer — Interim CEO</li>'],
      ],
    },
    {
      id: 'ho-lead-new-cfo',
      label: 'alert',
      intent:
        'We sell treasury software and Martin Brandt is our champion at Orchard. Tell me about changes to their executive team: {url}',
      edit: 'new CFO: Lena Park replaces Martin Brandt',
      changes: [
        [
          '<h3>Martin Brandt</h3><p class="role">Chief Financial Officer</p><p>Martin joined from Veltris Pharma, where he led the company’s initial public offering.</p>',
          '<h3>Lena Park</h3><p class="role">Chief Financial Officer</p><p>Lena joined in March 2026 from Aldercrest Therapeutics, where she was VP Finance.</p>',
        ],
        ['/people/m-brandt.jpg', '/people/l-park.jpg'],
      ],
    },
    {
      id: 'ho-lead-board-seat',
      label: 'alert',
      intent: 'Watch the board of directors on {url} — new or departing directors.',
      businessContext: 'Biotech investor tracking governance at portfolio companies.',
      edit: 'new director added: Grace Lindholm',
      changes: [
        [
          '<li>Paul Ferreira — Chair of the Audit Committee</li>',
          '<li>Paul Ferreira — Chair of the Audit Committee</li>\n        <li>Grace Lindholm — Independent director; former CFO, Castelle Bio</li>',
        ],
      ],
    },
    {
      id: 'ho-lead-board-only-exec-change',
      label: 'off-topic',
      intent: 'Only changes to Orchard’s board of directors please, not management: {url}',
      edit: 'General Counsel replaced (board unchanged)',
      changes: [
        [
          '<h3>Julia Castillo</h3><p class="role">General Counsel and Corporate Secretary</p><p>Julia leads legal, compliance and intellectual property.</p>',
          '<h3>Owen Radcliffe</h3><p class="role">General Counsel and Corporate Secretary</p><p>Owen leads legal, compliance and intellectual property.</p>',
        ],
      ],
    },
    {
      id: 'ho-lead-image-cache-bust',
      label: 'noise',
      intent: 'Monitor {url} for changes',
      edit: 'only the portrait image cache-busting parameter changes',
      changes: [['v=a81f', 'v=c0d4']],
    },
  ]),
];
