import { describe, expect, it } from 'vitest';
import {
  ask,
  asksBack,
  card,
  chat,
  FT_PER_M,
  input,
  lead,
  PPG_PER_SG,
  PSI_PER_BAR,
  result,
} from './chat';

/*
 * Well control (Bourgoyne et al., Applied Drilling Engineering, SPE Textbook Series vol. 2, 1986,
 * ch. 4; Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed.,
 * 2002, ch. 4):
 *   KMW = OMW + SIDPP/(0.052 × TVD)      ICP = SCR pressure + SIDPP      FCP = SCR × KMW/OMW
 *   drop per 100 strokes = (ICP − FCP)/(strokes to bit/100)
 *   MAASP = (LOT EMW − MW) × 0.052 × shoe TVD
 *   influx gradient = 0.052 × MW − (SICP − SIDPP)/h, h = pit gain/annular capacity
 */

describe('kill mud weight', () => {
  it('field wording, abbreviations and misspellings', () => {
    // 10.2 + 520/(0.052 × 10,000) = 11.2 ppg.
    for (const question of [
      'KWM? SIDP 520, TVD 10,000 ft, OMW 10.2',
      'we took a kick, sidpp 520 psi @ 10000 tvd, mud wt 10.2 ppg - kill weight?',
      'kill mud wieght for 520 psi shut-in drillpipe pressure at 10,000 ft TVD, 10.2 ppg in the hole',
    ]) {
      expect(result(ask(question), 'kill_mud_weight_ppg'), question).toBeCloseTo(11.2, 6);
    }
  });

  it('the bottom-hole pressure of a shut-in well is the formation pressure', () => {
    // 380 + 0.052 × 10.8 × 11,200 = 380 + 6,289.92 = 6,669.92 psi.
    const answer = ask(
      "what's the bottomhole pressure if SIDPP is 380 psi, mud 10.8 ppg, TVD 11,200 ft",
    );
    expect(lead(answer)).toMatch(/^\*\*Formation pressure/);
    expect(result(answer, 'formation_pressure_psi')).toBeCloseTo(6669.92, 1);
  });

  it('a SICP beside the other numbers is not read as a mud weight', () => {
    // "SICP 700, 10.2 ppg": the 700 keeps its own name; KMW = 10.2 + 520/520 = 11.2 ppg.
    const answer = ask('SIDPP 520, SICP 700, 10.2 ppg, 10,000 ft TVD, KMW?');
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.2, 6);
    expect(input(answer, 'original_mud_weight_ppg')).toBe(10.2);
  });

  it('metric, answered in SG', () => {
    // 35 bar/(0.0980665 bar/m per SG × 2,900 m) = 0.12307 SG over 1.25 SG = 1.3731 SG (0.052 field
    // factor: 1.3730).
    const answer = ask('KMW? SIDPP 35 bar, OMW 1.25 sg, TVD 2900m');
    expect(lead(answer)).toMatch(/^\*\*Kill mud weight: 1\.373 SG/);
    expect(result(answer, 'kill_mud_weight_ppg') / PPG_PER_SG).toBeCloseTo(1.373, 3);
  });

  it('"what if SIDPP had been 600" changes SIDPP and keeps the rest', () => {
    // 10.2 + 600/520 = 11.3538 ppg.
    const [, answer] = chat([
      'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'what if SIDPP had been 600',
    ]);
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.3538, 4);
    expect(answer?.markdown).toMatch(/SIDPP = 600 psi \(was 520 psi\)/);
  });

  it('a bare depth answering "what TVD?" in a metric chat is metres, and the SG asked stays', () => {
    // KMW = 1.30 + 30 bar/(0.0980665 bar/m × 3,100 m) = 1.30 + 0.0987 = 1.3987 SG (SI); the
    // field factor 0.052 gives 1.3984 SG.
    const [first, second] = chat([
      'kick on the rig, SIDPP 30 bar, mud 1.30 SG. kill mud SG?',
      '3100',
    ]);
    expect(asksBack(first)).toBe(true);
    expect(input(second, 'tvd_ft')).toBeCloseTo(3100 * FT_PER_M, 6);
    const sg = card(second).in_your_units?.find((item) => item.unit === 'SG');
    expect(Math.abs((sg?.value ?? 0) / 1.3987 - 1)).toBeLessThan(0.001);
    expect(lead(second)).toMatch(/^\*\*Kill mud weight: 1\.39\d SG\*\*/);
    // A field chat keeps feet: 0.052 × 12 × 9,800 = 6,115.2 psi.
    const [, field] = chat(['hydrostatic in psi? 12 ppg mud', '9800']);
    expect(result(field, 'pressure_psi')).toBeCloseTo(6115.2, 6);
  });

  it('asks for the mud weight and takes it from the reply', () => {
    const [first, second] = chat(['kill mud weight SIDPP 520 psi at 10,000 ft', '10.2 ppg']);
    expect(asksBack(first)).toBe(true);
    expect(result(second, 'kill_mud_weight_ppg')).toBeCloseTo(11.2, 6);
  });
});

