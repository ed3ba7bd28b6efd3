import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OilfieldInputError } from './errors';
import {
  influxTypeByGradient,
  kickGradient,
  killMudWeight,
  killSheetCirculatingPressures,
  maasp,
  WELL_CONTROL_NOTE,
} from './well-control';

describe('killMudWeight', () => {
  it('matches Lapeyrouse’s kill weight mud example', () => {
    // Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 4:
    // SIDPP 200 psi, TVD 10,000 ft, OMW 9.6 ppg → KWM = 200 ÷ 0.052 ÷ 10,000 + 9.6 = 9.98 ppg
    // (printed to two decimals; by hand 9.6 + 0.384615 = 9.984615).
    const result = killMudWeight({ sidpp_psi: 200, tvd_ft: 10000, original_mud_weight_ppg: 9.6 });
    expect(result.values.kill_mud_weight_ppg?.value).toBeCloseTo(9.984615, 5);
    expect(result.values.kill_mud_weight_rounded_ppg.value).toBe(10);
    expect(result.values.increase_ppg.value).toBeCloseTo(0.384615, 5);
    // Formation pressure = 200 + 0.052 × 9.6 × 10,000 = 5,192 psi.
    expect(result.values.formation_pressure_psi.value).toBeCloseTo(5192, 6);
    expect(result.notes).toContain(WELL_CONTROL_NOTE);
  });

  it('answers the kick of a field question: SIDPP 520 psi at 10,000 ft with 10.2 ppg mud', () => {
    // By hand: 10.2 + 520/(0.052 × 10,000) = 10.2 + 1.0 = 11.2 ppg.
    const result = killMudWeight({ sidpp_psi: 520, tvd_ft: 10000, original_mud_weight_ppg: 10.2 });
    expect(result.values.kill_mud_weight_ppg?.value).toBeCloseTo(11.2, 9);
    expect(result.values.kill_mud_weight_rounded_ppg.value).toBeCloseTo(11.2, 9);
  });

  it('adds a stated margin', () => {
    const result = killMudWeight({
      sidpp_psi: 200,
      tvd_ft: 10000,
      original_mud_weight_ppg: 9.6,
      trip_margin_ppg: 0.3,
    });
    expect(result.values.kill_mud_weight_ppg?.value).toBeCloseTo(10.284615, 5);
  });

  it('refuses impossible input', () => {
    expect(() =>
      killMudWeight({ sidpp_psi: -5, tvd_ft: 10000, original_mud_weight_ppg: 9.6 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      killMudWeight({ sidpp_psi: 200, tvd_ft: 0, original_mud_weight_ppg: 9.6 }),
    ).toThrow(OilfieldInputError);
  });

  it('is the mud in the hole when the well is dead, and grows with SIDPP', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 1000, max: 30000, noNaN: true }),
        fc.double({ min: 8, max: 18, noNaN: true }),
        (a, b, tvd, omw) => {
          const low = Math.min(a, b);
          const high = Math.max(a, b);
          const at = (sidpp: number) =>
            killMudWeight({ sidpp_psi: sidpp, tvd_ft: tvd, original_mud_weight_ppg: omw }).values
              .kill_mud_weight_ppg.value;
          expect(at(0)).toBeCloseTo(omw, 9);
          expect(at(high)).toBeGreaterThanOrEqual(at(low));
        },
      ),
    );
  });
});

