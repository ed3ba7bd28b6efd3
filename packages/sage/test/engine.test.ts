import { describe, expect, it } from 'vitest';
import { card, chat, FT_PER_M, input, PPG_PER_SG, PSI_PER_BAR, result } from './chat';

describe('a calculation written as field reports are', () => {
  it('reads bare numbers named by their roles, in the field units of the message', () => {
    // KMW = OMW + SIDPP/(0.052 × TVD) (Bourgoyne et al., ADE 1986, eq. 4.83):
    // 10.5 + 650/(0.052 × 10,000) = 11.75 ppg.
    const [answer] = chat(["SIDPP 650, OMW 10.5, TVD 10,000'. KMW?"]);
    expect(answer?.tool).toBe('kill_mud_weight');
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(11.75, 6);
    expect(answer?.markdown).toContain('650 read as 650 psi');
  });

  it('answers a metric MAASP in the unit asked', () => {
    // MAASP = (LOT EMW − MW) × 0.052 × shoe TVD (API RP 59 / IWCF): (1.78 − 1.45) SG ×
    // 0.0980665 bar/m per SG × 1,850 m = 59.87 bar (59.93 with the 0.052 field constant).
    const [answer] = chat([
      'Shoe at 1,850 m TVD, LOT 1.78 SG EMW, drilling with 1.45 SG. MAASP in bar?',
    ]);
    expect(answer?.markdown).toMatch(
      /^\*\*Maximum allowable annular surface pressure[^*]*: 59\.9\d bar\*\*/,
    );
    const psi = result(answer, 'maasp_psi');
    expect(psi / PSI_PER_BAR).toBeCloseTo(
      ((1.78 - 1.45) * PPG_PER_SG * 0.052 * 1850 * FT_PER_M) / PSI_PER_BAR,
      3,
    );
  });

  it('asks which number is which rather than choosing between two mud weights', () => {
    const [answer] = chat([
      'we have 1.29 and 1.35 sg in the pits, SIDPP 28 bar, TVD 3,050 m. KMW?',
    ]);
    expect(answer?.status).toBe('clarify');
    expect(answer?.markdown).toContain('Which of');
  });

  it('never takes a measured depth for the true vertical depth', () => {
    const [answer] = chat(["hydrostatic at TD? 13.1 ppg, TD 14,780' MD"]);
    expect(answer?.status).toBe('needs_input');
    expect(answer?.markdown).toContain('true vertical depth');
  });

  it('says when the question asks for an input the calculation works forward from', () => {
    const [answer] = chat([
      'MW 12.4 ppg at 9,500 ft TVD; how much annular friction can we take before the ECD hits 13.1?',
    ]);
    expect(answer?.status).toBe('clarify');
    expect(answer?.markdown).toContain('annular pressure loss');
  });
});