describe('kill sheet', () => {
  it('reads "SCR 30 spm @ 520 psi" and a follow-up keeps it', () => {
    // KMW = 10.4 + 450/(0.052 × 9,800) = 11.2830; ICP = 520 + 450 = 970 psi;
    // FCP = 520 × 11.2830/10.4 = 564.15 psi.
    const [first, second] = chat([
      'kill sheet: SIDPP 450 psi, SCR 30 spm @ 520 psi, TVD 9,800 ft, OMW 10.4 ppg. ICP and FCP?',
      'what if SIDPP had been 600',
    ]);
    expect(result(first, 'initial_circulating_pressure_psi')).toBeCloseTo(970, 6);
    expect(result(first, 'final_circulating_pressure_psi')).toBeCloseTo(564.15, 1);
    // SIDPP 600: ICP = 1,120 psi; KMW = 10.4 + 600/509.6 = 11.5774; FCP = 520 × 11.5774/10.4 = 578.87.
    expect(result(second, 'initial_circulating_pressure_psi')).toBeCloseTo(1120, 6);
    expect(result(second, 'final_circulating_pressure_psi')).toBeCloseTo(578.87, 1);
    expect(input(second, 'scr_pressure_psi')).toBe(520);
  });

  it('reads an SCR said with when it was taken ("SCR from this morning was 520 psi")', () => {
    // KMW = 10.8 + 380/(0.052 × 9,600) = 11.5612 ppg; ICP = 380 + 520 = 900 psi;
    // FCP = 520 × 11.5612/10.8 = 556.65 psi.
    const answer = ask(
      'Shut in on a kick: SIDPP 380, SICP 540, 10.8 ppg, TVD 9,600. SCR from this morning was 520 psi @ 30 spm on pump 1. ICP and FCP?',
    );
    expect(result(answer, 'initial_circulating_pressure_psi')).toBeCloseTo(900, 6);
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo(556.65, 1);
  });

  it('reads a kill weight said where it was read ("KMW from the sheet 12.8")', () => {
    // ICP = 700 + 550 = 1,250 psi; FCP = 700 × 12.8/12.0 = 746.67 psi; (1,250 − 746.67)/1,450 ×
    // 100 = 34.71 psi per 100 strokes (Grace, Advanced Blowout and Well Control, 1994, ch. 3).
    const answer = ask(
      'W&W kill: SCR 700 psi at 35 spm, SIDPP 550, OMW 12.0, KMW from the sheet 12.8, 1,450 strokes to the bit. DP pressure drop per 100 strokes?',
    );
    expect(result(answer, 'kill_mud_weight_ppg')).toBe(12.8);
    expect(result(answer, 'pressure_drop_per_100_strokes_psi')).toBeCloseTo(
      ((1250 - (700 * 12.8) / 12) / 1450) * 100,
      2,
    );
  });

  it('the step-down schedule from the strokes to the bit', () => {
    // (970 − 564.15)/(1,085/100) = 37.41 psi per 100 strokes.
    const answer = ask(
      'kill sheet: SIDPP 450 psi, SCR 30 spm @ 520 psi, TVD 9,800 ft, OMW 10.4 ppg, 1,085 strokes to bit. pressure schedule?',
    );
    expect(result(answer, 'pressure_drop_per_100_strokes_psi')).toBeCloseTo(37.41, 1);
  });

  it('reads the muds of "from 11.0 ppg to 11.8" as the mud in the hole and the kill mud', () => {
    // ICP = 650 + 500 = 1,150; FCP = 650 × 11.8/11.0 = 697.27; (1,150 − 697.27)/12.4 = 36.51.
    const answer = ask(
      'SCR 650 psi, SIDPP 500, weighting from 11.0 ppg to 11.8, 1,240 strokes to the bit. drop per 100 strokes?',
    );
    expect(input(answer, 'original_mud_weight_ppg')).toBe(11);
    expect(input(answer, 'kill_mud_weight_ppg')).toBe(11.8);
    expect(result(answer, 'pressure_drop_per_100_strokes_psi')).toBeCloseTo(36.51, 2);
  });

  it('reads "original 10.4" as the mud in the hole beside a kill mud already built', () => {
    // FCP = SCR × KMW/OMW = 480 × 11.1/10.4 = 512.31 psi.
    const answer = ask('KMW 11.1 ppg is mixed. original 10.4, SCR 480 psi, SIDPP 290. FCP?');
    expect(result(answer, 'final_circulating_pressure_psi')).toBeCloseTo(512.31, 1);
  });

  it("an FCP after a kill mud weight takes that calculation's mud and depth", () => {
    // KMW = 11 + 400/(0.052 × 10,500) = 11.7326; FCP = 600 × 11.7326/11 = 639.96 psi.
    const [, fcp] = chat([
      'kmw? SIDPP 400 psi, TVD 10,500 ft, mud 11 ppg',
      'SCR was 600 psi. what FCP do we get?',
    ]);
    expect(result(fcp, 'final_circulating_pressure_psi')).toBeCloseTo(639.96, 1);
  });

  it('asks for the SCR pressure when only the rate is given', () => {
    const answer = ask('ICP? SIDPP 500 psi, kill rate 30 spm, OMW 10 ppg, TVD 10,000 ft');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/slow circulating rate/);
  });
});

