import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Servicing and testing jobs of a field week the base had no entry for, each asked as a field
 * report with figures and briefly: swabbing a well in, and pressure testing a new line.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-swabbing-well-in',
    title: /^Swabbing a well in/,
    says: /daylight/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Swab rig on the Miller lease after an acid job: first runs found fluid at 4,200 ft, now it is at 2,000 ft after five runs, the cups come up with gas and the tubing holds 60 psi between runs. Sun is going down. Make a few more runs?',
      "we're swabbing back load after the frac, fluid level keeps coming up, ok to swab through the night?",
    ],
  },
  {
    id: 'fac-pressure-test-new-line',
    title: /^Pressure testing a new line or vessel/,
    says: /Water is nearly incompressible/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Contractor laid 2 miles of 6 in. steel gathering line rated 1,440 psi and wants to test it to 2,160 with air because hauling water is expensive. Is that acceptable?',
      'can we hydrotest a new flowline with nitrogen instead of water',
    ],
  },
];

describeNewTopics('servicing and testing jobs', NEW_TOPICS);
