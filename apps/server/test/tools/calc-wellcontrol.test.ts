import { describe, expect, it } from 'vitest';
import { asked, calculated, engine, resultValue } from './offline-engine';

/*
 * The offline engine on well-control and drilling-volume questions: the kill sheet's circulating
 * pressures, MAASP from a leak-off test, the kick gradient, annular and pipe volumes and mud-pump
 * strokes. Each expected number is worked out here from the textbook formula (Lapeyrouse,
 * Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 1, 2 and 4), never
 * from the calculator under test; metric inputs are converted here with the usual factors.
 */

const PSI_PER_BAR = 14.503773773;
const FT_PER_M = 3.280839895;
const PPG_PER_SG = 8.345404;
const M3_PER_BBL = 0.158987294928;

describe('kill sheet circulating pressures', () => {
  // ICP = SCR + SIDPP; FCP = SCR × KMW/OMW, KMW = OMW + SIDPP/(0.052 × TVD) unless stated.
  const fcp = (scr: number, sidpp: number, omw: number, tvd: number) =>
    (scr * (omw + sidpp / (0.052 * tvd))) / omw;

  it.each([
    [
      'What are ICP and FCP? SCR 1,000 psi at 30 spm, SIDPP 200 psi, mud 9.6 ppg, TVD 10,000 ft',
      1200,
      fcp(1000, 200, 9.6, 10000),
    ],
    [
      'initial circulating pressure with slow pump pressure 800 psi and SIDPP 350 psi, 11 ppg mud, KMW 11.7 ppg',
      1150,
      (800 * 11.7) / 11,
    ],
    [
      'kill sheet pressures: SIDPP 200 psi, kill rate pressure 1000 psi, OMW 9.6 ppg, kill mud 10.0 ppg, 1085 strokes to bit',
      1200,
      (1000 * 10) / 9.6,
    ],
    [
      'strokes to bit 1085; ICP and FCP for SCR 1000 psi, SIDPP 200 psi, 9.6 ppg, KMW 10 ppg',
      1200,
      (1000 * 10) / 9.6,
    ],
    [
      'FCP: kill weight mud 10.5 ppg, original mud 9.6 ppg, slow pump pressure 900 psi, SIDPP 450 psi',
      1350,
      (900 * 10.5) / 9.6,
    ],
    [
      'FCP with SCR 69 bar, SIDPP 13.8 bar, 1.15 sg mud at 3048 m TVD',
      (69 + 13.8) * PSI_PER_BAR,
      fcp(69 * PSI_PER_BAR, 13.8 * PSI_PER_BAR, 1.15 * PPG_PER_SG, 3048 * FT_PER_M),
    ],
  ])('%s', async (question, icp, expectedFcp) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Initial circulating pressure/)).toBeCloseTo(icp, 1);
    expect(resultValue(markdown, /^Final circulating pressure/)).toBeCloseTo(expectedFcp, 1);
    expect(markdown).toContain('well-control procedure and the approved kill sheet');
  });

  it('gives the pressure drop per 100 strokes with the strokes to the bit', async () => {
    const markdown = await calculated(
      'kill sheet pressures: SIDPP 200 psi, kill rate pressure 1000 psi, OMW 9.6 ppg, kill mud 10.0 ppg, 1085 strokes to bit',
    );
    // (1,200 − 1,041.667)/1,085 × 100 = 14.593 psi.
    expect(resultValue(markdown, /per 100 strokes/)).toBeCloseTo(
      ((1200 - (1000 * 10) / 9.6) / 1085) * 100,
      2,
    );
  });

  it('asks for the slow circulating rate pressure rather than guess it', async () => {
    await asked('ICP? SIDPP 200 psi and 9.6 ppg mud at 10,000 ft', 'slow circulating rate');
  });

  it('asks for the depth or the kill mud weight when neither is given', async () => {
    await asked('FCP with SCR 1000 psi, SIDPP 200 psi and 9.6 ppg mud', 'true vertical depth');
  });
});

