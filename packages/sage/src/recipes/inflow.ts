import { groupedWith, recipe } from './recipe';

/** Productivity index and the inflow performance relationships. */
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
      { input: 'oil_rate_stb_per_day', role: 'liquid_rate' },
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'flowing_bhp_psia', role: 'flowing_bhp' },
      { input: 'drawdown_psi', role: 'drawdown', labelled: true },
    ],
    missing: (input) =>
      input.drawdown_psi === undefined &&
      (input.reservoir_pressure_psia === undefined || input.flowing_bhp_psia === undefined)
        ? input.reservoir_pressure_psia === undefined && input.flowing_bhp_psia === undefined
          ? 'the reservoir pressure and the flowing bottom-hole pressure (e.g. `Pr 2,500 psi, pwf 1,800 psi`), or the drawdown'
          : input.reservoir_pressure_psia === undefined
            ? 'the average reservoir (static) pressure (e.g. `Pr 2,500 psi`)'
            : 'the flowing bottom-hole pressure (e.g. `pwf 1,800 psi`)'
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
    },
    inputs: [
      { input: 'reservoir_pressure_psia', role: 'reservoir_pressure' },
      { input: 'test_rate_stb_per_day', role: 'liquid_rate' },
      // The test's pressure is the one written with its rate ("320 bopd at 800 psi").
      {
        input: 'test_flowing_bhp_psia',
        role: 'flowing_bhp',
        names: ['test', 'tested at', 'on test', 'during the test', 'test pwf', 'test fbhp'],
      },
      { input: 'bubble_point_psia', role: 'bubble_point', labelled: true },
      {
        input: 'flowing_bhp_psia',
        role: 'flowing_bhp',
        labelled: true,
        names: [
          'rate at',
          'rate if',
          'at a pwf of',
          'if pwf is',
          'if we draw down to',
          'drawn down to',
          'draw down to',
          'reduce pwf to',
          'lower pwf to',
          'new pwf',
          'target pwf',
          'design pwf',
          'produce at',
          'make at',
          'flow at',
        ],
        accepts: (mention, reading) => !groupedWith(mention, reading, 'rate'),
      },
    ],
    answers: {
      max_rate_aof: [
        'aof',
        'absolute open flow',
        'qmax',
        'q max',
        'maximum rate',
        'max rate',
        'open flow',
      ],
      rate_at_flowing_bhp: [
        'rate at',
        'what rate',
        'how much will it make',
        'how much would it make',
        'rate if',
        'rate would',
      ],
    },
    needs: { rate_at_flowing_bhp: ['flowing_bhp_psia'] },
  }),
];
