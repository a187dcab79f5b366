import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { FOOD_SAFETY } from './sites';

const allergenGuidance = `<h1>Precautionary allergen labelling: guidance for food businesses</h1>
<p class="meta">Guidance · Published 12 September 2025 · Last updated 20 January 2026 · <a href="#history">See all updates</a></p>
<div class="callout">This guidance applies to food sold prepacked and prepacked for direct sale (PPDS) in all four nations.</div>
<section id="scope">
  <h2>1. Who must follow this guidance</h2>
  <p>All food business operators who make, pack or sell prepacked or PPDS food, including online sellers and dark kitchens.</p>
</section>
<section id="requirements">
  <h2>2. What you must do</h2>
  <ol>
    <li>Carry out a documented cross-contamination risk assessment for each of the 14 regulated allergens.</li>
    <li>Use a “may contain” statement only where a real and unavoidable risk remains after controls.</li>
    <li>Use the standard wording “May contain [allergen]”. Phrases such as “made in a factory that handles” should not be used.</li>
    <li>Review the assessment at least every 12 months and whenever a recipe, supplier or line changes.</li>
  </ol>
</section>
<section id="dates">
  <h2>3. Key dates</h2>
  <table>
    <thead><tr><th>Milestone</th><th>Date</th></tr></thead>
    <tbody>
      <tr><td>Guidance published</td><td>12 September 2025</td></tr>
      <tr><td>Transition period ends for new products</td><td>1 July 2026</td></tr>
      <tr><td>All products must comply</td><td>1 January 2027</td></tr>
    </tbody>
  </table>
</section>
<section id="enforcement">
  <h2>4. Enforcement</h2>
  <p>Local authorities may issue improvement notices. Failure to comply with an improvement notice is an offence punishable by an unlimited fine.</p>
</section>
<section id="related">
  <h3>Related content</h3>
  <ul><li>Allergen rules for restaurants</li><li>Food labelling: a quick guide</li><li>Most viewed this week: <span class="trending">Hygiene rating appeals</span></li></ul>
</section>
<section id="history"><h3>Page history</h3><p>20 January 2026: clarified PPDS scope.</p></section>
<!--aside--><h3>Get email alerts</h3><p>Sign up for allergy alerts and product recalls.</p>
<!--footer--><p>Page views this month: <span class="views">18,204</span></p>`;

const ITEMS = [
  {
    title: 'Allergy alert: Harvest Lane oat bars undeclared peanut',
    link: 'https://www.foodstandards.gov.example/alerts/2026/aa-014',
    date: 'Fri, 27 Feb 2026 16:05:00 GMT',
    body: 'Harvest Lane is recalling Oat &amp; Honey bars (45 g, best before 30 June 2026) because they contain peanut not mentioned on the label.',
  },
  {
    title: 'Product recall: Bluecrest smoked trout pâté (Listeria)',
    link: 'https://www.foodstandards.gov.example/alerts/2026/pr-009',
    date: 'Tue, 24 Feb 2026 11:40:00 GMT',
    body: 'Bluecrest Fisheries is recalling smoked trout pâté 150 g, all dates up to and including 10 March 2026, due to the possible presence of Listeria monocytogenes.',
  },
  {
    title: 'Allergy alert: Pomona Kitchen vegan pesto contains milk',
    link: 'https://www.foodstandards.gov.example/alerts/2026/aa-013',
    date: 'Thu, 19 Feb 2026 09:12:00 GMT',
    body: 'Pomona Kitchen vegan basil pesto 190 g, batch PK2231, contains milk which is not mentioned on the label.',
  },
];

const alertsFeed = ITEMS.map(rssItem).join('');

const newRecall = rssItem({
  title: 'Allergy alert: Tamsin’s Bakery seeded loaf undeclared sesame',
  link: 'https://www.foodstandards.gov.example/alerts/2026/aa-015',
  date: 'Tue, 03 Mar 2026 08:30:00 GMT',
  body: 'Tamsin’s Bakery is recalling Seeded Farmhouse Loaf 800 g, best before 6 March 2026, because it contains sesame not mentioned on the label.',
});

