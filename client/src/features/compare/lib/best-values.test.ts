import { bestValueIndexes } from './best-values';

describe('the best figures of a compare row', () => {
  it('marks the lowest fee and the highest rate', () => {
    const fees = [
      { value: 196.2, unit: 'SGD/year' as const },
      { value: 0, unit: 'SGD/year' as const },
      undefined,
    ];
    expect([...bestValueIndexes(fees, 'lower')]).toEqual([1]);
    expect([...bestValueIndexes(fees, 'higher')]).toEqual([0]);
  });

  it('marks nothing in a row that mixes units, as miles per S$1 beside cashback', () => {
    const rates = [
      { value: 1.2, unit: 'miles/SGD' as const },
      { value: 3.33, unit: 'percent' as const },
      { value: 1.4, unit: 'miles/SGD' as const },
    ];
    expect(bestValueIndexes(rates, 'higher').size).toBe(0);
    expect([...bestValueIndexes([rates[0], undefined, rates[2]], 'higher')]).toEqual([2]);
  });

  it('marks every tied best figure, and nothing when all agree or one stands alone', () => {
    const tie = [
      { value: 0, unit: 'SGD/year' as const },
      { value: 0, unit: 'SGD/year' as const },
      { value: 30, unit: 'SGD/year' as const },
    ];
    expect([...bestValueIndexes(tie, 'lower')]).toEqual([0, 1]);
    expect(bestValueIndexes(tie.slice(0, 2), 'lower').size).toBe(0);
    expect(bestValueIndexes([tie[2], undefined], 'lower').size).toBe(0);
  });

  it('marks nothing in a row of words or without a better end', () => {
    expect(bestValueIndexes([{ text: 'miles' }, { text: 'cashback' }], 'higher').size).toBe(0);
    expect(
      bestValueIndexes(
        [
          { value: 1, unit: 'SGD' },
          { value: 2, unit: 'SGD' },
        ],
        undefined,
      ).size,
    ).toBe(0);
  });
});
