import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Events a field week brings that the base had no entry for, each asked as a field report with
 * figures and briefly: a person hurt when a line was opened, a lifting near miss, a storm coming
 * to a platform, a vibrating pump, a lost MWD signal, condensate banking and crossflow in a
 * commingled well.
 */

const REVIEWED = '2026-11-30';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-person-hurt-by-release',
    title: /^Someone hurt by a release/,
    says: /running water for 20 minutes/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Roustabout opened a bull plug on a line we had blocked in and got a face full of 80 C produced water, the gauge showed zero. He has red skin on his neck and says it is nothing. What now?',
      'hand got sprayed with hot oil breaking a flange, burns on his wrist',
    ],
  },
  {
    id: 'ops-lifting-near-miss',
    title: /^A crane or lifting near miss/,
    says: /Stop all lifts/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Swinging container on the supply boat lift this morning, one leg of the 4-leg sling popped off the hook and the box landed on one corner. Nobody hurt. Crane driver wants to carry on with the backload. OK?',
      'sling slipped off the crane hook during a lift',
    ],
  },
  {
    id: 'ops-storm-shut-in-evacuation',
    title: /^A hurricane or tropical storm coming/,
    says: /last safe flight/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      "Hurricane forecast to reach our Gulf platform in 60 hours, 8 wells flowing, one gas compressor, 35 people on board. What's the shut-in and demanning sequence?",
      'tropical storm coming, how do we shut in and evacuate the platform',
    ],
  },
  {
    id: 'fac-pump-vibration',
    title: /^A pump or other rotating machine with rising vibration/,
    says: /ISO 20816-3/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Produced water booster pump vibration jumped from 2.5 to 6 mm/s since yesterday and the outboard bearing is 15 C hotter. Spare pump is out for a seal. Can we keep running it for a week?',
      'pump vibration alarm and bearing temperature climbing',
    ],
  },
  {
    id: 'drill-mwd-signal-loss',
    title: /^Lost MWD signal while drilling/,
    says: /anti-collision/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Lost MWD decode at 9,400 ft after we pumped a 40 ppb LCM pill, 600 gpm, 10.5 ppg. Offset producer is 45 ft away centre to centre at this depth. Keep drilling on the last survey?',
      'MWD stopped pulsing after the LCM sweep',
    ],
  },
  {
    id: 'res-condensate-banking',
    title: /^A gas-condensate well losing productivity below the dew point/,
    says: /dew point/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Rich gas condensate well, dew point 5,100 psi, reservoir now at 4,900 psi and FBHP around 3,500. Productivity down about 40% in 4 months. What is going on and what can we do?',
      'condensate banking in our gas condensate well, remedies?',
    ],
  },
  {
    id: 'res-crossflow-commingled',
    title: /^Crossflow between zones in a commingled well/,
    says: /shut-in pass/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Production log on a well commingling two sands: on the shut-in pass the spinner shows the upper sand flowing down into the depleted lower one at about 300 bbl/d. Should we worry?',
      'crossflow between zones when the commingled well is shut in',
    ],
  },
];

describeNewTopics('site and reservoir events', NEW_TOPICS);