describe('MAASP', () => {
  it('reads the shoe named before its casing size: "Shoe 9-5/8" at 8,900 ft TVD"', () => {
    // (14.1 − 11.2) × 0.052 × 8,900 = 1,342.12 psi, never at the bit's 10,850 ft (1,636 psi).
    const answer = ask(
      'Drilling at 11,240 ft MD / 10,850 ft TVD with 11.2 ppg. Shoe 9-5/8" at 8,900 ft TVD, LOT 14.1 ppg EMW. MAASP?',
    );
    expect(result(answer, 'maasp_psi')).toBeCloseTo((14.1 - 11.2) * 0.052 * 8900, 1);
  });

  it('asks which depth is the shoe’s when two TVDs are named only as TVDs', () => {
    const answer = ask(
      'Drilling at 10,850 ft TVD with 11.2 ppg. Other one 8,900 ft TVD, LOT 14.1 ppg EMW. MAASP?',
    );
    expect(answer?.markdown).toMatch(/Which of \*\*10,850 ft\*\* and \*\*8,900 ft\*\*/);
    expect(answer?.status).not.toBe('computed');
  });

  it('never takes an increase in ppg for the mud in the hole', () => {
    const answer = ask('hydrostatic pressure at 10,000 ft TVD with 1.5 ppg mud');
    expect(asksBack(answer)).toBe(true);
  });

  it('metric, in bar', () => {
    // (1.78 − 1.45) × 0.0980665 × 1,850 = 59.87 bar (0.052 field factor: 59.93).
    const answer = ask(
      'Shoe at 1,850 m TVD, LOT 1.78 SG EMW, drilling with 1.45 SG. MAASP in bar?',
    );
    const bar = result(answer, 'maasp_psi') / PSI_PER_BAR;
    expect(Math.abs(bar / 59.87 - 1)).toBeLessThan(0.002);
  });

  it('from a leak-off pressure with the test mud, and the mud now', () => {
    // LOT EMW = 10 + 1,140/(0.052 × 4,000) = 15.4808 ppg; MAASP = (15.4808 − 12.2) × 0.052 ×
    // 4,000 = 682.4 psi.
    const answer = ask(
      'LOT: 1,140 psi surface with 10 ppg mud, shoe 4,000 ft TVD. MAASP with 12.2 ppg now?',
    );
    expect(result(answer, 'maasp_psi')).toBeCloseTo(682.4, 1);
    // "w/" is "with": the mud drilled with now, not a hole size.
    const shorthand = ask(
      'LOT at the shoe (4,000 ft TVD) broke at 1,140 psi surface w/ 10 ppg. Now drilling w/ 12.2. MAASP?',
    );
    expect(input(shorthand, 'current_mud_weight_ppg')).toBe(12.2);
    expect(result(shorthand, 'maasp_psi')).toBeCloseTo(682.4, 1);
  });

  it('reads "DP ann cap" as the annular capacity above the collars, for a gain that rises past them', () => {
    // h = L1 + (gain − C1·L1)/C2 = 450 + (30 − 0.0322 × 450)/0.0489 = 767.18 ft; G = 0.052 × 11.2 −
    // (430 − 250)/767.18 = 0.3478 psi/ft (Lapeyrouse, 2002, ch. 4: the header's influx gradient).
    const answer = ask(
      'SIDPP 250, SICP 430, 11.2 ppg, 30 bbl gain. 450 ft of collars, collar ann cap .0322, DP ann cap .0489. influx gradient?',
    );
    const height = 450 + (30 - 0.0322 * 450) / 0.0489;
    expect(input(answer, 'upper_annular_capacity_bbl_per_ft')).toBe(0.0489);
    expect(result(answer, 'influx_gradient_psi_per_ft')).toBeCloseTo(
      0.052 * 11.2 - 180 / height,
      4,
    );
  });

  it('reads a sentence ending "… mud." apart from the next one ("Now we are at 10.5")', () => {
    // MAASP = LOT pressure − (MW now − test MW) × 0.052 × shoe TVD = 1,100 − 1.3 × 0.052 ×
    // 4,800 = 775.52 psi.
    const answer = ask(
      'Leak-off at the shoe (4,800 ft TVD) was 1,100 psi with 9.2 mud. Now we are at 10.5, what is the MAASP?',
    );
    expect(input(answer, 'test_mud_weight_ppg')).toBe(9.2);
    expect(input(answer, 'current_mud_weight_ppg')).toBe(10.5);
    expect(result(answer, 'maasp_psi')).toBeCloseTo(775.52, 1);
  });

  it("a shoe given as MD and TVD is read at its TVD, wherever the word 'shoe' stands", () => {
    // LOT EMW = 9.6 + 1,250/(0.052 × 6,700) = 13.188 ppg, at the shoe's TVD, not its MD.
    const emw = 9.6 + 1250 / (0.052 * 6700);
    const [after] = chat([
      'leak-off test: 1,250 psi at surface, 9.6 ppg in the hole, shoe at 7,400 ft MD / 6,700 ft TVD. leak-off EMW?',
    ]);
    expect(input(after, 'shoe_tvd_ft')).toBe(6700);
    expect(result(after, 'leak_off_emw_ppg')).toBeCloseTo(emw, 3);
    const [before] = chat([
      'LOT 1,250 psi surface pressure, 9.6 ppg test mud, 9-5/8 shoe 6,700 ft TVD (7,400 ft MD). EMW?',
    ]);
    expect(result(before, 'leak_off_emw_ppg')).toBeCloseTo(emw, 3);
  });

  it('asks for the new mud when the same MAASP is asked again after a weight-up', () => {
    const [, again] = chat([
      'MAASP? LOT 14.8 ppg EMW at the 9,100 ft TVD shoe, mud 12.2 ppg',
      "we've weighted up since, redo the MAASP",
    ]);
    expect(asksBack(again)).toBe(true);
  });

  it('asks for the mud now, and the reply "mud 11 ppg" completes it', () => {
    // (14.5 − 11) × 0.052 × 5,000 = 910 psi.
    const [first, second] = chat(['MAASP: shoe 5,000 ft TVD, LOT 14.5 ppg EMW', 'mud 11 ppg']);
    expect(asksBack(first)).toBe(true);
    expect(result(second, 'maasp_psi')).toBeCloseTo(910, 6);
  });
});

