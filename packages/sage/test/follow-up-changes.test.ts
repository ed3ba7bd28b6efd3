import { describe, expect, it } from 'vitest';
import { asksBack, card, chat, input, result } from './support';

/**
 * Follow-ups that change, extend or question the last calculation in the words engineers use,
 * and pressures whose basis (gauge or absolute) is settled across turns. Expected values from the
 * textbook forms: hydrostatic pressure and MAASP as in Lapeyrouse, Formulas and Calculations for
 * Drilling, Production and Workover, 2nd ed. (2002), ch. 1 and 4; the kill sheet as on the IADC
 * surface-stack sheet (ICP = SCR + SIDPP, FCP = SCR × KMW/OMW); Vogel (1968) and the composite
 * IPR as in Guo, Lyons & Ghalambor, Petroleum Production Engineering (2007), ch. 3; the ideal
 * discharge temperature T2 = T1·r^((k−1)/k) as in GPSA Engineering Data Book, 13th ed., sec. 13.
 */

const ATMOSPHERE = 14.696;

describe('a new value named as the value wanted', () => {
  it('"weight up to" changes the mud weight of a hydrostatic pressure', () => {
    const [, heavier] = chat([
      'hydrostatic with 11.2 ppg at 9,500 ft TVD?',
      'and if we weight up to 11.8?',
    ]);
    expect(result(heavier, 'pressure_psi')).toBeCloseTo(0.052 * 11.8 * 9500, 0);
  });

  it('changes the mud in use, not the mud of the leak-off test, for a MAASP', () => {
    const [first, then] = chat([
      'shoe at 7,000 ft TVD, LOT EMW 15.0 ppg, mud 12.0 ppg. MAASP?',
      "we're weighting up to 12.5 next week - MAASP then?",
    ]);
    expect(result(first, 'maasp_psi')).toBeCloseTo((15 - 12) * 0.052 * 7000, 0);
    expect(input(then, 'current_mud_weight_ppg')).toBe(12.5);
    expect(result(then, 'maasp_psi')).toBeCloseTo((15 - 12.5) * 0.052 * 7000, 0);
  });
});

describe('a follow-up that moves an annulus up into the casing', () => {
  it("takes the casing ID given as the new hole, and never a casing's nominal size", () => {
    // AV = 24.5 × 600/(12.25² − 5²) = 14,700/125.0625 = 117.54 ft/min in the open hole;
    // in the casing, 14,700/(8.681² − 5²) = 14,700/50.3598 = 291.90 ft/min (Lapeyrouse, ch. 1).
    const question = 'annular velocity at 600 gpm, 12-1/4 hole, 5 in DP?';
    const [hole, casing] = chat([question, 'and in the casing with 8.681 ID?']);
    expect(result(hole, 'annular_velocity_ft_per_min')).toBeCloseTo(117.54, 1);
    expect(input(casing, 'hole_or_casing_id_in')).toBe(8.681);
    expect(input(casing, 'pipe_od_in')).toBe(5);
    expect(result(casing, 'annular_velocity_ft_per_min')).toBeCloseTo(291.9, 1);
    // A casing named by its size and weight is never the hole at its outside diameter.
    const named = chat([question, 'what about up in the 9-5/8 47# casing?']).at(-1);
    expect(named?.markdown ?? '').not.toMatch(/Hole size = 9\.625/);
  });
});

describe('a bare figure that only one input could be', () => {
  it('"what about 0.83" after an SG\'s °API is the new SG (API MPMS 11.1: 141.5/SG − 131.5)', () => {
    const [, second, third] = chat([
      'crude SG 0.88, API gravity?',
      'what about 0.83',
      'and one at 0.79?',
    ]);
    expect(input(second, 'specific_gravity')).toBe(0.83);
    expect(result(second, 'api_gravity')).toBeCloseTo(141.5 / 0.83 - 131.5, 6);
    expect(result(third, 'api_gravity')).toBeCloseTo(141.5 / 0.79 - 131.5, 6);
  });

  it('is still asked about when it could be either of two pressures', () => {
    const [, change] = chat([
      'SIDPP 500 psi, SICP 700 psi, 10.2 ppg mud, TVD 9,800 ft. KMW?',
      'what about 600?',
    ]);
    expect(change?.status).not.toBe('computed');
  });
});

describe('a value named with its verb of change', () => {
  it('"what if pH drops to 6.6" changes the pH of a Stiff–Davis index, not a mud weight', () => {
    // SI = pH − pCa − pAlk − K (Stiff & Davis, 1952): Ca 2,400 mg/L ÷ 40,078 mg/mol → pCa 1.2227;
    // HCO₃ 610 mg/L ÷ 61,017 mg/mol → pAlk 2.0001; 6.6 − 1.2227 − 2.0001 − 2.1 = 1.2772.
    const [first, lower] = chat([
      'Stiff-Davis SDI for produced water: pH 7.4, Ca 2,400 mg/L, HCO3 610 mg/L, TDS 85,000 mg/L, 140 F, K = 2.1',
      'what if pH drops to 6.6',
    ]);
    expect(result(first, 'stability_index')).toBeCloseTo(2.0772, 3);
    expect(card(lower).tool).toBe('stiff_davis_index');
    expect(input(lower, 'ph')).toBe(6.6);
    expect(result(lower, 'stability_index')).toBeCloseTo(1.2772, 3);
  });
});

