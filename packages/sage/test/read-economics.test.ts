import { describe, expect, it } from 'vitest';
import { readQuantities } from '../src/read';

function read(text: string) {
  return readQuantities(text).map((mention) => ({
    raw: mention.raw,
    value: mention.value,
    unit: mention.unit?.id,
  }));
}

describe('the reader on production and money wording', () => {
  it('a comma alone does not share a unit: "gas gravity 0.75, 30 API"', () => {
    expect(read('gas gravity 0.75, 30 API')).toEqual([
      { raw: '0.75', value: 0.75, unit: undefined },
      { raw: '30 api', value: 30, unit: 'API' },
    ]);
    // A list that ends in "or" still shares it.
    expect(read('500, 600 or 700 psi').map((mention) => mention.unit)).toEqual([
      'psi',
      'psi',
      'psi',
    ]);
  });

  it('"-$2MM" is money spent', () => {
    expect(read('NPV at 8% for -$2MM, $700k')[1]).toEqual({ raw: '2mm', value: -2e6, unit: 'USD' });
  });

  it('a scale written after the dollar sign ("0.6 $MM") is the whole list\'s; an item with its own keeps it', () => {
    expect(read('back 0.9, 0.8 and 0.6 $MM').map((mention) => mention.value)).toEqual([
      9e5, 8e5, 6e5,
    ]);
    expect(read('returns of 250k, 230k and 210 k$').map((mention) => mention.value)).toEqual([
      250e3, 230e3, 210e3,
    ]);
  });

  it('thousands a month with no dollar sign are money only where the message is about money', () => {
    expect(read('capex $1.9MM, LOE 18k/mo, NPV10?')[1]).toEqual({
      raw: '18k/mo',
      value: 18000,
      unit: 'USD/period',
    });
    // The lease operating expense is money whatever else the message says; a bare "18k/mo" is not.
    expect(read('LOE 18k/mo')[0]?.unit).toBe('USD/period');
    expect(read('making 18k/mo')[0]?.unit).toBe('1/month');
    // The last of a list keeps the list's scale and period: every flow is money, none a rate.
    expect(
      read('-$3.8MM up front then 1.4, 1.2 and 0.8 MM per year. IRR?').map((m) => m.unit),
    ).toEqual(['USD', 'USD', 'USD', 'USD']);
  });

  it('"$2,000,000 D&C cost" is money, not money per day', () => {
    expect(read('$2,000,000 D&C cost')[0]?.unit).toBe('USD');
  });

  it('an interest named before its fraction: "royalty 3/16" is 18.75 %', () => {
    expect(read('lease royalty 3/16')).toEqual([{ raw: '3/16', value: 18.75, unit: '%' }]);
    expect(read('24/7 operations')).toEqual([]);
  });
});
