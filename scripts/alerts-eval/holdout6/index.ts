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
import { pricingCases } from './pricing';
import { privacyCases } from './privacy';
import { productStockCases } from './product-stock';
import { regulatoryCases } from './regulatory';
import { serviceNoticesCases } from './service-notices';
import { statusCases } from './status';
import { termsCases } from './terms';

/**
 * The sixth held-out set (the seventh labelled set) of the alerts evaluation: organisations, sectors (an
 * email-marketing SaaS's plans, an SMS API's rates and OpenAPI spec, a German packaging supplier's price
 * list, a furniture shop, a skincare shop, a CDN's status page, an e-signature provider's terms, DPA and
 * security incident, an HR platform's sub-processors, a telecom regulator, an aviation safety authority, a
 * project-management tool's changelog, a notes app's release notes, a robotics maker's job board, a
 * semiconductor company's investor site, an agricultural trade show, an EV-charging newsroom, a money
 * transfer service, a freight forwarder's surcharges, a water utility, a train operator, a maps platform's
 * deprecations and a hospital trust's procurement) and wordings written blind — without reading the judge,
 * the topic generator or any other set's cases. Run with `npm run eval:alerts -- --holdout6`.
 */
export const HOLDOUT6_CASES: EvalCase[] = [
  ...pricingCases,
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