const newMicroRecall = rssItem({
  title: 'Product recall: Greyfield raw milk cheddar (E. coli STEC)',
  link: 'https://www.foodstandards.gov.example/alerts/2026/pr-010',
  date: 'Tue, 03 Mar 2026 07:55:00 GMT',
  body: 'Greyfield Dairy is recalling Raw Milk Mature Cheddar 200 g, all best before dates, because of the possible presence of Shiga toxin-producing E. coli.',
});

export const regulatoryCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'html',
      path: '/business/allergens/precautionary-labelling',
      render: htmlPage(FOOD_SAFETY, 'Precautionary allergen labelling'),
      content: allergenGuidance,
    },
    [
      {
        id: 'h4-reg-allergen-deadline',
        label: 'alert',
        intent: 'We make granola for supermarkets. Has the compliance deadline for “may contain” labelling moved? {url}',
        businessContext: 'Packaging reprint lead time is 14 weeks.',
        edit: 'full compliance date 1 January 2027 → 1 April 2027',
        changes: [['<td>1 January 2027</td>', '<td>1 April 2027</td>']],
      },
      {
        id: 'h4-reg-allergen-review-freq',
        label: 'alert',
        intent: 'Allergen PAL guidance {url} — any new or changed obligation for manufacturers.',
        edit: 'review interval 12 months → 6 months',
        changes: [['Review the assessment at least every 12 months', 'Review the assessment at least every 6 months']],
      },
      {
        id: 'h4-reg-allergen-wording',
        label: 'alert',
        intent: 'Allergen PAL guidance {url} — any new or changed obligation for manufacturers.',
        edit: 'new requirement: list the allergen in bold in the may-contain statement',
        changes: [
          [
            'should not be used.</li>',
            'should not be used.</li>\n    <li>Print the allergen name in the “may contain” statement in bold type, as in the ingredients list.</li>',
          ],
        ],
      },
      {
        id: 'h4-reg-allergen-trending-noise',
        label: 'noise',
        intent: 'Allergen PAL guidance {url} — any new or changed obligation for manufacturers.',
        edit: 'trending link and page view counter change',
        changes: [
          ['Hygiene rating appeals', 'Registering a home bakery'],
          ['18,204', '18,911'],
        ],
      },
      {
        id: 'h4-reg-allergen-enforcement-offtopic',
        label: 'off-topic',
        intent: 'We make granola for supermarkets. Has the compliance deadline for “may contain” labelling moved? {url}',
        edit: 'enforcement paragraph reworded (dates unchanged)',
        changes: [
          [
            'Local authorities may issue improvement notices.',
            'Local authorities and port health authorities may issue improvement notices and, for repeated breaches, fixed penalty notices.',
          ],
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'feed',
      path: '/alerts/feed.rss',
      render: rssFeed({
        title: 'NFSD recalls and allergy alerts',
        link: 'https://www.foodstandards.gov.example/alerts',
        description: 'Food recalls and allergy alerts',
      }),
      content: alertsFeed,
    },
    [
      {
        id: 'h4-reg-feed-sesame',
        label: 'alert',
        intent: 'My son has a severe sesame allergy. Any allergy alert involving sesame from {url}, please.',
        edit: 'new allergy alert: undeclared sesame in a loaf',
        changes: [(content) => newRecall + content],
      },
      {
        id: 'h4-reg-feed-cheddar-offtopic',
        label: 'off-topic',
        intent: 'My son has a severe sesame allergy. Any allergy alert involving sesame from {url}, please.',
        edit: 'new recall: cheddar for E. coli (no sesame)',
        changes: [(content) => newMicroRecall + content],
      },
      {
        id: 'h4-reg-feed-dairy',
        label: 'alert',
        intent: 'dairy product recalls (cheese, milk, yoghurt) — {url}',
        businessContext: 'Deli chain, 9 shops.',
        edit: 'new recall: raw milk cheddar',
        changes: [(content) => newMicroRecall + content],
      },
      {
        id: 'h4-reg-feed-utm-noise',
        label: 'noise',
        intent: 'dairy product recalls (cheese, milk, yoghurt) — {url}',
        edit: 'tracking parameter in the item links changes',
        changes: [['utm_medium=feed', 'utm_medium=feed&amp;utm_campaign=w10']],
      },
    ],
  ),
];