describe('kill mud weight questions stay with the kill mud weight calculator', () => {
  it.each([
    'What kill mud weight do I need? SIDPP 520 psi at 10,000 ft TVD, current mud 10.2 ppg',
    'kill weight for a kick: shut-in drill pipe pressure 520 psi, 10,000 ft TVD, 10.2 ppg mud',
    'KMW? 10.2 ppg in the hole, SIDPP 520 psi, TVD 10000 ft',
  ])('%s', async (question) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Kill mud weight');
    expect(resultValue(markdown, /^Kill mud weight$/)).toBeCloseTo(11.2, 6);
  });

  it('a kill mud weight asked with the SCR pressure leads with the kill mud weight', async () => {
    // The SCR pressure brings the kill sheet (ICP, FCP) with it; the kill mud weight asked for
    // comes first and is the one the sheet uses: 10.2 + 520/(0.052 × 10,000) = 11.2 ppg.
    const markdown = await calculated(
      'kill mud weight for the kill sheet: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud, SCR 900 psi',
    );
    expect(markdown).toMatch(/^\*\*Kill mud weight[^*\n]*: 11\.2 ppg\*\*/);
    expect(resultValue(markdown, /^Kill mud weight( used)?$/)).toBeCloseTo(11.2, 6);
  });

  it('and hydrostatic questions with the hydrostatic calculator', async () => {
    const markdown = await calculated(
      'the annulus pressure is a lot of 300 psi, hydrostatic at 5000 ft with 10 ppg',
    );
    expect(resultValue(markdown, /^Hydrostatic pressure$/)).toBeCloseTo(2600, 6);
  });
});

describe('MAASP and the leak-off equivalent mud weight', () => {
  // EMW = test MW + P_LOT/(0.052 × shoe TVD); MAASP = (EMW − MW) × 0.052 × shoe TVD.
  const emw = (lot: number, testMud: number, shoe: number) => testMud + lot / (0.052 * shoe);

  it.each([
    [
      'MAASP: LOT 1,140 psi with 10.0 ppg mud, shoe at 4,000 ft TVD, current mud 12.2 ppg',
      (emw(1140, 10, 4000) - 12.2) * 0.052 * 4000,
    ],
    // Lapeyrouse's MASICP example: (15.5 − 12.2) × 0.052 × 4,000 = 686.4 psi.
    ['MAASP with LOT EMW 15.5 ppg and mud 12.2 ppg, casing shoe 4000 ft TVD', 686.4],
    [
      'maximum allowable annular surface pressure: leak-off 1140 psi tested with 10 ppg, shoe 4000 ft, drilling ahead with 11.5 ppg',
      (emw(1140, 10, 4000) - 11.5) * 0.052 * 4000,
    ],
    [
      'MAASP? leak-off at 78.6 bar with 1.2 sg mud, 1219 m TVD shoe, current mud 1.4 g/cc',
      (emw(78.6 * PSI_PER_BAR, 1.2 * PPG_PER_SG, 1219 * FT_PER_M) - 1.4 * PPG_PER_SG) *
        0.052 *
        1219 *
        FT_PER_M,
    ],
    // The mud the leak-off was taken with, written right after the surface pressure.
    [
      'LOT: 96 bar at surface with 1.14 SG, shoe at 1,380 m TVD; we drill with 1.31 SG now. MAASP in bar?',
      (emw(96 * PSI_PER_BAR, 1.14 * PPG_PER_SG, 1380 * FT_PER_M) - 1.31 * PPG_PER_SG) *
        0.052 *
        1380 *
        FT_PER_M,
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /MAASP/)).toBeCloseTo(expected, 1);
    expect(markdown).toContain('well-control procedure');
  });

  it.each([
    [
      'leak-off test 1140 psi with 10 ppg mud at the 4000 ft shoe: what is the max allowable mud weight?',
      emw(1140, 10, 4000),
    ],
    [
      'fracture gradient from a leak-off: 78.6 bar surface pressure, 1.2 sg mud, shoe 1219 m TVD',
      emw(78.6 * PSI_PER_BAR, 1.2 * PPG_PER_SG, 1219 * FT_PER_M),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Leak-off equivalent mud weight/)).toBeCloseTo(expected, 3);
    expect(resultValue(markdown, /^Fracture \(leak-off\) gradient/)).toBeCloseTo(
      0.052 * expected,
      4,
    );
  });

  it('asks for the mud in the hole now rather than take the test mud for it', async () => {
    await asked(
      'MAASP from a LOT of 1140 psi, shoe 4000 ft, tested with 10 ppg mud',
      'the mud weight in the hole now',
    );
  });

  it('asks for the test mud weight of a leak-off pressure', async () => {
    await asked(
      'MAASP: LOT 1140 psi, shoe 4000 ft TVD, current mud 12.2 ppg',
      'the mud weight in the hole during the leak-off test',
    );
  });
});