describe('killSheetCirculatingPressures', () => {
  // The data of Lapeyrouse's kill sheet example (Formulas and Calculations for Drilling,
  // Production and Workover, 2nd ed., ch. 4) as far as recalled: SCR (kill rate) pressure
  // 1,000 psi, SIDPP 200 psi, OMW 9.6 ppg, TVD 10,000 ft. The expected values are the textbook
  // formulas evaluated by hand here, not copied from a printed answer.
  it('gives ICP = SCR + SIDPP and FCP = SCR × KMW/OMW with the computed kill mud', () => {
    // ICP = 1,000 + 200 = 1,200 psi.
    // KMW = 9.6 + 200/(0.052 × 10,000) = 9.6 + 0.384615 = 9.984615 ppg.
    // FCP = 1,000 × 9.984615/9.6 = 1,040.064 psi.
    const result = killSheetCirculatingPressures({
      scr_pressure_psi: 1000,
      sidpp_psi: 200,
      original_mud_weight_ppg: 9.6,
      tvd_ft: 10000,
    });
    expect(result.values.initial_circulating_pressure_psi?.value).toBeCloseTo(1200, 9);
    expect(result.values.kill_mud_weight_ppg?.value).toBeCloseTo(9.984615, 5);
    expect(result.values.final_circulating_pressure_psi?.value).toBeCloseTo(1040.064, 2);
    expect(result.values.pressure_drop_per_100_strokes_psi).toBeUndefined();
    expect(result.notes).toContain(WELL_CONTROL_NOTE);
  });

  it('uses a stated kill mud weight and gives the step-down per 100 strokes', () => {
    // KMW rounded up to 10.0 ppg as mixed: FCP = 1,000 × 10.0/9.6 = 1,041.667 psi.
    // Drop per 100 strokes with 1,000 strokes to the bit: (1,200 − 1,041.667)/1,000 × 100 = 15.833 psi.
    const result = killSheetCirculatingPressures({
      scr_pressure_psi: 1000,
      sidpp_psi: 200,
      original_mud_weight_ppg: 9.6,
      kill_mud_weight_ppg: 10,
      strokes_to_bit: 1000,
    });
    expect(result.values.final_circulating_pressure_psi?.value).toBeCloseTo(1041.667, 3);
    expect(result.values.pressure_drop_per_100_strokes_psi?.value).toBeCloseTo(15.833, 3);
    const rows = result.table?.rows ?? [];
    expect(rows[0]).toEqual({ strokes: 0, pressure_psi: 1200 });
    expect(rows.at(-1)?.strokes).toBe(1000);
    expect(rows.at(-1)?.pressure_psi).toBeCloseTo(1041.667, 3);
  });

  it('warns when a stated kill mud is too light to balance the formation', () => {
    // Balancing weight at 10,000 ft: 9.984615 ppg > 9.9 ppg.
    const result = killSheetCirculatingPressures({
      scr_pressure_psi: 1000,
      sidpp_psi: 200,
      original_mud_weight_ppg: 9.6,
      kill_mud_weight_ppg: 9.9,
      tvd_ft: 10000,
    });
    expect(result.warnings.join(' ')).toMatch(/would not be dead/);
  });

  it('gives the ICP alone without the mud weights the FCP needs', () => {
    // ICP = SCR + SIDPP = 720 + 310 = 1,030 psi (Lapeyrouse, 2nd ed., ch. 4).
    for (const given of [{}, { original_mud_weight_ppg: 9.6 }, { kill_mud_weight_ppg: 10.2 }]) {
      const result = killSheetCirculatingPressures({
        scr_pressure_psi: 720,
        sidpp_psi: 310,
        ...given,
      });
      expect(result.values.initial_circulating_pressure_psi?.value).toBe(1030);
      expect(result.values.final_circulating_pressure_psi).toBeUndefined();
      expect(result.assumptions.join(' ')).toMatch(/FCP .* needs the mud weight in the hole/);
    }
  });

  it('refuses what cannot be a kill sheet', () => {
    const base = { scr_pressure_psi: 1000, sidpp_psi: 200, original_mud_weight_ppg: 9.6 };
    // Kill mud lighter than the mud in the hole.
    expect(() => killSheetCirculatingPressures({ ...base, kill_mud_weight_ppg: 9.2 })).toThrow(
      OilfieldInputError,
    );
    // A margin on a stated kill mud weight is ambiguous.
    expect(() =>
      killSheetCirculatingPressures({ ...base, kill_mud_weight_ppg: 10, trip_margin_ppg: 0.2 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      killSheetCirculatingPressures({ ...base, scr_pressure_psi: 0, tvd_ft: 10000 }),
    ).toThrow(OilfieldInputError);
  });

  it('ICP − FCP = SIDPP × (1 − SCR/(0.052 × OMW × TVD)) with the computed kill mud', () => {
    // Substituting KMW = OMW + SIDPP/(0.052 TVD) in FCP = SCR × KMW/OMW.
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 8.3, max: 18, noNaN: true }),
        fc.double({ min: 2000, max: 30000, noNaN: true }),
        (scr, sidpp, omw, tvd) => {
          const { values } = killSheetCirculatingPressures({
            scr_pressure_psi: scr,
            sidpp_psi: sidpp,
            original_mud_weight_ppg: omw,
            tvd_ft: tvd,
          });
          const difference =
            (values.initial_circulating_pressure_psi?.value ?? Number.NaN) -
            (values.final_circulating_pressure_psi?.value ?? Number.NaN);
          expect(difference).toBeCloseTo(sidpp * (1 - scr / (0.052 * omw * tvd)), 6);
          expect(values.final_circulating_pressure_psi?.value).toBeGreaterThanOrEqual(scr - 1e-9);
        },
      ),
    );
  });
});

