import type { EvalCase } from '../case';
import { pricingCases } from './pricing';
import { privacyCases } from './privacy';
import { productStockCases } from './product-stock';
import { statusCases } from './status';
import { termsCases } from './terms';

/** Every case of the alerts evaluation. */
export const ALL_CASES: EvalCase[] = [...pricingCases, ...productStockCases, ...statusCases, ...termsCases, ...privacyCases];
