import { casesOf, type EvalCase } from '../case';
import { htmlPage, rssFeed, rssItem } from '../pages';
import { CORVID_FREIGHT } from './sites';

const safetyItems = [
  rssItem({
    title: 'Velantra (ruxotinib): risk of severe neutropenia — updated monitoring advice',
    link: 'https://www.orrin-tx.example/safety/velantra-neutropenia',
    date: 'Mon, 23 Feb 2026 09:00:00 GMT',
    body: 'Direct healthcare professional communication agreed with the MHRA. Full blood counts are now recommended every 2 weeks for the first 3 months of treatment.',
  }),
  rssItem({
    title: 'Dormexa (lorastide) pre-filled pen: batch recall DX24117',
    link: 'https://www.orrin-tx.example/safety/dormexa-recall-dx24117',
    date: 'Tue, 10 Feb 2026 14:30:00 GMT',
    body: 'Class 2 recall to pharmacy level. Some pens in batch DX24117 may not deliver a full dose. No other batches are affected.',
  }),
  rssItem({
    title: 'Cortiva (ebrazolam) tablets: summary of product characteristics updated (section 4.5)',
    link: 'https://www.orrin-tx.example/safety/cortiva-interactions',
    date: 'Thu, 29 Jan 2026 10:00:00 GMT',
    body: 'A new interaction with strong CYP3A4 inhibitors has been added. Dose reduction to 5 mg is advised.',
  }),
].join('');

const customsUpdates = `<h1>Customs and regulatory updates</h1>
<p>What is changing in customs, trade compliance and transport regulation on the lanes we operate, and what you need to do. Reviewed weekly by our trade compliance team.</p>
<section id="eu">
  <h2>European Union</h2>
  <h3>ICS2 release 3 (road and rail)</h3>
  <p>Entry summary declarations for road consignments into the EU must be filed in ICS2 from 1 April 2026. Corvid files on your behalf if you provide full consignee details and 6-digit HS codes at booking.</p>
  <h3>CBAM definitive period</h3>
  <p>Importers of steel, aluminium, cement and fertilisers must be authorised CBAM declarants before importing more than 50 tonnes a year. Corvid cannot act as declarant.</p>
</section>
<section id="uk">
  <h2>United Kingdom</h2>
  <h3>Border Target Operating Model</h3>
  <p>Physical checks on medium-risk animal products from the EU take place at Sevington Inland Border Facility. The Common User Charge is £29 per consignment, capped at £145.</p>
</section>
<section id="us">
  <h2>United States</h2>
  <h3>De minimis</h3>
  <p>The $800 de minimis exemption no longer applies to goods from China and Hong Kong. All other origins still qualify.</p>
</section>
<section id="dg">
  <h2>Dangerous goods</h2>
  <p>The 2025–26 edition of the ADR applies to all our road services. Lithium batteries shipped alone (UN3480) require a state of charge of 30% or less by air.</p>
</section>
<!--aside--><h3>Talk to compliance</h3><p>trade.compliance@corvidfreight.example</p><p>Webinar: “ICS2 for road hauliers”, every Thursday at 10:00 CET.</p>`;

