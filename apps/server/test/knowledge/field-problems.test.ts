import { describeNewTopics } from './entry-answers';

/** The day the field-problems entries were checked against their sources. */
const REVIEWED = '2026-11-30';

/**
 * Problems production and drilling engineers bring every week that the base answered only in
 * passing, asked as a field engineer types them — one long with the case in figures, one short —
 * and answered from the entry written for them, not a calculator or the no-model reply.
 */
const TOPICS = [
  {
    id: 'lift-esp-no-flow-normal-amps',
    title: /^ESP running with normal amps but no flow at surface/,
    says: /deadhead test/,
    questions: [
      'ESP on the Jones 4 restarted after the drive was replaced yesterday: 48 A against a nameplate 52 A at 58 Hz, intake pressure steady at 1,150 psi, but zero tubing pressure at the wellhead and nothing reaching the battery for 6 hours. Pump at 6,200 ft on 2-7/8 tubing. What is going on?',
      'esp running normal amps but no flow at surface',
    ],
  },
  {
    id: 'chem-acid-scale-cleanout-esp',
    title: /^Acid cleanout of carbonate scale on an ESP or in the tubing/,
    says: /1,840 lb of calcium carbonate[\s\S]*\*\*Soak\*\*/,
    questions: [
      'Water cut 92%, ESP at 7,400 ft keeps pulling more amps from calcium carbonate scale (last pull the stages were full of white scale that fizzed in HCl). BHT 190F, 2-7/8 tubing. We want to acid it without pulling: what strength of HCl and which additives, and do we pump it down the tubing or the annulus?',
      'how much acid to clean carbonate scale out of an esp',
    ],
  },
  {
    id: 'comp-sandstone-acid-made-worse',
    title: /^A sandstone matrix acid \(mud acid, HCl–HF\) job that made the well worse/,
    says: /fluosilicates/,
    questions: [
      'Pumped 50 gal/ft of 15% HCl preflush, 75 gal/ft of 12/3 mud acid and a 3% KCl overflush on a clay-rich sandstone oil well, shut in overnight and flowed back next morning. Rate went from 180 to 90 bopd and the returns carried fines. What happened and how do we fix it?',
      'mud acid job made the well worse, what went wrong',
    ],
  },
  {
    id: 'ops-buildup-late-derivative-rise',
    title: /^A build-up whose derivative rises at late time/,
    says: /does not prove a closed reservoir/,
    questions: [
      '72 hr build-up on an oil well shut in at surface: storage ends around 2 hr, the derivative is flat from 3 to 20 hr at about 18 psi, then rises with nearly a unit slope to the end. Flowed 14 days at 650 bopd with a 2 day shut-in in the middle. Is that a closed boundary, and what should we check before we report it?',
      'derivative rising at late time on the buildup, boundary or wellbore?',
    ],
  },
] as const;

/** The safety-critical topics: the answer opens with the entry's Immediate actions. */
const EMERGENCIES = [
  {
    id: 'cement-plug-no-bump',
    title: /^A cement plug that has not bumped/,
    says: /calculated displacement plus about half the shoe-track volume/,
    questions: [
      'Cementing 5-1/2" 17# production casing at 10,400 ft with an 80 ft shoe track. Calculated displacement is 238 bbl, we count strokes on the rig pump at 97% efficiency and we are at 240 bbl with no bump yet; the lift pressure came up like the simulation. How much more can we pump before we over-displace?',
      'no bump at the calculated displacement, how far past can we go without a wet shoe?',
    ],
  },
  {
    id: 'comp-ct-drillout-pressure-kick',
    title:
      /^Coiled tubing drilling out frac plugs: the wellhead pressure jumps and the weight drops/,
    says: /Stop milling[\s\S]*pipe-light limit/,
    questions: [
      'Drilling out composite frac plugs with 2-3/8 coil at plug 14 of 30 (about 15,800 ft MD, heel at 9,900 ft TVD): as we milled through, WHP jumped from 2,800 to 5,600 psi and the surface weight dropped from 22k to 6k lb. Returns are heavy with plug parts. What do we do right now?',
      'whp jumped and coil going light drilling out plugs',
    ],
  },
  {
    id: 'lift-pumping-unit-timer-lockout',
    title: /^Lockout on a pumping unit that runs on a timer or pump-off controller/,
    says: /Open the disconnect, lock and tag it/,
    questions: [
      'Pumper wants to repack the stuffing box on the 22-3 while the unit is down on its timer off cycle (15 min on, 45 off); he says he will just put the HOA switch in off. Tubing pressure is about 120 psi and the lease has 300 ppm H2S. Is that enough?',
      'unit is down on the POC, ok to work on it without locking out?',
    ],
  },
  {
    id: 'fac-thief-hatch-vru-down',
    title: /^Thief hatches lifting with the VRU down/,
    says: /Never strap, chain or weight a thief hatch/,
    questions: [
      "Our VRU tripped on high discharge temperature this morning and the parts won't be here until Thursday. Thief hatches on the four 400 bbl oil tanks keep lifting; the battery takes 900 bopd from 6 wells. The pumper wants to put weights on the hatches until the VRU is fixed. OK?",
      'vru down, can we strap the thief hatches shut?',
    ],
  },
] as const;

describeNewTopics(
  'weekly field problems the base answered only in passing',
  TOPICS.map((topic) => ({ ...topic, reviewed: REVIEWED })),
);

describeNewTopics(
  'safety-critical field problems: the answer opens with the immediate actions',
  EMERGENCIES.map((topic) => ({
    ...topic,
    reviewed: REVIEWED,
    safetyCritical: true,
    immediate: true,
  })),
);
