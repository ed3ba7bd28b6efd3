import { describe, expect, it } from 'vitest';
import { ask, asksBack, BBL_PER_M3, card, cards, chat, input, lead, result } from './chat';

/*
 * Capacities, volumes, pump output and pumping times (Lapeyrouse, Formulas and Calculations for
 * Drilling, Production and Workover, 2nd ed., 2002, ch. 1–2; Bourgoyne et al., Applied Drilling
 * Engineering, SPE Textbook Series vol. 2, 1986, ch. 4):
 *   annular capacity (bbl/ft) = (Dh² − Dp²)/1029.4     pipe capacity = ID²/1029.4
 *   triplex output (bbl/stk) = 0.000243 × liner² × stroke × efficiency
 *   minutes = volume (bbl)/(rate (gpm)/42)             strokes = volume/output
 * Every expected value is worked by hand below.
 */

describe('annular volume and capacity', () => {
  it('reads hole, pipe and length in field units and abbreviations', () => {
    // (8.5² − 5²)/1029.4 × 3,000 = 47.25/1029.4 × 3,000 = 137.70 bbl.
    for (const question of [
      'annular volume: 8-1/2" hole, 5" DP, 3,000 ft',
      'how many bbl in the annulus, 8.5 inch hole with 5 inch pipe over 3000 ft?',
      'ann vol 3000 ft of 5 in drill pipe in 8.5 in OH',
    ]) {
      const answer = ask(question);
      expect(answer?.tool, question).toBe('annular_volume');
      expect(result(answer, 'annular_volume_bbl')).toBeCloseTo(137.7, 1);
    }
  });

  it('answers a metric question in m³', () => {
    // 216 mm = 8.5039 in, 127 mm = 5 in, 900 m = 2,952.76 ft:
    // (72.316 − 25.000)/1029.4 × 2,952.76 = 135.72 bbl = 21.58 m³.
    const answer = ask('annular volume in m3: 216 mm hole, 127 mm pipe, 900 m');
    expect(result(answer, 'annular_volume_m3')).toBeCloseTo(135.72 / BBL_PER_M3, 1);
    expect(lead(answer)).toMatch(/m³/);
  });

  it("takes a casing's stated ID over its nominal size, and its weight is no diameter", () => {
    // (8.681² − 5²)/1029.4 = (75.360 − 25)/1029.4 = 0.048922 bbl/ft.
    const answer = ask('annular capacity of 9-5/8 in 47# casing (8.681 ID) with 5 in DP');
    expect(result(answer, 'annular_capacity_bbl_per_ft')).toBeCloseTo(0.048922, 5);
    expect(lead(answer)).toMatch(/^\*\*Annular capacity/);
  });

  it('reads bare sizes by the words beside them, and drops a nominal size for its ID', () => {
    // (12.25² − 5²)/1029.4 = 125.0625/1029.4 = 0.12149 bbl/ft.
    expect(
      result(ask('annular capacity 12-1/4 hole 5 dp in bbl/ft'), 'annular_capacity_bbl_per_ft'),
    ).toBeCloseTo(0.12149, 5);
    // (12.415² − 5²)/1029.4 × 4,500 = 129.132/1029.4 × 4,500 = 564.50 bbl.
    const answer = ask(
      "what's the annular volume between 13-3/8 casing ID 12.415 and 5 in DP from surface to 4,500 ft",
    );
    expect(result(answer, 'annular_volume_bbl')).toBeCloseTo(564.5, 1);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('asks for the length of a volume rather than give the capacity as one', () => {
    const answer = ask('annular volume: 8-1/2 in hole, 5 in DP');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/length of each section/);
  });

  it('the barrels in a length of tubing, its weight not a size', () => {
    // 3.958²/1029.4 × 10,000 = 15.6658/1029.4 × 10,000 = 152.19 bbl.
    const answer = ask('how many barrels in 10,000 ft of 4-1/2 in 12.6 lb/ft tubing (ID 3.958)');
    expect(result(answer, 'capacity_bbl')).toBeCloseTo(152.19, 1);
  });

  it('asks for the sizes when only a length is given', () => {
    const answer = ask('annular volume for 3,000 ft?');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/hole size or casing ID .*, the pipe OD and the length/);
  });
});

