import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { MERIDIAN } from '../sites';

const CORRECTIONS = `    <h1>Corrections and clarifications</h1>
    <p class="standards">The Meridian Post corrects errors of fact promptly. Corrections are listed here for 90 days and appended to the article.</p>
    <ol class="corrections">
      <li><p class="date">27 February 2026</p><p>An article about the Harbor Bank results (“Harbor Bank profits rise on mortgage demand”, 25 February) said pre-tax profit was £1.9bn. It was £1.6bn.</p></li>
      <li><p class="date">24 February 2026</p><p>A picture caption in “Floods in the Eastfield valley” misnamed the river. It is the River Lune, not the River Leven.</p></li>
      <li><p class="date">19 February 2026</p><p>An interview with the chief executive of Lumen Health misspelled her name. She is Sofia Lindqvist.</p></li>
      <li><p class="date">12 February 2026</p><p>A report on the FMA’s crypto rules gave the wrong start date. The rules apply from 1 June 2026.</p></li>
    </ol>
    <p class="contact">To report an error, email corrections@meridianpost.example.</p>
<!--aside-->
      <h4>Trending</h4>
      <ol><li>Rail strike: what you need to know</li><li>The best new restaurants in Eastfield</li><li>Markets close higher after rate decision</li></ol>`;

const correctionsPage = {
  pageClass: 'news-corrections' as const,
  kind: 'html' as const,
  path: '/corrections',
  render: htmlPage(MERIDIAN, 'Corrections and clarifications'),
  content: CORRECTIONS,
};

const story = (title: string, slug: string, date: string, body: string) =>
  rssItem({ title, link: `https://www.meridianpost.example/business/${slug}`, date, body });

const BUSINESS = [
  story(
    'Northwind Cloud raises €60m to expand in the US',
    'northwind-cloud-raises-60m',
    'Mon, 02 Mar 2026 06:00:00 GMT',
    'The Berlin-based collaboration start-up plans to open an office in New York and double its sales team.',
  ),
  story(
    'Paylane to cut 120 jobs as payments growth slows',
    'paylane-job-cuts',
    'Fri, 27 Feb 2026 15:30:00 GMT',
    'The Amsterdam fintech will close its Warsaw support centre by June, its chief executive told staff.',
  ),
  story(
    'Brightline Outdoor opens its biggest store in Glasgow',
    'brightline-glasgow-store',
    'Thu, 26 Feb 2026 09:00:00 GMT',
    'The outdoor retailer now runs 14 stores in the UK and Ireland.',
  ),
].join('');

const businessFeed = {
  pageClass: 'news-corrections' as const,
  kind: 'feed' as const,
  path: '/business/rss',
  render: rssFeed({
    title: 'The Meridian Post — Business',
    link: 'https://www.meridianpost.example/business',
    description: 'Business news',
  }),
  content: BUSINESS,
};

export const newsCases: EvalCase[] = [
  ...casesOf(correctionsPage, [
    {
      id: 'corrections-new-about-client',
      label: 'alert',
      intent: 'We do PR for Harbor Bank. Tell me about corrections the Meridian Post publishes on {url}',
      businessContext: 'We are a PR agency; Harbor Bank and Lumen Health are our clients.',
      edit: 'new correction about Lumen Health funding',
      changes: [
        [
          '<ol class="corrections">',
          '<ol class="corrections">\n      <li><p class="date">3 March 2026</p><p>An article about Lumen Health (“Lumen Health eyes US expansion”, 1 March) said the company had raised $40m. It raised $25m.</p></li>',
        ],
      ],
    },
    {
      id: 'corrections-figure-amended',
      label: 'alert',
      intent: 'Watch the corrections page {url} for anything about Harbor Bank',
      edit: 'the Harbor Bank correction is amended: £1.6bn → £1.7bn',
      changes: [['It was £1.6bn.', 'It was £1.7bn.']],
    },
    {
      id: 'corrections-any-new',
      label: 'alert',
      intent: 'Every new correction on {url}, please — I study how newsrooms correct errors.',
      edit: 'new correction about a rail strike date',
      changes: [
        [
          '<ol class="corrections">',
          '<ol class="corrections">\n      <li><p class="date">3 March 2026</p><p>Our rail strike explainer gave the wrong date for the second walkout. It is 14 March, not 12 March.</p></li>',
        ],
      ],
    },
    {
      id: 'corrections-harbor-only-other',
      label: 'off-topic',
      intent: 'Watch the corrections page {url} for anything about Harbor Bank',
      edit: 'new correction about a football result',
      changes: [
        [
          '<ol class="corrections">',
          '<ol class="corrections">\n      <li><p class="date">3 March 2026</p><p>A match report said Eastfield United won 2-1. The score was 2-2.</p></li>',
        ],
      ],
    },
    {
      id: 'corrections-trending-rotates',
      label: 'noise',
      intent: 'Every new correction on {url}, please — I study how newsrooms correct errors.',
      edit: 'the trending sidebar rotates',
      changes: [
        [
          '<li>Rail strike: what you need to know</li><li>The best new restaurants in Eastfield</li><li>Markets close higher after rate decision</li>',
          '<li>Storm warning for the weekend</li><li>Rail strike: what you need to know</li><li>Ten walks for the spring</li>',
        ],
      ],
    },
  ]),
  ...casesOf(businessFeed, [
    {
      id: 'business-feed-competitor-story',
      label: 'alert',
      intent: 'Alert me to Meridian Post business stories about Paylane ({url}).',
      businessContext: 'We compete with Paylane in merchant payments.',
      edit: 'new story: Paylane loses its banking partner',
      changes: [
        (content) =>
          story(
            'Paylane loses key banking partner',
            'paylane-banking-partner',
            'Tue, 03 Mar 2026 07:00:00 GMT',
            'Polder Bank ends its agreement to hold Paylane customer funds from July.',
          ) + content,
      ],
    },
    {
      id: 'business-feed-story-corrected',
      label: 'alert',
      intent: 'Follow the Meridian Post’s coverage of Paylane job cuts: {url}',
      edit: 'the job-cuts story is corrected: 120 → 80 jobs',
      changes: [
        ['Paylane to cut 120 jobs', 'Paylane to cut 80 jobs'],
        [
          'will close its Warsaw support centre by June',
          'will close its Warsaw support centre by June. This article was corrected: an earlier version said 120 jobs',
        ],
      ],
    },
    {
      id: 'business-feed-paylane-only-brightline',
      label: 'off-topic',
      intent: 'Alert me to Meridian Post business stories about Paylane ({url}).',
      edit: 'new story about Brightline Outdoor',
      changes: [
        (content) =>
          story(
            'Brightline Outdoor sales up 12% after mild winter',
            'brightline-sales',
            'Tue, 03 Mar 2026 07:00:00 GMT',
            'The retailer said demand for tents and walking boots started early.',
          ) + content,
      ],
    },
    {
      id: 'business-feed-reordered',
      label: 'noise',
      intent: 'Alert me to Meridian Post business stories about Paylane ({url}).',
      edit: 'the same stories served in another order',
      changes: [
        (content) =>
          content
            .split('    <item>')
            .filter(Boolean)
            .reverse()
            .map((entry) => `    <item>${entry}`)
            .join(''),
      ],
    },
  ]),
];
