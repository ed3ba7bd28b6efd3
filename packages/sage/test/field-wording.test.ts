import { describe, expect, it } from 'vitest';
import { askedOf } from '../src/asked';
import { readMessage } from '../src/label';
import { ask, asksBack, chat, lead, result } from './chat';

/**
 * Field wording a calculation is asked in: the modal verbs of a question, a lease tank with no word
 * of how it lies, the weight the mud program calls for, a pump's speed by its strokes a minute.
 * Expected values: barite weight-up volume gain ΔV = V (W2 − W1)/(35 − W2) bbl per 35 ppg barite,
 * and dilution V_water = V (ρ1 − ρ2)/(ρ2 − ρw), both mass balances of mixing (Bourgoyne et al.,
 * Applied Drilling Engineering, SPE Textbook Series 2, 1986, ch. 2); a vertical tank's volume π D²/4 × h ÷
 * 5.614583 ft³/bbl (API MPMS ch. 2.2A); a rod pump's displacement 0.1166 D² S N bbl/d (API RP 11L,
 * 1988, the pump constant K = 0.1166 D²).
 */
describe('field wording of a calculation', () => {
  it('reads "how much are the pits gonna go up" after a weight-up as its volume gain', () => {
    // 850 bbl from 11.2 to 12.0 ppg: 850 × 0.8/23 = 29.565 bbl.
    const [, gain] = chat([
      'Need to weight up the active system, 850 bbl, from 11.2 to 12.0 ppg. How many sx of barite?',
      'how much are the pits gonna go up once thats all in?',
    ]);
    expect(result(gain, 'volume_increase_bbl')).toBeCloseTo((850 * 0.8) / 23, 1);
  });

  it('reads a lease tank with a shell height as upright, not as a choice to ask about', () => {
    // 12 ft diameter at 11 ft 7 in: π × 36 × 11.5833 ÷ 5.614583 = 233.3 bbl.
    const reply = ask(
      '400 bbl tank, 12 ft diameter, 20 ft shell. Gauged this morning at 11\'7". How many bbl of oil in it?',
    );
    expect(asksBack(reply)).toBe(false);
    expect(result(reply, 'volume_bbl')).toBeCloseTo((Math.PI * 36 * (11 + 7 / 12)) / 5.614583, 0);
    // "horiz" still lays a tank down.
    expect(ask('horiz tank 8 ft dia 20 ft long flat ends, 3 ft liquid')?.tool).toBe(
      'horizontal_tank_volume',
    );
  });

  it('reads the weight the mud program calls for as the weight wanted', () => {
    // 95 m³ at 1.50 SG down to 1.40 with water: 95 × 0.10/0.40 = 23.75 m³.
    const reply = ask(
      'We are at 1.50 SG with 95 m3 in the system and the new program says 1.40 for the next section. How many m3 of drill water (1.00 SG) do I add?',
    );
    expect(lead(reply)).toContain('23.75 m³');
  });

  it('reads strokes a minute as the pump speed of a rod pump asked what it should make', () => {
    // 0.1166 × 1.75² × 144 × 6.5 = 334.2 bbl/d.
    const reply = ask(
      'quick one - how much should a 1-3/4" pump make at 144" stroke and 6.5 SPM? we are getting 190 bfpd on the test',
    );
    expect(reply?.tool).toBe('rod_pump_displacement');
    expect(result(reply, 'pump_displacement')).toBeCloseTo(0.1166 * 1.75 ** 2 * 144 * 6.5, 0);
  });

  it('reads what a pump "makes" as a rod pump’s production, asking its plunger', () => {
    const reply = ask('what will my pump make at 10 spm with a 100" stroke?');
    expect(reply?.tool).toBe('rod_pump_displacement');
    expect(asksBack(reply)).toBe(true);
    expect(reply?.markdown).toMatch(/plunger/i);
  });

  it("reads a unit right after a figure as the figure's, not a unit asked", () => {
    const asked = (text: string) => askedOf(readMessage(text)).units.map((unit) => unit.id);
    expect(asked('a 1.75 inch pump with 100 in stroke length at 8 spm: how many bbl/d?')).toEqual([
      'bbl/d',
    ]);
    expect(asked('hydrostatic at 2,500 m of 1.20 SG mud, in bar?')).toEqual(['bar']);
  });

  it('takes no calculation asked from a quantity told as a trend or a material waited on', () => {
    expect(ask('GOR doubled in 2 months on well P-9, choke it back?')).toBeUndefined();
    expect(
      ask(
        'shut in on a gas kick ~2 hrs ago, bit on btm. SIDPP was 450 now 650, SICP 700 -> 900. waiting on barite. just let it sit?',
      ),
    ).toBeUndefined();
  });
});