describe('a figure scaled in words', () => {
  it('"what if we double the pump rate" doubles the rate of an annular velocity', () => {
    // AV = 24.5 × Q/(Dh² − Dp²) (Lapeyrouse, ch. 1): 24.5 × 800/(9.875² − 5²).
    const [, doubled] = chat([
      'annular velocity, 400 gpm, 9-7/8 hole, 5 in DP',
      'what if we double the pump rate?',
    ]);
    expect(input(doubled, 'flow_rate_gpm')).toBe(800);
    expect(result(doubled, 'annular_velocity_ft_per_min')).toBeCloseTo(
      (24.5 * 800) / (9.875 ** 2 - 25),
      1,
    );
  });

  it('halves the depth named, and does not read "half full" as a change', () => {
    // P = 0.052 × MW × TVD: 0.052 × 11 × 4,000.
    const [, halved] = chat([
      'hydrostatic, 11 ppg at 8,000 ft TVD',
      'and if we cut the depth in half',
    ]);
    expect(result(halved, 'pressure_psi')).toBeCloseTo(0.052 * 11 * 4000, 6);
    const [, unnamed] = chat(['hydrostatic, 11 ppg at 8,000 ft TVD', 'and if it were half full?']);
    expect(unnamed?.kind).not.toBe('changed');
  });
});

describe('an input asked with the last result kept', () => {
  it('"what rate at 1,000 psi drawdown, same PI?" solves the rate for the PI found', () => {
    // J = q/Δp = 300/600 = 0.5 bbl/d/psi; at 1,000 psi: 500 bbl/d (Guo et al., ch. 3).
    const [, rate] = chat([
      'PI for 300 bopd on a 600 psi drawdown?',
      'how much would it make at 1,000 psi drawdown then, same PI',
    ]);
    expect(result(rate, 'oil_rate_stb_per_day_needed')).toBeCloseTo(500, 3);
  });
});

describe('another result of the last calculation named by its label', () => {
  it('answers "and the pressure drop per 100 strokes?" from the kill sheet', () => {
    const [, drop] = chat([
      'kill sheet: SCR 600 psi, SIDPP 400, OMW 11.0, KMW 11.8, 1,200 strokes to bit. FCP?',
      'and the pressure drop per 100 strokes?',
    ]);
    // ICP = 1,000 psi; FCP = 600 × 11.8/11.0 = 643.6 psi; (ICP − FCP)/1,200 × 100 = 29.7 psi.
    const fcp = (600 * 11.8) / 11;
    expect(result(drop, 'pressure_drop_per_100_strokes_psi')).toBeCloseTo(
      ((1000 - fcp) / 1200) * 100,
      1,
    );
    expect(drop?.markdown.startsWith('**Drill pipe pressure drop per 100 strokes')).toBe(true);
  });
});

describe('a follow-up that gives what the last calculation lacked', () => {
  it('adds a suction temperature and k to a compression for its discharge temperature', () => {
    const [stages, hot] = chat([
      'compressing from 30 psig to 900 psig. how many stages?',
      'suction 90F, k 1.25 - discharge temp?',
    ]);
    expect(input(hot, 'suction_pressure_psia')).toBeCloseTo(30 + ATMOSPHERE, 3);
    const ratio = result(stages, 'ratio_per_stage');
    expect(result(hot, 'discharge_temperature_degF')).toBeCloseTo(
      (90 + 459.67) * ratio ** (0.25 / 1.25) - 459.67,
      0,
    );
    const lead = hot?.markdown.split('\n').find((line) => line.startsWith('**'));
    expect(lead?.startsWith('**Ideal discharge temperature')).toBe(true);
  });
});

