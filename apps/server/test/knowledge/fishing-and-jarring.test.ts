import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Fishing and jarring, each the part the stuck-pipe and twist-off entries leave out, asked as a
 * field report with figures and briefly: a drilling jar that will not fire, the free point from
 * pipe stretch and the back-off, a logging tool stuck in open hole on the cable, tubing parted in
 * a workover, milling a permanent packer, and an ESP cable piled up when its bands failed.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-jar-operation',
    title: /^Running a drilling jar, and a jar that will not fire/,
    says: /Not cocked/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Hung up at 10,480 ft MD in 8-1/2 hole with a 6-1/2 in. hydraulic jar 280 ft above the bit. Pick-up weight before was 255k; we set down to 185k, pulled up to 320k and held it for two minutes with no lick. Still circulating 480 gpm at 3,100 psi. What are we doing wrong with the jar?',
      'how long should a hydraulic jar take to trip once the overpull is on?',
    ],
  },
  {
    id: 'drill-free-point-back-off',
    title: /^Finding the free point and backing off stuck pipe/,
    says: /2\.5 × 10⁶ × As × ΔL ÷ ΔF/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Stuck on bottom with 4-1/2 16.6# DP, we pulled 25k then 65k over and measured 31 inches of stretch between the marks. How deep is the free pipe, and how do we back off above it?',
      'estimating stuck depth from pipe stretch',
    ],
  },
  {
    id: 'drill-logging-tool-stuck-open-hole',
    title: /^A logging tool stuck in open hole on the wireline/,
    says: /Cut and thread/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Wireline formation tester hung in the 8-1/2 in. open hole at 10,900 ft after a 15-minute pressure station. Surface tension 9,800 lbf against 6,200 normal, head rated to break at 8,000. Density and neutron sources in the string. Keep pulling or go in with drill pipe over the line?',
      'logging tools hung up in open hole on e-line, what now?',
    ],
  },
  {
    id: 'comp-fishing-parted-tubing',
    title: /^Tubing parted or dropped in a workover/,
    says: /An overshot first/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Workover rig pulling 2-7/8 EUE out of 5-1/2 17# casing from 7,400 ft; on the 4th stand the indicator went from 41k to 23k and the joint came out with a thinned, rusty break. Hole full of 9.2 ppg brine. How deep is the rest of it and what catch tool goes first?',
      'lost the bottom half of the tubing string in the hole while pulling, how do we get it back?',
    ],
  },
  {
    id: 'comp-milling-permanent-packer',
    title: /^Milling out a permanent production packer/,
    says: /bullhead kill fluid/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Next week we mill the 7 in. permanent packer at 10,100 ft on a 2-7/8 work string. There is a plug in the tailpipe under it, last BHP on the zone was 3,400 psi. How long will it take and what do we line up in case gas comes when it lets go?',
      'mill and spear tool on a permanent packer, how long and what weight?',
    ],
  },
  {
    id: 'lift-esp-cable-piled-in-well',
    title: /^ESP cable fallen and piling up in the casing/,
    says: /birdsnest/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Pulling a submersible pump out of 5-1/2 casing from 6,800 ft. After 60 joints the power cable is coming up loose with no clamps on it, only 40 clamps recovered, and the pickup is climbing about 5k a joint. Do we keep coming out?',
      'ESP power cable slid down the tubing when the clamps broke, keep pulling the pump?',
    ],
  },
];

describeNewTopics('fishing and jarring', NEW_TOPICS);
