import { describe, expect, it } from 'vitest';
import { ask, asksBack, chat, lead, result } from './chat';

/*
 * Tank volumes (API MPMS ch. 2.2A for the upright cylinder; the circular segment and head volumes
 * of a horizontal cylinder from plane geometry), worked by hand:
 *   upright: V = π/4 × D² × h (ft³ ÷ 5.614583 = bbl)
 *   horizontal, flat ends, half full: V = π/4 × D² × L/2
 *   2:1 ellipsoidal heads (depth D/4), half full: both heads hold (2/3) × π × (D/2)² × (D/4) ÷ 2
 */

describe('upright tank', () => {
  it('field wording', () => {
    // π/4 × 20² × 15 = 4,712.39 ft³ = 839.31 bbl.
    for (const question of [
      'volume of a vertical tank 20 ft diameter with 15 ft of liquid, in bbl',
      'how many barrels in a 20 ft diameter upright tank filled to 15 ft?',
      'vertical cylindrical tank, D = 20 ft, liquid level 15 ft: volume?',
      "stock tank 20' diameter, gauged fluid at 15', how many bbl in it?",
    ]) {
      expect(result(ask(question), 'volume_bbl'), question).toBeCloseTo(839.31, 1);
    }
  });

  it('metric, in m³', () => {
    // π/4 × 3.5² × 2.8 = 26.939 m³.
    const answer = ask('storage tank 3.5 m diameter, liquid 2.8 m, volume in m3');
    expect(lead(answer)).toMatch(/^\*\*Liquid volume: 26\.94 m³/);
  });

  it('"a 500 bbl stock tank" is its size, and "how many bbl in it" asks the volume', () => {
    // π/4 × 15.5² × 10.25 ft = 1,934.1 ft³ = 344.47 bbl (the nominal 500 bbl is the tank's size).
    const answer = ask('500 bbl stock tank, 15.5 ft dia, gauged 10 ft 3 in. how many bbl in it?');
    expect(lead(answer)).toMatch(/^\*\*Liquid volume: 344\.5 bbl\*\*/);
    expect(result(answer, 'volume_bbl')).toBeCloseTo(
      ((Math.PI / 4) * 15.5 ** 2 * 10.25) / 5.614583,
      2,
    );
  });

  it('a tank said to be nothing else is upright: its diameter is asked, not which tank', () => {
    // π/4 × 12² × 11.25 ft = 1,272.35 ft³ = 226.6 bbl.
    const [first, second] = chat([
      'gauged the stock tank at 11 ft 3 in, how many bbl in it?',
      '12 ft diameter',
    ]);
    expect(first?.tool).toBe('vertical_tank_volume');
    expect(first?.markdown).toMatch(/tank diameter/);
    expect(result(second, 'volume_bbl')).toBeCloseTo(((Math.PI / 4) * 144 * 11.25) / 5.614583, 2);
  });

  it('gives bbl per inch from the diameter alone, and asks the level for a volume', () => {
    // π/4 × 12² ft² ÷ 5.614583 = 20.143 bbl/ft = 1.6786 bbl/in (API MPMS 2.2A, nominal).
    for (const question of [
      "what's the bbl per inch of a 12 ft diameter tank?",
      '12 ft ID stock tank, how many barrels an inch?',
    ]) {
      const answer = ask(question);
      expect(lead(answer), question).toMatch(/^\*\*Volume per inch of level: 1\.679 bbl\/in\*\*/);
      expect(answer?.markdown, question).not.toMatch(/Liquid volume/);
    }
    expect(asksBack(ask("how many bbl in a 12' diameter tank?"))).toBe(true);
  });

  it('asks the level for "percent full" rather than taking the tank full', () => {
    const answer = ask('12 ft tank, 20 ft shell, percent full?');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/liquid level/);
    // The shell alone answers what the tank holds: 20.143 bbl/ft × 20 ft = 402.87 bbl.
    expect(lead(ask("12 ft diameter tank, 20 ft shell, what's its capacity?"))).toMatch(
      /^\*\*Shell capacity: 402\.9 bbl\*\*/,
    );
  });

  it('asks for the level, and takes it from the reply', () => {
    const [first, second] = chat([
      'volume of a vertical tank 20 ft in diameter?',
      '15 ft of liquid',
    ]);
    expect(asksBack(first)).toBe(true);
    expect(result(second, 'volume_bbl')).toBeCloseTo(839.31, 1);
  });
});

