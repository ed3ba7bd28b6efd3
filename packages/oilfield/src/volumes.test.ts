import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OilfieldInputError } from './errors';
import {
  annularVolume,
  apiPipeData,
  capacityBblPerFt,
  circulatingTime,
  pipeCapacityDisplacement,
  pumpOutput,
} from './volumes';

describe('annularVolume', () => {
  it('matches Lapeyrouse’s annular capacity example', () => {
    // Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 1
    // (annular capacity, as recalled): hole 6.0 in, drill pipe 4.5 in OD →
    // (6.0² − 4.5²)/1029.4 = (36 − 20.25)/1029.4 = 15.75/1029.4 = 0.0153002 bbl/ft,
    // 65.3587 ft/bbl. Over 1,000 ft: 15.3002 bbl = 15.3002 × 0.158987 = 2.43253 m³.
    const result = annularVolume({
      sections: [{ length_ft: 1000, hole_or_casing_id_in: 6, pipe_od_in: 4.5 }],
    });
    expect(result.values.annular_capacity_bbl_per_ft?.value).toBeCloseTo(0.0153002, 7);
    expect(result.values.feet_per_bbl?.value).toBeCloseTo(65.3587, 3);
    expect(result.values.annular_volume_bbl.value).toBeCloseTo(15.3002, 4);
    expect(result.values.annular_volume_m3.value).toBeCloseTo(2.43253, 4);
  });

  it('adds the sections of a kill-sheet well', () => {
    // Well of Lapeyrouse's kill sheet example (ch. 4, recalled), formula evaluated by hand:
    //   drill pipe 4.5 in in 8.755 in casing, 4,000 ft: (76.650 − 20.25)/1029.4 = 0.0547893 bbl/ft
    //     → 219.157 bbl;
    //   drill pipe 4.5 in in 8.5 in hole, 6,225 ft: (72.25 − 20.25)/1029.4 = 0.0505149 → 314.455 bbl;
    //   collars 6.5 in in 8.5 in hole, 300 ft: (72.25 − 42.25)/1029.4 = 0.0291432 → 8.74296 bbl;
    //   total 542.355 bbl over 10,525 ft.
    const result = annularVolume({
      sections: [
        { length_ft: 4000, hole_or_casing_id_in: 8.755, pipe_od_in: 4.5 },
        { length_ft: 6225, hole_or_casing_id_in: 8.5, pipe_od_in: 4.5 },
        { length_ft: 300, hole_or_casing_id_in: 8.5, pipe_od_in: 6.5 },
      ],
    });
    expect(result.values.annular_volume_bbl.value).toBeCloseTo(542.355, 2);
    expect(result.values.total_length_ft.value).toBe(10525);
    expect(result.values.annular_capacity_bbl_per_ft).toBeUndefined();
    expect(result.table?.rows).toHaveLength(3);
  });

  it('gives the hole capacity with no pipe', () => {
    // Lapeyrouse ch. 1 (recalled): 12-1/4 in hole: 12.25²/1029.4 = 150.0625/1029.4 = 0.1457771 bbl/ft.
    const result = annularVolume({
      sections: [{ length_ft: 100, hole_or_casing_id_in: 12.25, pipe_od_in: 0 }],
    });
    expect(result.values.annular_capacity_bbl_per_ft?.value).toBeCloseTo(0.1457771, 6);
  });

  it('refuses pipe as large as the hole, and no sections', () => {
    expect(() =>
      annularVolume({ sections: [{ length_ft: 100, hole_or_casing_id_in: 6, pipe_od_in: 6 }] }),
    ).toThrow(/sections\.0\.pipe_od_in/);
    expect(() => annularVolume({ sections: [] })).toThrow(OilfieldInputError);
    expect(() =>
      annularVolume({ sections: [{ length_ft: -1, hole_or_casing_id_in: 6, pipe_od_in: 4 }] }),
    ).toThrow(OilfieldInputError);
  });

  it('is additive: splitting a section does not change the volume', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10000, noNaN: true }),
        fc.double({ min: 1, max: 10000, noNaN: true }),
        fc.double({ min: 3, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        (a, b, id, ratio) => {
          const od = id * ratio;
          const whole = annularVolume({
            sections: [{ length_ft: a + b, hole_or_casing_id_in: id, pipe_od_in: od }],
          }).values.annular_volume_bbl.value;
          const split = annularVolume({
            sections: [
              { length_ft: a, hole_or_casing_id_in: id, pipe_od_in: od },
              { length_ft: b, hole_or_casing_id_in: id, pipe_od_in: od },
            ],
          }).values.annular_volume_bbl.value;
          expect(split).toBeCloseTo(whole, 6);
        },
      ),
    );
  });
});

