import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Completion tests and plugs, asked as a field report with figures and briefly: testing the tree
 * after a workover before handing the well back, pulling an RBP with gas below it, a plug-and-perf
 * stage where the plug or the guns did not work, and setting and releasing a weight-set packer.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-tree-test-after-workover',
    title: /^Pressure testing the wellhead and tree after a workover/,
    says: /Stop the test pump/,
    safetyCritical: true,
    immediate: true,
    reviewed: '2026-12-02',
    questions: [
      'Finished the tubing swap on the Smith 2H, nippled the 3-1/16 5K tree back up with a TWC in the hanger. SITP before the job was about 3,100 psi. Production wants the well back tonight. What pressures and hold times do we run on the tree test, body and each valve, before we hand it over?',
      'how do i test the xmas tree after the workover before turning it over to production',
    ],
  },
  {
    id: 'comp-rbp-equalize-retrieve',
    title: /^Equalizing and retrieving a retrievable bridge plug/,
    says: /stop moving the pipe/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Going in tomorrow to latch the RBP we set at 6,850 ft in 5-1/2 17# above the lower zone. Lower zone had about 2,400 psi SITP and makes gas, and we dumped 10 ft of sand on top of the plug before the squeeze. Hole is full of 9.0 ppg brine. Crew is green. Whats the right way to wash down, equalize and pull it, and what do we watch out for?',
      'gas under the rbp, how do we equalize and pull it safe',
    ],
  },
  {
    id: 'comp-plug-and-perf-misrun',
    title: /^A plug-and-perf stage misrun on wireline/,
    says: /Treat every gun as live/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Stage 23 plug-and-perf run: pumped down at 12 bpm to 14,600 ft, fired the setting tool and saw the tension drop like normal, but only 3 of the 6 clusters gave a shot indication on the panel. POOH now, about 2,000 ft out. Do we frac it with 3 clusters or make a second run, and what do we do with the guns when they come up?',
      'frac plug didnt set on the pump down and the guns are coming back up, what now',
    ],
  },
  {
    id: 'comp-mechanical-packer-set-release',
    title: /^Setting and releasing a mechanical-set packer/,
    says: /Equalize first/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Running a 5-1/2 in. weight-set packer on 2-7/8 tubing to 7,200 ft in a well with 25 degrees of angle. Last time the hand turned it 2 rounds at surface, slacked off 12,000 lb and it just kept sliding down, and pulling it out later it hung up. Whats the right sequence to set it, test it, and release it?',
      'how do you set and release a tension set packer',
    ],
  },
];

describeNewTopics('Completion tests and plugs', NEW_TOPICS);
