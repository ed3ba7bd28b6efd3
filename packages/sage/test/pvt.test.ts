import { describe, expect, it } from 'vitest';
import { asksBack, chat, input, result } from './support';
import { ask } from './chat';

/** Standing (1947) solution GOR: Rs = γg·[(p/18.2 + 1.4)·10^(0.0125·API − 0.00091·T)]^1.2048. */
function standingRs(p: number, gg: number, api: number, t: number): number {
  return gg * ((p / 18.2 + 1.4) * 10 ** (0.0125 * api - 0.00091 * t)) ** 1.2048;
}

/** Standing (1947) Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2. */
function standingBo(rs: number, gg: number, api: number, t: number): number {
  const go = 141.5 / (131.5 + api);
  return 0.9759 + 0.00012 * (rs * Math.sqrt(gg / go) + 1.25 * t) ** 1.2;
}

describe('oil PVT (Standing, Vasquez–Beggs, Beggs–Robinson)', () => {
  it('reads Rs questions in abbreviations: Pb, gg, API, T', () => {
    // Standing's Rs (Ahmed, Reservoir Engineering Handbook, 4th ed., eq. 2-70): 393.6 scf/STB.
    const [answer] = chat(['what is Rs at 2000 psia? 30°API, gg 0.75, T 180F']);
    expect(answer?.tool).toBe('oil_solution_gor');
    expect(result(answer, 'solution_gor')).toBeCloseTo(standingRs(2000, 0.75, 30, 180), 1);
  });

  it('reads a density or SG said of the stock-tank oil as its gravity', () => {
    // Standing's Pb (Ahmed, eq. 2-72), pb = 18.2·[(Rs/γg)^0.83·10^(0.00091·T − 0.0125·API) − 1.4]:
    // Rs 95 sm3/sm3 = 533.39 scf/STB, 820 kg/m3 = SG 0.82 = 41.06 °API, 80 °C = 176 °F → 1,756 psia.
    const api = 141.5 / 0.82 - 131.5;
    const rs = (95 * 35.3147) / 6.289811;
    const pb = 18.2 * ((rs / 0.8) ** 0.83 * 10 ** (0.00091 * 176 - 0.0125 * api) - 1.4);
    const [metric] = chat([
      'Rs 95 sm3/sm3, res temp 80 degC, stock tank oil 820 kg/m3, gas sg 0.80 - bubble point? Standing',
    ]);
    expect(result(metric, 'bubble_point_psia')).toBeCloseTo(pb, -1);
    const [field] = chat(['Rs 500 scf/stb, 180F, crude 0.85 sg, gas sg 0.7, pb?']);
    expect(input(field, 'api_gravity')).toBeCloseTo(141.5 / 0.85 - 131.5, 2);
  });

  it('keeps a comma-separated gas gravity apart from the API gravity after it', () => {
    // Standing's Pb (Ahmed, eq. 2-72) for Rs 500, γg 0.75, 30 °API, 180 °F: 2,444.6 psia.
    const [answer] = chat([
      'bubble point pressure: Rs 500 scf/stb, gas gravity 0.75, 30 API, 180 F',
    ]);
    expect(input(answer, 'gas_specific_gravity')).toBe(0.75);
    expect(input(answer, 'api_gravity')).toBe(30);
    expect(result(answer, 'bubble_point_psia')).toBeCloseTo(2444.6, 0);
  });

  it('reads γg, the Greek name of the gas gravity', () => {
    const [answer] = chat([
      'estimate the bubble-point pressure: Rs = 350 scf/STB, γg = 0.8, API 35, T = 200 F',
    ]);
    expect(input(answer, 'gas_specific_gravity')).toBe(0.8);
  });

  it('chains an oil SG to °API for the correlation and shows both steps', () => {
    // °API = 141.5/SG − 131.5 (API MPMS ch. 11.1): 0.876 → 30.03 °API.
    const [answer] = chat(['Standing Rs at 2000 psia, 0.75 gas gravity, oil SG 0.876, 180 F']);
    const api = 141.5 / 0.876 - 131.5;
    expect(answer?.markdown).toContain('First, the **API gravity**');
    expect(result(answer, 'solution_gor')).toBeCloseTo(standingRs(2000, 0.75, api, 180), 1);
  });

  it('never chains a conversion into its own inverse (an SG to °API to SG)', () => {
    const [answer] = chat([
      'how much dP will I get pumping 3000 bwpd through 2 miles of line? SG 1.05',
    ]);
    expect(answer?.markdown ?? '').not.toMatch(/API gravity/);
  });

  it('chains Rs → Bo when the Bo question gives the pressure instead of the Rs', () => {
    const [answer] = chat(['Bo for a 30 API oil with 0.75 gas gravity at 180 F and 2000 psia']);
    expect(answer?.tool).toBe('oil_formation_volume_factor');
    const rs = standingRs(2000, 0.75, 30, 180);
    expect(result(answer, 'oil_fvf')).toBeCloseTo(standingBo(rs, 0.75, 30, 180), 3);
  });

  it('reads "api" between two numbers as the name of the one after, not a 0.75 °API oil', () => {
    const [answer] = chat(['Bo: Rs 550 gg .75 api 35 T 190']);
    expect(answer?.tool).toBe('oil_formation_volume_factor');
    expect(input(answer, 'api_gravity')).toBe(35);
    expect(result(answer, 'oil_fvf')).toBeCloseTo(standingBo(550, 0.75, 35, 190), 3);
  });

  it('answers "ok and the Bo at that Rs?" from the earlier card', () => {
    const [, bo] = chat([
      'Standing Rs at 2000 psia, 0.75 gas gravity, 30 API, 180 F',
      'ok and the Bo at that Rs?',
    ]);
    expect(bo?.tool).toBe('oil_formation_volume_factor');
    const rs = standingRs(2000, 0.75, 30, 180);
    expect(result(bo, 'oil_fvf')).toBeCloseTo(standingBo(rs, 0.75, 30, 180), 3);
    expect(bo?.markdown).toContain('from the earlier');
  });

  it('changes one input in a follow-up and keeps the rest', () => {
    const [, again] = chat([
      'Standing Rs at 2000 psia, 0.75 gas gravity, 30 API, 180 F',
      'what about at 2500 psia?',
    ]);
    expect(again?.kind).toBe('changed');
    expect(result(again, 'solution_gor')).toBeCloseTo(standingRs(2500, 0.75, 30, 180), 1);
    expect(input(again, 'api_gravity')).toBe(30);
  });

  it('reads metric: bar and °C, and a Vasquez–Beggs request', () => {
    const [answer] = chat(['Vasquez-Beggs Rs at 150 bara and 80 °C, 35 API oil, gas SG 0.8']);
    expect(answer?.tool).toBe('oil_solution_gor');
    expect(input(answer, 'correlation')).toBe('vasquez_beggs');
    expect(input(answer, 'pressure_psia')).toBeCloseTo(150 * 14.5037738, 2);
    expect(input(answer, 'temperature_degF')).toBeCloseTo(176, 6);
  });

  it('corrects a Vasquez–Beggs gas gravity from the separator written "P / T separator"', () => {
    // γgs = γg·[1 + 5.912e-5·API·Tsep·log10(psep/114.7)] (Vasquez & Beggs 1980).
    const gs = 0.78 * (1 + 5.912e-5 * 32 * 80 * Math.log10(150 / 114.7));
    const [answer] = chat([
      'VB solution GOR, 2,200 psia and 190 F, 32 API, gas gravity 0.78 taken at 150 psia / 80 F separator',
    ]);
    expect(input(answer, 'separator_pressure_psia')).toBe(150);
    expect(input(answer, 'separator_temperature_degF')).toBe(80);
    // API > 30: Rs = 0.0178·γgs·p^1.187·exp(23.931·API/(T + 460)).
    expect(result(answer, 'solution_gor')).toBeCloseTo(
      0.0178 * gs * 2200 ** 1.187 * Math.exp((23.931 * 32) / 650),
      0,
    );
  });

  it('uses a gas gravity "corrected to 100 psig" as it is, no pressure of the oil', () => {
    const [answer] = chat([
      'Rs by Vasquez Beggs: 2,000 psia, 160 F, 25 API, gas SG 0.80 corrected to 100 psig',
    ]);
    expect(input(answer, 'pressure_psia')).toBe(2000);
    expect(input(answer, 'separator_pressure_psia') ?? null).toBeNull();
    const [already] = chat([
      'VB Rs, 25 API, gas SG 0.80 (already at 100 psig sep ref), 160 F, 2,000 psia',
    ]);
    expect(result(already, 'solution_gor')).toBeCloseTo(result(answer, 'solution_gor'), 6);
    // API ≤ 30: Rs = 0.0362·γg·p^1.0937·exp(25.724·API/(T + 460)).
    expect(result(answer, 'solution_gor')).toBeCloseTo(
      0.0362 * 0.8 * 2000 ** 1.0937 * Math.exp((25.724 * 25) / 620),
      0,
    );
  });

  it('dead-oil viscosity: Beggs–Robinson μod = 10^X − 1, X = 10^(3.0324 − 0.02023·API)·T^−1.163', () => {
    const [answer] = chat(['viscosity of dead 35 API crude at 150 degF?']);
    const x = 10 ** (3.0324 - 0.02023 * 35) * 150 ** -1.163;
    expect(result(answer, 'dead_oil_viscosity_cp')).toBeCloseTo(10 ** x - 1, 3);
  });

  it('converts °API ↔ SG both ways', () => {
    const [toSg] = chat(['SG of 42 °API condensate?']);
    expect(result(toSg, 'specific_gravity')).toBeCloseTo(141.5 / 173.5, 5);
    const [toApi] = chat(['API of crude with sg 0.85']);
    expect(result(toApi, 'api_gravity')).toBeCloseTo(141.5 / 0.85 - 131.5, 3);
  });

  it('a named correlation is the one used: Glasø', () => {
    const [answer] = chat([
      'Bubble point by Glasø for Rs 600 scf/STB, 0.75 gas gravity, 35 API at 200 F',
    ]);
    expect(input(answer, 'correlation')).toBe('glaso');
    // Glasø (1980): log pb = 1.7669 + 1.7447·log x − 0.30218·(log x)², x = (Rs/γg)^0.816·T^0.172/API^0.989.
    const x = (600 / 0.75) ** 0.816 * (200 ** 0.172 / 35 ** 0.989);
    const logX = Math.log10(x);
    expect(result(answer, 'bubble_point_psia')).toBeCloseTo(
      10 ** (1.7669 + 1.7447 * logX - 0.30218 * logX ** 2),
      0,
    );
  });

  it('a live-oil viscosity asks for the Rs, and a dead-oil one for the temperature', () => {
    const [live, dead] = chat([
      'live oil viscosity for 35 API at 180 F',
      'dead oil viscosity of a 35 API oil',
    ]);
    expect(live?.tool).toBe('live_oil_viscosity');
    expect(asksBack(live)).toBe(true);
    expect(live?.markdown).toMatch(/solution gas-oil ratio/);
    expect(dead?.tool).toBe('dead_oil_viscosity');
    expect(dead?.markdown).toMatch(/the temperature/);
  });

  it('asks back when the gas gravity and temperature are missing', () => {
    const [answer] = chat(['bubble point pressure for Rs 500 scf/stb and 30 API']);
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/gas specific gravity/);
  });
});