describe('an answer to the question asked keeps what the asking reply held', () => {
  it('keeps the water rate when the answer could run alone', () => {
    // Hammerschmidt (GPSA ch. 20): d = 58 − 38 = 20 °F, W = 100·20·32.04/(2,335 + 20·32.04) =
    // 21.534 wt %; 15 bwpd × 350.2 lb/bbl = 5,253 lb/d of water; methanol 5,253 W/(100 − W).
    const [asked, dosed] = chat([
      'methanol injection rate for 15 bwpd of water?',
      'hydrate temp 58F, line at 38F. neat methanol',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(input(dosed, 'water_rate_bbl_per_day')).toBe(15);
    const w = (100 * 20 * 32.04) / (2335 + 20 * 32.04);
    expect(result(dosed, 'pure_inhibitor_rate_lb_per_day')).toBeCloseTo(
      (15 * 350.2 * w) / (100 - w),
      -1,
    );
  });
});

describe('the flowing pressure a rate is asked at', () => {
  it('"and at pwf 1,200?" after a composite IPR asks the rate there, keeping the test', () => {
    const [, lower] = chat([
      'Pr 3,000 psia, Pb 2,000 psia. test 400 bopd at 2,500 psia. qmax?',
      'and at pwf 1,200?',
    ]);
    // J = 400/500 = 0.8; qb = 0.8 × 1,000 = 800; below pb: + (J·pb/1.8)(1 − 0.2x − 0.8x²), x = 0.6.
    const x = 1200 / 2000;
    expect(input(lower, 'test_flowing_bhp_psia')).toBe(2500);
    expect(result(lower, 'rate_at_flowing_bhp')).toBeCloseTo(
      800 + ((0.8 * 2000) / 1.8) * (1 - 0.2 * x - 0.8 * x * x),
      1,
    );
  });

  it('"what would we get at 900 psi" after a Vogel qmax asks the rate there, keeping the test', () => {
    // Vogel (1968, JPT 20(1)): qmax = q/(1 − 0.2x − 0.8x²) at the test's x = pwf/Pr, then
    // q = qmax(1 − 0.2x − 0.8x²) at the new pwf; plain psi made absolute (+ 14.696).
    const [, rate] = chat([
      'saturated res, Pr 2400, test 380 bopd at 1450 fbhp, Vogel qmax?',
      'what would we get at 900 psi fbhp',
    ]);
    const vogel = (pwf: number) => {
      const x = (pwf + 14.696) / (2400 + 14.696);
      return 1 - 0.2 * x - 0.8 * x * x;
    };
    expect(input(rate, 'test_flowing_bhp_psia')).toBeCloseTo(1464.696, 6);
    expect(result(rate, 'rate_at_flowing_bhp')).toBeCloseTo((380 / vogel(1450)) * vogel(900), 1);
  });

  it('reads a test pressure named after its rate ("at Pwf 1,900") as the test', () => {
    const [aof] = chat(['Pr 2,800 psia. Test 650 bopd at Pwf 1,900. AOF by Vogel?']);
    const x = 1900 / 2800;
    expect(result(aof, 'max_rate_aof')).toBeCloseTo(650 / (1 - 0.2 * x - 0.8 * x * x), 0);
  });
});

describe('the basis of pressures across turns', () => {
  it('reads a plain psi as absolute once the answer to the question writes psia', () => {
    const [first, then] = chat([
      'vogel: tested 300 bopd at 1,200 psi flowing. qmax?',
      'static is 2,400 psia',
    ]);
    expect(asksBack(first)).toBe(true);
    // x = 1,200/2,400 = 0.5: qmax = 300/(1 − 0.1 − 0.2).
    expect(result(then, 'max_rate_aof')).toBeCloseTo(300 / 0.7, 1);
  });

  it('does not re-read a plain psi as absolute when the answer restates that pressure', () => {
    const [, then] = chat([
      'critical rate for loading, 2-3/8 tubing, 300 psi FTP, water producing well?',
      'SG 0.6, 100F, z .95, call it 315 psia, ID 1.995',
    ]);
    // The 300 psi is not taken as 300 psia: the psia figure restates it, it sets no basis.
    expect(input(then, 'wellhead_pressure_psia')).not.toBe(300);
  });

  it('reads a follow-up psi as gauge when the calculation took its pressures as gauge', () => {
    const [first, then] = chat([
      'tested 400 bopd at pwf 2,200, Pr 2,500 and Pb 2,000. J above pb?',
      'rate at 1,000 psi pwf?',
    ]);
    expect(card(first).assumptions?.some((line) => line.includes('made absolute'))).toBe(true);
    expect(input(then, 'flowing_bhp_psia')).toBeCloseTo(1000 + ATMOSPHERE, 3);
    // J = 400/300 above pb; qb = J × 500; below pb, x = 1,014.7/2,014.7 (all made absolute).
    const j = 400 / 300;
    const pb = 2000 + ATMOSPHERE;
    const x = (1000 + ATMOSPHERE) / pb;
    expect(result(then, 'rate_at_flowing_bhp')).toBeCloseTo(
      j * 500 + ((j * pb) / 1.8) * (1 - 0.2 * x - 0.8 * x * x),
      1,
    );
  });
});

describe('an inside diameter in brackets after a pipe size', () => {
  it('reads "2-7/8 tbg (2.441)" as the tubing ID', () => {
    const [turner] = chat([
      'Turner critical rate: FTP 500 psia, 120 F, 2-7/8 tbg (2.441), gas SG 0.6, z 0.9, water',
    ]);
    expect(input(turner, 'tubing_inside_diameter_in')).toBe(2.441);
  });

  it('reads `6" sch40 (6.065)` as the line\'s bore, not its 6 in nominal size', () => {
    // Weymouth (Menon, Gas Pipeline Hydraulics, 2005, eq. 2.83), E = 1, Tb 519.67 °R, Pb 14.73
    // psia: Q = 433.5 × 35.28 × 6.065^2.667 × √((1000² − 800²)/(0.6 × 519.67 × 15 × 0.9))
    // = 17.31 MMscf/d (16.82 with the nominal 6 in).
    const [line] = chat([
      '15 mi of 6" sch40 (6.065), 1000 psia in 800 out, .6 gas, 60F, z 0.9. weymouth Q?',
    ]);
    expect(input(line, 'inside_diameter_in')).toBe(6.065);
    expect(result(line, 'flow_rate_mmscf_per_day')).toBeCloseTo(17.31, 2);
  });
});

describe('an input the follow-up names without a number named for it', () => {
  it('"use the PIP off the gauge instead, 450 psi" is the intake pressure, not the wellhead\'s', () => {
    // Centrilift nine-step method: Hd = 6,500 − (450 − 60) × 2.31/1.03 = 5,625.34 ft; Ft =
    // 2.083·(100/120)^1.85·(2,200/34.3)^1.85/2.441^4.8655 = 42.63 ft/1,000 ft × 6.5 = 277.07 ft;
    // Pd = 150 × 2.31/1.03 = 336.41 ft; TDH = 6,238.8 ft; ⌈6,238.8/48⌉ = 130 stages.
    const [, pip, stages] = chat([
      'ESP 2200 bfpd, pump at 6500 ft, FL 4800 from surface, whp 150 psi, 2-7/8 tbg 2.441 ID, SG 1.03. TDH?',
      'actually use the PIP off the gauge instead, 450 psi with 60 psi on the casing',
      'pump curve says 48 ft/stage at that rate, how many stgs',
    ]);
    expect(input(pip, 'pump_intake_pressure_psi')).toBe(450);
    expect(input(pip, 'wellhead_pressure_psi')).toBe(150);
    expect(result(pip, 'total_dynamic_head_ft')).toBeCloseTo(6238.8, 0);
    expect(result(stages, 'stages')).toBe(130);
  });
});

describe('a pipe roughness with the pipe inside diameter', () => {
  it('works out ε/D for the friction factor, reading "Re 300,000 in 4 in pipe" as a Reynolds number', () => {
    // ε/D = 0.0018/3.826 = 4.70e-4; Colebrook (Moody 1944 chart): f ≈ 0.0183 at Re 3e5.
    const [f] = chat([
      'Darcy friction factor, Re 300,000 in 4" pipe (ID 3.826), roughness 0.0018 in?',
    ]);
    expect(input(f, 'reynolds_number')).toBe(300_000);
    expect(input(f, 'relative_roughness')).toBeCloseTo(0.0018 / 3.826, 7);
    const relative = 0.0018 / 3.826;
    // Colebrook: 1/√f = −2 log10(ε/3.7D + 2.51/(Re √f)), solved by iteration.
    let x = 8;
    for (let i = 0; i < 50; i += 1) x = -2 * Math.log10(relative / 3.7 + (2.51 * x) / 300_000);
    expect(result(f, 'darcy_friction_factor')).toBeCloseTo(1 / x ** 2, 3);
  });
});

describe('a result asked by its name or its abbreviation', () => {
  it('"what ICP should I bring the pump up to?" asks for the slow-rate pressure it lacks', () => {
    const [icp] = chat(['SIDPP 420, OMW 11.2, KMW 12.0. what ICP should I bring the pump up to?']);
    expect(icp?.tool).toBe('kill_sheet_circulating_pressures');
    expect(asksBack(icp)).toBe(true);
  });

  it('"what\'s PD?" of a pump asks for the stroke it lacks', () => {
    const [pd] = chat(['1.5 in insert pump at 8 spm, what is the PD?']);
    expect(pd?.tool).toBe('rod_pump_displacement');
    expect(asksBack(pd)).toBe(true);
  });
});

describe('a decline restated per month', () => {
  it('gives 30 %/yr nominal per month as 2.5 %/month and leads with it', () => {
    const [monthly] = chat(['30% a year nominal - per month?']);
    expect(result(monthly, 'nominal_pct_per_month')).toBeCloseTo(2.5, 6);
    // SPEE Monograph 4: Di = −ln(1 − De) for b = 0; per month Di/12.
    const [effective] = chat([
      'convert 35% effective annual decline (exponential) to nominal per month',
    ]);
    expect(result(effective, 'nominal_pct_per_month')).toBeCloseTo((-Math.log(0.65) / 12) * 100, 2);
    expect(effective?.markdown.startsWith('**Nominal decline per month')).toBe(true);
  });

  it('a follow-up naming the form it wants in brackets keeps the form given', () => {
    // Secant-effective 70 %/yr with b = 0.9: Di = [(1 − 0.7)^−0.9 − 1]/0.9 = 2.1725/yr nominal,
    // 18.10 %/month (SPEE Monograph 4).
    const [, monthly] = chat([
      'convert 70% secant-effective to nominal for b=0.9',
      'and per month (nominal)?',
    ]);
    const nominal = ((0.3 ** -0.9 - 1) / 0.9) * 100;
    expect(result(monthly, 'nominal_pct_per_month')).toBeCloseTo(nominal / 12, 2);
  });
});

describe('a temperature before a dash', () => {
  it('reads "210 F - need Z" as 210 °F', () => {
    const [z] = chat(['gas SG 0.70, 3500 psia, 210 F - need Z']);
    expect(input(z, 'temperature_degF')).toBe(210);
  });
});

describe('a question asked of the situation just told', () => {
  it('"what\'s BHP then?" works on the figures of the message before it', () => {
    const [, bhp] = chat([
      'we have 9.6 ppg brine in the hole to 7,500 ft TVD and are holding 400 psi on the wellhead',
      "what's BHP then?",
    ]);
    // BHP = 0.052 × 9.6 × 7,500 + 400 = 4,144 psi (Lapeyrouse 2002, ch. 1).
    expect(result(bhp, 'bottom_hole_pressure_psi')).toBeCloseTo(0.052 * 9.6 * 7500 + 400, 1);
    expect(bhp?.markdown.startsWith('**Bottom-hole pressure')).toBe(true);
  });
});

describe('cash flows as engineers write them', () => {
  it('reads signed amounts in k and MM ("-1.2MM, +400k, +350k…")', () => {
    const [irr] = chat(['IRR on: -1.2MM, +400k, +400k, +400k, +400k (yearly)']);
    // Annuity: 1.2 = 0.4 × [1 − (1 + i)^−4]/i → i ≈ 12.59 % (Mian 2011, ch. 3).
    const npv = (i: number) =>
      -1.2e6 + [1, 2, 3, 4].reduce((sum, t) => sum + 4e5 / (1 + i) ** t, 0);
    let low = 0;
    let high = 1;
    for (let k = 0; k < 100; k += 1) {
      const mid = (low + high) / 2;
      if (npv(mid) > 0) low = mid;
      else high = mid;
    }
    expect(result(irr, 'irr_periodic_pct')).toBeCloseTo(low * 100, 2);
  });

  it('reads "for a year" as twelve months and leads with the annual IRR asked', () => {
    const [irr] = chat([
      'job costs $90k, adds about $10k/month net for a year then dies. annual IRR?',
    ]);
    expect(card(irr).inputs.find((field) => field.name === 'cash_flows_usd')?.value).toHaveLength(
      13,
    );
    expect(irr?.markdown.startsWith('**IRR, annual')).toBe(true);
  });
});

describe('names written after their numbers', () => {
  it('"900 psia in, 650 psia out" are a line\'s inlet and outlet pressures', () => {
    const [weymouth] = chat([
      'Weymouth: 10" line (ID 10.02), 12 miles, 900 psia in, 650 psia out, SG 0.65, 60F, Z 0.9. flow?',
    ]);
    expect(input(weymouth, 'upstream_pressure_psia')).toBe(900);
    expect(input(weymouth, 'downstream_pressure_psia')).toBe(650);
  });

  it('"injecting 85 wt% MEG" is the strength of the inhibitor injected', () => {
    const [meg] = chat(['hydrate at 58F, line gets to 38F, 30 bwpd, injecting 85 wt% MEG. lb/d?']);
    expect(input(meg, 'lean_inhibitor_wt_pct')).toBe(85);
  });

  it('"reserves to 2 m3/d" is the economic limit', () => {
    const [eur] = chat([
      'well at 30 m3/d, exponential decline 20%/yr nominal. reserves to 2 m3/d?',
    ]);
    // Exponential: Np = (qi − qel)/D = (30 − 2) m3/d × 365.25 d/yr / 0.20 = 51,135 m3 (Arps 1945).
    expect(result(eur, 'remaining_reserves') * 0.158987294928).toBeCloseTo((28 * 365.25) / 0.2, -1);
  });
});

describe('a value put right', () => {
  it('replaces the input that held the old value, whatever the words around it', () => {
    const [, corrected] = chat([
      'mixing 300 bbl of 9.8 with 150 bbl of 14.2, what do I end up with?',
      'sorry, the heavy tank is 180 bbl, not 150',
    ]);
    // (300 × 9.8 + 180 × 14.2)/480 = 11.45 ppg (Lapeyrouse, 2nd ed., ch. 1, mixing muds).
    expect(input(corrected, 'second_volume_bbl')).toBe(180);
    expect(result(corrected, 'final_mud_weight_ppg')).toBeCloseTo(
      (300 * 9.8 + 180 * 14.2) / 480,
      3,
    );
  });

  it('never guesses which input held an old value two of them held', () => {
    const [, either] = chat([
      'mixing 150 bbl of 9.8 with 150 bbl of 14.2, what do I end up with?',
      'sorry, 180 bbl not 150',
    ]);
    expect(either?.status).not.toBe('computed');
  });

  it('reads "rather than" and "instead of" the same way', () => {
    const [, sidpp] = chat([
      "Took a kick. SIDPP 480, SICP 650, TVD 10,300', MW 11.2. KMW?",
      'my bad, sidpp 520 psi rather than 480',
    ]);
    expect(result(sidpp, 'kill_mud_weight_ppg')).toBeCloseTo(11.2 + 520 / (0.052 * 10300), 3);
    const [, deeper] = chat([
      "Took a kick. SIDPP 480, SICP 650, TVD 10,300', MW 11.2. KMW?",
      'TVD 10,800 instead of 10,300',
    ]);
    expect(result(deeper, 'kill_mud_weight_ppg')).toBeCloseTo(11.2 + 480 / (0.052 * 10800), 3);
  });
});

describe('a value given in place of another', () => {
  it('sets the royalty aside when an NRI is given, and says so', () => {
    const [first, farmed] = chat([
      'LOE $14/bbl, well cost $6.5MM, EUR 450 Mbbl gross, 100% WI, 20% royalty, 4.6% sev. break-even oil price?',
      'what if we farm out half - WI 50%, NRI 40%?',
    ]);
    // WI/NRI stays 1/0.8: the same break-even price, now from the NRI given.
    expect(input(farmed, 'net_revenue_interest_pct')).toBe(40);
    expect(input(farmed, 'royalty_pct')).toBeNull();
    expect(result(farmed, 'break_even_price_usd_per_bbl')).toBeCloseTo(
      result(first, 'break_even_price_usd_per_bbl'),
      6,
    );
    expect(farmed?.markdown).toContain('Royalty 20 % set aside');
  });
});

describe('a change worded as what a value "goes to" or where the mud is', () => {
  it('"what if APL goes to 420 psi" changes the annular pressure loss of an ECD', () => {
    const [, higher] = chat([
      'ECD check: mud 11.4 ppg, APL 260 psi, TVD 9850 ft',
      'what if APL goes to 420 psi once we pick up rate?',
    ]);
    expect(result(higher, 'ecd_ppg')).toBeCloseTo(11.4 + 420 / (0.052 * 9850), 3);
  });

  it('"the mud in the string were 11.6" is the mud weight, not the string volume', () => {
    const [, heavier] = chat([
      "Took a kick. SIDPP 480, SICP 650, TVD 10,300', MW 11.2. KMW?",
      'what if the mud in the string were 11.6?',
    ]);
    expect(result(heavier, 'kill_mud_weight_ppg')).toBeCloseTo(11.6 + 480 / (0.052 * 10300), 3);
  });
});

describe('a short question adding a figure right after a calculation', () => {
  it('takes the test and reservoir pressure of the PI for the composite IPR', () => {
    const [, composite] = chat([
      'test 900 STB/d at 3300 psia flowing, reservoir 4100 psia. PI?',
      "bubble point is 2600 psia. what's the qmax on the composite IPR?",
    ]);
    // J = 900/800 = 1.125; qb = J(Pr − pb) = 1,687.5; qmax = qb + J·pb/1.8 = 3,312.5 STB/d
    // (Guo, Lyons & Ghalambor, 2007, ch. 3).
    expect(result(composite, 'max_rate_aof')).toBeCloseTo(1687.5 + (1.125 * 2600) / 1.8, 1);
    expect(composite?.markdown).toContain('from the earlier');
  });
});

describe('abandonment conditions after a p/z material balance', () => {
  it('takes "recoverable down to 700 psia abandonment (z 0.95)" as a change, then another', () => {
    const [ogip, recoverable, lower] = chat([
      'p/z: pi 4,000 psia, zi 0.92; 3,400 psia, z 0.87 after 8 Bcf. OGIP?',
      'recoverable down to 700 psia abandonment (z 0.95)?',
      'and at 500 psia abandonment, z 0.97?',
    ]);
    // G = Gp/(1 − (p/z)/(pi/zi)); Gp at abandonment = G(1 − (pa/za)/(pi/zi)) (Craft & Hawkins,
    // Applied Petroleum Reservoir Engineering, 2nd ed., ch. 2, the p/z plot).
    const initial = 4000 / 0.92;
    const g = 8 / (1 - 3400 / 0.87 / initial);
    expect(result(ogip, 'giip_bcf')).toBeCloseTo(g, 2);
    expect(result(recoverable, 'recoverable_bcf')).toBeCloseTo(g * (1 - 700 / 0.95 / initial), 2);
    expect(result(lower, 'recoverable_bcf')).toBeCloseTo(g * (1 - 500 / 0.97 / initial), 2);
    expect(recoverable?.markdown.split('\n')[0]?.match(/Abandonment pressure/g)).toHaveLength(1);
  });
});

describe('p/z surveys written tersely', () => {
  it('reads "p=3100" beside "pi 4000 psia" as a pressure of the survey', () => {
    const [ogip] = chat(['p/z: pi 4200 psia zi .93; after 1.1 Bscf produced p=3300, z=.87. OGIP?']);
    const initial = 4200 / 0.93;
    expect(result(ogip, 'giip_bcf')).toBeCloseTo(1.1 / (1 - 3300 / 0.87 / initial), 2);
  });

  it('takes "zi" and "Gp" as a material balance without the words "p/z"', () => {
    const [g] = chat(['Pi 3800 psia, zi 0.90. Gp 3.1 Bcf at 2900 psia z 0.85. G?']);
    expect(g?.tool).toBe('gas_material_balance_pz');
    expect(result(g, 'giip_bcf')).toBeCloseTo(3.1 / (1 - 2900 / 0.85 / (3800 / 0.9)), 2);
  });
});

describe('a figure the last calculation lacked, added without a word of change', () => {
  it('"running 110 spm, what\'s that in gpm?" adds the speed to a pump output', () => {
    const [, gpm] = chat([
      'triplex, 6" liner x 12" stroke, 95% VE',
      "running 100 spm, what's that in gpm?",
    ]);
    // 0.000243 × 6² × 12 × 0.95 bbl/stk × 100 spm × 42 gal/bbl (Lapeyrouse, 2nd ed., ch. 1).
    expect(result(gpm, 'pump_rate_gpm')).toBeCloseTo(0.000243 * 36 * 12 * 0.95 * 100 * 42, 0);
  });

  it('"at 75% pump eff" adds the efficiency to a rod pump displacement', () => {
    const [pd, actual] = chat([
      '2 in pump, 120 in effective stroke, 7 SPM',
      "at 80% pump eff what'll I actually get?",
    ]);
    // PD = 0.1166 × D² × S × N (API RP 11L).
    expect(result(pd, 'pump_displacement')).toBeCloseTo(0.1166 * 4 * 120 * 7, 0);
    expect(input(actual, 'volumetric_efficiency_pct')).toBe(80);
  });

  it("takes the dead oil's gravity and temperature for its live viscosity", () => {
    const [, live] = chat([
      'dead oil viscosity 30 API at 160 degF?',
      'now saturated with Rs 380 scf/stb — live viscosity?',
    ]);
    expect(input(live, 'api_gravity')).toBe(30);
    expect(input(live, 'temperature_degF')).toBe(160);
    expect(live?.status).toBe('computed');
  });

  it('a severance rate "off that" changes the revenue split, not a tax of its own', () => {
    const [, net] = chat([
      '1,200 bbl at $70, 1/8 royalty, we are 40% WI. our share?',
      'now take 4.6% severance off that',
    ]);
    expect(net?.tool).toBe('revenue_distribution');
    // 1,200 × 70 × 0.40 × (1 − 0.125) × (1 − 0.046).
    expect(result(net, 'net_revenue_usd')).toBeCloseTo(1200 * 70 * 0.4 * 0.875 * 0.954, 0);
  });
});

describe('a follow-up that gives a result of another calculator a value', () => {
  it('"what if the GOR were 650" changes the Rs of a Bo, not a production ratio asked', () => {
    const [, changed] = chat([
      'saturated oil Bo? Rs 480 scf/stb, 165 degF, 34 API, gas gravity 0.75',
      'what if the GOR were 650 instead?',
    ]);
    expect(card(changed).tool).toBe('oil_formation_volume_factor');
    expect(input(changed, 'solution_gor_scf_per_stb')).toBe(650);
    // Standing (1947): Bo = 0.9759 + 0.00012 (Rs (γg/γo)^0.5 + 1.25 T)^1.2, γo = 141.5/(131.5 + 34).
    const gammaO = 141.5 / 165.5;
    const bo = 0.9759 + 0.00012 * (650 * Math.sqrt(0.75 / gammaO) + 1.25 * 165) ** 1.2;
    expect(result(changed, 'oil_fvf')).toBeCloseTo(bo, 3);
  });
});

describe('a choice in words after a calculation', () => {
  it('"it\'s a horizontal vessel actually" changes the separator, not a tank volume', () => {
    const [vertical, horizontal] = chat([
      'Mesh pad K for a separator running 800 psig?',
      "it's a horizontal vessel actually",
    ]);
    expect(card(horizontal).tool).toBe('york_k_factor');
    expect(input(horizontal, 'orientation')).toBe('horizontal');
    // Horizontal vessels take 1.25 × the vertical York K (Svrcek and Monnery, 1993).
    expect(result(horizontal, 'k_factor_ft_per_s')).toBeCloseTo(
      1.25 * result(vertical, 'k_factor_ft_per_s'),
      6,
    );
  });
});

describe('an inhibitor rate asked after its concentration', () => {
  it('"how many lb/d" is a rate: the water rate given completes the injection rate', () => {
    const [, rate] = chat([
      'hydrate point 58 F, coldest seabed temp 38 F. What methanol concentration?',
      '20 bbl/d water, pure methanol injected — how many lb/d?',
    ]);
    // Hammerschmidt: X = 100 ΔT M/(K + ΔT M), ΔT = 20 °F, M = 32.04, K = 2,335; pure methanol
    // per day = water (20 × 350 lb) × X/(100 − X) (GPSA Engineering Data Book, sec. 20).
    const x = (100 * 20 * 32.04) / (2335 + 20 * 32.04);
    expect(card(rate).tool).toBe('hydrate_inhibitor');
    expect(result(rate, 'pure_inhibitor_rate_lb_per_day')).toBeCloseTo(
      (20 * 350 * x) / (100 - x),
      -1,
    );
  });
});

describe('a margin added to an equivalent mud weight', () => {
  it('"0.3 ppg overbalance on top of that" folds the margin into the pressure balanced', () => {
    const [, margin] = chat([
      'RFT pretest 4,950 psi at 8,700 ft TVD. What is that as an equivalent mud weight?',
      'and with 0.3 ppg overbalance on top of that, what mud weight do we run?',
    ]);
    // EMW = p/(0.052 TVD) + margin = 4,950/(0.052 × 8,700) + 0.3 ppg (Lapeyrouse, 2nd ed., ch. 1).
    expect(result(margin, 'mud_weight_ppg')).toBeCloseTo(4950 / (0.052 * 8700) + 0.3, 2);
    expect(margin?.markdown).toContain('0.3 ppg');
  });
});

describe('an FCP from the mud weights alone', () => {
  it('works the FCP without SIDPP when the kill mud is stated, and a change of it', () => {
    // FCP = SCR × KMW/OMW = 580 × 10.4/9.7, then × 10.7/9.7 (IADC surface-stack kill sheet).
    const [fcp, changed] = chat([
      'SCR was 580 psi with 9.7 ppg. We are mixing 10.4 kill mud. FCP?',
      'and if we go with 10.7 kill mud instead?',
    ]);
    expect(result(fcp, 'final_circulating_pressure_psi')).toBeCloseTo((580 * 10.4) / 9.7, 1);
    expect(result(changed, 'final_circulating_pressure_psi')).toBeCloseTo((580 * 10.7) / 9.7, 1);
  });
});

describe('a result of the last calculation asked with the figure it needs', () => {
  it('bottoms-up strokes after the pump output, with the annular volume given', () => {
    // Triplex output = 0.000243 × D² × L × E = 0.000243 × 6.5² × 12 × 0.97 = 0.119504 bbl/stk
    // (Lapeyrouse, 2nd ed., ch. 1); 540 bbl / 0.119504 = 4,518.7 strokes.
    const output = 0.000243 * 6.5 ** 2 * 12 * 0.97;
    const [pump, strokes] = chat([
      'triplex 6-1/2"x12" at 97% - output per stroke?',
      'and strokes to bottoms up if the annulus holds 540 bbl?',
    ]);
    expect(result(pump, 'pump_output_bbl_per_stroke')).toBeCloseTo(output, 5);
    expect(strokes?.tool).toBe('pump_output');
    expect(result(strokes, 'bottoms_up_strokes')).toBeCloseTo(540 / output, 0);
  });
});

describe('the liquid volume a retention time needs', () => {
  it('is asked by name, then in metric, and after a retention time with the new time', () => {
    // V = Q·t/1,440 (Arnold & Stewart, Surface Production Operations vol. 1, 3rd ed., ch. 4).
    const [volume, metric] = chat([
      'want 4 min retention on 3,000 bpd, what liquid volume do we need?',
      'in m3 please',
    ]);
    expect(result(volume, 'required_liquid_volume_bbl')).toBeCloseTo((3000 * 4) / 1440, 4);
    expect(metric?.markdown).toContain((((3000 * 4) / 1440) * 0.158987294928).toFixed(3));
    const [, more] = chat([
      '1,800 bbl/d through a vessel holding 5 bbl of liquid - retention time?',
      'how much liquid volume would I need for 6 min?',
    ]);
    expect(result(more, 'required_liquid_volume_bbl')).toBeCloseTo((1800 * 6) / 1440, 4);
  });
});

describe('a bare figure in a change, near the value it replaces', () => {
  it('"run it at $60" after $70 oil changes the oil price, not the capex or the LOE', () => {
    const question = (price: number) =>
      `PV10 for a 300 bopd well, exponential 35%/yr nominal, 10-yr life, $${price} oil, 80% NRI (100% WI), 4.6% sev, LOE $6k/mo + $4/bbl, capex $1.8MM.`;
    const [, changed] = chat([question(70), 'run it at $60']);
    expect(changed?.markdown).toMatch(
      /^Recalculated with Oil price = 60 US\$\/bbl \(was 70 US\$\/bbl\)/,
    );
    expect(input(changed, 'capex_usd')).toBe(1_800_000);
    const [fresh] = chat([question(60)]);
    expect(result(changed, 'npv_usd')).toBeCloseTo(result(fresh, 'npv_usd'), 0);
  });

  it('"and LOE 8k/mo?" is the lease operating expense, not a decline per month', () => {
    const [, changed] = chat([
      'PV10 for a 300 bopd well, exponential 35%/yr nominal, 10-yr life, $70 oil, 80% NRI, 4.6% sev, LOE $6k/mo, capex $1.8MM.',
      'and LOE 8k/mo?',
    ]);
    expect(changed?.markdown).toMatch(/^Recalculated with LOE = 8,000 US\$\/month/);
    expect(input(changed, 'initial_decline_pct_per_year')).toBe(35);
  });
});

describe('a figure added to or taken from what an input held', () => {
  it('"add 500 gpm on the booster line" adds to the pump rate (Lapeyrouse: AV = 24.5·Q/(Dh² − Dp²))', () => {
    // 19.5 in riser, 5-1/2 in pipe: 24.5 × 1,100/(380.25 − 30.25) = 77.0 ft/min; 1,600 gpm → 112.0.
    const [first, more] = chat([
      'riser AV? 19.5" ID riser, 5-1/2" DP, 1,100 gpm',
      'add 500 gpm on the booster line - new riser AV?',
    ]);
    expect(result(first, 'annular_velocity_ft_per_min')).toBeCloseTo(77.0, 1);
    expect(input(more, 'flow_rate_gpm')).toBe(1600);
    expect(result(more, 'annular_velocity_ft_per_min')).toBeCloseTo(112.0, 1);
  });

  it('"50 psi more" SIDPP raises it by 50 psi, "cut it by 100 gpm" lowers a rate', () => {
    // KMW = OMW + SIDPP/(0.052 × TVD): 10.5 + 550/520 = 11.558 ppg.
    const [, more] = chat([
      'kill mud weight, SIDPP 500 psi, TVD 10000 ft, MW 10.5 ppg',
      'what if SIDPP is 50 psi more',
    ]);
    expect(input(more, 'sidpp_psi')).toBe(550);
    expect(result(more, 'kill_mud_weight_ppg')).toBeCloseTo(11.558, 2);
    const [, less] = chat(['riser AV? 19.5" ID riser, 5-1/2" DP, 1,100 gpm', 'cut it by 100 gpm']);
    expect(input(less, 'flow_rate_gpm')).toBe(1000);
  });
});

describe('an answer to the question back, in the way the chat wrote its pressures', () => {
  it('a bare flowing pressure after "Pr 2,300 psia" is absolute too (Vogel 1968)', () => {
    // qmax = 380/(1 − 0.2·(1,650/2,300) − 0.8·(1,650/2,300)²) = 854.31 STB/d; read as gauge
    // (1,664.7 psia) it would be 871.2.
    const [ask, answer] = chat([
      "Vogel: Pr 2,300 psia, tested 380 bopd. what's qmax?",
      'pwf was 1650',
    ]);
    expect(asksBack(ask)).toBe(true);
    expect(input(answer, 'test_flowing_bhp_psia')).toBe(1650);
    expect(result(answer, 'max_rate_aof')).toBeCloseTo(854.31, 1);
    // Written plainly, the pressures are gauge made absolute: 2,314.7 and 1,664.7 psia.
    const [, gauge] = chat(["Vogel: Pr 2,300 psi, tested 380 bopd. what's qmax?", 'pwf was 1650']);
    expect(input(gauge, 'test_flowing_bhp_psia')).toBeCloseTo(1650 + ATMOSPHERE, 3);
  });
});

describe('a unit the chat asked for before', () => {
  it('leads the next change to the calculation, the field unit beside it', () => {
    // KMW = 10.4 + 550/(0.052 × 11,200) = 11.3444 ppg (Lapeyrouse, ch. 4) = 11.3444 × 0.119826 =
    // 1.3594 SG (1 ppg = 119.826 kg/m³).
    const answer = chat([
      'kick at 11,200 ft TVD, SIDPP 480, SICP 720, MW 10.4 ppg. KMW?',
      'and in SG?',
      'what if sidp was 550',
    ]).at(-1);
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.3444, 3);
    expect(answer?.markdown).toMatch(/\*\*Kill mud weight: 1\.359 SG\*\* \(11\.34 ppg\)/);
  });
});

describe('a new value said with "now"', () => {
  it('is the input named before it, not a rate "now"', () => {
    const [, now] = chat([
      "Kick on the Ross 2. SIDPP 510 psi, SICP 700, TVD 9,800', 10.6 ppg in the hole. KMW?",
      'SIDPP now 590 after it settled. rerun the KMW',
    ]);
    // KMW = OMW + SIDPP / (0.052 × TVD) (API RP 59; IADC WellSharp): 10.6 + 590 / 509.6.
    expect(result(now, 'kill_mud_weight_ppg')).toBeCloseTo(10.6 + 590 / (0.052 * 9800), 3);
  });
});