/*
 * A pipe named by its size and weight has the bore API Spec 5CT (casing, tubing) and API Spec 5DP
 * (drill pipe) give it: 7 in 26 lb/ft casing, wall 0.362 in, ID 6.276 in; 3-1/2 in 9.3 lb/ft
 * tubing, wall 0.254 in, ID 2.992 in; 9-5/8 in 47 lb/ft casing, ID 8.681 in.
 */
describe('pipes named by size and weight', () => {
  it('works a casing–tubing annulus at the casing bore, never its outside diameter', () => {
    // (6.276² − 2.875²)/1029.4 × 9,000 = (39.3882 − 8.2656)/1029.4 × 9,000 = 272.10 bbl
    // (the outside diameter would give (49 − 8.2656)/1029.4 × 9,000 = 356.1 bbl).
    for (const question of [
      'annular volume between 7" 26# casing and 2-7/8" 6.5# tubing, 9,000 ft?',
      'ann vol, 7 in 26 ppf csg x 2-7/8 tbg, packer at 9,000 ft',
    ]) {
      const answer = ask(question);
      expect(result(answer, 'annular_volume_bbl'), question).toBeCloseTo(272.1, 1);
      expect(answer?.markdown).toMatch(/API bore, 6\.276 in/);
    }
  });

  it('asks for the bore of a casing named by its size alone, and takes a weight or an ID in reply', () => {
    const question = 'annular volume between 7" casing and 2-7/8" tubing, 9,000 ft?';
    const answer = ask(question);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/casing’s weight/);
    for (const reply of ['it is 26#', 'casing ID 6.276']) {
      const last = chat([question, reply]).at(-1);
      expect(result(last, 'annular_volume_bbl'), reply).toBeCloseTo(272.1, 1);
    }
    // 27 lb/ft is no API weight of 7 in casing: no bore is guessed.
    expect(chat([question, 'it is 27#']).at(-1)?.markdown ?? '').not.toMatch(
      /\*\*Annular volume: [\d,.]+ bbl\*\*/,
    );
  });

  it('chains a tubing named by size and weight to its volume and the strokes to fill it', () => {
    // 2.992²/1029.4 × 8,400 = 8.95206/1029.4 × 8,400 = 73.050 bbl; / 0.102 bbl/stk = 716.2 strokes.
    const answer = ask(
      'how many strokes to pump 3-1/2" 9.3# tubing to 8,400 ft? pump does 0.102 bbl/stk',
    );
    expect(result(answer, 'strokes_for_volume')).toBeCloseTo(716.2, 1);
    expect(answer?.markdown).toMatch(/9\.3# tubing read at its API bore, 2\.992 in/);
  });

  it('reads a pipe weight written in kg/m as the same API pipe', () => {
    // API 5CT: 9-5/8" (244.48 mm) 47 lb/ft = 69.94 kg/m (× 1.48816), ID 8.681 in = 220.50 mm:
    // π/4 × 0.22050² = 0.038186 m³/m.
    const answer = ask('capacity of 244.5 mm 69.94 kg/m casing in m3/m?');
    expect(input(answer, 'pipe_id_in')).toBeCloseTo(8.681, 3);
    expect(lead(answer)).toMatch(/0\.0382 m³\/m/);
    // 38.69 kg/m is 26 lb/ft, an API weight of 7 in casing (ID 6.276 in): (6.276² − 2.875²)/1029.4
    // = 31.122/1029.4 = 0.030233 bbl/ft × 9,000 ft = 272.1 bbl.
    const annulus = ask(
      'annular volume between 177.8 mm 38.69 kg/m casing and 2-7/8" tubing, 9,000 ft?',
    );
    expect(result(annulus, 'annular_volume_bbl')).toBeCloseTo(272.1, 1);
  });

  it('takes a casing bore from its weight in a well described from surface', () => {
    // (8.681² − 5²)/1029.4 × 6,500 + (8.5² − 5²)/1029.4 × 4,400
    //   = 318.00 + 201.96 = 519.96 bbl; at 450 gpm (10.714 bbl/min): 48.53 min.
    const answer = ask(
      'bottoms up time: 9-5/8 47# casing to 6,500 ft then 8-1/2 open hole to 10,900 ft, 5" DP, 450 gpm',
    );
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(48.53, 1);
  });
});