describe('gas PVT', () => {
  it('a molecular weight written "Ma" or "g/mol" gives the gas density from the real-gas law', () => {
    // ρ = p·M/(z·R·T) (McCain, The Properties of Petroleum Fluids, 2nd ed., ch. 3): 50 bara,
    // M 21.2 g/mol, z 0.88, 45 °C → 5.0e6 × 0.0212/(0.88 × 8.314462 × 318.15) kg/m³.
    const [si] = chat(['density of a 21.2 g/mol gas at 50 bara and 45 C, z 0.88?']);
    expect(result(si, 'gas_density_kg_per_m3')).toBeCloseTo(
      (5.0e6 * 0.0212) / (0.88 * 8.314462 * 318.15),
      1,
    );
    const [field] = chat(['Ma 18.9, 900 psia, 90 F, z 0.92. gas density in lb/ft3?']);
    // ρ = p·M/(z·R·T) with R = 10.7316 psia·ft³/(lb-mol·°R): 900 × 18.9/(0.92 × 10.7316 × 549.67).
    expect(input(field, 'molecular_weight')).toBe(18.9);
    // A Z-factor of a gas given by its molecular weight: γg = Ma/28.9625.
    const [z] = chat(['z factor for a gas with MW 20.3 at 2000 psia and 150 F?']);
    expect(input(z, 'gas_specific_gravity')).toBeCloseTo(20.3 / 28.9625, 6);
    expect(result(field, 'gas_density')).toBeCloseTo((900 * 18.9) / (0.92 * 10.7316 * 549.67), 2);
  });

  it('z-factor by DAK, with a follow-up that changes the pressure', () => {
    // Bank values worked from Dranchuk & Abou-Kassem (1975) with Sutton's pseudo-criticals.
    const [first, second] = chat(['z-factor? gg 0.7, p 2000 psia, T 150F', 'and at 3000 psia?']);
    expect(result(first, 'z_factor')).toBeCloseTo(0.8329, 3);
    // A pure number is stated without a unit word.
    expect(first?.markdown).toMatch(/^\*\*Gas compressibility factor z: 0\.833\*\*/);
    expect(second?.kind).toBe('changed');
    expect(result(second, 'z_factor')).toBeCloseTo(0.8408, 3);
  });

  it('"and the gas viscosity?" takes the pressure, temperature and gravity of the Z-factor card', () => {
    const [, viscosity] = chat([
      'z factor of a 0.7 gravity gas at 2000 psia and 150 F',
      'and the gas viscosity?',
    ]);
    expect(viscosity?.tool).toBe('gas_viscosity');
    expect(input(viscosity, 'pressure_psia')).toBe(2000);
    expect(input(viscosity, 'temperature_degF')).toBe(150);
    expect(input(viscosity, 'gas_specific_gravity')).toBe(0.7);
  });

  it('pseudo-criticals by Sutton: Tpc = 169.2 + 349.5γ − 74γ², Ppc = 756.8 − 131γ − 3.6γ²', () => {
    const [answer] = chat(['Tpc and Ppc of a 0.7 SG gas?']);
    expect(result(answer, 'pseudo_critical_temperature')).toBeCloseTo(
      169.2 + 349.5 * 0.7 - 74 * 0.49,
      2,
    );
    expect(result(answer, 'pseudo_critical_pressure')).toBeCloseTo(
      756.8 - 131 * 0.7 - 3.6 * 0.49,
      2,
    );
  });

  it('reads "z .88 in rm3/sm3" as a Z and the unit asked, not an inch', () => {
    // Bg = (p_sc/T_sc)·z·T/p = (14.7/519.67) × 0.88 × (90 °C = 653.67 °R)/(150 bar = 2,175.57 psia).
    const [answer] = chat(['Bg at 150 bar(a) 90C z .88 in rm3/sm3']);
    expect(input(answer, 'z_factor')).toBe(0.88);
    expect(answer?.markdown).toMatch(/Bg: 0\.00748 rm³\/Sm³/);
  });

  it('leads with the Bg once, in the unit asked', () => {
    // Bg = 0.02827·z·T/p ft³/scf = 0.02827 × 0.92 × 640/2,500 = 0.0066582; ÷ 5.6146 × 1,000 rb/Mscf.
    const [answer] = chat(['Bg in rb/Mscf at 2,500 psia and 180 F if z is 0.92']);
    const lead = answer?.markdown.split('\n#### ')[0] ?? '';
    expect(lead.match(/\*\*Gas formation volume factor Bg: /g)).toHaveLength(1);
    expect(lead).toMatch(/Bg: 1\.18\d? (?:rb|bbl)\/Mscf/);
  });

  it('gas density for a known z: ρ = p·28.97γ/(z·R·T)', () => {
    const [answer] = chat(['gas density at 2000 psia and 140 F, z 0.78, gas gravity 0.72']);
    expect(answer?.tool).toBe('gas_fvf_and_density');
    expect(result(answer, 'gas_density')).toBeCloseTo(
      (2000 * 28.97 * 0.72) / (0.78 * 10.7316 * 599.67),
      1,
    );
  });

  it('gas viscosity uses the z stated, or the density stated (Lee–Gonzalez–Eakin)', () => {
    // Ahmed, Reservoir Engineering Handbook, 4th ed., ch. 2, LGE example: 0.72 gas, 2,000 psia,
    // 140 °F, z 0.78 → 0.0173 cP; 8.3 lb/ft³ (0.132953 g/cm³) at 140 °F → 0.0172543 cP by hand.
    const [withZ] = chat(['gas viscosity for 0.72 gas at 2,000 psia and 140 F with z 0.78']);
    expect(input(withZ, 'z_factor')).toBe(0.78);
    expect(result(withZ, 'gas_viscosity_cp')).toBeCloseTo(0.0173, 4);
    const [withDensity] = chat([
      'Lee-Gonzalez-Eakin viscosity of the gas: 0.72 SG, 140 °F, density 8.3 lb/ft3',
    ]);
    expect(input(withDensity, 'gas_density_lb_per_ft3')).toBe(8.3);
    expect(result(withDensity, 'gas_viscosity_cp')).toBeCloseTo(0.0172543, 5);
  });

  it('a question that opens with "viscosity of" asks the viscosity, with a z given or not', () => {
    // Ahmed's LGE example (above): 0.72 gas at 2,000 psia and 140 °F with z 0.78 → 0.0173 cP. A
    // z given is not a reason to offer the gas FVF and density instead.
    for (const question of [
      'viscosity of a 0.72 gravity gas at 2,000 psia and 140 F? z = 0.78',
      'what is the viscosity at 2000 psia, 140 degF for 0.72 SG gas, z factor 0.78',
    ]) {
      const [answer] = chat([question]);
      expect(answer?.tool).toBe('gas_viscosity');
      expect(result(answer, 'gas_viscosity_cp')).toBeCloseTo(0.0173, 4);
    }
  });

  it('a new gas with its own pressure and temperature is a new question, not a change of gravity', () => {
    const [, bg] = chat([
      "what's the z-factor of a 0.62 gravity gas at 1,450 psig and 95°F",
      'Bg in rb/Mscf for 0.7 gas at 2500 psia 180F',
    ]);
    expect(bg?.kind).toBe('new');
    expect(input(bg, 'pressure_psia')).toBe(2500);
    expect(input(bg, 'temperature_degF')).toBe(180);
  });

  it('API gravity from a density in kg/m³', () => {
    const [answer] = chat(['API gravity of condensate with density 780 kg/m3']);
    expect(result(answer, 'api_gravity')).toBeCloseTo(141.5 / 0.78 - 131.5, 2);
  });

  it('asks for the gas gravity rather than assuming one', () => {
    const [answer] = chat(['z factor at 2000 psia and 150 F']);
    expect(asksBack(answer)).toBe(true);
  });
});

