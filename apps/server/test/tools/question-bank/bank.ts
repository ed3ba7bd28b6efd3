import type { CalculatorFamily } from '@petrosage/oilfield';

/**
 * The question bank: questions worded as engineers type them, each in several paraphrases, in
 * field and metric units, single questions, chained ones and follow-ups in one chat, and
 * questions that lack an input and must be asked back. Every expected value is worked by hand
 * from the cited formula or taken from the cited book example — none is read off the engine.
 */

export interface Expected {
  /** The label of the result row (or "In your units" line) that carries the answer. */
  label: RegExp;
  value: number;
  /** The unit it must be stated in, when the question asks for one. */
  unit?: RegExp;
  /** Relative tolerance; 0.5 % unless a correlation or a constant's rounding needs more. */
  tolerance?: number;
}

export interface BankCase {
  id: string;
  family: CalculatorFamily;
  /** Each entry is one question, or one chat (the last reply is graded). */
  questions: readonly (string | readonly string[])[];
  /** The number the answer must state, or 'ask': the question lacks an input and must be asked back. */
  expect: Expected | 'ask';
}

export const bank: readonly BankCase[] = [
  // ——— drilling ———
  {
    // P = 0.052 × MW × TVD (Bourgoyne et al., Applied Drilling Engineering, 1986, eq. 4.3):
    // 0.052 × 9.5 × 8,000 = 3,952 psi.
    id: 'hydrostatic-field',
    family: 'drilling',
    questions: [
      'What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?',
      'hydrostatic at 8,000 ft TVD with 9.5 ppg mud',
      'BHP from a 9.5 lb/gal mud column, 8000 ft true vertical depth?',
      'how much hydrostatic does 9.5 ppg give me at 8000ft',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 3952 },
  },
  {
    // P = ρ·g·h = 1,200 kg/m³ × 9.80665 m/s² × 2,500 m = 29.42 MPa = 294.20 bar
    // (SI definition of hydrostatic pressure; 1 bar = 10⁵ Pa). 0.5 % covers the 0.052 field constant.
    id: 'hydrostatic-metric',
    family: 'drilling',
    questions: [
      'hydrostatic of 1.2 SG mud at 2500 m in bar',
      'What hydrostatic pressure in bar does a 1.20 sg mud give at 2,500 m TVD?',
      'hydrostatic pressure, mud 1200 kg/m3, depth 2500 m, answer in bar',
      'mud 1.2 s.g., 2500 m vertical depth: hydrostatic in bar?',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 294.2, unit: /^bar$/ },
  },
  {
    // 0.052 × 12.5 × 8,000 = 5,200 psi (as above): the follow-up changes the mud weight only.
    id: 'hydrostatic-follow-up-mud',
    family: 'drilling',
    questions: [
      ['What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?', 'make it 12.5 ppg'],
      ['hydrostatic at 8,000 ft TVD with 9.5 ppg mud', 'what about 12.5 ppg?'],
      ['hydrostatic at 8000 ft with 9.5 ppg', 'use 12.5 ppg mud instead'],
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 5200 },
  },
  {
    // 0.052 × 9.5 × 10,000 = 4,940 psi: the follow-up changes the depth only.
    id: 'hydrostatic-follow-up-depth',
    family: 'drilling',
    questions: [
      ['What is the hydrostatic pressure of 9.5 ppg mud at 8000 ft?', 'what about at 10,000 ft?'],
      ['hydrostatic at 8,000 ft TVD with 9.5 ppg mud', 'and at 10000 ft?'],
      ['hydrostatic of 9.5 ppg at 8000 ft', 'make it 10,000 ft TVD'],
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 4940 },
  },
  {
    // 1.2 SG × 9.80665 kPa/m per SG × 3,000 m = 353.04 bar; the chat stays metric.
    id: 'hydrostatic-follow-up-metric',
    family: 'drilling',
    questions: [
      ['hydrostatic of 1.2 SG mud at 2500 m in bar', 'what about 3000 m?'],
      ['hydrostatic pressure in bar, 1.2 sg mud, 2500 m TVD', 'and at 3,000 m?'],
      ['hydrostatic, mud 1200 kg/m3 at 2500 m, in bar', 'make it 3000 m'],
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 353.04, unit: /^bar$/ },
  },
  {
    id: 'hydrostatic-missing-mud',
    family: 'drilling',
    questions: [
      'hydrostatic pressure at 8000 ft?',
      'what is the hydrostatic at 10,000 ft TVD',
      'hydrostatic pressure at 2500 m',
    ],
    expect: 'ask',
  },
  {
    // gradient = 0.052 × MW (Bourgoyne eq. 4.3 per foot): 0.052 × 10 = 0.52 psi/ft.
    id: 'gradient-of-mud',
    family: 'drilling',
    questions: [
      'gradient of 10 ppg mud in psi/ft?',
      'what is the pressure gradient of a 10 lb/gal mud',
      'psi/ft for 10 ppg',
      'convert 10 ppg mud weight to a gradient',
    ],
    expect: { label: /^Pressure gradient$/, value: 0.52 },
  },
  {
    // MW = gradient ÷ 0.052 (Bourgoyne eq. 4.3 inverted): 0.65 ÷ 0.052 = 12.5 ppg.
    id: 'mud-from-gradient',
    family: 'drilling',
    questions: [
      'what mud weight gives a 0.65 psi/ft gradient',
      'mud weight equivalent of 0.65 psi/ft?',
      'convert a 0.65 psi/ft pressure gradient to ppg',
    ],
    expect: { label: /^Mud weight$/, value: 12.5 },
  },
  {
    // Annular capacity = (Dh² − Dp²)/1029.4 bbl/ft (Lapeyrouse, Formulas and Calculations for
    // Drilling, 2nd ed., ch. 1): (8.5² − 5²)/1029.4 × 3,000 = 47.25/1029.4 × 3,000 = 137.70 bbl.
    id: 'annular-volume',
    family: 'drilling',
    questions: [
      'annular volume between 8.5 in hole and 5 in drill pipe, 3000 ft',
      'annular volume: 8-1/2" hole, 5" DP, 3,000 ft',
      'how many bbl in the annulus, 8.5 inch hole with 5 inch pipe over 3000 ft?',
    ],
    expect: { label: /^Annular volume$/, value: 137.7, unit: /^bbl$/ },
  },
  {
    // Triplex output = 0.000243 × D² × L × eff bbl/stk (Lapeyrouse, 2nd ed., ch. 1):
    // 0.000243 × 6² × 12 × 0.95 = 0.099727 bbl/stk.
    id: 'pump-output',
    family: 'drilling',
    questions: [
      'triplex pump output: 6 in liner, 12 in stroke, 95% efficiency',
      'bbl/stk for a triplex with 6" liners and 12" stroke at 95 % efficiency',
      'pump output of a triplex pump, liner 6 in, stroke length 12 in, 95 % volumetric efficiency',
    ],
    expect: { label: /^Pump output$/, value: 0.099727, unit: /^bbl\/stk$/ },
  },

  // ——— well control ———
  {
    // KMW = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, 2nd ed., ch. 4): 10.2 + 520/520 = 11.2 ppg.
    id: 'kill-mud-weight',
    family: 'well_control',
    questions: [
      'What kill mud weight do I need? SIDPP 520 psi at 10,000 ft TVD, current mud 10.2 ppg',
      'kill weight for a kick: shut-in drill pipe pressure 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      'KMW? 10.2 ppg in the hole, SIDPP 520 psi, TVD 10000 ft',
      'we took a kick, SIDPP 520, TVD 10000 ft, MW 10.2 ppg. what kill mud?',
    ],
    expect: { label: /^Kill mud weight$/, value: 11.2 },
  },
  {
    // Lapeyrouse, 2nd ed., ch. 4, worked example: 200 ÷ 0.052 ÷ 10,000 + 9.6 = 9.98 ppg.
    id: 'kill-mud-weight-lapeyrouse',
    family: 'well_control',
    questions: [
      'kill mud weight with SIDPP 200 psi, TVD 10,000 ft and 9.6 ppg mud',
      'SIDPP = 200 psi, TVD = 10000 ft, OMW = 9.6 ppg. Kill weight mud?',
      'what KWM do I need with 9.6 ppg mud, 200 psi SIDPP and 10,000 ft TVD',
    ],
    expect: { label: /^Kill mud weight$/, value: 9.9846, tolerance: 0.001 },
  },
  {
    // 10.2 + 600/(0.052 × 10,000) = 11.3538 ppg: the follow-up changes the SIDPP.
    id: 'kill-mud-weight-follow-up',
    family: 'well_control',
    questions: [
      ['kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud', 'what if SIDPP is 600 psi?'],
      ['kill mud weight: SIDPP 520 psi, 10,000 ft TVD, 10.2 ppg mud', 'SIDPP 600 psi instead'],
      ['KMW? 10.2 ppg in the hole, SIDPP 520 psi, TVD 10000 ft', 'use 600 psi SIDPP'],
    ],
    expect: { label: /^Kill mud weight$/, value: 11.3538, tolerance: 0.001 },
  },
  {
    // SI: Δρ = SIDPP/(g·TVD) = 35×10⁵ Pa/(9.80665 × 3,000 m) = 118.97 kg/m³ = 0.1190 SG;
    // KMW = 1.20 + 0.1190 = 1.3190 SG = 1.3190 × 8.3454 = 11.007 ppg.
    id: 'kill-mud-weight-metric',
    family: 'well_control',
    questions: [
      'kill mud weight: SIDPP 35 bar, TVD 3000 m, current mud 1.20 SG',
      'we shut in with 35 bar on the drill pipe, 3,000 m TVD, mud 1.2 sg. kill mud weight?',
      'KMW for SIDPP 35 bar at 3000 m TVD with 1200 kg/m3 mud',
    ],
    expect: { label: /^Kill mud weight$/, value: 11.007, unit: /^ppg$/ },
  },
  {
    id: 'kill-mud-weight-missing',
    family: 'well_control',
    questions: [
      'kill mud weight: SICP 700 psi, TVD 10,000 ft, mud 10.2 ppg',
      'what kill mud weight for SIDPP 520 psi?',
      'kill weight mud with 10.2 ppg in the hole at 10,000 ft',
    ],
    expect: 'ask',
  },
  {
    // ICP = SCR + SIDPP = 800 + 500 = 1,300 psi (Lapeyrouse, 2nd ed., ch. 4).
    id: 'kill-sheet-icp',
    family: 'well_control',
    questions: [
      'ICP and FCP: SCR 800 psi at 30 spm, SIDPP 500 psi, OMW 10 ppg, TVD 10000 ft',
      'initial circulating pressure with slow pump pressure 800 psi and SIDPP 500 psi, 10 ppg mud, 10,000 ft TVD',
      'kill sheet: SIDPP 500, slow circulating rate pressure 800 psi, mud 10 ppg, TVD 10000 ft — ICP?',
    ],
    expect: { label: /\(ICP\)/, value: 1300 },
  },
  {
    // FCP = SCR × KMW/OMW, KMW = 10 + 500/(0.052 × 10,000) = 10.9615 (Lapeyrouse, 2nd ed., ch. 4):
    // 800 × 10.9615/10 = 876.92 psi.
    id: 'kill-sheet-fcp',
    family: 'well_control',
    questions: [
      'FCP for SCR 800 psi, SIDPP 500 psi, 10 ppg mud, 10,000 ft TVD',
      'final circulating pressure: slow pump rate pressure 800 psi, SIDPP 500 psi, OMW 10 ppg, TVD 10000 ft',
      'ICP and FCP: SCR 800 psi at 30 spm, SIDPP 500 psi, OMW 10 ppg, TVD 10000 ft',
    ],
    expect: { label: /\(FCP\)/, value: 876.92 },
  },
  {
    // MAASP = (LOT EMW − MW) × 0.052 × shoe TVD (Lapeyrouse, 2nd ed., ch. 4):
    // (14.5 − 11) × 0.052 × 5,000 = 910 psi.
    id: 'maasp',
    family: 'well_control',
    questions: [
      'MAASP with 11 ppg mud, fracture gradient 14.5 ppg equivalent at shoe 5000 ft TVD',
      'MAASP: LOT 14.5 ppg EMW, shoe at 5,000 ft TVD, current mud 11 ppg',
      'max allowable annular surface pressure, shoe 5000 ft TVD, leak-off 14.5 ppg, mud weight 11 ppg',
    ],
    expect: { label: /\(MAASP\)/, value: 910 },
  },

  // ——— gas PVT ———
  {
    // Sutton (1985), SPE 14265: Tpc = 169.2 + 349.5γ − 74.0γ² = 169.2 + 244.65 − 36.26 = 377.59 °R;
    // Ppc = 756.8 − 131.0γ − 3.6γ² = 756.8 − 91.7 − 1.764 = 663.34 psia.
    id: 'pseudo-critical',
    family: 'gas_pvt',
    questions: [
      'pseudo critical properties for gas gravity 0.7',
      'Tpc and Ppc of a 0.7 SG gas?',
      'pseudocritical temperature for a 0.70 gravity natural gas',
    ],
    expect: { label: /^Pseudo-critical temperature/, value: 377.59 },
  },
  {
    // Dranchuk–Abou-Kassem (1975) solved by hand-coded bisection on ρr with Sutton's Tpc/Ppc:
    // Ppr = 2,000/663.34 = 3.015, Tpr = 609.67/377.59 = 1.615 → z = 0.8329; the Standing–Katz
    // chart (GPSA Engineering Data Book, 13th ed., fig. 23-4) reads 0.83 at that point.
    id: 'z-factor',
    family: 'gas_pvt',
    questions: [
      'z factor of a 0.7 gravity gas at 2000 psia and 150 F',
      'what is Z for 0.7 SG gas, 2,000 psia, 150 °F?',
      'gas compressibility factor at 2000 psia and 150 degF, gas gravity 0.70',
      'z-factor? gg 0.7, p 2000 psia, T 150F',
    ],
    expect: { label: /compressibility factor z/, value: 0.8329, tolerance: 0.01 },
  },
  {
    // As above at 3,000 psia: Ppr = 4.523, Tpr = 1.615 → DAK z = 0.8408.
    id: 'z-factor-follow-up',
    family: 'gas_pvt',
    questions: [
      ['z factor of a 0.7 gravity gas at 2000 psia and 150 F', 'what about at 3,000 psia?'],
      ['z-factor? gg 0.7, p 2000 psia, T 150F', 'and at 3000 psia?'],
      ['what is Z for 0.7 SG gas, 2,000 psia, 150 °F?', 'make it 3000 psia'],
    ],
    expect: { label: /compressibility factor z/, value: 0.8408, tolerance: 0.01 },
  },
  {
    id: 'z-factor-missing',
    family: 'gas_pvt',
    questions: [
      'z factor at 2000 psia',
      'what is the z-factor of my gas at 150 F?',
      'z factor for 0.7 gravity gas',
    ],
    expect: 'ask',
  },
  {
    // Lee–Gonzalez–Eakin (1966) with the DAK z (0.8804) at 2,000 psia, 659.67 °R, Ma = 20.27:
    // ρ = p·Ma/(z·R·T) = 0.1042 g/cm³; K = 132.5, X = 5.197, Y = 1.361 → μg = 0.016838 cP.
    id: 'gas-viscosity',
    family: 'gas_pvt',
    questions: [
      'gas viscosity 0.7 gravity 2000 psia 200 F',
      'Lee Gonzalez Eakin viscosity of a 0.7 SG gas at 2,000 psia and 200 °F',
      'what is the viscosity of 0.70 gravity gas at 2000 psia, 200 degF?',
    ],
    expect: { label: /^Gas viscosity/, value: 0.016838, tolerance: 0.01 },
  },

  // ——— oil PVT ———
  {
    // Standing (1947): Rs = γg[(p/18.2 + 1.4)·10^x]^1.2048, x = 0.0125·API − 0.00091·T
    // = 0.75 × [(2,000/18.2 + 1.4) × 10^0.2112]^1.2048 = 393.63 scf/STB.
    id: 'standing-rs',
    family: 'oil_pvt',
    questions: [
      'Standing Rs at 2000 psia, 0.75 gas gravity, 30 API, 180 F',
      'solution GOR at 2,000 psia for 30 API oil, gas SG 0.75, 180 °F (Standing)',
      'what is Rs at 2000 psia? 30°API, gg 0.75, T 180F',
    ],
    expect: { label: /^Solution gas-oil ratio/, value: 393.63, tolerance: 0.01 },
  },
  {
    // Standing (1947): pb = 18.2[(Rs/γg)^0.83·10^a − 1.4], a = 0.00091·T − 0.0125·API
    // = 18.2 × [(500/0.75)^0.83 × 10^−0.2112 − 1.4] = 2,444.6 psia.
    id: 'standing-pb',
    family: 'oil_pvt',
    questions: [
      'bubble point pressure: Rs 500 scf/stb, gas gravity 0.75, 30 API, 180 F',
      'Pb for GOR 500 scf/STB, 30 API, gas gravity 0.75 at 180 °F',
      'what is the bubble point? Rs = 500 scf/bbl, gg 0.75, 30 deg API, 180 degF',
    ],
    expect: { label: /^Bubble-point pressure$/, value: 2444.6, tolerance: 0.01 },
  },
  {
    id: 'oil-pvt-missing',
    family: 'oil_pvt',
    questions: [
      'bubble point pressure for Rs 500 scf/stb and 30 API',
      'what is Bo for 500 scf/STB solution gas?',
    ],
    expect: 'ask',
  },
  {
    // Beggs–Robinson (1975): μod = 10^X − 1, X = 10^(3.0324 − 0.02023·API)·T^−1.163
    // = 10^(2.4255) × 180^−1.163 = 0.6311 → 3.3129 cP.
    id: 'dead-oil-viscosity',
    family: 'oil_pvt',
    questions: [
      'dead oil viscosity 30 API at 180 F',
      'Beggs-Robinson dead oil viscosity for a 30 °API crude at 180 °F',
      'what is μod of 30 API oil at 180 degF?',
    ],
    expect: { label: /^Dead-oil viscosity/, value: 3.3129, tolerance: 0.01 },
  },

  // ——— inflow ———
  {
    // Vogel (1968): qmax = q/(1 − 0.2r − 0.8r²), r = 1,800/2,500 = 0.72 → 500/0.44128 = 1,133.1
    // STB/d in gauge pressures, 1,138.8 in absolute; 1 % covers either reading.
    id: 'vogel-aof',
    family: 'inflow',
    questions: [
      'Vogel: Pr 2500 psi, test 500 bopd at 1800 psi flowing, what is AOF?',
      'AOF with Vogel, reservoir pressure 2,500 psi, well tested 500 bopd at Pwf 1800 psi',
      'qmax? average reservoir pressure 2500 psi, q = 500 STB/d at pwf = 1800 psi (Vogel)',
      'max rate from Vogel IPR: 500 bbl/d at 1800 psi FBHP, Pr 2500 psi',
    ],
    expect: { label: /^Maximum rate qmax/, value: 1136, tolerance: 0.01 },
  },
  {
    // PI = q/(Pr − Pwf) (Ahmed, Reservoir Engineering Handbook, 4th ed., eq. 15-1):
    // 600/(3,000 − 2,400) = 1.0 STB/d/psi.
    id: 'productivity-index',
    family: 'inflow',
    questions: [
      'productivity index: 600 bopd, reservoir pressure 3000 psi, flowing 2400 psi',
      'what is the PI of a well making 600 bopd with Pr 3,000 psi and Pwf 2,400 psi?',
      'J for 600 STB/d at 2400 psi flowing BHP, static 3000 psi',
    ],
    expect: { label: /^Productivity index/, value: 1.0 },
  },
  {
    id: 'inflow-missing',
    family: 'inflow',
    questions: [
      'AOF with Vogel, reservoir pressure 2,500 psi',
      'what is the productivity index at 600 bopd?',
    ],
    expect: 'ask',
  },

  // ——— artificial lift ———
  {
    // PD = 0.1166·D²·S·N (API RP 11L; Takács, Sucker-Rod Pumping Handbook, 2015, eq. 3.1):
    // 0.1166 × 1.75² × 100 × 8 = 285.67 bbl/d.
    id: 'rod-pump-displacement',
    family: 'artificial_lift',
    questions: [
      'rod pump displacement 1.75 in plunger, 100 in stroke, 8 spm',
      'pump displacement for a 1-3/4" plunger, 100" stroke at 8 SPM',
      'how many bbl/d will a 1.75 inch pump with 100 in stroke length at 8 strokes per minute displace?',
    ],
    expect: { label: /^Pump displacement PD/, value: 285.67 },
  },

  // ——— flow and facilities ———
  {
    // API RP 14E (5th ed., 1991, eq. 2.14): Ve = C/√ρm = 100/√5 = 44.72 ft/s.
    id: 'erosional-velocity',
    family: 'flow_and_facilities',
    questions: [
      'erosional velocity with mixture density 5 lb/ft3',
      'API 14E erosional velocity, ρm = 5 lb/ft3, C = 100',
      'what is the erosional velocity for a 5 lb/cuft gas-liquid mixture?',
    ],
    expect: { label: /^Erosional velocity Ve$/, value: 44.721 },
  },
  {
    // Intermittent service C = 125 (API RP 14E, 2.5a): 125/√4 = 62.5 ft/s.
    id: 'erosional-velocity-intermittent',
    family: 'flow_and_facilities',
    questions: [
      'erosional velocity, C = 125, mixture density 4 lb/ft3',
      'API RP 14E erosional velocity with c-factor 125 and 4 lb/ft3 mixture density',
    ],
    expect: { label: /^Erosional velocity Ve$/, value: 62.5 },
  },

  // ——— volumes and ratios ———
  {
    // SG = 141.5/(API + 131.5) (API MPMS ch. 11.5): 141.5/166.5 = 0.84985.
    id: 'api-to-sg',
    family: 'volumes_and_ratios',
    questions: [
      'convert 35 API to SG',
      'specific gravity of a 35 °API crude?',
      'what SG is 35 deg API oil',
    ],
    expect: { label: /^Specific gravity/, value: 0.84985, tolerance: 0.001 },
  },
  {
    // API = 141.5/SG − 131.5 (API MPMS ch. 11.5): 141.5/0.85 − 131.5 = 34.97 °API.
    id: 'sg-to-api',
    family: 'volumes_and_ratios',
    questions: [
      'convert a specific gravity of 0.85 to API gravity',
      'what is the API gravity of a 0.85 SG oil?',
      'API of crude with sg 0.85',
    ],
    expect: { label: /^API gravity/, value: 34.97, tolerance: 0.001 },
  },
  {
    // WOR = WC/(1 − WC) (Ahmed, 4th ed., ch. 13): 0.9/0.1 = 9.
    id: 'water-cut-to-wor',
    family: 'volumes_and_ratios',
    questions: [
      'convert a 90% water cut to WOR',
      'what water-oil ratio is a 90 % water cut?',
      'WOR at 90% WC?',
    ],
    expect: { label: /^Water-oil ratio/, value: 9 },
  },
  {
    // V = π/4 · D² · h = π/4 × 20² × 15 = 4,712.4 ft³ ÷ 5.6146 ft³/bbl = 839.31 bbl.
    id: 'vertical-tank',
    family: 'volumes_and_ratios',
    questions: [
      'volume of a vertical tank 20 ft diameter with 15 ft of liquid, in bbl',
      'how many barrels in a 20 ft diameter upright tank filled to 15 ft?',
      'vertical cylindrical tank, D = 20 ft, liquid level 15 ft: volume?',
    ],
    expect: { label: /volume/i, value: 839.31, unit: /^bbl$/ },
  },
  {
    // Half full: π/4 × 8² × 20/2 = 502.65 ft³ = 89.53 bbl (circular-segment area at h = D/2).
    id: 'horizontal-tank-half',
    family: 'volumes_and_ratios',
    questions: [
      'horizontal tank 8 ft diameter 20 ft long, 4 ft of liquid, volume in bbl',
      'volume of liquid in a horizontal cylindrical tank, diameter 8 ft, length 20 ft, level 4 ft',
    ],
    expect: { label: /volume/i, value: 89.527, unit: /^bbl$/ },
  },

  // ——— units ———
  {
    // 6:1 energy-equivalence BOE (SPE PRMS 2018, glossary): 6,000 Mcf ÷ 6 = 1,000 BOE.
    id: 'boe',
    family: 'units',
    questions: [
      'BOE of 6 MMscf',
      'how many BOE is 6 MMscf of gas?',
      '6,000 Mcf gas in barrels of oil equivalent',
    ],
    expect: { label: /^Barrels of oil equivalent/, value: 1000 },
  },
  {
    // 1 psi = 6,894.757 Pa (NIST SP 811, 2008, app. B): 5,000 × 0.06894757 = 344.74 bar.
    id: 'psi-to-bar',
    family: 'units',
    questions: ['convert 5000 psi to bar', '5,000 psi in bar?', 'what is 5000 psi in bar'],
    expect: { label: /^conversion/, value: 344.738, unit: /^bar$/ },
  },
  {
    // 1 bbl = 0.158987 m³ (NIST SP 811, app. B): 1,000 bbl = 158.99 m³.
    id: 'bbl-to-m3',
    family: 'units',
    questions: [
      'convert 1000 bbl to m3',
      '1,000 barrels in cubic metres?',
      'how many m³ is 1000 bbl',
    ],
    expect: { label: /^conversion/, value: 158.987, unit: /^m/ },
  },

  // ——— economics ———
  {
    // NRI = WI × (1 − royalty) (Mian, Project Economics and Decision Analysis, 2nd ed., ch. 2):
    // 0.875 × 0.875 = 76.5625 %.
    id: 'nri',
    family: 'economics',
    questions: [
      'NRI: 87.5% WI, 12.5% royalty',
      'net revenue interest with 87.5 % working interest and a 1/8 royalty',
      'what is my NRI if WI is 87.5% and royalty 12.5%?',
    ],
    expect: { label: /^Net revenue interest$/, value: 76.5625 },
  },
  {
    // NPV = Σ CFk/(1.1)^k: −1,000 + 272.73 + 330.58 + 375.66 + 409.81 = 388.77 (Mian, 2nd ed., ch. 3).
    id: 'npv',
    family: 'economics',
    questions: [
      'NPV at 10% of -1000, 300, 400, 500, 600',
      'net present value of cash flows -1000, 300, 400, 500, 600 at a 10 % discount rate',
      'discount -1,000 / 300 / 400 / 500 / 600 at 10%: NPV?',
    ],
    expect: { label: /^NPV at 10/, value: 388.77 },
  },
  {
    // Same flows at 12 %: −1,000 + 267.86 + 318.88 + 355.89 + 381.31 = 323.94.
    id: 'npv-follow-up',
    family: 'economics',
    questions: [
      ['NPV at 10% of -1000, 300, 400, 500, 600', 'what about at 12%?'],
      ['NPV at 10% of -1000, 300, 400, 500, 600', 'use a 12 % discount rate'],
    ],
    expect: { label: /^NPV at 12/, value: 323.94 },
  },
  {
    // IRR: Σ CFk/(1 + r)^k = 0 solved by bisection by hand: r = 24.888 %.
    id: 'irr',
    family: 'economics',
    questions: [
      'IRR of -1000, 300, 400, 500, 600',
      'what is the internal rate of return for cash flows of -1000, 300, 400, 500 and 600?',
      'rate of return: invest 1000, get back 300, 400, 500, 600',
    ],
    expect: { label: /^IRR per period$/, value: 24.888, tolerance: 0.001 },
  },
  {
    // Texas Tax Code §202.052: 4.6 % of market value: 0.046 × 1,000 bbl × $70 = $3,220.
    id: 'texas-severance',
    family: 'economics',
    questions: [
      'Texas severance tax on 1000 bbl at $70',
      'Texas oil production tax for 1,000 barrels sold at $70/bbl',
      'how much severance tax in Texas on 1000 bbl of oil at 70 $/bbl?',
    ],
    expect: { label: /^Crude oil production tax$/, value: 3220 },
  },
  {
    id: 'npv-missing',
    family: 'economics',
    questions: ['what is the NPV of my well?', 'NPV of -1000, 300, 400, 500, 600'],
    expect: 'ask',
  },

  // ——— water chemistry ———
  {
    // Langelier (1936), pHs = (9.3 + A + B) − (C + D) (Carrier/APHA form): A = (log 1,000 − 1)/10
    // = 0.2; B = −13.12·log(298) + 34.55 = 2.0883; C = log 200 − 0.4 = 1.9010; D = log 150 =
    // 2.1761 → pHs = 7.5112; LSI = 7.5 − 7.5112 = −0.0112.
    id: 'lsi',
    family: 'water_chemistry',
    questions: [
      'LSI: pH 7.5, temperature 25 C, TDS 1000 mg/L, calcium hardness 200 mg/L as CaCO3, alkalinity 150 mg/L',
      'Langelier saturation index for water at pH 7.5, 25 °C, TDS 1,000 mg/l, Ca hardness 200 mg/L as CaCO3, alkalinity 150 mg/L as CaCO3',
    ],
    expect: { label: /^pH of CaCO3 saturation/, value: 7.5112, tolerance: 0.001 },
  },

  // ——— decline ———
  {
    // Arps (1945) with Di from the secant-effective decline (SPEE REP 6): Di = [(1 − 0.65)^−0.9 −
    // 1]/0.9 = 1.7471 /yr; t = ((850/10)^0.9 − 1)/(0.9 × 1.7471) = 34.03 yr.
    id: 'arps-time-to-limit',
    family: 'decline',
    questions: [
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
      'hyperbolic decline: qi = 850 bopd, b = 0.9, 65 % effective annual decline, abandon at 10 bopd. EUR?',
      'forecast to a 10 bopd economic limit, initial rate 850 bopd, Di 65%/yr (secant effective), b 0.9',
    ],
    expect: {
      label: /^Time to the economic limit$/,
      value: 34.031,
      unit: /^years$/,
      tolerance: 0.002,
    },
  },
  // ——— more paraphrases and chats ———
  {
    // 0.052 × 12.4 × 10,500 = 6,770.4 psi (Bourgoyne, eq. 4.3).
    id: 'hydrostatic-field-2',
    family: 'drilling',
    questions: [
      'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud',
      'What is the hydrostatic head of 12.4 ppg mud at 10500 ft?',
      'mud 12.4 ppg, TVD 10,500 ft, hydrostatic?',
      'calculate hydrostatic pressure: MW 12.4 lb/gal, depth 10500 ft TVD',
      'hydrostatic for 12.4ppg @ 10500ft tvd',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 6770.4 },
  },
  {
    // 1.5 SG × 0.0980665 bar/m per SG × 3,200 m = 470.72 bar (ρgh, SI).
    id: 'hydrostatic-metric-2',
    family: 'drilling',
    questions: [
      'hydrostatic pressure of 1.5 SG mud at 3200 m TVD in bar',
      'what is the bottom hole hydrostatic in bar for 1500 kg/m3 mud at 3,200 m?',
      'mud density 1.50 sg, 3200 m TVD: hydrostatic pressure in bar',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 470.72, unit: /^bar$/ },
  },
  {
    // 0.052 × 9 = 0.468 psi/ft (Bourgoyne, eq. 4.3).
    id: 'gradient-of-mud-2',
    family: 'drilling',
    questions: [
      'pressure gradient of 9 ppg mud',
      'what gradient in psi/ft does a 9.0 ppg fluid give?',
      '9 ppg brine gradient?',
    ],
    expect: { label: /^Pressure gradient$/, value: 0.468 },
  },
  {
    // Lapeyrouse, 2nd ed., ch. 4: 11.5 + 350/(0.052 × 12,000) = 11.5 + 0.5609 = 12.061 ppg.
    id: 'kill-mud-weight-2',
    family: 'well_control',
    questions: [
      'kill mud weight: SIDPP 350 psi, TVD 12,000 ft, original mud 11.5 ppg',
      'KWM needed? SIDPP 350 psi, 12000 ft TVD, 11.5 ppg mud in hole',
      'calculate kill weight mud for 350 psi shut in drill pipe pressure at 12,000 ft TVD, OMW 11.5 ppg',
      'What kill mud weight for a kick with SIDPP of 350 psi, TVD 12000 ft and current MW 11.5 ppg?',
    ],
    expect: { label: /^Kill mud weight$/, value: 12.061, tolerance: 0.001 },
  },
  {
    // (15.0 − 12.0) × 0.052 × 8,000 = 1,248 psi (Lapeyrouse, 2nd ed., ch. 4).
    id: 'maasp-2',
    family: 'well_control',
    questions: [
      'MAASP: LOT 15 ppg EMW at the shoe, shoe 8,000 ft TVD, mud 12 ppg',
      'MAASP with 12 ppg mud, leak-off 15.0 ppg equivalent, casing shoe at 8000 ft TVD',
      'what is the MAASP? shoe TVD 8000 ft, LOT EMW 15 ppg, MW 12 ppg',
    ],
    expect: { label: /\(MAASP\)/, value: 1248 },
  },
  {
    id: 'maasp-missing',
    family: 'well_control',
    questions: ['MAASP with 12 ppg mud', 'what is the MAASP for a 15 ppg LOT?'],
    expect: 'ask',
  },
  {
    // Lapeyrouse, 2nd ed., ch. 2 (increase mud density, barite): sacks/100 bbl = 1470 × (W2 − W1)
    // ÷ (35 − W2) = 1470 × 1/23.5 = 62.553; 600 bbl → 6 × 62.553 = 375.32 sacks.
    id: 'barite-weight-up-field',
    family: 'drilling',
    questions: [
      'how many sacks of barite to raise 600 bbl of mud from 10.5 to 11.5 ppg',
      'weight up 600 bbl of 10.5 ppg mud to 11.5 ppg: how much barite?',
      'increase mud weight from 10.5 ppg to 11.5 ppg, 600 bbl system',
    ],
    expect: { label: /^Barite needed, 100-lb sacks$/, value: 375.32, tolerance: 0.001 },
  },
  {
    // The same relation in SG (1 SG = 8.345404 ppg, 1 m³ = 6.289811 bbl): 80 m³ = 503.185 bbl,
    // 1.25 SG = 10.43176 ppg, 1.35 SG = 11.26630 ppg; 1470 × 0.83454/23.73370 = 51.690
    // sacks/100 bbl × 5.03185 = 260.10 sacks.
    id: 'barite-weight-up-metric',
    family: 'drilling',
    questions: [
      'weight up 80 m3 of 1.25 SG mud to 1.35 SG with barite',
      'how much barite to raise the mud weight of 80 m3 from 1.25 sg mud to 1.35 sg mud',
    ],
    expect: { label: /^Barite needed, 100-lb sacks$/, value: 260.1, tolerance: 0.002 },
  },
  {
    id: 'barite-weight-up-missing',
    family: 'drilling',
    questions: ['how much barite to weight up 500 bbl to 12 ppg', 'sacks of barite for 600 bbl?'],
    expect: 'ask',
  },
  {
    // Lapeyrouse, 2nd ed., ch. 1 (equivalent circulating density): ECD = APL ÷ 0.052 ÷ TVD + MW
    // = 180/(0.052 × 9,800) + 10.2 = 0.35322 + 10.2 = 10.553 ppg.
    id: 'ecd-field',
    family: 'drilling',
    questions: [
      'ECD with 10.2 ppg mud and 180 psi annular pressure loss at 9,800 ft TVD',
      "what's my ECD? 10.2 ppg MW, APL 180 psi, 9800 ft TVD",
      'equivalent circulating density for 10.2 ppg mud, 180 psi annular losses, TVD 9,800 ft',
      'circulating density with 180 psi APL at 9800 ft TVD and 10.2 ppg mud',
    ],
    expect: { label: /^Equivalent circulating density/, value: 10.553, tolerance: 0.001 },
  },
  {
    // SI form of the same relation: ECD = ρ + APL/(g × TVD) = 1,220 kg/m³ + 1.2 × 10⁶ Pa
    // /(9.80665 m/s² × 2,990 m) = 1,220 + 40.93 = 1,260.9 kg/m³ (1.22 SG = 1,220 kg/m³; 12 bar =
    // 1.2 MPa). 0.5 % covers the 0.052 field constant.
    id: 'ecd-metric',
    family: 'drilling',
    questions: [
      'ECD: 1.22 SG mud, 12 bar annular losses at 2,990 m TVD',
      'equivalent circulating density, mud 1220 kg/m3, annular pressure loss 12 bar, 2990 m TVD',
      'what is the ECD in kg/m3 with 1.22 sg mud and 1,200 kPa APL at 2,990 m TVD?',
    ],
    expect: { label: /^Equivalent circulating density/, value: 1260.9, unit: /^kg\/m³$/ },
  },
  {
    id: 'ecd-missing',
    family: 'drilling',
    questions: [
      'what is my ECD with 10.2 ppg mud at 9,800 ft TVD?',
      'ECD for 180 psi annular pressure loss at 9,800 ft',
    ],
    expect: 'ask',
  },
  {
    // Lapeyrouse, 2nd ed., ch. 1 (annular velocity, gpm form): AV = 24.5 × Q ÷ (Dh² − Dp²)
    // = 24.5 × 600/(8.5² − 5²) = 14,700/47.25 = 311.1 ft/min.
    id: 'annular-velocity-field',
    family: 'drilling',
    questions: [
      'annular velocity 8.5 in hole, 5 in DP, pumping 600 gpm',
      'AV in the annulus with 600 gpm, 5 in drill pipe, 8-1/2 in hole',
      'uphole velocity at 600 gal/min, 5" DP in 8.5" open hole?',
      'what is the annular velocity around 5 in pipe in an 8.5 in hole at 14.29 bbl/min',
    ],
    expect: { label: /^Annular velocity$/, value: 311.1, unit: /^ft\/min$/ },
  },
  {
    // Mean velocity v = Q/A: Q = 2.270 m³/min, A = π/4 × (0.216² − 0.127²) = 0.023976 m²,
    // v = 94.68 m/min (continuity; 0.5 % covers the 24.5 field constant of Lapeyrouse, ch. 1).
    id: 'annular-velocity-metric',
    family: 'drilling',
    questions: [
      'AV with 2,270 L/min in a 216 mm hole and 127 mm pipe',
      'annular velocity: 127 mm drill pipe in 216 mm hole, pump rate 2.27 m3/min',
    ],
    expect: { label: /^Annular velocity \(metric\)$/, value: 94.68, unit: /^m\/min$/ },
  },
  {
    id: 'annular-velocity-missing',
    family: 'drilling',
    questions: [
      'annular velocity with 5 in DP in 8.5 in hole',
      'what is the AV at 600 gpm in 8.5 in hole?',
    ],
    expect: 'ask',
  },
  {
    // Lapeyrouse, 2nd ed., ch. 1 (pump output per minute): time = volume ÷ rate = 300 bbl ÷
    // 8 bbl/min = 37.5 min (8 bbl/min = 336 gpm).
    id: 'pumping-time-field',
    family: 'drilling',
    questions: [
      'how long to pump 300 bbl at 8 bpm',
      'time to pump a 300 bbl pill at 8 bbl/min',
      'how long does it take to pump 300 barrels at 336 gpm?',
    ],
    expect: { label: /^Minutes to pump the volume$/, value: 37.5, unit: /^min$/ },
  },
  {
    // 50 m³ = 50,000 L at 1,500 L/min: 50,000/1,500 = 33.33 min (1 m³ = 1,000 L).
    id: 'pumping-time-metric',
    family: 'drilling',
    questions: ['time to pump 50 m3 at 1,500 L/min', 'how long to displace 50 m³ at 1.5 m3/min'],
    expect: { label: /^Minutes to pump the volume$/, value: 33.33, unit: /^min$/ },
  },
  {
    // Lapeyrouse, 2nd ed., ch. 1: annular capacity (8.5² − 5²)/1029.4 = 0.045901 bbl/ft ×
    // 12,000 ft = 550.81 bbl; 450 gpm ÷ 42 = 10.714 bbl/min; bottoms up 550.81/10.714 = 51.41 min.
    id: 'bottoms-up-field',
    family: 'drilling',
    questions: [
      'bottoms up time: 12,000 ft of 8.5 in hole with 5 in drill pipe, pump at 450 gpm',
      'lag time for 12000 ft of 5" DP in 8.5" hole at 450 gpm',
      'how long to circulate bottoms up, 5 in drill pipe in 8-1/2 in hole, 12,000 ft, 450 gpm?',
      'bottoms-up time at 450 gal/min with 12,000 ft of 5 in DP in an 8.5 in open hole',
    ],
    expect: { label: /^Minutes bottoms up$/, value: 51.41, unit: /^min$/ },
  },
  {
    // Q ÷ annular volume in SI: π/4 × (0.216² − 0.127²) × 3,660 m = 87.75 m³; 1,700 L/min =
    // 1.7 m³/min; bottoms up 87.75/1.7 = 51.62 min (the 1029.4 constant is within 0.01 %).
    id: 'bottoms-up-metric',
    family: 'drilling',
    questions: [
      'bottoms up time, 3,660 m of 216 mm hole with 127 mm drill pipe, pumping 1,700 L/min',
      'lag time: 127 mm DP in 216 mm hole, 3660 m, 1.7 m3/min',
    ],
    expect: { label: /^Minutes bottoms up$/, value: 51.62, unit: /^min$/ },
  },
  {
    // Strokes = annular volume ÷ pump output = 550 ÷ 0.1 = 5,500 strokes (Lapeyrouse, ch. 2).
    id: 'bottoms-up-strokes-at-rate',
    family: 'drilling',
    questions: [
      'bottoms-up strokes at 450 gpm, annular volume 550 bbl, pump output 0.1 bbl/stk',
      'lag strokes with 550 bbl in the annulus, 0.1 bbl/stk pump, 450 gpm',
    ],
    expect: { label: /^Strokes bottoms up$/, value: 5500 },
  },
  {
    id: 'bottoms-up-missing',
    family: 'drilling',
    questions: [
      'bottoms up time for 12,000 ft of 8.5 in hole with 5 in DP',
      'how long to circulate bottoms up? annular volume 550 bbl',
      'bottoms-up strokes at 450 gpm, annular volume 550 bbl',
      'what is the lag time at 450 gpm? please calculate',
    ],
    expect: 'ask',
  },
  {
    // Sutton (1985): Tpc = 169.2 + 349.5 × 0.65 − 74 × 0.4225 = 364.15 °R.
    id: 'pseudo-critical-2',
    family: 'gas_pvt',
    questions: [
      'pseudo-critical temperature of a 0.65 gravity gas',
      'Tpc for gas SG 0.65?',
      'pseudocritical properties, gas gravity 0.65',
    ],
    expect: { label: /^Pseudo-critical temperature/, value: 364.15 },
  },
  {
    // DAK with Sutton's Tpc/Ppc (hand-coded as for 'z-factor'): 0.65, 3,000 psia, 200 °F →
    // Ppr 4.477, Tpr 1.807, z = 0.9048.
    id: 'z-factor-2',
    family: 'gas_pvt',
    questions: [
      'Z-factor for 0.65 gas at 3,000 psia and 200 °F',
      'z factor, gas gravity 0.65, 3000 psia, 200 F',
      'compressibility factor of 0.65 SG gas at 3000 psia and 200 degF?',
    ],
    expect: { label: /compressibility factor z/, value: 0.9048, tolerance: 0.01 },
  },
  {
    // Standing (1947), as above at 2,500 psia: Rs = 513.48 scf/STB.
    id: 'standing-rs-follow-up',
    family: 'oil_pvt',
    questions: [
      ['Standing Rs at 2000 psia, 0.75 gas gravity, 30 API, 180 F', 'what about at 2500 psia?'],
      [
        'solution GOR at 2,000 psia for 30 API oil, gas SG 0.75, 180 °F (Standing)',
        'and at 2,500 psia?',
      ],
    ],
    expect: { label: /^Solution gas-oil ratio/, value: 513.48, tolerance: 0.01 },
  },
  {
    // Standing (1947): pb = 18.2 × [(350/0.8)^0.83 × 10^(0.182 − 0.4375) − 1.4] = 1,547.0 psia.
    id: 'standing-pb-2',
    family: 'oil_pvt',
    questions: [
      'bubble point for Rs 350 scf/STB, gas gravity 0.8, 35 API, 200 F',
      'Pb? GOR 350 scf/stb, 35 °API, gas SG 0.80, reservoir temperature 200 °F',
      'estimate the bubble-point pressure: Rs = 350 scf/STB, γg = 0.8, API 35, T = 200 F',
    ],
    expect: { label: /^Bubble-point pressure$/, value: 1547.0, tolerance: 0.01 },
  },
  {
    // Beggs–Robinson (1975): X = 10^(3.0324 − 0.70805) × 150^−1.163 = 0.6289 → μod = 3.1847 cP.
    id: 'dead-oil-viscosity-2',
    family: 'oil_pvt',
    questions: [
      'dead oil viscosity of 35 API oil at 150 F',
      'Beggs and Robinson dead-oil viscosity, 35 °API, 150 °F',
      'viscosity of dead 35 API crude at 150 degF?',
    ],
    expect: { label: /^Dead-oil viscosity/, value: 3.1847, tolerance: 0.01 },
  },
  {
    // Vogel (1968): r = 1,500/2,000 = 0.75 → 1 − 0.15 − 0.45 = 0.40; 400/0.40 = 1,000 STB/d
    // (1,006.4 with absolute pressures; 1 % covers either).
    id: 'vogel-aof-2',
    family: 'inflow',
    questions: [
      'Vogel AOF: Pr 2000 psi, test rate 400 bopd at Pwf 1500 psi',
      'what is qmax with Vogel if the well makes 400 STB/d at 1,500 psi flowing and Pr is 2,000 psi?',
      'AOF from one test: 400 bopd @ 1500 psi FBHP, static 2000 psi, Vogel',
    ],
    expect: { label: /^Maximum rate qmax/, value: 1003, tolerance: 0.01 },
  },
  {
    // PI = 1,200/(2,800 − 2,000) = 1.5 STB/d/psi (Ahmed, 4th ed., eq. 15-1).
    id: 'productivity-index-2',
    family: 'inflow',
    questions: [
      'productivity index for 1200 bfpd at 2000 psi flowing, reservoir pressure 2800 psi',
      'PI of a well: q = 1,200 STB/d, Pr = 2,800 psi, Pwf = 2,000 psi',
      'what productivity index? 1200 bopd rate, 2800 psi static, 2000 psi FBHP',
    ],
    expect: { label: /^Productivity index/, value: 1.5 },
  },
  {
    // 0.1166 × 2² × 144 × 6 = 402.97 bbl/d (API RP 11L; Takács 2015, eq. 3.1).
    id: 'rod-pump-displacement-2',
    family: 'artificial_lift',
    questions: [
      'pump displacement: 2 in plunger, 144 in stroke, 6 spm',
      'rod pump PD for a 2" plunger, 144" stroke length and 6 SPM',
      'sucker rod pump displacement with 2 inch plunger at 6 strokes/min and 144 inch stroke',
    ],
    expect: { label: /^Pump displacement PD/, value: 402.97 },
  },
  {
    id: 'rod-pump-missing',
    family: 'artificial_lift',
    questions: [
      'rod pump displacement at 8 spm',
      'what is the pump displacement with a 100 in stroke?',
    ],
    expect: 'ask',
  },
  {
    // API RP 14E, eq. 2.14: 100/√9 = 33.33 ft/s.
    id: 'erosional-velocity-2',
    family: 'flow_and_facilities',
    questions: [
      'erosional velocity for a mixture density of 9 lb/ft3',
      'API 14E erosional velocity, mixture 9 lb/ft3',
      'max velocity before erosion (RP 14E, C 100), 9 lb/ft3 mixture',
    ],
    expect: { label: /^Erosional velocity Ve$/, value: 33.333 },
  },
  {
    // Menon, Gas Pipeline Hydraulics (2005), eq. 2.94, Weymouth with E = 1, Tb = 520 °R,
    // Pb = 14.73 psia: Q = 433.5 (Tb/Pb)·[(P1² − P2²)/(G·Tf·L·Z)]^0.5·D^2.667 = 433.5 × 35.30 ×
    // [(1,000² − 800²)/(0.6 × 520 × 50 × 0.9)]^0.5 × 12^2.667 = 58.54 MMscf/d.
    id: 'weymouth-flow',
    family: 'gas_transmission',
    questions: [
      'Weymouth flow: 12 in ID pipeline, 50 miles, inlet 1000 psia, outlet 800 psia, gas gravity 0.6, 60 F flowing temperature, z 0.9, efficiency 1.0, base 60 F and 14.73 psia',
      'gas flow by Weymouth for a 12 inch line, 50 mi long, P1 1000 psia, P2 800 psia, G 0.6, T 60 °F, Z = 0.9, E = 1, base 14.73 psia and 60 F',
    ],
    expect: { label: /flow/i, value: 58.537, unit: /^MMscf/i, tolerance: 0.02 },
  },
  {
    id: 'gas-pipeline-missing',
    family: 'gas_transmission',
    questions: [
      'Weymouth: 12 in pipeline, 50 miles long, gas gravity 0.6',
      'gas pipeline capacity for a 12 inch line 50 miles long?',
      'Panhandle A flow in a 20 in line, inlet 1000 psia',
    ],
    expect: 'ask',
  },
  {
    // SG = 141.5/(42 + 131.5) = 0.81556 (API MPMS ch. 11.5).
    id: 'api-to-sg-2',
    family: 'volumes_and_ratios',
    questions: [
      'convert 42 API to specific gravity',
      'SG of 42 °API condensate?',
      '42 API oil specific gravity',
    ],
    expect: { label: /^Specific gravity/, value: 0.81556, tolerance: 0.001 },
  },
  {
    // WOR = 0.75/0.25 = 3 (Ahmed, 4th ed., ch. 13).
    id: 'water-cut-to-wor-2',
    family: 'volumes_and_ratios',
    questions: [
      'WOR for 75% water cut',
      'water cut 75 %, what is the water-oil ratio?',
      'convert water cut of 75% into WOR',
    ],
    expect: { label: /^Water-oil ratio/, value: 3 },
  },
  {
    // 6:1 BOE (SPE PRMS 2018): 500 + 3,000/6 = 1,000 BOE.
    id: 'boe-2',
    family: 'units',
    questions: [
      'BOE of 500 bbl oil and 3,000 Mcf gas',
      'convert 500 bo plus 3000 mcf of gas to barrels of oil equivalent',
      'how many boe is 500 bbl of oil and 3 MMscf of gas?',
    ],
    expect: { label: /^Barrels of oil equivalent/, value: 1000 },
  },
  {
    // 1 bar = 14.50377 psi (NIST SP 811, app. B): 250 bar = 3,625.9 psi.
    id: 'bar-to-psi',
    family: 'units',
    questions: ['convert 250 bar to psi', '250 bar in psi?', 'what is 250 bar in psi'],
    expect: { label: /^conversion/, value: 3625.94, unit: /^psi$/ },
  },
  {
    // 1 ft = 0.3048 m exactly (NIST SP 811): 10,000 ft = 3,048 m.
    id: 'ft-to-m',
    family: 'units',
    questions: ['convert 10,000 ft to m', '10000 ft in metres?', 'how many meters is 10000 feet'],
    expect: { label: /^conversion/, value: 3048, unit: /^m$/ },
  },
  {
    // Mian, 2nd ed., ch. 2: NRI = 0.5 × (1 − 0.1875) = 40.625 %.
    id: 'nri-2',
    family: 'economics',
    questions: [
      'NRI for 50% WI and 18.75% royalty',
      'net revenue interest: working interest 50 %, royalty 18.75 %',
      'what NRI do I have with a 50% working interest and 3/16 royalty?',
    ],
    expect: { label: /^Net revenue interest$/, value: 40.625 },
  },
  {
    // NPV at 8 %: −500 + 200/1.08 + 200/1.08² + 200/1.08³ = −500 + 185.19 + 171.47 + 158.77 = 15.42.
    id: 'npv-2',
    family: 'economics',
    questions: [
      'NPV at 8% of -500, 200, 200, 200',
      'net present value, 8 % discount rate, cash flows -500, 200, 200, 200',
      'discount these cash flows at 8%: -500, 200, 200, 200. NPV?',
    ],
    expect: { label: /^NPV at 8/, value: 15.42, tolerance: 0.002 },
  },
  {
    // Cumulative −100, −75, −50, −25, 0: paid out at the end of month 4 (Mian, 2nd ed., ch. 3,
    // payout as the time the cumulative net cash flow returns to zero).
    id: 'payout',
    family: 'economics',
    questions: [
      'payout of -100, 25, 25, 25, 25, 25 monthly',
      'monthly cash flows -100, 25, 25, 25, 25, 25: when does it pay out?',
      'payout time for monthly net cash flows of -100, 25, 25, 25, 25 and 25',
    ],
    expect: { label: /^Payout time$/, value: 4, unit: /^months$/ },
  },
  {
    // A level flow that runs until payout: 2,000,000 / 50,000 = 40 months (Mian, 2nd ed., ch. 3).
    id: 'payout-level',
    family: 'economics',
    questions: ['payout for cash flows -2,000,000 then 50,000 per month'],
    expect: { label: /^Payout time$/, value: 40, unit: /^months$/ },
  },
  {
    id: 'payout-missing',
    family: 'economics',
    questions: ['when does my well pay out?'],
    expect: 'ask',
  },
  {
    // Langelier (1936), Carrier form: pH 8.0, 30 °C, TDS 500, Ca 150, alkalinity 100:
    // A = 0.1699, B = −13.12·log 303 + 34.55 = 1.9935, C = 1.7761, D = 2.0 → pHs = 7.6873,
    // LSI = 8.0 − 7.6873 = 0.3127.
    id: 'lsi-2',
    family: 'water_chemistry',
    questions: [
      'LSI for pH 8, 30 C, TDS 500 mg/L, calcium hardness 150 mg/L as CaCO3, alkalinity 100 mg/L',
      'Langelier index: pH 8.0, temperature 30 °C, TDS 500 mg/l, Ca hardness 150 mg/L as CaCO3, M alkalinity 100 mg/L as CaCO3',
      'will this water scale? LSI with pH 8.0, 30 degC, 500 mg/L TDS, 150 mg/L calcium as CaCO3, 100 mg/L alkalinity',
    ],
    expect: { label: /^Langelier saturation index$/, value: 0.3127, tolerance: 0.01 },
  },
  {
    id: 'lsi-missing',
    family: 'water_chemistry',
    questions: ['LSI for pH 7.5 water', 'Langelier saturation index at 25 C'],
    expect: 'ask',
  },
  {
    // Exponential Arps (1945), q = qi·e^(−Dt): the time to the limit t = ln(qi/qel)/D =
    // ln(1,000/50)/0.25 = 11.983 years.
    id: 'exponential-time-to-limit',
    family: 'decline',
    questions: [
      'exponential decline, qi 1000 bopd, nominal decline 25 %/yr, economic limit 50 bopd: time to limit?',
      'how long until 50 bopd? exponential decline from 1,000 bopd at 25%/yr nominal',
      'EUR with exponential decline, qi = 1000 bopd, D = 25 %/yr nominal, abandonment 50 bopd',
    ],
    expect: {
      label: /^Time to the economic limit$/,
      value: 11.983,
      unit: /^years$/,
      tolerance: 0.002,
    },
  },
  {
    // WC = WOR/(1 + WOR) (Ahmed, Reservoir Engineering Handbook, 4th ed., ch. 13): 4/5 = 80 %.
    id: 'wor-to-water-cut',
    family: 'volumes_and_ratios',
    questions: [
      'what water cut is a WOR of 4?',
      'convert WOR 4 to water cut',
      'water cut for a water-oil ratio of 4',
    ],
    expect: { label: /^Water cut/, value: 80 },
  },
  {
    // With rates the ratios come from them (Ahmed, ch. 13): WC = 1,800/(200 + 1,800) = 90 %.
    id: 'water-cut-from-rates',
    family: 'volumes_and_ratios',
    questions: [
      'oil 200 bopd and water 1,800 bwpd: water cut and WOR?',
      'making 200 bopd with 1800 bwpd, what is the water cut?',
      'WOR and water cut for 200 bopd oil, 1,800 bwpd water',
    ],
    expect: { label: /^Water cut/, value: 90 },
  },
  {
    // Gradient = 0.052 × MW (Bourgoyne et al., Applied Drilling Engineering, eq. 4.3):
    // 0.052 × 12 = 0.624 psi/ft; MW = 0.78/0.052 = 15 ppg.
    id: 'gradient-paraphrases',
    family: 'drilling',
    questions: ['psi/ft for 12 ppg', 'psi/ft of a 12 ppg mud?', 'gradient for 12 lb/gal mud'],
    expect: { label: /^Pressure gradient$/, value: 0.624 },
  },
  {
    id: 'mud-from-gradient-paraphrases',
    family: 'drilling',
    questions: [
      'mud weight equivalent of 0.78 psi/ft',
      'convert a 0.78 psi/ft gradient into ppg',
      'mud weight for a 0.78 psi/ft gradient',
    ],
    expect: { label: /^Mud weight$/, value: 15 },
  },
  {
    // NRI = WI × (1 − royalty) (Thompson and Wright, Oil Property Evaluation): 1 × (1 − 1/5) = 80 %.
    id: 'nri-fraction-royalty',
    family: 'economics',
    questions: [
      'NRI with 100 % WI and a 1/5 royalty',
      'net revenue interest for a 100% working interest under a 1/5 landowner royalty',
      'what is my NRI: 100 % WI, 1/5th royalty',
    ],
    expect: { label: /^Net revenue interest/, value: 80 },
  },
  {
    // P = 0.052 × MW × TVD in field units (Bourgoyne et al., eq. 4.3), the mud as an SG:
    // 1.3 SG = 10.8490 ppg; 2,000 m = 6,561.68 ft → 0.052 × 10.8490 × 6,561.68 = 3,701.8 psi.
    id: 'hydrostatic-mud-sg',
    family: 'drilling',
    questions: [
      'hydrostatic pressure with mud 1.3 sg at 2000 m TVD',
      'mud weight 1.30 s.g., 2,000 m true vertical depth: hydrostatic?',
      'what is the hydrostatic of a 1.3 SG mud column at 2000 m TVD',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 3701.8, tolerance: 0.002 },
  },
  {
    // Texas Tax Code §202.052: 4.6 % of market value: 0.046 × 2,500 bbl × $60 = $6,900.
    id: 'texas-severance-price-after-volume',
    family: 'economics',
    questions: [
      'Texas oil severance tax on 2,500 bbl at $60',
      'severance tax in Texas for 2500 barrels of oil at $60',
      'Texas production tax: 2,500 bbl @ $60',
    ],
    expect: { label: /^Crude oil production tax$/, value: 6900 },
  },
  {
    // PI = q/(Pr − Pwf) (Ahmed, 4th ed., eq. 15-1): 800/(2,500 − 1,500) = 0.8 STB/d/psi.
    id: 'productivity-index-static-after',
    family: 'inflow',
    questions: [
      'PI: 800 bopd, 2,500 psi static, 1,500 psi flowing',
      'productivity index for 800 bopd with 2500 psi reservoir and 1500 psi FBHP',
      'what J does a well have making 800 bopd, 2500 psi static pressure, pwf 1500 psi?',
    ],
    expect: { label: /^Productivity index/, value: 0.8 },
  },
  {
    // Exponential Arps (1945): t = ln(qi/q)/D = ln(500/20)/0.20 = 16.094 years.
    id: 'exponential-time-until',
    family: 'decline',
    questions: [
      'how long until the rate falls to 20 bopd? exponential decline from 500 bopd at 20 %/yr nominal',
      'exponential decline, 500 bopd today, 20%/yr nominal: how many years until it reaches 20 bopd?',
      'time for an exponential decline at 20 %/yr nominal to take 500 bopd down to 20 bopd',
    ],
    expect: {
      label: /^Time to the economic limit$/,
      value: 16.094,
      unit: /^years$/,
      tolerance: 0.002,
    },
  },
  {
    // Standing (1947): pb = 18.2[(Rs/γg)^0.83·10^a − 1.4], a = 0.00091·T − 0.0125·API
    // = 0.1456 − 0.5 = −0.3544 → 18.2 × [(800/0.7)^0.83 × 10^−0.3544 − 1.4] = 2,753.0 psia.
    id: 'standing-pb-for',
    family: 'oil_pvt',
    questions: [
      'Pb for GOR 800 scf/STB, 40 API, gas gravity 0.7, 160 F',
      'Pb? Rs 800 scf/stb, 40 °API, gas SG 0.70, 160 °F',
      'bubble point pressure with GOR 800 scf/bbl, 40 deg API, gg 0.7 at 160 degF',
    ],
    expect: { label: /^Bubble-point pressure$/, value: 2753.0, tolerance: 0.01 },
  },
  {
    id: 'decline-missing',
    family: 'decline',
    questions: [
      'EUR for qi 850 bopd and b 0.9',
      'forecast my well, qi 500 bopd',
      'decline forecast with Di 40 %/yr',
    ],
    expect: 'ask',
  },
  // ——— multiphase flow and gas-well backpressure (calc-multiphase) ———
  {
    // Beggs & Brill (1973) on the data of Brill & Mukherjee's Example 3.2 (SPE Monograph 17,
    // 1999, ch. 4 worked example of the method): λL 0.507, NFr 3.81, intermittent, HL 0.574,
    // ρs 29.8 lb/ft³, elevation 0.207 psi/ft, fn 0.0155 (Moody), S 0.372 → 0.215 psi/ft. 1 %:
    // the book reads fn off the Moody chart and rounds to three figures.
    id: 'beggs-brill-field',
    family: 'flow_and_facilities',
    questions: [
      'Beggs-Brill pressure gradient in a 6 in ID vertical well: vsL 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm, roughness 0.00006 ft',
      'two-phase flow pressure gradient, vertical 6 inch tubing, superficial liquid velocity 3.97 ft/s and superficial gas velocity 3.86 ft/s, ρL 47.61 lb/ft3, ρg 5.88 lb/ft3, μL 0.97 cP, μg 0.016 cP, σ 8.41 dyne/cm, roughness 0.00072 in',
      'What is the flowing gradient by Beggs and Brill for a vertical well, 6 in ID, with 3.97 ft/s liquid and 3.86 ft/s gas superficial velocities; liquid 47.61 lb/ft3 and gas 5.88 lb/ft3; viscosities 0.97 cp liquid and 0.016 cp gas; IFT 8.41 dynes/cm; roughness 0.00006 ft?',
      'multiphase pressure gradient (Beggs & Brill), vertical, 6 in ID tubing, vsl = 3.97 ft/s, vsg = 3.86 ft/s, rho_l 47.61 lb/ft3, rho_g 5.88 lb/ft3, mu_l 0.97 cp, mu_g 0.016 cp, sigma 8.41 dyne/cm, epsilon 0.00006 ft',
    ],
    expect: {
      label: /^Pressure gradient \(total\)$/,
      value: 0.215,
      unit: /^psi\/ft$/,
      tolerance: 0.01,
    },
  },
  {
    // The same example in SI: 0.215 psi/ft × (6.894757 kPa/psi ÷ 0.3048 m/ft) = 4.863 kPa/m.
    // Inputs converted with 1 ft = 0.3048 m and 1 lb/ft³ = 16.01846 kg/m³; mPa·s = cP, mN/m = dyne/cm.
    id: 'beggs-brill-metric',
    family: 'flow_and_facilities',
    questions: [
      'Beggs & Brill gradient, vertical well, 152.4 mm ID, vsl 1.210056 m/s, vsg 1.176528 m/s, liquid density 762.639 kg/m3, gas density 94.1886 kg/m3, liquid viscosity 0.97 mPa·s, gas viscosity 0.016 mPa·s, surface tension 8.41 mN/m, roughness 0.018288 mm',
      'two-phase pressure gradient in kPa/m by Beggs-Brill: vertical 152.4 mm ID tubing, superficial liquid velocity 1.210056 m/s, superficial gas velocity 1.176528 m/s, liquid 762.639 kg/m3, gas 94.1886 kg/m3, μL 0.97 mPa·s, μg 0.016 mPa·s, σ 8.41 mN/m, roughness 0.018288 mm',
      'Beggs and Brill for a vertical well, ID 152.4 mm: 1.210056 m/s liquid and 1.176528 m/s gas superficial velocities, densities 762.639 kg/m3 liquid and 94.1886 kg/m3 gas, viscosities 0.97 mPa·s liquid and 0.016 mPa·s gas, IFT 8.41 mN/m, roughness 0.018288 mm',
    ],
    expect: {
      label: /^Pressure gradient \(total\), SI$/,
      value: 4.8634,
      unit: /^kPa\/m$/,
      tolerance: 0.01,
    },
  },
  {
    id: 'beggs-brill-missing',
    family: 'flow_and_facilities',
    questions: [
      'Beggs-Brill gradient for a vertical 6 in ID well, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp',
      'Beggs-Brill gradient, 6 in ID, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm',
      'calculate the multiphase pressure gradient with Beggs and Brill in a vertical well',
    ],
    expect: 'ask',
  },
  {
    // Rawlins & Schellhardt (1935) through two tests: n = ln(2,000/3,500)/ln[(2,000² − 1,700²)/
    // (2,000² − 1,300²)] = ln(0.571429)/ln(0.480519) = 0.76358; C = 2,000/1,110,000^n = 0.048413;
    // AOF = C·(2,000² − 14.7²)^n = 5,322.6 Mscf/d.
    id: 'backpressure-two-tests',
    family: 'inflow',
    questions: [
      'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia — C, n and AOF?',
      'AOF of a gas well, shut-in pressure 2000 psia, tests 2 MMscf/d at 1700 psia and 3.5 MMscf/d at 1300 psia',
      'find C and n for a gas well with p̄ 2,000 psia from two stabilized tests: 2000 mcfd @ 1700 psia, 3500 mcfd @ 1300 psia',
      'absolute open flow potential from a two-point deliverability test, static pressure 2000 psia; 2,000 Mscf/d at 1,700 psia; 3,500 Mscf/d at 1,300 psia',
    ],
    expect: {
      label: /^Absolute open flow at 14.7 psia/,
      value: 5322.6,
      unit: /^Mscf\/d$/,
      tolerance: 0.002,
    },
  },
  {
    // The same tests in bar and m³/d (1 bar = 14.503774 psi, 1 m³ = 35.3147 ft³):
    // 137.895 bara, 56,633.7 m³/d at 117.2109 bara and 99,109 m³/d at 89.6318 bara → 5,322.6 Mscf/d.
    id: 'backpressure-two-tests-metric',
    family: 'inflow',
    questions: [
      'back-pressure test, reservoir pressure 137.8951 bara, 56633.69 m3/d at 117.2109 bara and 99108.96 m3/d at 89.63184 bara: AOF?',
      'AOF from two tests: shut-in pressure 137.8951 bara; 56,633.69 m3/d at 117.2109 bara; 99,108.96 m3/d at 89.63184 bara',
      'gas well deliverability test with p̄ 137.8951 bara — 56633.69 m3/d @ 117.2109 bara, 99108.96 m3/d @ 89.63184 bara — what is the absolute open flow?',
    ],
    expect: {
      label: /^Absolute open flow at 14.7 psia/,
      value: 5322.6,
      unit: /^Mscf\/d$/,
      tolerance: 0.002,
    },
  },
  {
    id: 'backpressure-missing',
    family: 'inflow',
    questions: [
      'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia — AOF?',
      'AOF for a gas well, 3,500 Mscf/d at 1,300 psia',
      'calculate C and n from a gas well flow-after-flow test',
    ],
    expect: 'ask',
  },
  // ——— reading rules (decision 046): a number never in a role it does not have ———
  {
    // J = q/Δp (Guo, Lyons & Ghalambor, Petroleum Production Engineering, ch. 3): 450/300 = 1.5.
    id: 'pi-drawdown-field',
    family: 'inflow',
    questions: [
      'PI for 450 bopd at a drawdown of 300 psi, reservoir pressure 2,500 psi',
      "what's the productivity index: 450 bopd, 300 psi drawdown",
      'productivity index if the well makes 450 bopd at a drawdown of 300 psi',
    ],
    expect: { label: /^Productivity index J$/, value: 1.5 },
  },
  {
    // 20 bar = 2,000 kPa = 290.075 psi (NIST SP 811): J = 1,200/290.075 = 4.1369 STB/d/psi.
    id: 'pi-drawdown-metric',
    family: 'inflow',
    questions: [
      'PI of a well making 1,200 bopd with 20 bar drawdown',
      'productivity index: 1,200 bopd at a drawdown of 2,000 kPa',
    ],
    expect: { label: /^Productivity index J$/, value: 4.1369 },
  },
  {
    // P = 0.052 × MW × TVD (Lapeyrouse, 2nd ed., ch. 1), never the MD: 0.052 × 12.5 × 8,500.
    id: 'hydrostatic-md-and-tvd-field',
    family: 'drilling',
    questions: [
      'hydrostatic pressure of 12.5 ppg mud at 10,000 ft MD, 8,500 ft TVD',
      'hydrostatic of 12.5 ppg mud, MD 10,000 ft, TVD 8,500 ft',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 5525 },
  },
  {
    // 1.5 SG = 1,500 kg/m³; P = ρ g TVD = 1,500 × 9.80665 × 2,600 m = 38,246 kPa (0.5 % covers
    // the 0.052 field constant).
    id: 'hydrostatic-md-and-tvd-metric',
    family: 'drilling',
    questions: [
      'hydrostatic pressure of 1.5 SG mud at 3,000 m MD, 2,600 m TVD, in kPa',
      'hydrostatic of 1.5 sg mud, MD 3,000 m, TVD 2,600 m, in kPa',
    ],
    expect: { label: /^Hydrostatic pressure$/, value: 38246, unit: /^kPa$/ },
  },
  {
    // BHP = 0.052 × MW × TVD + surface pressure (Lapeyrouse, ch. 1): 4,680 + 300 = 4,980 psi.
    id: 'bhp-with-surface-pressure-field',
    family: 'drilling',
    questions: [
      "what's the BHP with 10 ppg mud at 9,000 ft and 300 psi on the casing",
      'bottom hole pressure: 10 ppg mud, 9,000 ft TVD, SICP 300 psi',
    ],
    expect: { label: /^Bottom-hole pressure/, value: 4980 },
  },
  {
    // 1,200 kg/m³ × 9.80665 × 3,000 m = 35,304 kPa = 353.0 bar, + 25 bar = 378.0 bar.
    id: 'bhp-with-surface-pressure-metric',
    family: 'drilling',
    questions: ['bottom hole pressure in bar: 1.2 SG mud, 3,000 m TVD, 25 bar wellhead pressure'],
    expect: { label: /^Bottom-hole pressure/, value: 378.0, unit: /^bar$/ },
  },
  {
    // Water cut = qw/(qo + qw): 85 % of 2,000 bbl/d; the WOR is 1,700/300 = 5.667.
    id: 'water-cut-of-a-total',
    family: 'volumes_and_ratios',
    questions: [
      'water cut 85%, total fluid 2,000 bfpd, what is the WOR',
      'the well makes 2,000 blpd gross at 85% water cut: water-oil ratio?',
    ],
    expect: { label: /^Water-oil ratio/, value: 1700 / 300 },
  },
  {
    // Casing ID over its nominal size (Lapeyrouse, ch. 1): (8.681² − 5²)/1029.4 = 0.04892 bbl/ft.
    id: 'annulus-with-casing-id',
    family: 'drilling',
    questions: [
      'annular capacity between 9-5/8 in 47# casing (8.681 ID) and 5 in DP',
      'annular capacity of 9-5/8 casing, ID 8.681 in, with 5 in drill pipe',
    ],
    expect: { label: /^Annular capacity$/, value: 0.04892 },
  },
];