describe('API pipe dimensions asked of a pipe named by size and weight', () => {
  // API Spec 5CT tables: 7 in 29 lb/ft casing wall 0.408 in, ID 6.184 in, drift 6.059 in (bore
  // − 1/8 in); 9-5/8 in 47 lb/ft ID 8.681 in, drift 8.525 in (bore − 5/32 in); 5-1/2 in 17 lb/ft
  // wall 0.304 in; 2-7/8 in 6.5 lb/ft tubing ID 2.441 in, drift 2.347 in (bore − 3/32 in).
  it('leads with the dimension asked, in field units and abbreviations', () => {
    const cases: [string, string, number][] = [
      ['what\'s the drift of 7" 29# casing', 'drift_diameter_in', 6.059],
      ['ID of 9-5/8 47# casing?', 'inside_diameter_in', 8.681],
      ['9 5/8" 47 ppf csg - drift id?', 'drift_diameter_in', 8.525],
      ['wall thickness of 5-1/2 17# csg', 'wall_thickness_in', 0.304],
      ['2-7/8 6.5 tubing drift?', 'drift_diameter_in', 2.347],
    ];
    for (const [question, key, expected] of cases) {
      const answer = ask(question);
      expect(answer?.tool, question).toBe('api_pipe_data');
      expect(result(answer, key), question).toBeCloseTo(expected, 3);
      expect(lead(answer), question).toContain(String(expected));
    }
  });

  it('answers in mm a pipe written in mm and kg/m', () => {
    // 177.8 mm = 7 in; 43.16 kg/m = 29.0 lb/ft (÷ 1.48816); drift 6.059 in × 25.4 = 153.9 mm.
    const answer = ask('drift of 177.8 mm 43.16 kg/m casing in mm?');
    expect(lead(answer)).toMatch(/^\*\*Drift diameter[^*]*: 153\.9 mm\*\*/);
  });

  it('asks for the weight of a pipe named by its size alone, and takes it in reply', () => {
    const [first, second] = chat(["what's the drift of 7 inch casing", '29#']);
    expect(asksBack(first)).toBe(true);
    expect(first?.markdown).toMatch(/nominal weight/);
    expect(result(second, 'drift_diameter_in')).toBeCloseTo(6.059, 3);
  });

  it('refuses a weight the tables do not list, naming those they do, and guesses no bore', () => {
    const answer = ask('ID of 7" 27# casing');
    expect(answer?.status).toBe('refused');
    expect(answer?.markdown).toMatch(/its weights are 17, 20, 23, 26, 29, 32, 35, 38 lb\/ft/);
    expect(answer?.markdown.split('```calc')[0]).not.toMatch(/nominal_weight_lb_per_ft|pipe_od_in/);
  });

  it('leaves a capacity, a displacement or an annulus to their own calculations', () => {
    expect(ask('capacity of 9-5/8 47# casing')?.tool).toBe('pipe_capacity_displacement');
    expect(ask('annular volume between 9-5/8 47# casing and 5" DP over 8000 ft')?.tool).toBe(
      'annular_volume',
    );
    // An ID given with its figure is not asked of the tables.
    const displaced = ask(
      'running 3-1/2 9.3# tbg (2.992 ID) closed end w/ a float — how much does it displace per 1000 ft?',
    );
    expect(displaced?.tool).not.toBe('api_pipe_data');
  });
});

describe('pipe capacity and displacement', () => {
  it('capacity of tubing over a length', () => {
    // 2.992²/1029.4 = 8.952/1029.4 = 0.0086964 bbl/ft; × 8,000 ft = 69.571 bbl.
    const answer = ask('capacity of 3-1/2 in tubing, ID 2.992 in, 8,000 ft');
    expect(answer?.tool).toBe('pipe_capacity_displacement');
    expect(result(answer, 'capacity_bbl_per_ft')).toBeCloseTo(0.0086964, 6);
    expect(result(answer, 'capacity_bbl')).toBeCloseTo(69.571, 2);
    expect(input(answer, 'pipe_od_in')).toBe(3.5);
  });

  it('the displacement of drill pipe by its OD and an ID written without a unit', () => {
    // (5² − 4.276²)/1029.4 = (25 − 18.284)/1029.4 = 0.0065242 bbl/ft.
    const answer = ask('displacement of 5 in drill pipe 4.276 ID');
    expect(lead(answer)).toMatch(/^\*\*Open-end \(steel\) displacement/);
    expect(result(answer, 'open_end_displacement_bbl_per_ft')).toBeCloseTo(0.0065242, 6);
  });
});