describe('pipe volume and formation pressure asked in plain words', () => {
  // Lapeyrouse, ch. 1: capacity = ID²/1029.4 bbl/ft; 2.992 in ID × 5,000 ft = 43.48 bbl,
  // 3.958 in ID × 10,000 ft = 152.19 bbl. Ch. 4: formation pressure = SIDPP + 0.052 × MW × TVD =
  // 500 + 0.052 × 11 × 12,000 = 7,364 psi.
  it.each([
    ['volume of 5,000 ft of 3-1/2 in tubing, ID 2.992 in', (2.992 ** 2 / 1029.4) * 5000],
    [
      'how many barrels in 10,000 ft of 4-1/2 in 12.6 lb/ft tubing (ID 3.958)',
      (3.958 ** 2 / 1029.4) * 10000,
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Pipe volume \(capacity × length\)$/)).toBeCloseTo(expected, 1);
  });

  it('formation pressure from a kick', async () => {
    const markdown = await calculated(
      'formation pressure from a kick: SIDPP 500 psi, 11 ppg mud, 12,000 ft TVD',
    );
    expect(
      resultValue(markdown, /^Formation pressure \(SIDPP \+ hydrostatic of the string mud\)$/),
    ).toBeCloseTo(500 + 0.052 * 11 * 12000, 6);
  });
});

describe('kick gradient', () => {
  // G = 0.052 × MW − (SICP − SIDPP)/h; h from the pit gain and the annular capacities.
  const collarsThenPipe = 300 + (20 - 0.0291 * 300) / 0.0505;

  it.each([
    [
      'influx gradient: SIDPP 200 psi, SICP 400 psi, 9.6 ppg mud, 20 bbl pit gain, 300 ft of collars with 0.0291 bbl/ft annulus, 0.0505 bbl/ft around the drill pipe',
      0.052 * 9.6 - 200 / collarsThenPipe,
      'gas',
    ],
    [
      'type of influx? SIDPP 750 psi, SICP 1050 psi, 12 ppg mud, influx height 500 ft',
      0.052 * 12 - 300 / 500,
      'gas',
    ],
    [
      'kick gradient with SIDPP 500 psi and SICP 530 psi, 10 ppg mud, 10 bbl gain, annular capacity 0.05 bbl/ft',
      0.52 - 30 / (10 / 0.05),
      'oil or a gas–liquid mix',
    ],
    [
      'what type of kick is it: SIDPP 34.5 bar, SICP 35.2 bar, 1.2 sg mud, 10 bbl pit gain, annular capacity 0.026 m3/m',
      0.052 * 1.2 * PPG_PER_SG -
        ((35.2 - 34.5) * PSI_PER_BAR) / (10 / ((0.026 / M3_PER_BBL) * (1 / FT_PER_M))),
      'salt water',
    ],
    // As a driller asks it after shutting in.
    [
      'SIDPP 500 psi, SICP 700 psi, influx height 350 ft, 11 ppg mud: what did we take?',
      0.052 * 11 - 200 / 350,
      'gas',
    ],
    [
      'kick height 400 ft, SICP 800 psi, SIDPP 600 psi, mud 10 ppg: what have we got?',
      0.052 * 10 - 200 / 400,
      'gas',
    ],
  ])('%s', async (question, gradient, type) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Influx gradient$/)).toBeCloseTo(gradient, 4);
    expect(markdown).toContain(`probably **${type}**`);
    expect(markdown).toContain('well-control procedure');
  });

  it('asks for the influx size rather than guess it', async () => {
    await asked('what type of kick is it: SIDPP 500 psi, SICP 530 psi, 10 ppg mud', 'the pit gain');
  });

  it('asks for the drill pipe annulus when the gain rises past the collars', async () => {
    await asked(
      'influx gradient: SIDPP 200 psi, SICP 400 psi, 9.6 ppg mud, 20 bbl gain, 300 ft of collars, 0.0291 bbl/ft annulus',
      'around the drill pipe',
    );
  });
});

