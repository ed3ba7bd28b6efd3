import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Rig tests and tools the base had no entry for, each asked as a field report with figures and
 * briefly: the shoe test, the negative test, a liner hanger that will not set or release, a
 * balanced cement plug, and downhole drilling vibration.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-leak-off-test-fit',
    title: /^The leak-off test \(LOT\) or formation integrity test \(FIT\)/,
    says: /0\.052 × shoe TVD/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Just drilled out the 9-5/8 shoe at 6,000 ft TVD and made 15 ft of new hole with 10.0 ppg mud. The programme calls for a leak-off test before the 8-1/2 section. How should we run it and what do we do with the result?',
      'how do you run a FIT after drilling out the shoe',
    ],
  },
  {
    id: 'drill-negative-inflow-test',
    title: /^Negative \(inflow\) test/,
    says: /do not displace/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Temporary abandonment: liner top at 12,000 ft TVD, 12.5 ppg mud in the hole, plan is to displace to 8.6 ppg seawater. On the negative test we bled back 15 bbl instead of about 2, and the drill pipe built back to 1,200 psi while the kill line reads zero. Toolpusher calls it a bladder effect. OK to carry on displacing?',
      'how do I run a negative test on a liner top before displacing to seawater',
    ],
  },
  {
    id: 'drill-liner-hanger-will-not-set-release',
    title: /^A liner hanger that will not set/,
    says: /backup release/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Ran 3,800 ft of 7 in liner on 5 in drill pipe to 14,200 ft, dropped the ball and pressured up to 2,400 psi, but the hanger never took weight: slacked off 40k and the liner is still hanging on the pipe. Cement crew is rigged up. Do we cement with the running tool still attached?',
      'liner running tool will not release after setting the hanger',
    ],
  },
  {
    id: 'cement-balanced-plug-placement',
    title: /^Setting a balanced cement plug/,
    says: /Spacer behind/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'P&A job: we need a 300 ft balanced plug from 8,000 to 7,700 ft in 7 in 26# casing, spotted through 2-7/8 tubing with 10 bbl of water ahead. Walk me through the procedure — spacer behind, displacement to balance and pulling out of the plug.',
      'procedure for spotting a balanced cement plug',
    ],
  },
  {
    id: 'drill-downhole-vibration-stick-slip-whirl',
    title: /^Downhole drilling vibration/,
    says: /soft-torque/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      '12-1/4 PDC at 9,800 ft in interbedded limestone: surface torque cycling between 9 and 17 kft-lb every 5 seconds, the MWD shows downhole RPM swinging from 0 to 350 at 120 rpm surface, and lateral shocks at level 3. What should we change?',
      'bit whirl and high lateral shocks on the MWD, what do we do',
    ],
  },
];

describeNewTopics('rig tests and tools', NEW_TOPICS);