describe('mud pump output', () => {
  it('a triplex by liner and stroke, in words and as "liner x stroke"', () => {
    // 0.000243 × 6² × 12 × 0.95 = 0.099727 bbl/stk.
    const answer = ask('pump output of a triplex pump, liner 6 in, stroke length 12 in, 95 % eff');
    expect(result(answer, 'pump_output_bbl_per_stroke')).toBeCloseTo(0.099727, 5);
    // 0.000243 × 6.5² × 12 × 0.97 × 80 spm × 42 = 401.54 gpm.
    const rate = ask('triplex 6-1/2 x 12 at 97% eff, 80 spm: gpm?');
    expect(lead(rate)).toMatch(/^\*\*Pump rate: 401\.5 gal\/min/);
    expect(rate?.markdown).not.toMatch(/Not used: 6-1\/2/);
  });

  it('"how many strokes" asks a count, not the stroke length', () => {
    // 40 bbl/0.1 bbl/stk = 400 strokes; (180 + 640)/0.117 = 7,008.5 strokes.
    expect(
      result(ask('how many strokes to pump a 40 bbl pill with 0.1 bbl/stk'), 'strokes_for_volume'),
    ).toBeCloseTo(400, 6);
    const full = ask(
      'full circulation strokes with string 180 bbl, annulus 640 bbl, 0.117 bbl/stk, 60 spm',
    );
    expect(result(full, 'total_circulation_strokes')).toBeCloseTo(7008.5, 0);
  });

  it('a follow-up adds the pump speed and keeps the pump', () => {
    // 0.099727 bbl/stk × 80 spm × 42 = 335.08 gpm.
    const [, answer] = chat(['pump output: 6 in liner, 12 in stroke, 95%', 'at 80 spm, gpm?']);
    expect(result(answer, 'pump_rate_gpm')).toBeCloseTo(335.08, 1);
    expect(input(answer, 'liner_id_in')).toBe(6);
  });

  it('asks for the stroke of a pump given only its liner', () => {
    const answer = ask('triplex pump output with 6 in liners?');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/stroke length/);
  });
});