describe('apiPipeData', () => {
  // Wall, ID and standard drift as API Spec 5CT's dimension tables (and the service companies'
  // pipe data books, e.g. Halliburton's cementing tables) print them.
  it.each([
    ['7 in 29 lb/ft casing', 7, 29, 0.408, 6.184, 6.059],
    ['9-5/8 in 47 lb/ft casing', 9.625, 47, 0.472, 8.681, 8.525],
    ['13-3/8 in 68 lb/ft casing', 13.375, 68, 0.48, 12.415, 12.259],
    ['20 in 94 lb/ft casing', 20, 94, 0.438, 19.124, 18.936],
    ['5-1/2 in 17 lb/ft casing', 5.5, 17, 0.304, 4.892, 4.767],
    ['2-7/8 in 6.5 lb/ft tubing', 2.875, 6.5, 0.217, 2.441, 2.347],
    ['3-1/2 in 9.3 lb/ft tubing', 3.5, 9.3, 0.254, 2.992, 2.867],
  ])('%s: wall, ID and drift as published', (_name, od, weight, wall, id, drift) => {
    const { values } = apiPipeData({ pipe_od_in: od, nominal_weight_lb_per_ft: weight });
    expect(values.wall_thickness_in.value).toBe(wall);
    expect(values.inside_diameter_in.value).toBe(id);
    expect(values.drift_diameter_in?.value).toBeCloseTo(drift, 3);
  });

  it('gives capacity and displacements per foot from the bore: 7 in 29 lb/ft', () => {
    // 6.184²/1029.4 = 38.2419/1029.4 = 0.0371497 bbl/ft; (49 − 38.2419)/1029.4 = 0.0104510;
    // 49/1029.4 = 0.0476006.
    const { values } = apiPipeData({ pipe_od_in: 7, nominal_weight_lb_per_ft: 29 });
    expect(values.capacity_bbl_per_ft.value).toBeCloseTo(0.0371497, 6);
    expect(values.open_end_displacement_bbl_per_ft.value).toBeCloseTo(0.010451, 6);
    expect(values.closed_end_displacement_bbl_per_ft.value).toBeCloseTo(0.0476006, 6);
  });

  it('gives drill pipe no drift: its tool joints set what passes', () => {
    const result = apiPipeData({ pipe_od_in: 5, nominal_weight_lb_per_ft: 19.5 });
    expect(result.values.inside_diameter_in.value).toBe(4.276);
    expect(result.values.drift_diameter_in).toBeUndefined();
    expect(result.assumptions.join(' ')).toMatch(/tool joints/);
  });

  it('refuses a weight the tables do not list for the size, naming those they do', () => {
    expect(() => apiPipeData({ pipe_od_in: 7, nominal_weight_lb_per_ft: 27 })).toThrow(
      /no 7 in pipe of 27 lb\/ft; its weights are 17, 20, 23, 26, 29, 32, 35, 38 lb\/ft/,
    );
    expect(() => apiPipeData({ pipe_od_in: 6, nominal_weight_lb_per_ft: 20 })).toThrow(
      OilfieldInputError,
    );
  });
});

