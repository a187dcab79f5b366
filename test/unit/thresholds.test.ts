import type { ChangeFact } from '../../domain/monitoring/change-facts';
import { crossed, thresholdIn } from '../../domain/alerts/thresholds';

const figure = (before: string, after: string, subject: string | null = null): ChangeFact => ({
  type: 'figure',
  subject,
  before,
  after,
  unit: null,
  quote: `${subject ?? 'value'}: ${after}`,
});

describe('a limit said in words', () => {
  it('reads the direction, the value, a percentage, money and a scale, and leaves the rest of the entry', () => {
    expect(thresholdIn('Ballast FX fee goes above 0.6%')).toEqual({
      threshold: { direction: 'above', value: 0.6, percent: true, money: false },
      rest: 'Ballast FX fee',
    });
    expect(thresholdIn('there are fewer than 5 pairs left')?.threshold).toEqual({
      direction: 'below',
      value: 5,
      percent: false,
      money: false,
    });
    expect(thresholdIn('estimated value is over £500k')?.threshold).toEqual({
      direction: 'above',
      value: 500_000,
      percent: false,
      money: true,
    });
    expect(thresholdIn('cotton poplin goes above Rs 150 per metre')).toMatchObject({
      threshold: { value: 150 },
      rest: 'cotton poplin per metre',
    });
  });

  it('is no limit when it says which thing is meant, or says no number', () => {
    expect(thresholdIn('spot trading fees for small accounts (under $50k volume)')).toBeNull();
    expect(thresholdIn('free shipping for orders over £50')).toBeNull();
    expect(thresholdIn('more than one store closes')).toBeNull();
  });
});

describe('a value crossing a limit', () => {
  const above10 = thresholdIn('fuel surcharge above 10%')!.threshold;
  const below5 = thresholdIn('fewer than 5 left')!.threshold;

  it('crosses when it moves to the far side, not when it moves on the same side or away', () => {
    expect(crossed(below5, figure('9', '4'))).toBe(true);
    expect(crossed(below5, figure('7', '5'))).toBe(false);
    expect(crossed(below5, figure('4', '3'))).toBe(false);
    expect(crossed(above10, figure('8.5', '10.25', 'fuel_surcharge_pct'))).toBe(true);
    expect(crossed(above10, figure('8.5', '9.25', 'fuel_surcharge_pct'))).toBe(false);
  });

  it('compares a percentage only with a percentage, and a new row by its amount of money', () => {
    expect(crossed(above10, figure('8', '12'))).toBeNull();
    expect(crossed(below5, figure('8', '4', 'fee_pct'))).toBeNull();
    const over500k = thresholdIn('value over £500k')!.threshold;
    const row = (value: string): ChangeFact => ({
      type: 'item_added',
      subject: 'Open opportunities',
      before: null,
      after: `CBP-2026-018 | Shore power, Berths 3 and 4 | 45315000 | ${value} | 05/05/2026 12:00`,
      unit: null,
      quote: '',
    });
    expect(crossed(over500k, row('£2,400,000'))).toBe(true);
    expect(crossed(over500k, row('£240,000'))).toBe(false);
    expect(crossed(over500k, { ...row('£2,400,000'), type: 'status' })).toBeNull();
  });
});