describe('pumping and bottoms-up times, chained from the hole', () => {
  it('time to pump a volume, field and metric', () => {
    // 300 bbl/8 bbl/min = 37.5 min; 50 m³/1.5 m³/min = 33.33 min.
    expect(result(ask('how long to pump 300 bbl at 8 bpm'), 'minutes_for_volume')).toBeCloseTo(
      37.5,
      6,
    );
    expect(result(ask('time to pump 50 m3 at 1,500 L/min'), 'minutes_for_volume')).toBeCloseTo(
      33.33,
      2,
    );
  });

  it('works the annular volume out of several sections first and shows both steps', () => {
    // 9,000 × (8.681² − 5²)/1029.4 + 3,000 × (8.5² − 5²)/1029.4 = 440.30 + 137.70 = 578.00 bbl;
    // 578.00/(500/42) = 48.55 min.
    const answer = ask(
      'bottoms up at 500 gpm: 9,000 ft of 5 in DP in 8.681 in casing, then 3,000 ft of 5 in DP in 8.5 in hole',
    );
    expect(cards(answer).map((item) => item.tool)).toEqual(['annular_volume', 'circulating_time']);
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(48.55, 2);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('sections with bare casing and hole sizes', () => {
    // 4,500 × 129.132/1029.4 + 5,500 × (12.25² − 5²)/1029.4 = 564.50 + 668.20 = 1,232.70 bbl;
    // 1,232.70/(650/42) = 79.65 min.
    const answer = ask(
      'lag time 650 gpm: 4500 ft of 5 in dp in 12.415 csg, then 5500 ft of 5 in dp in 12.25 hole',
    );
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(79.65, 1);
  });

  it('a stated annular volume wins over the sizes beside it, and says so', () => {
    // 500 bbl/(450/42) = 46.67 min.
    const answer = ask(
      'bottoms up at 450 gpm: annular volume 500 bbl, 12,000 ft of 5 in DP in 8.5 in hole',
    );
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(46.67, 2);
    expect(answer?.markdown).toMatch(/Used the stated annular volume/);
  });

  it('"BU time" is the bottoms-up time', () => {
    // (8.75² − 5²)/1029.4 × 9,000 = 450.80 bbl; 500 gpm = 11.905 bbl/min → 37.87 min.
    const answer = ask('BU time? 9,000 ft of 8-3/4 hole w/ 5 in DP, 500 gpm');
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(37.87, 1);
  });

  it('lag strokes from the hole with a pump output, no rate needed', () => {
    // 10,000 × 47.25/1029.4 = 459.005 bbl; 459.005/0.102 = 4,500.05 strokes.
    const answer = ask('lag strokes: 10,000 ft of 5" DP in 8-1/2" hole, pump 0.102 bbl/stk');
    expect(result(answer, 'bottoms_up_strokes')).toBeCloseTo(4500.05, 1);
  });

  it('"how many strokes for bottoms up" is the bottoms-up count, after the pump was worked out', () => {
    // 0.000243 × 6² × 11 × 0.96 = 0.092378 bbl/stk; 720/0.092378 = 7,794.1 strokes.
    const [, answer] = chat([
      'bbl/stk for a 6 x 11 triplex at 96 %?',
      'we pump at 100 spm — how many strokes for bottoms up, 720 bbl annulus',
    ]);
    expect(result(answer, 'bottoms_up_strokes')).toBeCloseTo(7794.1, 0);
  });

  it('strokes to bit from the pipe and the pump, chained', () => {
    // 4.276²/1029.4 × 10,000 = 177.62 bbl; 0.000243 × 36 × 12 × 0.97 = 0.101825 bbl/stk;
    // 177.62/0.101825 = 1,744.4 strokes.
    const answer = ask('strokes to bit with a 6x12 triplex at 97%: 10,000 ft of 5 in DP, 4.276 ID');
    expect(result(answer, 'strokes_to_bit')).toBeCloseTo(1744.4, 0);
  });

  it('an answer to its question keeps the hole and the pipe', () => {
    // 12,000 × 47.25/1029.4 = 550.81 bbl at 450/42 bbl/min = 51.41 min.
    const [first, second] = chat([
      'bottoms up time for 12,000 ft of 8.5 in hole with 5 in DP',
      'pumping 450 gpm',
    ]);
    expect(asksBack(first)).toBe(true);
    expect(first?.markdown).toMatch(/pump rate/);
    expect(result(second, 'bottoms_up_minutes')).toBeCloseTo(51.41, 2);
  });

  it('a change of rate keeps the annulus', () => {
    // 550.81 bbl/(500/42) = 46.27 min.
    const [, answer] = chat([
      'bottoms up time: 12,000 ft of 8.5 in hole with 5 in drill pipe, pump at 450 gpm',
      'what if we pump 500 gpm?',
    ]);
    expect(result(answer, 'bottoms_up_minutes')).toBeCloseTo(46.27, 2);
    expect(answer?.markdown).toMatch(/was 450 gpm/);
  });

  it('asks for the pump output when strokes are asked at a rate', () => {
    const answer = ask('bottoms-up strokes at 450 gpm, annular volume 550 bbl');
    expect(asksBack(answer)).toBe(true);
  });
});

describe('a gas volume restated at another base', () => {
  it('reads the volume, the two pressure bases in order and one temperature for both', () => {
    // V2 = V1 × (p1/p2) × (T2/T1) = 180,000 × 14.65/14.73 Mscf (ideal gas at base conditions; AGA
    // Report No. 3 base conditions), both at 60 °F.
    const answer = ask(
      'Restate 180,000 Mcf reported on the 14.65 psia Texas base at 14.73 psia, both 60 F',
    );
    expect(card(answer).tool).toBe('gas_volume_base_conversion');
    expect(result(answer, 'volume')).toBeCloseTo((180_000 * 14.65) / 14.73, 0);
    expect(lead(answer)).toContain('Mscf');
  });

  it('restates a volume at normal conditions (0 °C) at 15 °C', () => {
    // V2 = V1 × T2/T1 = 48,500 × 288.15/273.15 e3m³ at the same 101.325 kPa (AGA Report No. 3).
    const answer = ask(
      'Sales volume is 48,500 e3m3 at 101.325 kPa and 0 C (normal conditions). What is it at 101.325 kPa and 15 C?',
    );
    expect(card(answer).tool).toBe('gas_volume_base_conversion');
    expect(result(answer, 'volume')).toBeCloseTo((48_500 * 288.15) / 273.15, 0);
  });
});
