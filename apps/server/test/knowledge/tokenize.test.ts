import { describe, expect, it } from 'vitest';
import { stem, tokenize } from '../../src/modules/knowledge/tokenize';

describe('tokenize: identifiers in every common spelling', () => {
  it.each([
    ['W-1', ['w1']],
    ['W1', ['w1']],
    ['w 1', ['w1']],
    ['Form W-1H', ['form', 'w1h']],
    ['H-1A', ['h1a']],
    ['W‑3A', ['w3a']],
    ['R-32', ['r32']],
    ['GW-1', ['gw1']],
    ['SWR 32', ['swr32']],
    ['Rule 32', ['swr32']],
    ['Statewide Rule 32', ['swr32']],
    ['statewide rule no. 32', ['swr32']],
    ['§3.32', ['swr32']],
    ['16 TAC §3.32', ['swr32']],
    ['Rule 3.32', ['swr32']],
    ['3160-3', ['3160_3', '3160']],
    ['30 CFR 250.1160', ['30', 'cfr', '250.1160', '250']],
    ['Subpart W', ['subpart', 'subpart_w']],
    ['1,320 gallons', ['1320', 'gallon']],
    ['H2S and CO2', ['h2s', 'co2']],
  ])('%s → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });
});

describe('tokenize: words', () => {
  it('drops stop words and question scaffolding', () => {
    expect(tokenize('What is the best way to do this, please?')).toEqual([]);
    expect(tokenize('How do I get a drilling permit?')).toEqual(['drill', 'permit']);
  });

  it('meets singular and plural, verb and noun forms at one stem', () => {
    expect(new Set(['scale', 'scales', 'scaling', 'scaled'].map(stem))).toEqual(new Set(['scal']));
    expect(new Set(['flare', 'flares', 'flaring', 'flared'].map(stem))).toEqual(new Set(['flar']));
    expect(new Set(['permit', 'permits', 'permitting', 'permitted'].map(stem))).toEqual(
      new Set(['permit']),
    );
    expect(new Set(['batteries', 'battery'].map(stem))).toEqual(new Set(['battery']));
    expect(new Set(['completion', 'complete', 'completed'].map(stem))).toEqual(
      new Set(['complet']),
    );
  });

  it('reads the rod pump’s down stroke and up-stroke as one word, as the entries write them', () => {
    expect(tokenize('knock on the down stroke')).toEqual(tokenize('knock on the downstroke'));
    expect(tokenize('load on the up-strokes')).toEqual(tokenize('load on the upstrokes'));
  });

  it('leaves short words and identifiers alone', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('esp')).toBe('esp');
    expect(stem('h2s')).toBe('h2s');
    expect(stem('status')).toBe('status');
  });
});

describe('"a lot" is plenty, not a leak-off test', () => {
  it('reads "bleeding a lot" and "lots of water" without the term of a LOT', () => {
    expect(tokenize('deep cut, bleeding a lot')).not.toContain('lot');
    expect(tokenize('making lots of water')).not.toContain('lot');
    expect(tokenize('LOT at the 9-5/8 shoe was 14.2 ppg')).toContain('lot');
  });
});
