import { LABELLED, type Reading } from '../label';
import { MADE_ABSOLUTE } from '../convert';
import { STATEMENT_GAP, type Mention } from '../read';
import { convertValue, readUnit } from '../units';
import { ATMOSPHERIC_PRESSURE_PSIA } from '@petrosage/oilfield';
import { groupedWith, recipe, type Composed } from './recipe';

/**
 * Stabilized tests written as a rate with its flowing pressure ("2,000 Mscf/d at 1,700 psia",
 * "56,633 m3/d @ 117 bara"): two or more such pairs are the tests of a deliverability fit.
 */
function testPairs(gas: boolean, oneWithKnownN = false) {
  return (reading: Reading, used: ReadonlySet<number>, absolute = false): Composed | undefined => {
    const rateUnit = readUnit(gas ? 'Mcf/d' : 'bbl/d');
    const tests: Record<string, number>[] = [];
    const taken: number[] = [];
    const notes: string[] = [];
    const mentions = reading.mentions.filter((mention) => !used.has(mention.index));
    // "380 stb/d @ 2100" beside "Pr 2600 psia": a bare number set at a rate is a pressure in
    // the message's pressure unit.
    // With no pressure unit anywhere, field rates are set at pressures in psi.
    const pressureUnit =
      reading.mentions.find((mention) => mention.unit?.dimension === 'pressure')?.unit ??
      (reading.mentions.some(
        (mention) => mention.unit?.dimension === 'rate' && mention.unit.system === 'field',
      )
        ? readUnit('psi')
        : undefined);
    // "1,500 Mscf/d @ 2,900 psia, 2,600 @ 2,500 psia": a later test's bare rate is in the unit
    // of the test before it.
    let rateUnitBefore: Mention['unit'];
    for (const [at, written] of mentions.entries()) {
      const next = mentions[at + 1];
      const setAt =
        next !== undefined && /^\s*(?:@|at)\s*$/.test(reading.text.slice(written.end, next.start));
      const rate =
        written.unit === undefined && rateUnitBefore !== undefined && setAt
          ? { ...written, unit: rateUnitBefore }
          : written;
      const pressure =
        next !== undefined &&
        // "@ 2,500 and 900 stb/d @ 1,800": the rate's unit is not the pressure's.
        (next.unit === undefined || next.borrowed === true) &&
        pressureUnit !== undefined &&
        rate.unit?.dimension === 'rate' &&
        setAt
          ? { ...next, unit: pressureUnit }
          : next;
      if (rate.unit?.dimension !== 'rate' || pressure?.unit?.dimension !== 'pressure') continue;
      if (pressure !== next)
        notes.push(`${pressure.raw} read as ${pressure.raw} ${pressureUnit?.symbol}.`);
      if (gas !== (rate.unit.flavour === 'gas' || (rate.unit.id === 'm3/d' && gas))) continue;
      if (
        !/^\s*(?:at|@|with|and|,)?\s*(?:a\s+)?(?:pwf|fbhp|flowing bhp|bhp|of)?\s*(?:of\s+)?$/.test(
          reading.text.slice(rate.end, pressure.start),
        )
      )
        continue;
      let psia = convertValue(pressure.value, pressure.unit, readUnit('psi'));
      // A plain pressure of a message whose pressures are absolute is absolute too.
      if (
        pressure.unit.reference !== 'absolute' &&
        !(absolute && pressure.unit.reference === undefined)
      ) {
        psia += ATMOSPHERIC_PRESSURE_PSIA;
        notes.push(`${pressure.raw} read as gauge and ${MADE_ABSOLUTE}: ${psia.toFixed(1)} psia.`);
      }
      // A rate is never negative: a dash before it ("bara — 56,633 m3/d") sets it off.
      const value = convertValue(Math.abs(rate.value), rate.unit, rateUnit);
      tests.push(
        gas
          ? { rate_mscf_per_day: value, flowing_bhp_psia: psia }
          : { rate_stb_per_day: value, flowing_bhp_psia: psia },
      );
      taken.push(rate.index, pressure.index);
      rateUnitBefore = rate.unit;
      if (rate !== written)
        notes.push(`${written.raw} read as ${written.raw} ${rate.unit.symbol}.`);
    }
    // One test defines the curve only with a known n ("n = 0.85").
    const knownN = reading.labels.some((labels) => (labels.get('backpressure_n') ?? 0) >= 0.5);
    if (tests.length < (oneWithKnownN && knownN ? 1 : 2)) return undefined;
    return { input: { tests }, used: taken, notes };
  };
}

