import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Well equipment that will not do what it should, each the part its neighbours leave out, asked
 * as a field report with figures and briefly: a subsurface safety valve that will not open after a
 * shut-in, a rod pump that will not unseat, a recip compressor read stage by stage on a hot day, a
 * well flowing with logging tools in open hole, and produced-water tanks turned sour.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-sssv-will-not-open',
    title: /^A subsurface safety valve that will not open/,
    says: /Not equalised across the flapper/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Bringing the A-4 back after a 3-day shut-in for a flowline repair. SITP was 2,900 psi before, the tubing above the TRSCSSV was bled to zero for the repair, and now the control line is at 5,000 psi and the well still will not flow. Pump the control line harder?',
      "scssv won't open after the shut-in",
    ],
  },
  {
    id: 'lift-stuck-pump-will-not-unseat',
    title: /^A rod pump stuck in the seating nipple/,
    says: /stripping job/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Pulling unit on the Smith 3 and the pump will not unseat. Rods are 7/8 and 3/4 grade D, 6,800 ft, about ten years old; free string weight 11,000 lb and we have pulled to 30,000 lb with no movement. Sand was in the last pump. How much more can we pull, or do we back off?',
      'pump wont unseat, how hard can we pull on the rods?',
    ],
  },
  {
    id: 'fac-compressor-stage-balance',
    title: /^Reading a reciprocating compressor stage by stage/,
    says: /next stage/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Two-stage recip on the gathering system: interstage has been running 240 psig against 215 on the design sheet, and the first stage discharge reaches 300 F every afternoon when it is 105 out, fine at night. Suction 50 psig, discharge 800 psig. What is going on?',
      'interstage pressure above design on our recip',
    ],
  },
  {
    id: 'drill-kick-while-logging',
    title: /^A kick while logging/,
    says: /Stop the winch/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Logging the 8-1/2 in. open hole at 11,200 ft TD, tools at 9,800 ft coming up, and the trip tank has gained 6 bbl in 10 minutes. Mud 10.4 ppg, shoe at 7,500 ft. What do we do?',
      'well flowing while logging',
    ],
  },
  {
    id: 'fac-sour-produced-water-tanks',
    title: /^Produced-water tanks that have turned sour/,
    says: /No hand gauging/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      "Pumper's monitor read 60 ppm H2S when he opened the thief hatch on the 500 bbl produced water tank. The water has gone black over the last month and the wells only make 5 ppm in the gas. What do we do about gauging and the tank?",
      'our water tanks turned sour, H2S at the hatch',
    ],
  },
];

describeNewTopics('well equipment troubles', NEW_TOPICS);
