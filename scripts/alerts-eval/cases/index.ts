import type { EvalCase } from '../case';
import { careersCases } from './careers';
import { changelogCases } from './changelog';
import { pricingCases } from './pricing';
import { privacyCases } from './privacy';
import { productStockCases } from './product-stock';
import { regulatoryCases } from './regulatory';
import { statusCases } from './status';
import { termsCases } from './terms';

/** Every case of the alerts evaluation. */
export const ALL_CASES: EvalCase[] = [
  ...pricingCases,
  ...productStockCases,
  ...statusCases,
  ...termsCases,
  ...privacyCases,
  ...regulatoryCases,
  ...changelogCases,
  ...careersCases,
];