/** A pressure written with its test's rate ("320 bopd at 800 psi", "650 bopd at Pwf 1,900"). */
function withItsRate(mention: Mention, reading: Reading): boolean {
  const before = reading.mentions[mention.index - 1];
  return (
    groupedWith(mention, reading, 'rate') ||
    (before?.unit?.dimension === 'rate' &&
      STATEMENT_GAP.test(reading.text.slice(before.end, mention.start)))
  );
}

/**
 * "And at pwf 1,000?", "if I drop pwf to 600 psi": the flowing pressure a rate is asked at, not
 * a test's.
 */
const AT_A_PRESSURE =
  /\bat (?:an? )?(?:pwf|bhp|fbhp|flowing (?:bhp|pressure))(?: of)?\s*[=:]?\s*$|\b(?:drop|dropp?ing|lower|lowering|pull|pulling|draw|drawing|bring|bringing|take|taking|get|getting|reduce|reducing|cut|cutting)\b(?:\s+(?:the|it|pwf|bhp|fbhp|flowing|pressure|bottomhole|bottom-hole|down|back)){0,3}\s+to\s*$/;

/** "…and at 900 psia flowing?": a pressure written "at", named flowing after it. */
const AT_BEFORE = /(?:^|[\s,])(?:at|@)\s*$/;
const FLOWING_AFTER = /^\s*(?:flowing|pwf|fbhp|bhp)\b/;

function atAPressure(mention: Mention, reading: Reading): boolean {
  const before = reading.text.slice(Math.max(0, mention.start - 40), mention.start);
  return (
    AT_A_PRESSURE.test(before) ||
    (AT_BEFORE.test(before) && FLOWING_AFTER.test(reading.text.slice(mention.end)))
  );
}

/** Words that set the flowing pressure a rate is asked at ("rate at 800 psi", "pump it down to 800"). */
const RATE_AT = [
  'rate at',
  'rate @',
  'q at',
  'q @',
  'qo at',
  'oil rate at',
  'rate if',
  'at a pwf of',
  'at pwf',
  'at a pwf',
  'at bhp',
  'at a bhp',
  'at fbhp',
  'at a flowing bhp',
  'at a flowing pressure of',
  'if pwf is',
  'if we draw down to',
  'drawn down to',
  'draw down to',
  'down to',
  'reduce pwf to',
  'lower pwf to',
  'new pwf',
  'target pwf',
  'design pwf',
  'produce at',
  'make at',
  'flow at',
  'get at',
  'do at',
];

/** Words that ask an oil well's rate at another flowing pressure. */
const RATE_ASKED = [
  'rate at',
  'rate @',
  'q at',
  'q @',
  'qo at',
  'what rate',
  'how much will it make',
  'how much would it make',
  'what will it make',
  'what would it make',
  'what would we make',
  'will it make at',
  'make at',
  'rate if',
  'rate would',
  'what would we get',
  'what will we get',
  'what do we get',
  'would we get at',
  'what would it do',
  'what will it do',
  'get at',
];

/** The exponent of a deliverability fit asked for ("n?", "what's the exponent"). */
const N_ASKED = ['n', 'exponent', 'n value', 'value of n', 'n exponent'];

const DELIVERABLE_AT = [...RATE_AT, 'deliverability at', 'deliver at'];

/** Productivity index and the inflow performance relationships. */
/** Names of an oil well's maximum rate (pwf = 0), whichever curve gives it. */
const MAX_RATE = [
  'aof',
  'absolute open flow',
  'qmax',
  'q max',
  'maximum rate',
  'max rate',
  'open flow',
];

