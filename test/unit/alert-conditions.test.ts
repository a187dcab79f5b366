import { alertConditionSchema, conditionsFor, conditionsOutcome, numberIn } from '../../domain/monitoring/conditions';

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

  it('judges a condition that names a tracked value on that value, and a value not read this time as a gap', () => {
    const values = new Map([
      ['Pro price', { before: '€45', after: '€39' }],
      ['stock', { before: 'Out of stock', after: 'In stock' }],
      ['seats', { before: '12', after: null }],
    ]);
    // The selection's own text says nothing of the price: only the named value crosses.
    expect(conditionsOutcome([{ below: 40, name: 'Pro price' }], 'Pro plan', 'Pro plan, new', values)).toEqual({
      met: true,
      matched: ['“Pro price” went below 40'],
    });
    expect(conditionsOutcome([{ below: 40 }], 'Pro plan', 'Pro plan, new', values).met).toBe(false);
    expect(conditionsOutcome([{ textAppears: 'In stock', name: 'stock' }], '', '', values).matched).toEqual([
      '“In stock” appeared in “stock”',
    ]);
    expect(
      conditionsOutcome(
        [
          { textDisappears: '12', name: 'seats' },
          { changes: true, name: 'seats' },
        ],
        'a',
        'b',
        values,
      ).met,
    ).toBe(false);
    expect(conditionsOutcome([{ changes: true, name: 'Pro price' }], 'a', 'b', values).matched).toEqual(['“Pro price” changed']);
    const same = new Map([['Pro price', { before: '€39', after: '€39' }]]);
    expect(
      conditionsOutcome(
        [
          { changes: true, name: 'Pro price' },
          { below: 40, name: 'Pro price' },
        ],
        'a',
        'b',
        same,
      ).met,
    ).toBe(false);
    expect(conditionsOutcome([{ below: 40, name: 'unknown' }], '€49', '€39', values).met).toBe(false);
    const first = new Map([['Pro price', { before: null, after: '€39' }]]);
    expect(conditionsOutcome([{ below: 40, name: 'Pro price' }], 'a', 'b', first).met).toBe(true);
  });

  it('applies a source’s own conditions, else those of its topic that apply to it, else none', () => {
    const topic = [{ textAppears: 'In stock' }, { below: 40, name: 'price' }];
    expect(conditionsFor([{ changes: true }], topic, ['price'])).toEqual({ conditions: [{ changes: true }], of: 'source' });
    expect(conditionsFor([], topic, ['price'])).toEqual({ conditions: topic, of: 'topic' });
    expect(conditionsFor([], topic, ['stock'])).toEqual({ conditions: [{ textAppears: 'In stock' }], of: 'topic' });
    expect(conditionsFor([], [{ below: 40, name: 'price' }], [])).toBeNull();
    expect(conditionsFor([], [], ['price'])).toBeNull();
  });

  it('refuses conditions it cannot judge', () => {
    expect(alertConditionSchema.safeParse({ below: 40 }).success).toBe(true);
    expect(alertConditionSchema.safeParse({ below: 40, name: 'Pro price' }).success).toBe(true);
    for (const bad of [
      { below: 'cheap' },
      { textAppears: ' ' },
      { changesByPercent: 0 },
      { changes: false },
      { below: 1, above: 2 },
      {},
      { below: 1, name: ' ' },
      { below: 1, name: 'x'.repeat(101) },
      { name: 'Pro price' },
    ])
      expect(alertConditionSchema.safeParse(bad).success).toBe(false);
  });
});