describe('follow-ups read the conversation from its cards', () => {
  it("fills the field Sage asked for and keeps what it had: Vogel's reservoir pressure", () => {
    // qmax = q/(1 − 0.2 pwf/Pr − 0.8 (pwf/Pr)²) (Vogel 1968, JPT 20(1)), gauge + 14.696:
    // 320/(1 − 0.2 × 814.696/2,414.696 − 0.8 × (814.696/2,414.696)²) = 380.3 STB/d.
    const [first, second] = chat([
      'Vogel: test rate 320 bopd at 800 psi flowing BHP',
      'Pr = 2400 psi',
    ]);
    expect(first?.status).toBe('needs_input');
    expect(second?.status).toBe('computed');
    expect(input(second, 'test_rate_stb_per_day')).toBe(320);
    expect(input(second, 'test_flowing_bhp_psia')).toBeCloseTo(814.696, 6);
    expect(input(second, 'reservoir_pressure_psia')).toBeCloseTo(2414.696, 6);
    const ratio = 814.696 / 2414.696;
    expect(result(second, 'max_rate_aof')).toBeCloseTo(
      320 / (1 - 0.2 * ratio - 0.8 * ratio ** 2),
      3,
    );
  });

  it('changes the input named and says so in the units of the chat', () => {
    // KMW = 1.18 SG + 41 bar/(0.0980665 bar/m × 2,670 m) = 1.3366 SG (the field constant gives
    // the same within 0.1 %).
    const [, second] = chat([
      'quick one: SIDPP 33 bar, mud 1.18 sg, TVD 2,670 m. KMW?',
      'sorry, misread the gauge - SIDPP is actually 41 bar',
    ]);
    expect(second?.kind).toBe('changed');
    expect(second?.markdown).toContain('SIDPP = 41 bar (was 33 bar)');
    expect(result(second, 'kill_mud_weight_ppg') / PPG_PER_SG).toBeCloseTo(1.3366, 2);
    const text = (second?.markdown ?? '').replace(/```calc\n.*\n```/g, '');
    expect(text).not.toMatch(/sidpp_psi|`[a-z_]+`/);
  });

  it('keeps the result the first question named when the inputs arrive later', () => {
    // MAASP = (EMW − MW now) × 0.052 × shoe TVD; EMW = 10.4 + 1,150/(0.052 × 7,900) = 13.1994
    // ppg; MAASP = (13.1994 − 12.6) × 0.052 × 7,900 = 246.2 psi.
    const [, second] = chat([
      'MAASP? LOT was 1,150 psi at surface on the 9-5/8 shoe, 7,900 ft TVD. running 12.6 ppg now',
      'LOT was shot with 10.4 ppg in the hole',
    ]);
    expect(second?.markdown).toMatch(
      /^\*\*Maximum allowable annular surface pressure[^*]*: 246\.2 psi\*\*/,
    );
  });

  it('shows the last answer in other units on request', () => {
    const [, second] = chat([
      'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'in metric',
    ]);
    expect(second?.kind).toBe('units');
    expect(card(second).in_your_units?.some((value) => value.unit === 'kg/m³')).toBe(true);
  });

  it('does not guess which input a bare pressure changes after a kill weight', () => {
    const [, second] = chat([
      'kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'try 600 psi',
    ]);
    expect(second?.kind).not.toBe('changed');
  });
});