describe('pipeCapacityDisplacement', () => {
  it('matches Lapeyrouse’s drill pipe capacity example', () => {
    // Lapeyrouse ch. 1 (recalled): 5 in 19.5 lb/ft drill pipe, ID 4.276 in →
    // 4.276²/1029.4 = 18.284176/1029.4 = 0.01776197 bbl/ft. By hand:
    // open-end (25 − 18.284176)/1029.4 = 0.00652402 bbl/ft; closed-end 25/1029.4 = 0.0242860 bbl/ft.
    // Over 10,000 ft: 177.6197 bbl of capacity.
    const result = pipeCapacityDisplacement({ pipe_od_in: 5, pipe_id_in: 4.276, length_ft: 10000 });
    expect(result.values.capacity_bbl_per_ft.value).toBeCloseTo(0.01776197, 7);
    expect(result.values.open_end_displacement_bbl_per_ft?.value).toBeCloseTo(0.00652402, 8);
    expect(result.values.closed_end_displacement_bbl_per_ft?.value).toBeCloseTo(0.024286, 6);
    expect(result.values.capacity_bbl?.value).toBeCloseTo(177.6197, 3);
    expect(result.values.capacity_m3?.value).toBeCloseTo(177.6197 * 0.158987295, 3);
  });

  it('gives the capacity from the ID alone, and no displacement without the OD', () => {
    // Same Lapeyrouse figure: 4.276²/1029.4 = 0.01776197 bbl/ft; over 280 ft, 4.973352 bbl.
    const { values } = pipeCapacityDisplacement({ pipe_id_in: 4.276, length_ft: 280 });
    expect(values.capacity_bbl_per_ft.value).toBeCloseTo(0.01776197, 7);
    expect(values.capacity_bbl?.value).toBeCloseTo(4.973352, 5);
    expect(Object.keys(values).sort()).toEqual([
      'capacity_bbl',
      'capacity_bbl_per_ft',
      'capacity_m3',
    ]);
  });

  it('refuses an ID not smaller than the OD', () => {
    expect(() => pipeCapacityDisplacement({ pipe_od_in: 4.5, pipe_id_in: 4.5 })).toThrow(
      OilfieldInputError,
    );
  });

  it('closed-end displacement is capacity plus open-end displacement', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (od, ratio) => {
          const { values } = pipeCapacityDisplacement({ pipe_od_in: od, pipe_id_in: od * ratio });
          expect(
            values.capacity_bbl_per_ft.value +
              (values.open_end_displacement_bbl_per_ft?.value ?? 0),
          ).toBeCloseTo(values.closed_end_displacement_bbl_per_ft?.value ?? Number.NaN, 12);
        },
      ),
    );
  });
});

