import type { EvalCase } from '../case';
import { careersCases } from './careers';
import { changelogCases } from './changelog';
import { docsApiCases } from './docs-api';
import { eventsCases } from './events';
import { feesRatesCases } from './fees-rates';
import { grantsTendersCases } from './grants-tenders';
import { incidentsCases } from './incidents';
import { leadershipCases } from './leadership';
import { newsCases } from './news';
import { priceListCases } from './price-lists';
import { pricingCases } from './pricing';
import { privacyCases } from './privacy';
import { productStockCases } from './product-stock';
import { regulatoryCases } from './regulatory';
import { serviceNoticesCases } from './service-notices';
import { statusCases } from './status';
import { termsCases } from './terms';

/**
 * The seventh held-out set (the eighth labelled set) of the alerts evaluation: organisations, sectors (an
 * observability SaaS's seat and per-GB prices, a helpdesk SaaS's plans and changelog, an AI API's token
 * prices, deprecations and changelog, a Hamburg e-bike shop, a coffee-gear shop, a running-shoe store's
 * product JSON, a Swiss hosting company's status page and incident feed, a VoIP platform's Statuspage
 * JSON, a password manager's terms, sub-processors, DPA and security advisory, a competition and consumer
 * regulator, a German product-safety office's recalls, a satellite maker's and a climate-software firm's
 * job boards, a garden retailer's Workday board, a brewer's investor site, a design conference, a food
 * company's newsroom, a community radio newsroom, an online broker's charges, a parcel carrier's rate
 * card, a German electrical wholesaler's and an Indian textile mill's PDF price lists, a broadband ISP's
 * service status, an airport's travel updates, a commerce platform's API spec, a port's tender portal and
 * a research foundation's funding calls) and wordings written blind — without reading the judge, the topic
 * generator or any other set's cases. About a third of the cases lean on what earlier sets found hardest:
 * off-topic edits in another row of the watched table, thresholds, regions by code, prices without a
 * currency, loosely named sections. Run with `npm run eval:alerts -- --holdout7`.
 */
export const HOLDOUT7_CASES: EvalCase[] = [
  ...pricingCases,
  ...priceListCases,
  ...productStockCases,
  ...statusCases,
  ...termsCases,
  ...privacyCases,
  ...regulatoryCases,
  ...changelogCases,
  ...careersCases,
  ...leadershipCases,
  ...eventsCases,
  ...newsCases,
  ...incidentsCases,
  ...feesRatesCases,
  ...serviceNoticesCases,
  ...docsApiCases,
  ...grantsTendersCases,
];