describe('an input asked for with the figure it must give', () => {
  it('solves the pump speed for a rate at an efficiency (API RP 11L: q = 0.1166·D²·S·N·E)', () => {
    // N = 250/(0.1166 × 1.5² × 144 × 0.80) = 8.2716 SPM.
    const [answer] = chat(['1.5 in plunger, 144 in stroke, 80% eff — what SPM for 250 bfpd?']);
    expect(answer?.markdown).toMatch(/^\*\*Pump speed needed: 8\.27\d? SPM\*\*/);
    expect(result(answer, 'pumping_speed_spm_needed')).toBeCloseTo(8.2716, 3);
    expect(answer?.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('solves the depth a mud column reaches a pressure at: TVD = P/(0.052 × MW)', () => {
    // 4,500/(0.052 × 10.5) = 8,241.76 ft.
    const [answer] = chat(['what TVD gives 4,500 psi with 10.5 ppg mud?']);
    expect(result(answer, 'tvd_ft_needed')).toBeCloseTo(8241.76, 1);
  });

  it('says it works forward when no speed in the pump’s range gives the rate asked', () => {
    // 0.1166 × 1.25² × 64 × 0.8 × N: even at the calculator's top speed, far from 40,000 bfpd.
    const [answer] = chat(['1.25 in plunger, 64 in stroke, 80% eff — what SPM for 40,000 bfpd?']);
    expect(answer?.status).toBe('clarify');
    expect(answer?.markdown).toMatch(/I work it forward/);
  });

  it('says it works forward when the figure to reach is not given', () => {
    const [answer] = chat(['1.5 in plunger and 144 in stroke, what SPM do I need?']);
    expect(answer?.status).toBe('clarify');
    expect(answer?.markdown).toMatch(/I work it forward/);
  });

  it('takes a bottom-hole pressure as the pressure a mud weight must balance', () => {
    // EMW = P/(0.052 × TVD) = 5,200/(0.052 × 9,800) = 10.204 ppg.
    const [answer] = chat([
      'mud weight needed for a 5,200 psi bottom hole pressure at 9,800 ft TVD?',
    ]);
    expect(result(answer, 'mud_weight_ppg')).toBeCloseTo(10.204, 3);
  });
});

describe('follow-ups that move on or stay', () => {
  it('a kick on another well takes none of the last well’s figures', () => {
    const [, other] = chat([
      'KMW for SIDPP 520, MW 11.2, TVD 11,400?',
      'ok the other well on the pad kicked too: SIDPP 380 with 11.2 ppg mud. KMW for that one?',
    ]);
    expect(other?.status).toBe('needs_input');
    expect(other?.markdown).toMatch(/true vertical depth/);
  });

  it('a change asked by the last calculation’s name stays with it', () => {
    // Break-even P = WI·(LOE + capex/R)/(NRI·(1 − s)): 0.6 × (14 + 6,000,000/450,000)/(0.6 × 0.8 ×
    // 0.954) = 35.81 $/bbl (Mian, Project Economics, ch. 4).
    const [first, second] = chat([
      'break-even oil price: $6MM well, 450,000 bbl EUR, LOE $14/bbl, 100% WI, 1/8 royalty, 4.6% severance',
      'what if we only keep 60% WI and the royalty is 20%? break-even then?',
    ]);
    expect(input(first, 'capex_usd')).toBe(6e6);
    expect(second?.tool).toBe('break_even_price');
    expect(result(second, 'break_even_price_usd_per_bbl')).toBeCloseTo(35.81, 2);
  });

  it('a Bo asked after its Rs, each by Standing, is the Bo worked through the Rs', () => {
    const [answer] = chat([
      'Saturated crude at 2,400 psia and 170 F, 34 API, 0.8 gas gravity: Rs by Standing, then Standing’s Bo. Bo?',
    ]);
    expect(answer?.tool).toBe('oil_formation_volume_factor');
    expect(answer?.markdown).toMatch(/^First, the \*\*solution gas-oil ratio Rs\*\*/);
  });

  it('a net cash flow asked is neither a production tax nor an interest', () => {
    const [answer] = chat([
      'Texas lease, five months of oil: 2,800, 2,500, 2,250, 2,050, 1,900 bbl at $68, 1/5 royalty, 100% WI, TX oil tax, LOE $15k/month, $400k workover. Net cash flow, undiscounted?',
    ]);
    expect(answer?.tool).not.toBe('texas_severance_tax');
    expect(answer?.tool).not.toBe('net_revenue_interest');
  });
});

describe('figures named by where or how they were read', () => {
  it('a pressure "at the wellhead" is the wellhead pressure; "70 F avg" a temperature', () => {
    const [esp] = chat([
      'ESP: 1,800 BFPD, pump at 6,500 ft, fluid level 4,900 ft, 120 psi at the wellhead, 2.441 ID tubing, SG 1.02. TDH?',
    ]);
    expect(input(esp, 'wellhead_pressure_psi')).toBe(120);
    const [line] = chat([
      'Weymouth: 10" line, ID 10.02", 15 miles, 900 psia in, 600 psia out, SG 0.62, 65 F avg, z 0.91. MMscfd?',
    ]);
    expect(input(line, 'temperature_degF')).toBe(65);
  });

  it('a critical rate asked by its method leads with that method’s figure', () => {
    const [answer] = chat([
      'gas well, 1.995 ID tubing, 150 psia flowing at the wellhead, 85 F, SG 0.62, z 0.98, making water. Coleman rate?',
    ]);
    expect(answer?.markdown).toMatch(/^\*\*Coleman critical gas rate: /);
  });
});