describe('a correlation’s pressure and gravity, however they are named', () => {
  // 1 bar = 14.5037738 psi, 1 MPa = 145.037738 psi (NIST SP 811); atmosphere 14.696 psi.
  it('takes a BHP named for a Z-factor as the pressure it is worked at', () => {
    const answer = ask('z factor? BHP 2850 psig, BHT 175, gas grav .68 sweet');
    expect(input(answer, 'pressure_psia')).toBeCloseTo(2850 + 14.696, 3);
    expect(input(answer, 'gas_specific_gravity')).toBe(0.68);
  });

  it('takes a flowing BHP for a solution GOR, in metric', () => {
    const answer = ask(
      'Standing Rs please, metric: FBHP 138 barg (below Pb), BHT 82 °C, 35 API, gas SG 0.75. Answer in m3/m3.',
    );
    expect(input(answer, 'pressure_psia')).toBeCloseTo(138 * 14.5037738 + 14.696, 2);
  });

  it('reads a "rel density" as the gas’s gravity, and leads with the Z asked', () => {
    const answer = ask('Z at 24 MPa abs and 95 C, gas rel density 0.65');
    expect(input(answer, 'gas_specific_gravity')).toBe(0.65);
    expect(input(answer, 'pressure_psia')).toBeCloseTo(24 * 145.037738, 2);
    expect(answer?.markdown).toMatch(/^\*\*Gas compressibility factor z/);
  });
});