describe('maasp', () => {
  it('matches Lapeyrouse’s maximum allowable mud weight from a leak-off test', () => {
    // Lapeyrouse, 2nd ed., ch. 1 (maximum allowable mud weight), as recalled: leak-off pressure
    // 1,140 psi, shoe TVD 4,000 ft, mud in use 10.0 ppg → 1,140 ÷ 0.052 ÷ 4,000 + 10.0 = 15.48 ppg.
    // By hand: 1,140/208 = 5.480769; 10 + 5.480769 = 15.480769 ppg;
    // gradient 0.052 × 15.480769 = 0.805 psi/ft; pressure at the shoe 0.805 × 4,000 = 3,220 psi.
    const result = maasp({
      shoe_tvd_ft: 4000,
      leak_off_pressure_psi: 1140,
      test_mud_weight_ppg: 10,
    });
    expect(result.values.leak_off_emw_ppg.value).toBeCloseTo(15.480769, 5);
    expect(result.values.shoe_fracture_gradient_psi_per_ft.value).toBeCloseTo(0.805, 9);
    expect(result.values.shoe_fracture_pressure_psi.value).toBeCloseTo(3220, 6);
    expect(result.values.maasp_psi).toBeUndefined();
    expect(result.notes).toContain(WELL_CONTROL_NOTE);
  });

  it('matches Lapeyrouse’s MASICP example', () => {
    // Lapeyrouse, 2nd ed., ch. 4 (maximum allowable shut-in casing pressure), as recalled:
    // maximum allowable mud weight 15.5 ppg, mud 12.2 ppg, casing seat TVD 4,000 ft →
    // (15.5 − 12.2) × 0.052 × 4,000 = 3.3 × 208 = 686.4 psi.
    const result = maasp({
      shoe_tvd_ft: 4000,
      leak_off_emw_ppg: 15.5,
      current_mud_weight_ppg: 12.2,
    });
    expect(result.values.maasp_psi?.value).toBeCloseTo(686.4, 6);
  });

  it('warns when the mud is already at the leak-off equivalent', () => {
    const result = maasp({ shoe_tvd_ft: 4000, leak_off_emw_ppg: 12, current_mud_weight_ppg: 12.5 });
    expect(result.values.maasp_psi?.value).toBeCloseTo(-104, 6);
    expect(result.warnings.join(' ')).toMatch(/no margin/);
  });

  it('refuses an incomplete or doubled leak-off test', () => {
    expect(() => maasp({ shoe_tvd_ft: 4000, leak_off_pressure_psi: 1140 })).toThrow(
      /test_mud_weight_ppg/,
    );
    expect(() => maasp({ shoe_tvd_ft: 4000 })).toThrow(OilfieldInputError);
    expect(() =>
      maasp({
        shoe_tvd_ft: 4000,
        leak_off_pressure_psi: 1140,
        test_mud_weight_ppg: 10,
        leak_off_emw_ppg: 15,
      }),
    ).toThrow(OilfieldInputError);
    expect(() => maasp({ shoe_tvd_ft: 0, leak_off_emw_ppg: 15 })).toThrow(OilfieldInputError);
  });

  it('with the test mud still in the hole, MAASP is the leak-off surface pressure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 8.3, max: 18, noNaN: true }),
        fc.double({ min: 500, max: 20000, noNaN: true }),
        (lot, mud, tvd) => {
          const { values } = maasp({
            shoe_tvd_ft: tvd,
            leak_off_pressure_psi: lot,
            test_mud_weight_ppg: mud,
            current_mud_weight_ppg: mud,
          });
          expect(values.maasp_psi?.value).toBeCloseTo(lot, 6);
        },
      ),
    );
  });
});