describe('pumpOutput', () => {
  it('matches Lapeyrouse’s triplex example', () => {
    // Lapeyrouse, 2nd ed., ch. 1 (pump output, recalled): 7 in × 12 in triplex →
    // 0.000243 × 7² × 12 = 0.142884 bbl/stk at 100 %; at 95 %: 0.1357398 bbl/stk.
    expect(
      pumpOutput({ liner_id_in: 7, stroke_length_in: 12 }).values.pump_output_bbl_per_stroke.value,
    ).toBeCloseTo(0.142884, 9);
    const result = pumpOutput({
      liner_id_in: 7,
      stroke_length_in: 12,
      volumetric_efficiency_pct: 95,
    });
    expect(result.values.pump_output_bbl_per_stroke.value).toBeCloseTo(0.1357398, 9);
    expect(result.values.pump_output_gal_per_stroke.value).toBeCloseTo(5.7010716, 6);
  });

  it('matches Lapeyrouse’s duplex example', () => {
    // Lapeyrouse, 2nd ed., ch. 1 (recalled): 5-1/2 in × 14 in duplex, rod 2.0 in →
    // 0.000162 × 14 × (2 × 5.5² − 2²) = 0.002268 × 56.5 = 0.128142 bbl/stk at 100 %;
    // at 85 %: 0.1089207 bbl/stk.
    const result = pumpOutput({
      pump_type: 'duplex',
      liner_id_in: 5.5,
      stroke_length_in: 14,
      rod_od_in: 2,
      volumetric_efficiency_pct: 85,
    });
    expect(result.values.pump_output_bbl_per_stroke.value).toBeCloseTo(0.1089207, 9);
  });

  it('gives strokes and minutes to the bit and bottoms up', () => {
    // By hand with the 7 × 12 triplex at 95 % (0.1357398 bbl/stk) and 30 SPM:
    //   string 147.2 bbl → 147.2/0.1357398 = 1,084.428 strokes, 36.1476 min;
    //   annulus 542.4 bbl → 3,995.880 strokes, 133.196 min; both: 5,080.308 strokes;
    //   rate 0.1357398 × 30 = 4.07219 bbl/min = 171.032 gal/min.
    const result = pumpOutput({
      liner_id_in: 7,
      stroke_length_in: 12,
      volumetric_efficiency_pct: 95,
      pump_speed_spm: 30,
      string_volume_bbl: 147.2,
      annular_volume_bbl: 542.4,
    });
    const v = result.values;
    expect(v.strokes_to_bit?.value).toBeCloseTo(1084.428, 2);
    expect(v.minutes_to_bit?.value).toBeCloseTo(36.1476, 3);
    expect(v.bottoms_up_strokes?.value).toBeCloseTo(3995.88, 2);
    expect(v.bottoms_up_minutes?.value).toBeCloseTo(133.196, 3);
    expect(v.total_circulation_strokes?.value).toBeCloseTo(5080.308, 2);
    expect(v.pump_rate_bbl_per_min?.value).toBeCloseTo(4.07219, 5);
    expect(v.pump_rate_gpm?.value).toBeCloseTo(171.032, 3);
    expect(v.strokes_for_volume).toBeUndefined();
  });

  it('takes a known pump output for strokes and times', () => {
    // By hand: 147.2 bbl / 0.136 bbl/stk = 1,082.353 strokes; at 30 SPM 36.0784 min.
    const result = pumpOutput({
      pump_output_bbl_per_stroke: 0.136,
      string_volume_bbl: 147.2,
      pump_speed_spm: 30,
    });
    expect(result.values.pump_output_bbl_per_stroke.value).toBe(0.136);
    expect(result.values.strokes_to_bit?.value).toBeCloseTo(1082.353, 3);
    expect(result.values.minutes_to_bit?.value).toBeCloseTo(36.0784, 4);
    expect(() =>
      pumpOutput({ pump_output_bbl_per_stroke: 0.136, liner_id_in: 6, stroke_length_in: 12 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      pumpOutput({ pump_output_bbl_per_stroke: 0.136, volumetric_efficiency_pct: 95 }),
    ).toThrow(OilfieldInputError);
    expect(() => pumpOutput({ liner_id_in: 6 })).toThrow(/stroke_length_in/);
  });

  it('refuses a duplex without its rod and a triplex with one', () => {
    expect(() =>
      pumpOutput({ pump_type: 'duplex', liner_id_in: 5.5, stroke_length_in: 14 }),
    ).toThrow(/rod_od_in/);
    expect(() => pumpOutput({ liner_id_in: 6, stroke_length_in: 12, rod_od_in: 2 })).toThrow(
      OilfieldInputError,
    );
    expect(() =>
      pumpOutput({ liner_id_in: 6, stroke_length_in: 12, volumetric_efficiency_pct: 0 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      pumpOutput({ liner_id_in: 6, stroke_length_in: 12, volumetric_efficiency_pct: 120 }),
    ).toThrow(OilfieldInputError);
  });

  it('triplex output is 3/4 of the area × stroke over 9,702 in³/bbl, within the rounding of 0.000243', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 12, noNaN: true }),
        fc.double({ min: 2, max: 24, noNaN: true }),
        (d, s) => {
          const exact = (3 * Math.PI * d ** 2 * s) / 4 / 9702;
          const output = pumpOutput({ liner_id_in: d, stroke_length_in: s }).values
            .pump_output_bbl_per_stroke.value;
          expect(Math.abs(output / exact - 1)).toBeLessThan(0.001);
        },
      ),
    );
  });
});