describe('kick gradient', () => {
  it('reads capacities headed "DC/OH" and "DP/OH" as the two annulus sections', () => {
    // h = 600 + (22 − 600 × 0.0291)/0.0459 ft; G = 0.052 × 10.4 − (510 − 260)/h (Lapeyrouse, ch. 4).
    const answer = ask(
      'SIDPP 260\nSICP 510\nPit gain 22 bbl\nMW 10.4\nDC 600 ft, ann cap DC/OH 0.0291 bbl/ft\nDP/OH ann cap 0.0459 bbl/ft\ninflux gradient?',
    );
    const height = 600 + (22 - 600 * 0.0291) / 0.0459;
    expect(result(answer, 'influx_gradient_psi_per_ft')).toBeCloseTo(
      0.052 * 10.4 - 250 / height,
      4,
    );
  });

  it('from the pit gain and the annular capacity', () => {
    // h = 20/0.0291 = 687.29 ft; G = 0.052 × 9.6 − (400 − 200)/687.29 = 0.4992 − 0.2910 = 0.2082.
    const answer = ask(
      'we took a 20 bbl kick, SIDPP 200, SICP 400, mud 9.6 ppg, annular capacity 0.0291 bbl/ft around the collars. what is the influx?',
    );
    expect(result(answer, 'influx_gradient_psi_per_ft')).toBeCloseTo(0.2082, 4);
  });

  it('a gain rising past the collars uses the drill-pipe annulus above them', () => {
    // Collars hold 300 × 0.0291 = 8.73 bbl; h = 300 + (20 − 8.73)/0.0505 = 523.17 ft;
    // G = 0.4992 − 200/523.17 = 0.1169 psi/ft (one capacity alone would give 0.2082: wrong).
    const answer = ask(
      'influx gradient: SIDPP 200 psi, SICP 400 psi, 9.6 ppg mud, 20 bbl pit gain, 300 ft of collars with 0.0291 bbl/ft annulus, 0.0505 bbl/ft around the drill pipe',
    );
    expect(result(answer, 'influx_height_ft')).toBeCloseTo(523.17, 1);
    expect(result(answer, 'influx_gradient_psi_per_ft')).toBeCloseTo(0.1169, 3);
  });

  it('reads the collars\' length written before their size ("600 ft of 6-3/4 DCs")', () => {
    // Collars hold 600 × 0.0325 = 19.5 bbl; h = 600 + (30 − 19.5)/0.0489 = 814.72 ft;
    // G = 0.052 × 10.2 − (520 − 310)/814.72 = 0.27264 psi/ft.
    const answer = ask(
      '30 bbl kick. 600 ft of 6-3/4 collars, 0.0325 bbl/ft around them and 0.0489 bbl/ft around the DP. SIDPP 310, SICP 520, 10.2 ppg mud. influx gradient?',
    );
    expect(result(answer, 'influx_height_ft')).toBeCloseTo(814.72, 1);
    expect(result(answer, 'influx_gradient_psi_per_ft')).toBeCloseTo(0.27264, 4);
  });

  it('asks for the drill-pipe annulus when the gain rises past the collars', () => {
    const answer = ask(
      'influx gradient: SIDPP 200 psi, SICP 400 psi, 9.6 ppg mud, 20 bbl pit gain, 300 ft of collars with 0.0291 bbl/ft annulus',
    );
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/around the drill pipe/);
  });

  it('a given influx height is not what is asked: the gradient leads', () => {
    // 0.4992 − (300 − 200)/400 = 0.2492 psi/ft.
    const answer = ask(
      'kick: SIDPP 200, SICP 300, mud 9.6 ppg, influx height 400 ft. what kind of kick?',
    );
    expect(lead(answer)).toMatch(/^\*\*Influx gradient: 0\.249/);
  });
});

describe('slow circulating rates at two pump speeds', () => {
  it('takes the SCR of the kill rate the question names', () => {
    // ICP = SCR + SIDPP = 640 + 400 = 1,040 psi at 35 spm (API RP 59); the 25 spm SCR is 380 psi.
    const [at35] = chat([
      'SCRs: 25 spm @ 380 psi, 35 spm @ 640 psi. SIDPP 400, SICP 600, MW 11.2, TVD 10,200. ICP at 35 spm?',
    ]);
    expect(result(at35, 'initial_circulating_pressure_psi')).toBe(1040);
    // With no kill rate named, which SCR is meant is asked.
    const [either] = chat([
      'SCRs: 25 spm @ 380 psi, 35 spm @ 640 psi. SIDPP 400, SICP 600, MW 11.2, TVD 10,200. ICP?',
    ]);
    expect(either?.status).not.toBe('computed');
  });
});