describe('annular volume', () => {
  const capacity = (id: number, od: number) => (id ** 2 - od ** 2) / 1029.4;

  it.each([
    [
      'annular volume: 4,000 ft of 4.5 in drill pipe in 8.755 in casing, 6,225 ft of 4.5 in drill pipe in 8.5 in hole, 300 ft of 6.5 in collars in 8.5 in hole',
      capacity(8.755, 4.5) * 4000 + capacity(8.5, 4.5) * 6225 + capacity(8.5, 6.5) * 300,
    ],
    ['annular volume of 1000 ft of 5 in drill pipe in 12-1/4 in hole', capacity(12.25, 5) * 1000],
    [
      'what is the volume of the annulus with 5 in pipe in 8-1/2 in hole over 3000 m',
      capacity(8.5, 5) * 3000 * FT_PER_M,
    ],
  ])('%s', async (question, bbl) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Annular volume$/)).toBeCloseTo(bbl, 2);
  });

  it('gives the capacity of one annulus', async () => {
    // Lapeyrouse ch. 1: (6.0² − 4.5²)/1029.4 = 0.0153 bbl/ft.
    const markdown = await calculated('annular capacity of 6 in hole with 4.5 in drill pipe');
    expect(resultValue(markdown, /^Annular capacity$/)).toBeCloseTo(15.75 / 1029.4, 6);
  });

  it('shows metric volumes for a metric question', async () => {
    const markdown = await calculated('annular volume for 3000 m of 5 in pipe in 8-1/2 in hole');
    expect(markdown).toMatch(/Annular volume \| \*\*[\d.]+\*\* m³/);
  });

  it('asks for the lengths rather than guess them', async () => {
    await asked('annular volume with 5 in drill pipe in 8.5 in hole', 'the length of each section');
  });
});

describe('pipe capacity and displacement', () => {
  it.each([
    [
      'drill pipe capacity of 5 in OD, 4.276 in ID, 10,000 ft',
      /^Pipe capacity$/,
      4.276 ** 2 / 1029.4,
    ],
    [
      'closed-end displacement of 5 in drill pipe with 4.276 in ID',
      /^Closed-end displacement \(steel/,
      25 / 1029.4,
    ],
    [
      'open-ended displacement of 3-1/2 in tubing, 2.992 in ID',
      /^Open-end \(steel\) displacement$/,
      (3.5 ** 2 - 2.992 ** 2) / 1029.4,
    ],
    [
      'capacity of 5 in OD drill pipe, ID 4.276 in, 3048 m long',
      /^Pipe volume/,
      (4.276 ** 2 / 1029.4) * 3048 * FT_PER_M,
    ],
    // The capacity needs the inside diameter only.
    ['what does 4.276in ID pipe hold per foot', /^Pipe capacity$/, 4.276 ** 2 / 1029.4],
    ['capacity of tubing with 2.441 in ID', /^Pipe capacity$/, 2.441 ** 2 / 1029.4],
  ])('%s', async (question, row, expected) => {
    const markdown = await calculated(question);
    // Shown to six significant figures.
    expect(resultValue(markdown, row) / expected).toBeCloseTo(1, 5);
  });

  it('asks for the outside diameter of a displacement', async () => {
    await asked('steel displacement of 4.276 in ID drill pipe', 'the pipe outside diameter');
  });
});

describe('pump output and strokes', () => {
  // Triplex 0.000243 × D² × S × eff; duplex 0.000162 × S × (2D² − d²) × eff (bbl/stk).
  const triplex = (d: number, s: number, eff = 1) => 0.000243 * d ** 2 * s * eff;

  it.each([
    ['pump output of a 7 x 12 triplex at 95 % efficiency', triplex(7, 12, 0.95)],
    [
      'pump output of a 6-1/2 in liner, 12 in stroke triplex at 97% efficiency running 80 spm',
      triplex(6.5, 12, 0.97),
    ],
    [
      'duplex pump output: 5-1/2 in x 14 in, 2 in rod, 85 % efficiency',
      0.000162 * 14 * (2 * 5.5 ** 2 - 2 ** 2) * 0.85,
    ],
    ['bbl/stk of a triplex with 6 in liners and 11 in stroke', triplex(6, 11)],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Pump output$/)).toBeCloseTo(expected, 6);
  });

  it.each([
    [
      'strokes to bit with a 7" x 12" triplex at 95 % and 30 spm, string volume 147.2 bbl, annular volume 542.4 bbl',
      /^Strokes surface to bit$/,
      147.2 / triplex(7, 12, 0.95),
    ],
    [
      'strokes to bit with a 7" x 12" triplex at 95 % and 30 spm, string volume 147.2 bbl, annular volume 542.4 bbl',
      /^Minutes bottoms up$/,
      542.4 / triplex(7, 12, 0.95) / 30,
    ],
    [
      'bottoms up strokes with pump output 0.136 bbl/stk and annular volume 542.4 bbl at 30 spm',
      /^Strokes bottoms up$/,
      542.4 / 0.136,
    ],
    [
      'how long to pump a 50 bbl pill with a 7 x 12 triplex at 95 % efficiency and 40 spm',
      /^Minutes to pump the volume$/,
      50 / triplex(7, 12, 0.95) / 40,
    ],
  ])('%s', async (question, row, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, row)).toBeCloseTo(expected, 2);
  });

  it('asks for the volume when strokes to bit are asked without one', async () => {
    await asked('how many strokes to bit? pump output 0.136 bbl/stk', 'the volume to pump');
  });

  it('asks for the liner and stroke of an unsized pump', async () => {
    await asked('pump output at 95 % efficiency and 60 spm, please calculate', 'the liner size');
  });

  it('asks for the rod of a duplex', async () => {
    await asked('duplex pump output, 5-1/2 x 14', 'piston rod');
  });
});

