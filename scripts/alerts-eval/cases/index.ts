import type { EvalCase } from '../case';
import { pricingCases } from './pricing';

/** Every case of the alerts evaluation. */
export const ALL_CASES: EvalCase[] = [...pricingCases];