export const regulatoryCases: EvalCase[] = [
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'feed',
      path: '/safety/feed.xml',
      render: rssFeed({
        title: 'Orrin Therapeutics safety communications',
        link: 'https://www.orrin-tx.example/safety',
        description: 'Safety letters, recalls and product information updates',
      }),
      content: safetyItems,
    },
    [
      {
        id: 'h3-reg-orrin-dormexa-recall',
        label: 'alert',
        intent: 'Hospital pharmacy here. We stock Dormexa pens. Tell me about any recall or safety notice for Dormexa from {url}',
        businessContext: 'NHS trust pharmacy, medicines safety officer.',
        edit: 'new item: recall extended to a second Dormexa batch',
        changes: [
          [
            '    <item>\n      <title>Velantra',
            rssItem({
              title: 'Dormexa (lorastide) pre-filled pen: recall extended to batch DX24131',
              link: 'https://www.orrin-tx.example/safety/dormexa-recall-dx24131',
              date: 'Mon, 02 Mar 2026 16:00:00 GMT',
              body: 'Following further testing, batch DX24131 is added to the class 2 recall. Quarantine remaining stock and return via your wholesaler.',
            }) + '    <item>\n      <title>Velantra',
          ],
        ],
      },
      {
        id: 'h3-reg-orrin-cortiva-offtopic',
        label: 'off-topic',
        intent: 'Hospital pharmacy here. We stock Dormexa pens. Tell me about any recall or safety notice for Dormexa from {url}',
        edit: 'new item about Cortiva (not Dormexa)',
        changes: [
          [
            '    <item>\n      <title>Velantra',
            rssItem({
              title: 'Cortiva (ebrazolam) tablets: new 2.5 mg strength and updated package leaflet',
              link: 'https://www.orrin-tx.example/safety/cortiva-leaflet-2026',
              date: 'Mon, 02 Mar 2026 12:00:00 GMT',
              body: 'The package leaflet has been revised to add the 2.5 mg strength and clarify dosing in hepatic impairment.',
            }) + '    <item>\n      <title>Velantra',
          ],
        ],
      },
      {
        id: 'h3-reg-orrin-any-new',
        label: 'alert',
        intent: '{url}',
        edit: 'new safety communication item (any)',
        changes: [
          [
            '    <item>\n      <title>Velantra',
            rssItem({
              title: 'Velantra (ruxotinib): contraindication in pregnancy added',
              link: 'https://www.orrin-tx.example/safety/velantra-pregnancy',
              date: 'Mon, 02 Mar 2026 08:00:00 GMT',
              body: 'Velantra is now contraindicated during pregnancy. Women of childbearing potential must use effective contraception.',
            }) + '    <item>\n      <title>Velantra',
          ],
        ],
      },
      {
        id: 'h3-reg-orrin-reordered-noise',
        label: 'noise',
        intent: 'Hospital pharmacy here. We stock Dormexa pens. Tell me about any recall or safety notice for Dormexa from {url}',
        edit: 'feed items reordered, nothing added',
        changes: [
          (content: string) => {
            const items = content.split(/(?=    <item>)/).filter((part) => part.trim() !== '');
            return [items[1], items[0], items[2]].join('');
          },
        ],
      },
    ],
  ),
  ...casesOf(
    {
      pageClass: 'regulatory',
      kind: 'html',
      path: '/customs/updates',
      render: htmlPage(CORVID_FREIGHT, 'Customs and regulatory updates'),
      content: customsUpdates,
    },
    [
      {
        id: 'h3-reg-corvid-ics2-date',
        label: 'alert',
        intent: 'We truck furniture from Norway into Germany. Watch {url} for anything about EU import filing (ICS2 etc).',
        edit: 'ICS2 road start date 1 April → 1 June 2026',
        changes: [['from 1 April 2026', 'from 1 June 2026']],
      },
      {
        id: 'h3-reg-corvid-us-deminimis-offtopic',
        label: 'off-topic',
        intent: 'We truck furniture from Norway into Germany. Watch {url} for anything about EU import filing (ICS2 etc).',
        edit: 'US de minimis rule extended to all origins',
        changes: [
          [
            'The $800 de minimis exemption no longer applies to goods from China and Hong Kong. All other origins still qualify.',
            'The $800 de minimis exemption has been suspended for goods from all countries.',
          ],
        ],
      },
      {
        id: 'h3-reg-corvid-uk-charge',
        label: 'alert',
        intent: 'UK imports of EU cheese and meat — border checks and charges. {url}',
        businessContext: 'Specialist deli importer.',
        edit: 'Common User Charge £29 → £33, cap £145 → £165',
        changes: [['is £29 per consignment, capped at £145', 'is £33 per consignment, capped at £165']],
      },
      {
        id: 'h3-reg-corvid-batteries-offtopic',
        label: 'off-topic',
        intent: 'UK imports of EU cheese and meat — border checks and charges. {url}',
        edit: 'lithium battery air rule changed',
        changes: [['state of charge of 30% or less', 'state of charge of 25% or less']],
      },
    ],
  ),
];