describe('kickGradient', () => {
  it('finds gas in an influx that rose past the drill collars', () => {
    // Kill-sheet data as in Lapeyrouse, 2nd ed., ch. 4 (recalled): pit gain 20 bbl, 300 ft of
    // collars in an annulus of 0.0291 bbl/ft, drill pipe annulus 0.0505 bbl/ft, SIDPP 200 psi,
    // SICP 400 psi, mud 9.6 ppg. By hand:
    //   around the collars 0.0291 × 300 = 8.73 bbl; the rest (20 − 8.73)/0.0505 = 223.168 ft;
    //   h = 523.168 ft; G = 0.052 × 9.6 − 200/523.168 = 0.4992 − 0.382287 = 0.116913 psi/ft,
    //   2.24833 ppg: gas.
    const result = kickGradient({
      sidpp_psi: 200,
      sicp_psi: 400,
      mud_weight_ppg: 9.6,
      pit_gain_bbl: 20,
      annular_capacity_bbl_per_ft: 0.0291,
      bottom_section_length_ft: 300,
      upper_annular_capacity_bbl_per_ft: 0.0505,
    });
    expect(result.values.influx_height_ft.value).toBeCloseTo(523.168, 3);
    expect(result.values.influx_gradient_psi_per_ft.value).toBeCloseTo(0.116913, 5);
    expect(result.values.influx_density_ppg.value).toBeCloseTo(2.24833, 4);
    expect(result.notes.join(' ')).toMatch(/probably \*\*gas\*\*/);
    expect(result.notes).toContain(WELL_CONTROL_NOTE);
  });

  it('works from a stated influx height', () => {
    // Formula evaluated by hand (Lapeyrouse ch. 4 form): SIDPP 750, SICP 1,050 psi, influx 500 ft,
    // mud 12.0 ppg: G = 0.624 − 300/500 = 0.024 psi/ft (0.4615 ppg), gas.
    const result = kickGradient({
      sidpp_psi: 750,
      sicp_psi: 1050,
      mud_weight_ppg: 12,
      influx_height_ft: 500,
    });
    expect(result.values.influx_gradient_psi_per_ft.value).toBeCloseTo(0.024, 9);
    expect(result.values.influx_density_ppg.value).toBeCloseTo(0.461538, 5);
  });

  it('classifies by the rule-of-thumb bands', () => {
    // 10 bbl in 0.05 bbl/ft = 200 ft; mud 10 ppg = 0.52 psi/ft.
    // SICP − SIDPP = 30 psi → 0.52 − 0.15 = 0.37 psi/ft (oil or mix); 10 psi → 0.47 (salt water).
    const at = (sicp: number) =>
      kickGradient({
        sidpp_psi: 500,
        sicp_psi: sicp,
        mud_weight_ppg: 10,
        pit_gain_bbl: 10,
        annular_capacity_bbl_per_ft: 0.05,
      });
    expect(at(530).values.influx_gradient_psi_per_ft.value).toBeCloseTo(0.37, 9);
    expect(at(530).notes.join(' ')).toMatch(/\*\*oil or a gas–liquid mix\*\*/);
    expect(at(510).values.influx_gradient_psi_per_ft.value).toBeCloseTo(0.47, 9);
    expect(at(510).notes.join(' ')).toMatch(/\*\*salt water\*\*/);
    expect(influxTypeByGradient(0.249)).toBe('gas');
    expect(influxTypeByGradient(0.25)).toBe('oil or a gas–liquid mix');
    expect(influxTypeByGradient(0.4)).toBe('oil or a gas–liquid mix');
    expect(influxTypeByGradient(0.401)).toBe('salt water');
  });

  it('does not classify from pressures that do not fit a kick in the annulus', () => {
    const result = kickGradient({
      sidpp_psi: 500,
      sicp_psi: 400,
      mud_weight_ppg: 10,
      influx_height_ft: 200,
    });
    expect(result.warnings.join(' ')).toMatch(/SICP is below SIDPP/);
    expect(result.notes.join(' ')).not.toMatch(/probably/);
    const negative = kickGradient({
      sidpp_psi: 100,
      sicp_psi: 900,
      mud_weight_ppg: 10,
      influx_height_ft: 200,
    });
    expect(negative.warnings.join(' ')).toMatch(/at or below zero/);
  });

  it('refuses an influx it cannot size', () => {
    const base = { sidpp_psi: 200, sicp_psi: 400, mud_weight_ppg: 9.6 };
    expect(() => kickGradient(base)).toThrow(/pit_gain_bbl/);
    expect(() => kickGradient({ ...base, pit_gain_bbl: 20 })).toThrow(/annular_capacity/);
    expect(() => kickGradient({ ...base, influx_height_ft: 500, pit_gain_bbl: 20 })).toThrow(
      OilfieldInputError,
    );
    expect(() =>
      kickGradient({
        ...base,
        pit_gain_bbl: 20,
        annular_capacity_bbl_per_ft: 0.03,
        bottom_section_length_ft: 300,
      }),
    ).toThrow(/upper_annular_capacity/);
    expect(() => kickGradient({ ...base, influx_height_ft: -5 })).toThrow(OilfieldInputError);
  });

  it('is the mud gradient when SICP = SIDPP and falls as SICP − SIDPP grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 8.3, max: 18, noNaN: true }),
        fc.double({ min: 10, max: 3000, noNaN: true }),
        (sidpp, a, b, mud, height) => {
          const at = (extra: number) =>
            kickGradient({
              sidpp_psi: sidpp,
              sicp_psi: sidpp + extra,
              mud_weight_ppg: mud,
              influx_height_ft: height,
            }).values.influx_gradient_psi_per_ft.value;
          expect(at(0)).toBeCloseTo(0.052 * mud, 9);
          expect(at(Math.max(a, b))).toBeLessThanOrEqual(at(Math.min(a, b)) + 1e-12);
        },
      ),
    );
  });
});
