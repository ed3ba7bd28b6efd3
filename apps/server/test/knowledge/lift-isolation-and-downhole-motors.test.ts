import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Lift isolation and downhole motors, asked as a field report with figures and briefly: an ESP to
 * be isolated before a crew works on the junction box and wellhead, a PCP whose rods parted or
 * backed off after a shutdown, a jet pump making less, and a mud motor stalling on bottom.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'lift-esp-electrical-isolation',
    title: /^Isolating an ESP electrically before work on the wellhead/,
    says: /Treat the cable as live until \*\*backspin\*\* has stopped/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Electrician and two hands are going out to replace the surface cable between the junction box and the wellhead on an ESP well, 2,500 V at the transformer, 6,800 ft setting depth, no check valve above the pump and the motor is a PMM. We shut the VSD down 10 minutes ago and it still shows the motor turning. The lease operator also says he gets a whiff of gas near the junction box. How do we make this safe before anyone touches the cable?',
      'how do i lock out an esp before opening the junction box',
    ],
  },
  {
    id: 'lift-pcp-rod-backoff-backspin',
    title: /^PCP rod string backed off or parted/,
    says: /stay clear of the drive head/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'PCP on a 4,200 ft heavy oil well with 1 in. rods, normally about 650 ft-lbf at 200 rpm. Power blipped last night, the drive head spun backwards for a good while, and since the restart the torque sits at 90 ft-lbf, the VFD shows full speed and there is no fluid at the tank. Third time this well has done this in a year. What happened and how do we stop it?',
      'pcp torque went to zero after a backspin, rods backed off?',
    ],
  },
  {
    id: 'lift-jet-pump-production-loss',
    title: /^A hydraulic jet pump losing production/,
    says: /nozzle equation/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Jet pump well at 7,900 ft, free pump in a 2-7/8 string, power water at 3,200 psi surface. Two months ago it made 420 bopd on 1,900 bpd of power fluid; now it is down to 260 bopd while the power fluid meter reads 2,150 bpd at the same 3,200 psi. Intake gauge has drifted from 1,300 down to 900 psi. Guys think the throat is shot. What do we look at and should we reverse it out?',
      'jet pump making less and less oil, same power fluid pressure, why',
    ],
  },
  {
    id: 'drill-mud-motor-stall',
    title: /^A mud motor \(PDM\) stalling while drilling/,
    says: /pick up off bottom at once/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Drilling 8-3/4 in. vertical with a 6-3/4 in. PDM in 11.8 ppg oil-based mud, BHT about 280 F. Motor max differential is 900 psi and we have been running 750-850. Stalled it four times this stand, pressure shoots up about 600 psi each time, and the off-bottom pressure at 500 gpm is now 150 psi lower than at the start of the run. Derrickman thinks he saw rubber on the shaker. Keep going or pull?',
      'PDM keeps stalling on bottom, what do i do',
    ],
  },
];

describeNewTopics('Lift isolation and downhole motors', NEW_TOPICS);