describe('capacityBblPerFt', () => {
  it('uses 1029.4', () => {
    expect(capacityBblPerFt(1029.4 ** 0.5)).toBeCloseTo(1, 12);
  });
});

describe('circulatingTime', () => {
  // Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 1:
  // annular capacity (bbl/ft) = (Dh² − Dp²)/1029.4; bottoms-up time (min) = annular volume (bbl)
  // ÷ pump output (bbl/min); 1 bbl = 42 US gal.

  it('times a volume at a rate: 300 bbl at 8 bbl/min (336 gpm) is 37.5 min', () => {
    // 8 bbl/min × 42 = 336 gpm; 300/8 = 37.5 min.
    const result = circulatingTime({ pump_rate_gpm: 336, volume_bbl: 300 });
    expect(result.values.pump_rate_bbl_per_min.value).toBeCloseTo(8, 9);
    expect(result.values.minutes_for_volume?.value).toBeCloseTo(37.5, 9);
    expect(result.values.strokes_for_volume).toBeUndefined();
  });

  it('computes bottoms up from the hole, the pipe and the length', () => {
    // (8.5² − 5²)/1029.4 × 12,000 = 47.25/1029.4 × 12,000 = 550.806 bbl;
    // 450 gpm/42 = 10.7143 bbl/min; 550.806/10.7143 = 51.409 min.
    const result = circulatingTime({
      pump_rate_gpm: 450,
      sections: [{ length_ft: 12000, hole_or_casing_id_in: 8.5, pipe_od_in: 5 }],
    });
    expect(result.values.annular_volume_bbl?.value).toBeCloseTo(550.806, 3);
    expect(result.values.pump_rate_bbl_per_min.value).toBeCloseTo(10.714286, 6);
    expect(result.values.bottoms_up_minutes?.value).toBeCloseTo(51.409, 3);
    expect(result.formula).toMatch(/1029\.4/);
  });

  it('gives strokes and the pump speed with the output per stroke, and a full circulation', () => {
    // 0.136 bbl/stk: string 147.2 bbl → 1,082.35 stk; annulus 542.4 bbl → 3,988.24 stk;
    // 600 gpm = 14.2857 bbl/min → 105.04 spm; full circulation 689.6/14.2857 = 48.272 min.
    const result = circulatingTime({
      pump_rate_gpm: 600,
      string_volume_bbl: 147.2,
      annular_volume_bbl: 542.4,
      pump_output_bbl_per_stroke: 0.136,
    });
    expect(result.values.strokes_to_bit?.value).toBeCloseTo(1082.353, 2);
    expect(result.values.bottoms_up_strokes?.value).toBeCloseTo(3988.235, 2);
    expect(result.values.pump_speed_spm?.value).toBeCloseTo(105.042, 2);
    expect(result.values.minutes_to_bit?.value).toBeCloseTo(10.304, 3);
    expect(result.values.total_circulation_minutes?.value).toBeCloseTo(48.272, 3);
    expect(result.values.total_circulation_strokes?.value).toBeCloseTo(5070.588, 2);
  });

  it('refuses a question with no volume, and a stated annular volume beside its sections', () => {
    expect(() => circulatingTime({ pump_rate_gpm: 450 })).toThrow(OilfieldInputError);
    expect(() =>
      circulatingTime({
        pump_rate_gpm: 450,
        annular_volume_bbl: 500,
        sections: [{ length_ft: 12000, hole_or_casing_id_in: 8.5, pipe_od_in: 5 }],
      }),
    ).toThrow(/not both/);
    expect(() =>
      circulatingTime({
        pump_rate_gpm: 450,
        sections: [{ length_ft: 12000, hole_or_casing_id_in: 5, pipe_od_in: 5 }],
      }),
    ).toThrow(/no annulus/);
  });
});
