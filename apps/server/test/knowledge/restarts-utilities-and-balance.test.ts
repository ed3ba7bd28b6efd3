import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Restarts, utilities and the well's balance, asked as a field report with figures and briefly:
 * bringing a pad back after an ESD trip, instrument air falling with valves drifting, the gain a
 * stimulation would give from a build-up's skin, and a flowing well whose rate and tubing-head
 * pressure fall together on the same choke.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'fac-restart-after-esd',
    title: /^Restarting a pad or facility after an emergency shutdown \(ESD\) trip/,
    says: /Restart the facility before the wells/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Our 6-well pad went down on ESD at 3 am, all the SDVs slammed shut and the wells have been shut in for about 4 hours. It is 25 °F this morning and the gas wells have 1,800 psi SITP. The lease operator wants to hit reset and open everything back up so we can make our numbers. How should we bring it back?',
      'whole pad tripped on esd, ok to just reset and open all the wells?',
    ],
  },
  {
    id: 'fac-instrument-air-loss',
    title: /^Instrument air pressure falling at a facility/,
    says: /Bring backup air on/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Gas plant control room here: the instrument air header has gone from 105 psi down to 62 psi over the last 40 minutes even though the air compressor is running flat out. Level controllers on the inlet separator are wandering and a couple of control valves are drifting. What do we do and what should we look at first?',
      'instrument air pressure keeps falling, compressor is running, what now?',
    ],
  },
  {
    id: 'ops-stimulation-gain-from-skin',
    title:
      /^How much would a stimulation gain when a pressure buildup \(build-up\) test shows positive skin/,
    says: /J_after\/J_before/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Pressure build-up on our oil producer came back with a skin of +9 and kh of about 400 md-ft. The well makes 180 bopd on 40 acre spacing with a rod pump. Before I ask for an acid job budget, how do I estimate how much more the well would make if we remove the skin?',
      'what kind of uplift would we see acidizing a well with +12 skin?',
    ],
  },
  {
    id: 'ops-rate-decline-constant-choke',
    title: /^A flowing well losing rate on the same choke/,
    says: /Falling FTHP points upstream of the choke/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Natural flowing oil well on a 24/64 choke: three weeks ago it made 850 bopd at 620 psi FTHP, today 690 bopd at 500 psi, same choke the whole time. Water cut is steady at 12 % and GOR around 700 scf/bbl. Separator pressure has not changed. What is causing this and what should we check?',
      'flowing well rate and tubing pressure both dropping, choke unchanged, why?',
    ],
  },
];

describeNewTopics('Restarts, utilities and balance', NEW_TOPICS);
