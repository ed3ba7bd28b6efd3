import { describe, expect, it } from 'vitest';
import { readMessage } from '../src/label';
import { sameTerm, stem, termOf } from '../src/text';

/** The strongest role of each number in a message. */
function roles(message: string): (string | undefined)[] {
  const reading = readMessage(message);
  return reading.mentions.map((mention) => {
    const labels = [...(reading.labels[mention.index] ?? new Map<string, number>())];
    return labels.sort((a, b) => b[1] - a[1])[0]?.[0];
  });
}

describe('the words engineers use', () => {
  it('expands shortened words and forgives a typo in a long word', () => {
    expect(termOf('vel')).toBe('velocity');
    expect(termOf('press')).toBe('pressure');
    expect(stem('velocities')).toBe('velocity');
    expect(stem('gas')).toBe('gas');
    expect(sameTerm('hydrostaic', 'hydrostatic')).toBe(true);
    expect(sameTerm('viscocity', 'viscosity')).toBe(true);
    // Short words and numbers must match exactly.
    expect(sameTerm('co3', 'co2')).toBe(false);
    expect(sameTerm('mud', 'mad')).toBe(false);
  });
});

describe('the role of each number', () => {
  it('reads a name before its number and after it', () => {
    expect(roles('SIDPP 650, OMW 10.5, TVD 10,000 ft')).toEqual(['sidpp', 'mud_weight', 'tvd']);
    expect(roles('1,850 m TVD, 1.78 SG EMW')).toEqual(['tvd', 'lot_emw']);
  });

  it('reads "of water" after a rate as the water, after a height as a level', () => {
    expect(roles('heat 10 m3/h of water from 15 to 45 C')[0]).toBe('water_rate');
    expect(roles('the tank has 12 ft of water in it')[0]).toBe('liquid_level');
  });

  it('a name asked for does not name the figure it is worked from', () => {
    expect(roles("what's my net revenue interest with 37.5% WI?")).toEqual(['working_interest']);
  });

  it('binds a name written right after a number to that number', () => {
    expect(roles("10,450' TVD (11,900' MD)")).toEqual(['tvd', 'md']);
    // Closer than a name reaching it across words.
    const [diameter] = readMessage('capacity of pipe with 4.276 in ID').labels;
    expect(diameter?.get('pipe_id')).toBeGreaterThan(diameter?.get('pipe_od') ?? 0);
  });

  it('reads a name across what it is of or where ("temp of the gas is", "point in the line is")', () => {
    expect(roles('hydrate temp of the gas is 58 F, coldest point in the line is 33 F')).toEqual([
      'hydrate_temperature',
      'minimum_temperature',
    ]);
  });

  it('reads a name across the condition it holds at ("temp at line pressure is", "Bo at reservoir conditions")', () => {
    expect(
      roles('hydrate temp at line pressure is 58 F, coldest point in the line is 33 F'),
    ).toEqual(['hydrate_temperature', 'minimum_temperature']);
    expect(roles('the hydrate point at the inlet pressure is 14 C')).toEqual([
      'hydrate_temperature',
    ]);
  });

  it('reads the words production engineers use for pressures', () => {
    expect(roles('95 m3/d at a flowing BHP of 145 bar, static is 210 bar')).toEqual([
      undefined,
      'flowing_bhp',
      'reservoir_pressure',
    ]);
  });

  it('labels the member of a statement the name fits', () => {
    expect(roles('SCR 30 spm @ 520 psi')).toEqual(['kill_rate', 'scr_pressure']);
  });

  it('does not carry a name across a sentence', () => {
    const reading = readMessage('We tested the SIDPP. 650 psi on the gauge');
    expect(reading.labels[0]?.get('sidpp')).toBeUndefined();
  });
});