describe('horizontal tank', () => {
  it('flat ends, half full', () => {
    // π/4 × 8² × 20/2 = 502.65 ft³ = 89.527 bbl.
    const answer = ask('horizontal tank 8 ft diameter 20 ft long, 4 ft of liquid, volume in bbl');
    expect(result(answer, 'volume_bbl')).toBeCloseTo(89.527, 2);
  });

  it('2:1 heads and an ID written "6 ft ID x 20 ft s/s", in gallons', () => {
    // Shell: π/4 × 36 × 20/2 = 282.743 ft³; heads: 2 × (2/3) × π × 9 × 1.5/2 = 28.274 ft³;
    // 311.018 ft³ × 7.480519 gal/ft³ = 2,326.6 gal.
    const answer = ask(
      'horizontal vessel 6 ft ID x 20 ft s/s with 2:1 heads, 3 ft liquid: gallons?',
    );
    expect(result(answer, 'volume_gal')).toBeCloseTo(2326.6, 0);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });
});

describe('a horizontal vessel written "D x L"', () => {
  it('takes the smaller of "10 ft x 32 ft" as the diameter, whichever comes first', () => {
    // Flat ends, half full: π/4 × 10² × 32/2 = 1,256.64 ft³ = 223.81 bbl.
    for (const size of ['10 ft x 32 ft', '32 ft x 10 ft']) {
      const answer = ask(`horizontal tank ${size}, flat ends, 5 ft of fluid. bbl?`);
      expect(result(answer, 'volume_bbl')).toBeCloseTo(223.81, 1);
    }
  });
});

describe('tank strapping run', () => {
  it('from a table factor per inch', () => {
    // 12 ft 4.5 in − 3 ft 0.25 in = 148.5 − 36.25 = 112.25 in × 1.67 bbl/in = 187.46 bbl.
    const answer = ask(
      'tank run: opening gauge 12 ft 4-1/2 in, closing 3 ft 1/4 in, tank factor 1.67 bbl/in',
    );
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo(187.46, 1);
  });

  it('from the tank diameter', () => {
    // π/4 × 12² = 113.097 ft²/5.614583 = 20.1436 bbl/ft × (10.5 − 2.25) ft = 166.18 bbl.
    const answer = ask(
      'how much oil was run from a 12 ft diameter tank, opening gauge 10 ft 6 in, closing gauge 2 ft 3 in',
    );
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo(166.18, 1);
  });

  it('reads "the tank table" and what a truck hauled as a run', () => {
    // (12 ft 4 in − 3 ft 1 in) = 111 in × 1.50 bbl/in = 166.5 bbl.
    const answer = ask(
      'tank table is 1.50 bbl/in, gauged 12\'4" before and 3\'1" after. what did the truck haul?',
    );
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo(166.5, 2);
  });

  it('reads a run ticket\'s "open" and "close" gauges in feet and inches', () => {
    // Gross = (opening − closing) × strapping factor (API MPMS ch. 2.2A): (114 − 21.5) in × 1.42
    // bbl/in = 131.35 bbl.
    const answer = ask('run ticket: opened at 9\'6", closed at 1\'9-1/2", 1.42 bbl/in. gross bbl?');
    expect(result(answer, 'gross_volume_bbl')).toBeCloseTo((114 - 21.5) * 1.42, 2);
  });
});
