import { describe, expect, it } from 'vitest';
import { calcUnitChoices, convertCalcUnit } from '@petrosage/contracts/calc-units';
import { asked, calculated, engine, resultValue } from './offline-engine';

/*
 * The offline engine on circulating questions: the equivalent circulating density and the
 * annular velocity. Each expected number is worked out here from the textbook formulas
 * (Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 1:
 * ECD = APL ÷ 0.052 ÷ TVD + MW; AV = 24.5 × Q (gpm) ÷ (Dh² − Dp²) = 1029.4 × Q (bbl/min) ÷
 * (Dh² − Dp²)), never from the calculator under test; metric inputs are converted here with the
 * usual factors.
 */

const PSI_PER_BAR = 14.503773773;
const FT_PER_M = 3.280839895;
const PPG_PER_SG = 8.345404;
const IN_PER_MM = 1 / 25.4;
const GAL_PER_L = 1 / 3.785411784;

const ecd = (mw: number, apl: number, tvd: number) => mw + apl / (0.052 * tvd);
const av = (gpm: number, hole: number, pipe: number) => (24.5 * gpm) / (hole ** 2 - pipe ** 2);

describe('equivalent circulating density', () => {
  it.each([
    // 10.2 + 180/(0.052 × 9,800) = 10.2 + 0.353218 = 10.553 ppg.
    ['ECD with 10.2 ppg mud and 180 psi annular pressure loss at 9,800 ft TVD', 10.553218],
    ["what's my ECD? MW 10.2 ppg, APL 180 psi, TVD 9800 ft", 10.553218],
    [
      'equivalent circulating density: 10.2 ppg mud, 180 psi annular losses, 9,800 ft TVD',
      10.553218,
    ],
    ['circulating density with 180 psi APL, 10.2 ppg and 9800 ft TVD', 10.553218],
    // 12.7 + 50/(0.052 × 10,000) = 12.796 ppg.
    ['calculate ECD at 10,000 ft TVD, 12.7 ppg mud, annular friction 50 psi', ecd(12.7, 50, 10000)],
    [
      'ECD: 1.22 SG mud, 12 bar annular losses at 2,990 m TVD',
      ecd(1.22 * PPG_PER_SG, 12 * PSI_PER_BAR, 2990 * FT_PER_M),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Equivalent circulating density (ECD)');
    expect(resultValue(markdown, /^Equivalent circulating density/)).toBeCloseTo(expected, 3);
  });

  it('gives the bottom-hole circulating pressure and answers metric questions in metric', async () => {
    const markdown = await calculated('ECD: 1.22 SG mud, 12 bar annular losses at 2,990 m TVD');
    // 0.052 × 10.18139 ppg × 9,809.71 ft + 174.045 psi = 5,367.7 psi = 370.1 bar.
    const mw = 1.22 * PPG_PER_SG;
    const tvd = 2990 * FT_PER_M;
    const bhcp = 0.052 * mw * tvd + 12 * PSI_PER_BAR;
    expect(resultValue(markdown, /^Bottom-hole circulating pressure/)).toBeCloseTo(bhcp, 0);
    expect(markdown).toMatch(/bar/);
    expect(markdown).toMatch(/kg\/m³/);
  });

  it('warns when the ECD is above a stated leak-off equivalent', async () => {
    // ECD 10.553 ppg against a 10.5 ppg LOT.
    const markdown = await calculated(
      'ECD with 10.2 ppg mud and 180 psi annular pressure loss at 9,800 ft TVD, LOT 10.5 ppg',
    );
    expect(resultValue(markdown, /^Equivalent circulating density/)).toBeCloseTo(10.553218, 3);
    expect(markdown).toMatch(/exceeds the fracture/);
  });

  it('asks for the annular pressure loss rather than guess it', async () => {
    await asked('what is my ECD with 10.2 ppg mud at 9,800 ft TVD?', 'annular pressure loss');
  });

  it('asks for the mud weight rather than guess it', async () => {
    await asked('ECD with 180 psi APL at 9,800 ft TVD', 'mud weight');
  });

  it('leaves the line pressure drop and the flare ECD to their own answers', async () => {
    const line = await engine.answer(
      'pressure drop in 2 in ID line, 2,000 bpd of water, 1,000 ft long',
    );
    expect(line.markdown).not.toContain('Equivalent circulating density');
    const flare = await engine.answer('what destruction efficiency does an ECD need, 95 %?');
    expect(flare.markdown).not.toContain('Equivalent circulating density');
  });
});

describe('annular velocity', () => {
  it.each([
    // 24.5 × 600/(72.25 − 25) = 311.11 ft/min.
    ['annular velocity 8.5 in hole, 5 in DP, pumping 600 gpm', 311.111],
    ['AV in the annulus: 600 gpm, 5 in drill pipe in 8-1/2 in hole', 311.111],
    ['uphole velocity with 5" pipe in 8.5" hole at 600 gpm', 311.111],
    ['what is the annular velocity at 600 gal/min around 5 in DP in an 8.5 in open hole?', 311.111],
    // 14.2857 bbl/min = 600 gpm: 1029.4 × 14.2857/47.25 = 311.24 ft/min (24.5 × 42 = 1,029).
    ['annular velocity, 14.2857 bbl/min, 8.5 in hole, 5 in pipe', av(14.2857 * 42, 8.5, 5)],
    // Two unnamed diameters: the larger is the hole. 24.5 × 320/(42.25 − 16) = 298.67 ft/min.
    ['annular velocity for 320 gpm between 6.5 in and 4 in', av(320, 6.5, 4)],
    [
      'AV with 2,270 L/min in a 216 mm hole and 127 mm pipe',
      av(2270 * GAL_PER_L, 216 * IN_PER_MM, 127 * IN_PER_MM),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Annular velocity');
    expect(resultValue(markdown, /^Annular velocity$/)).toBeCloseTo(expected, 1);
  });

  it('gives metres per minute too', async () => {
    const markdown = await calculated('AV with 2,270 L/min in a 216 mm hole and 127 mm pipe');
    const feet = av(2270 * GAL_PER_L, 216 * IN_PER_MM, 127 * IN_PER_MM);
    expect(resultValue(markdown, /^Annular velocity \(metric\)/)).toBeCloseTo(feet * 0.3048, 1);
  });

  it('asks for the pump rate rather than guess it', async () => {
    await asked('annular velocity with 5 in DP in 8.5 in hole', 'pump rate');
  });

  it('asks for the pipe when only the hole is given', async () => {
    await asked('annular velocity at 600 gpm in 8.5 in hole', 'pipe outside diameter');
  });

  it('refuses a pipe as large as the hole with a clear message', async () => {
    const { markdown } = await engine.answer('annular velocity at 600 gpm, 8.5 in hole, 8.5 in DP');
    expect(markdown).toMatch(/not smaller than the hole or casing ID/);
  });

  it('leaves the annular volume and bottoms up to their calculators', async () => {
    const volume = await calculated('annular volume of 10,000 ft of 5 in DP in 8.5 in hole');
    expect(volume).toContain('#### Annular capacity and volume');
  });
});

describe('the pump rate on a calculation card', () => {
  it('offers gpm, bbl/min, L/min and m³/min, converting by 42 gal/bbl and 3.785411784 L/gal', () => {
    const choices = calcUnitChoices('gpm');
    expect(choices.map((choice) => choice.symbol)).toEqual(['gpm', 'bbl/min', 'L/min', 'm³/min']);
    const [gpm, bblPerMin, litresPerMin, cubicMetresPerMin] = choices;
    if (!gpm || !bblPerMin || !litresPerMin || !cubicMetresPerMin) throw new Error('no units');
    // 600 gpm = 600/42 = 14.2857 bbl/min = 600 × 3.785411784 = 2,271.247 L/min = 2.271247 m³/min.
    expect(convertCalcUnit(600, gpm, bblPerMin)).toBeCloseTo(14.285714, 6);
    expect(convertCalcUnit(600, gpm, litresPerMin)).toBeCloseTo(2271.247, 3);
    expect(convertCalcUnit(600, gpm, cubicMetresPerMin)).toBeCloseTo(2.271247, 6);
  });
});

describe('bottoms-up and pumping time at a pump rate', () => {
  // Lapeyrouse, 2nd ed., ch. 1: annular capacity (bbl/ft) = (Dh² − Dp²)/1029.4; bottoms-up time
  // = annular volume (bbl) ÷ pump output (bbl/min); 1 bbl = 42 gal; 1 m³ = 1,000 L.
  const annulus = (hole: number, pipe: number, length: number) =>
    ((hole ** 2 - pipe ** 2) / 1029.4) * length;
  const minutes = (bbl: number, gpm: number) => bbl / (gpm / 42);

  it.each([
    // 300 bbl ÷ 8 bbl/min = 37.5 min.
    ['how long to pump 300 bbl at 8 bpm', /^Minutes to pump the volume$/, 37.5],
    ['time to pump a 300 bbl pill at 8 bbl/min', /^Minutes to pump the volume$/, 37.5],
    // 50 m³ = 50,000 L; 50,000 ÷ 1,500 L/min = 33.33 min.
    ['time to pump 50 m3 at 1,500 L/min', /^Minutes to pump the volume$/, 50000 / 1500],
    ['how long to displace 50 m³ at 1.5 m3/min', /^Minutes to pump the volume$/, 50 / 1.5],
    // (8.5² − 5²)/1029.4 × 12,000 = 550.81 bbl; 450 gpm = 10.714 bbl/min; 51.41 min.
    [
      'bottoms up time: 12,000 ft of 8.5 in hole with 5 in drill pipe, pump at 450 gpm',
      /^Minutes bottoms up$/,
      minutes(annulus(8.5, 5, 12000), 450),
    ],
    [
      'lag time for 12000 ft of 5" DP in 8.5" hole at 450 gpm',
      /^Minutes bottoms up$/,
      minutes(annulus(8.5, 5, 12000), 450),
    ],
    [
      'how long to circulate bottoms up with 550 bbl in the annulus at 450 gpm',
      /^Minutes bottoms up$/,
      minutes(550, 450),
    ],
    ['bottoms up at 10.7 bbl/min, annular volume 550 bbl', /^Minutes bottoms up$/, 550 / 10.7],
    // 3,660 m = 12,007.9 ft; 216 mm = 8.5039 in; 127 mm = 5 in; 1,700 L/min = 449.09 gpm.
    [
      'bottoms up time, 3,660 m of 216 mm hole with 127 mm drill pipe, pumping 1,700 L/min',
      /^Minutes bottoms up$/,
      minutes(annulus(216 * IN_PER_MM, 127 * IN_PER_MM, 3660 * FT_PER_M), 1700 * GAL_PER_L),
    ],
  ])('%s', async (question, row, expected) => {
    const markdown = await calculated(question);
    expect(markdown).toContain('#### Bottoms-up and pumping time');
    expect(resultValue(markdown, row)).toBeCloseTo(expected, 1);
  });

  it('gives the annular volume it computed from the hole and the pipe', async () => {
    const markdown = await calculated(
      'bottoms up time: 12,000 ft of 8.5 in hole with 5 in drill pipe, pump at 450 gpm',
    );
    expect(resultValue(markdown, /^Annular volume$/)).toBeCloseTo(annulus(8.5, 5, 12000), 1);
  });

  it('takes a stated annular volume over the hole and pipe sizes, and says so', async () => {
    const markdown = await calculated(
      'bottoms up at 450 gpm: annular volume 500 bbl, 12,000 ft of 5 in DP in 8.5 in hole',
    );
    expect(resultValue(markdown, /^Minutes bottoms up$/)).toBeCloseTo(minutes(500, 450), 1);
    expect(markdown).toMatch(/stated annular volume of 500 bbl/);
  });

  it('gives bottoms-up strokes and the pump speed with the pump output and a rate', async () => {
    // 550 bbl ÷ 0.1 bbl/stk = 5,500 strokes; 10.714 bbl/min ÷ 0.1 = 107.1 spm.
    const markdown = await calculated(
      'bottoms-up strokes at 450 gpm, annular volume 550 bbl, pump output 0.1 bbl/stk',
    );
    expect(resultValue(markdown, /^Strokes bottoms up$/)).toBeCloseTo(5500, 1);
    expect(resultValue(markdown, /^Pump speed at this rate$/)).toBeCloseTo(450 / 42 / 0.1, 1);
  });

  it('asks for the pump output when strokes are asked at a rate', async () => {
    await asked('bottoms-up strokes at 450 gpm, annular volume 550 bbl', 'pump output per stroke');
  });

  it('asks for the pump rate of a bottoms-up time rather than a liner size', async () => {
    await asked('bottoms up time for 12,000 ft of 8.5 in hole with 5 in DP', 'the pump rate');
    await asked('how long to circulate bottoms up? annular volume 550 bbl', 'the pump rate');
  });

  it('asks for the volume, or the hole and pipe, when neither is given', async () => {
    await asked('what is the lag time at 450 gpm? please calculate', 'annular volume');
  });

  it('completes a bottoms-up time asked back with the pump rate', async () => {
    const question = 'bottoms up time for 12,000 ft of 8.5 in hole with 5 in DP';
    const first = await engine.answer(question);
    const { markdown } = await engine.answer('450 gpm', [
      { role: 'user', content: question },
      { role: 'assistant', content: first.markdown },
    ]);
    expect(resultValue(markdown, /^Minutes bottoms up$/)).toBeCloseTo(
      minutes(annulus(8.5, 5, 12000), 450),
      1,
    );
  });

  it('works a follow-up that changes the last ECD again, though an entry speaks of ECD', async () => {
    // ECD = MW + APL/(0.052 × TVD) (Bourgoyne et al., Applied Drilling Engineering, 1986, ch. 4):
    // 12.1 + 300/(0.052 × 13,600) = 12.524 ppg.
    const question = 'ECD check: 12.1 ppg, APL 420 psi, bit at 13,600 ft TVD';
    const first = await engine.answer(question);
    const { skill, markdown } = await engine.answer(
      'ok and if we slow the pumps and APL drops to 300 psi?',
      [
        { role: 'user', content: question },
        { role: 'assistant', content: first.markdown },
      ],
    );
    expect(skill).toBe('calculator');
    expect(resultValue(markdown, /^Equivalent circulating density \(ECD\)$/)).toBeCloseTo(
      ecd(12.1, 300, 13600),
      3,
    );
  });

  it('leaves strokes and times of a sized pump to the pump output', async () => {
    const markdown = await calculated(
      'how long to pump a 50 bbl pill with a 7 x 12 triplex at 95 % efficiency and 40 spm',
    );
    expect(markdown).toContain('#### Mud pump output, strokes and time');
    const annular = await calculated('annular volume of 10,000 ft of 5 in DP in 8.5 in hole');
    expect(annular).toContain('#### Annular capacity and volume');
    const velocity = await calculated('annular velocity 8.5 in hole, 5 in DP, pumping 600 gpm');
    expect(velocity).toContain('#### Annular velocity');
  });
});
