import { alertConditionSchema, conditionsOutcome, numberIn } from '../../domain/monitoring/conditions';

describe('when a change alerts: alertWhen conditions', () => {
  it('reads the value a threshold is about: the first amount or figure, dates aside, with thousands and decimal marks', () => {
    expect(numberIn('Pro | €49')).toBe(49);
    expect(numberIn('Price: 1,299.00 USD')).toBe(1299);
    expect(numberIn('49,90 €')).toBe(49.9);
    expect(numberIn('Updated 2026-11-20\n1.299 EUR')).toBe(1299);
    expect(numberIn('In stock')).toBeNull();
  });

  it('holds on the change that crosses a threshold, not on later changes that stay past it', () => {
    const drop = [{ below: 40 }];
    expect(conditionsOutcome(drop, '€49', '€45')).toEqual({ met: false, matched: [] });
    expect(conditionsOutcome(drop, '€45', '€39')).toEqual({ met: true, matched: ['the value went below 40'] });
    expect(conditionsOutcome(drop, '€39', '€35').met).toBe(false);
    expect(conditionsOutcome([{ above: 100 }], '€99', '€101').matched).toEqual(['the value went above 100']);
    expect(conditionsOutcome([{ above: 100 }], '€101', '€120').met).toBe(false);
    expect(conditionsOutcome(drop, 'Sold out', '€39').met).toBe(true);
    expect(conditionsOutcome(drop, '€45', 'Sold out').met).toBe(false);
  });

  it('holds when a text appears or disappears (ignoring case), on a move of more than a percentage, or on any change', () => {
    const restock = [{ textAppears: 'In stock' }];
    expect(conditionsOutcome(restock, 'Out of stock', 'In stock')).toEqual({ met: true, matched: ['“In stock” appeared'] });
    expect(conditionsOutcome(restock, 'In stock', 'IN STOCK: 4 left').met).toBe(false);
    expect(conditionsOutcome([{ textDisappears: 'out of stock' }], 'Out of stock', 'Ships today').met).toBe(true);
    expect(conditionsOutcome([{ changesByPercent: 10 }], '€100', '€109').met).toBe(false);
    expect(conditionsOutcome([{ changesByPercent: 10 }], '€100', '€89').met).toBe(true);
    expect(conditionsOutcome([{ changes: true }], 'a', 'b').matched).toEqual(['it changed']);
    expect(conditionsOutcome([], 'a', 'b').met).toBe(false);
  });

  it('refuses conditions it cannot judge', () => {
    expect(alertConditionSchema.safeParse({ below: 40 }).success).toBe(true);
    for (const bad of [{ below: 'cheap' }, { textAppears: ' ' }, { changesByPercent: 0 }, { changes: false }, { below: 1, above: 2 }, {}])
      expect(alertConditionSchema.safeParse(bad).success).toBe(false);
  });
});