describe('two numbers that could fill one input are asked about, never guessed', () => {
  it('two depths without a label: the TVD is asked for', async () => {
    await asked(
      'ICP and FCP: SCR 1000 psi, SIDPP 200 psi, 9.6 ppg mud, shoe at 4,000 ft, bit at 10,000 ft',
      'true vertical depth',
    );
  });

  it('two mud weights without a label: the mud in the hole is asked for', async () => {
    const { skill, markdown } = await engine.answer(
      'FCP: SCR 1000 psi, SIDPP 200 psi, 9.6 ppg and 10 ppg, TVD 10000 ft',
    );
    expect(skill).toBe('calculator');
    expect(markdown).toContain('Which of **9.6 ppg** and **10 ppg** is the mud weight?');
    expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
  });

  it('a well TVD beside the shoe depth is not the shoe', async () => {
    const markdown = await calculated(
      'MAASP: well TVD 10,000 ft, shoe 4,000 ft, LOT 1140 psi with 10 ppg mud, current mud 12.2 ppg',
    );
    // (10 + 1,140/(0.052 × 4,000) − 12.2) × 0.052 × 4,000 = 1,140 − 2.2 × 208 = 682.4 psi.
    expect(resultValue(markdown, /MAASP/)).toBeCloseTo(682.4, 6);
  });

  it('an annular capacity early in a kick question does not send it to the annular volume', async () => {
    const markdown = await calculated(
      'annular capacity 0.05 bbl/ft, 10 bbl gain, SIDPP 500 psi, SICP 530 psi, 10 ppg mud: kick type?',
    );
    expect(resultValue(markdown, /^Influx gradient$/)).toBeCloseTo(0.52 - 30 / 200, 6);
  });

  it('an annular volume early in a bottoms-up question does not send it to the annular volume', async () => {
    const markdown = await calculated(
      'annular volume 542.4 bbl; pump output 0.136 bbl/stk; bottoms up?',
    );
    expect(resultValue(markdown, /^Strokes bottoms up$/)).toBeCloseTo(542.4 / 0.136, 2);
  });
});

describe('a kill sheet asked for by name', () => {
  it('gives the circulating pressures', async () => {
    const markdown = await calculated(
      'kill sheet: SIDPP 200 psi, SCR 1000 psi, 9.6 ppg, 10000 ft TVD',
    );
    expect(resultValue(markdown, /^Initial circulating pressure/)).toBeCloseTo(1200, 6);
  });

  it('but the kill mud weight for the kill sheet stays with the kill mud weight', async () => {
    const markdown = await calculated(
      'kill mud weight for the kill sheet: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
    );
    expect(markdown).toContain('#### Kill mud weight');
  });
});

describe('rod pump questions stay with the rod pump', () => {
  it.each([
    'pump displacement for a 1-1/2 in pump with 64 in net stroke at 12 SPM',
    'pump output of a 1.75 in plunger, 100 in stroke, 10 spm',
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(markdown).not.toContain('Mud pump output');
    expect(markdown).not.toContain('**Pump output**');
  });
});