export const inflowRecipes = [
  recipe({
    tool: 'productivity_index',
    terms: {
      'productivity index': 3,
      pi: 2.5,
      j: 1.5,
      'j star': 2,
      productivity: 2,
      'straight line ipr': 2,
      'bbl/d/psi': 2,
      'bpd/psi': 2,
      'stb/d/psi': 2,
      'per psi': 1.5,
      'per bar': 1.5,
      drawdown: 0.8,
    },
    inputs: [
      // "PI on oil", "oil PI": the oil rate, not the water beside it.
      {
        input: 'oil_rate_stb_per_day',
        role: 'liquid_rate',
        accepts: (mention, reading) =>
          mention.unit?.flavour !== 'water' ||
          !/\b(?:on|of|for) (?:the )?oil\b|\boil pi\b/.test(reading.text),
      },
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'flowing_bhp_psia', role: 'flowing_bhp' },
      { input: 'drawdown_psi', role: 'drawdown', labelled: true },
      {
        // A pressure a rate is asked at ("and what would we make at 900 psi flowing"), never the
        // test's own nor a drawdown ("at 1,300 psi drawdown").
        input: 'target_flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: RATE_AT,
        accepts: (mention, reading) =>
          !withItsRate(mention, reading) &&
          (reading.labels[mention.index]?.get('drawdown') ?? 0) < LABELLED,
      },
    ],
    missing: (input) =>
      input.drawdown_psi === undefined &&
      (input.reservoir_pressure_psia === undefined || input.flowing_bhp_psia === undefined)
        ? input.reservoir_pressure_psia === undefined && input.flowing_bhp_psia === undefined
          ? 'the reservoir pressure and the flowing bottom-hole pressure (e.g. `Pr 2,500 psi, pwf 1,800 psi`), or the drawdown'
          : input.reservoir_pressure_psia === undefined
            ? 'the average reservoir (static) pressure (e.g. `Pr 2,500 psi`), or the drawdown'
            : 'the flowing bottom-hole pressure (e.g. `pwf 1,800 psi`), or the drawdown'
        : undefined,
  }),
  recipe({
    tool: 'vogel_ipr',
    terms: {
      vogel: 3,
      ipr: 2,
      'inflow performance': 2.5,
      aof: 2.5,
      'absolute open flow': 3,
      qmax: 3,
      'q max': 3,
      'maximum rate': 2,
      'max rate': 2,
      'maximum flow rate': 2,
      'rate at': 1,
      'what rate': 1,
      'how much will it make': 1.5,
      'solution gas drive': 1,
      'below the bubble point': 1,
      'saturated reservoir': 1,
      'gas well': -2,
      backpressure: -2,
      deliverability: -1.5,
      fetkovich: -3,
      // Vogel's curve is for a saturated reservoir: the composite IPR is the one named for an
      // undersaturated one.
      composite: -3,
      'generalized vogel': -3,
      undersaturated: -1.5,
      'above the bubble point': -1.5,
      'above pb': -1.5,
    },
    inputs: [
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'test_rate_stb_per_day', role: 'liquid_rate' },
      // The test's pressure is the one written with its rate ("320 bopd at 800 psi").
      {
        input: 'test_flowing_bhp_psia',
        role: 'flowing_bhp',
        names: ['test', 'tested at', 'on test', 'during the test', 'test pwf', 'test fbhp'],
        accepts: (mention, reading) =>
          withItsRate(mention, reading) || !atAPressure(mention, reading),
      },
      { input: 'bubble_point_psia', role: 'bubble_point', labelled: true },
      {
        input: 'flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: RATE_AT,
        accepts: (mention, reading) => !withItsRate(mention, reading),
      },
    ],
    answers: {
      max_rate_aof: MAX_RATE,
      rate_at_flowing_bhp: RATE_ASKED,
    },
    needs: { rate_at_flowing_bhp: ['flowing_bhp_psia'] },
  }),
  recipe({
    tool: 'gas_well_backpressure',
    terms: {
      backpressure: 3,
      'back pressure': 2.5,
      'back-pressure': 3,
      deliverability: 3,
      'c and n': 3,
      'flow after flow': 3,
      'flow-after-flow': 3,
      isochronal: 3,
      'two point test': 2.5,
      'multipoint test': 2.5,
      aof: 2,
      'absolute open flow': 2.5,
      'open flow potential': 2.5,
      'gas well': 1.5,
      'stabilized tests': 1.5,
      tests: 1,
      lit: 1,
    },
    inputs: [
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      // The pressure to report a deliverable rate at ("rate at 1,000 psia"), not a test's own.
      {
        input: 'flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: DELIVERABLE_AT,
        accepts: (mention, reading) => !withItsRate(mention, reading),
      },
    ],
    primary: 'aof',
    answers: {
      rate_at_flowing_bhp: [
        'rate at',
        'q at',
        'what rate',
        'rate if',
        'deliverability at',
        'deliver at',
      ],
      n_exponent: N_ASKED,
    },
    needs: { rate_at_flowing_bhp: ['flowing_bhp_psia'] },
    compose: testPairs(true),
    missing: (input) =>
      input.tests === undefined
        ? 'two or more stabilized tests, each a gas rate with its flowing pressure (e.g. `2,000 Mscf/d at 1,700 psia; 3,500 Mscf/d at 1,300 psia`)'
        : undefined,
  }),
  recipe({
    tool: 'fetkovich_ipr',
    terms: {
      fetkovich: 3,
      'c and n': 2,
      // The backpressure exponent given ("n = 0.85") is Fetkovich's.
      n: 1,
      'n exponent': 2,
      'flow after flow': 2,
      isochronal: 2,
      'oil well': 1,
      // Test points are either family's; the rates' kind (oil or gas) tells which.
      tests: 1,
      'backpressure equation': 2,
      'gas well': -2,
      vogel: -3,
      aof: 1,
      'absolute open flow': 1,
    },
    primary: 'aof',
    inputs: [
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      {
        input: 'flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: RATE_AT,
      },
      { input: 'n_exponent', role: 'backpressure_n', labelled: true },
      { input: 'test_rate_stb_per_day', role: 'liquid_rate', unit: 'bbl/d', labelled: true },
      { input: 'test_flowing_bhp_psia', role: 'flowing_bhp', unit: 'psia', labelled: true },
    ],
    compose: testPairs(false, true),
    missing: (input) =>
      input.tests === undefined
        ? 'at least two stabilized tests, each an oil rate with its flowing pressure (e.g. `500 bopd at 2,000 psia; 800 bopd at 1,500 psia`), or one test and a known n (e.g. `n = 0.85`)'
        : undefined,
    complete: (input) => {
      const rate = input.test_rate_stb_per_day;
      const pwf = input.test_flowing_bhp_psia;
      if (input.tests !== undefined || typeof rate !== 'number' || typeof pwf !== 'number') {
        return undefined;
      }
      if (input.n_exponent === undefined) return undefined;
      input.tests = [{ rate_stb_per_day: rate, flowing_bhp_psia: pwf }];
      return `One test, ${rate} STB/d at ${pwf} psia, with the n given.`;
    },
    answers: {
      aof: ['aof', 'absolute open flow', 'qmax', 'q max', 'max rate', 'maximum rate'],
      rate_at_flowing_bhp: ['rate at', 'q at', 'what rate', 'rate if', 'rate would'],
      n_exponent: N_ASKED,
    },
    needs: { rate_at_flowing_bhp: ['flowing_bhp_psia'] },
  }),
  recipe({
    tool: 'darcy_radial_inflow',
    terms: {
      darcy: 3,
      'radial flow': 3,
      'radial inflow': 3,
      'steady state': 2,
      'pseudo steady state': 2.5,
      pss: 2,
      'semi steady state': 2.5,
      'from reservoir properties': 2,
      'what rate': 1,
      // "How much will (should, would, could) it make?" of a well's rock and fluid.
      'will it make': 1,
      'should it make': 1,
      'would it make': 1,
      'could it make': 1,
      kh: 1.5,
      skin: 0.8,
    },
    inputs: [
      { input: 'permeability_md', role: 'permeability' },
      { input: 'net_pay_ft', role: 'net_pay' },
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'flowing_bhp_psia', role: 'flowing_bhp' },
      { input: 'drawdown_psi', role: 'drawdown' },
      { input: 'viscosity_cp', role: 'oil_viscosity' },
      { input: 'formation_volume_factor_rb_per_stb', role: 'oil_fvf' },
      { input: 'drainage_radius_ft', role: 'drainage_radius' },
      { input: 'wellbore_radius_ft', role: 'wellbore_radius' },
      { input: 'skin', role: 'skin', labelled: true },
      // "8-1/2 hole": the wellbore radius is half the hole's diameter.
      { input: 'hole_diameter_in', role: 'hole_diameter', labelled: true, unit: 'in' },
    ],
    complete: (input) => {
      const diameter = input.hole_diameter_in;
      delete input.hole_diameter_in;
      if (typeof diameter !== 'number' || input.wellbore_radius_ft !== undefined) return undefined;
      input.wellbore_radius_ft = diameter / 24;
      return `Wellbore radius taken as half the ${diameter} in hole: ${(diameter / 24).toFixed(3)} ft.`;
    },
    // A bounded drainage area ("closed boundaries", "no-flow boundary") is pseudo-steady state;
    // a pressure held at re ("strong aquifer", "pe held", "constant pressure boundary") steady.
    options: (text) =>
      /\b(?:pseudo|semi)[- ]?steady\b|\bpss\b|\bclosed (?:outer )?(?:boundar|drainage|reservoir)|\bno[- ]flow (?:outer )?boundar|\bbounded (?:drainage|reservoir)/.test(
        text,
      )
        ? { flow_regime: 'pseudo_steady_state' }
        : /\bsteady[- ]state\b|\bconstant[- ]pressure (?:outer )?boundar|\bpe held\b/.test(text)
          ? { flow_regime: 'steady_state' }
          : {},
    // The two regimes differ by the 0.75 in the log term: asked, never assumed.
    missing: (input) =>
      [
        ...(input.drawdown_psi === undefined &&
        (input.reservoir_pressure_psia === undefined || input.flowing_bhp_psia === undefined)
          ? [
              `${input.reservoir_pressure_psia === undefined ? 'the reservoir pressure (e.g. `Pr 2,400 psi`)' : 'the flowing bottom-hole pressure (e.g. `pwf 800 psi`)'}${input.reservoir_pressure_psia === undefined && input.flowing_bhp_psia === undefined ? ' and the flowing bottom-hole pressure' : ''}, or the drawdown`,
            ]
          : []),
        ...(input.flow_regime === undefined
          ? [
              'whether the flow is steady state (constant pressure at re) or pseudo-steady state (a bounded drainage area at its average pressure)',
            ]
          : []),
      ].join('; and ') || undefined,
    primary: 'oil_rate',
    answers: {
      productivity_index: ['pi', 'productivity index', 'productivity'],
      skin_pressure_drop_psi: ['skin pressure drop', 'pressure drop across the skin', 'dp skin'],
    },
  }),
  recipe({
    tool: 'composite_ipr',
    terms: {
      'composite ipr': 3,
      'generalized vogel': 3,
      undersaturated: 2,
      'above the bubble point': 2,
      'above bubble point': 2,
      'above pb': 2,
      composite: 2,
      ipr: 1,
      'bubble point': 0.8,
      // Another method named outright is not this one.
      fetkovich: -3,
      backpressure: -2,
      'gas well': -2,
    },
    inputs: [
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'bubble_point_psia', role: 'bubble_point' },
      { input: 'test_rate_stb_per_day', role: 'liquid_rate', free: true },
      {
        input: 'test_flowing_bhp_psia',
        role: 'flowing_bhp',
        names: ['test', 'tested at', 'on test', 'test pwf'],
        accepts: (mention, reading) => withItsRate(mention, reading),
        free: true,
      },
      // J is taken in STB/d/psi: one written per bar or in m³/d is converted to it. A rate per
      // pressure is a productivity index whatever the words around it ("J above Pb is 1.2").
      {
        input: 'productivity_index',
        role: 'productivity_index',
        unit: 'bbl/d/psi',
        free: true,
        accepts: (mention, reading) =>
          mention.unit?.dimension === 'productivity' ||
          (reading.labels[mention.index]?.get('productivity_index') ?? 0) >= LABELLED,
      },
      {
        input: 'flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: RATE_AT,
        accepts: (mention, reading) => !withItsRate(mention, reading),
      },
    ],
    missing: (input) =>
      input.productivity_index === undefined &&
      (input.test_rate_stb_per_day === undefined || input.test_flowing_bhp_psia === undefined)
        ? 'a test (rate and flowing pressure, e.g. `250 bopd at 2,500 psi`) or the productivity index J'
        : undefined,
    primary: 'max_rate_aof',
    answers: {
      max_rate_aof: MAX_RATE,
      rate_at_flowing_bhp: ['rate at', 'q at', 'what rate', 'rate if'],
      rate_at_bubble_point: ['rate at the bubble point', 'rate at pb', 'qb'],
    },
  }),
];
