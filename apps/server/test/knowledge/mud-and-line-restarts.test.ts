import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Mud and line restarts, asked as a field report with figures and briefly: an oil or synthetic
 * mud taking on water, a waxy crude line that gelled while it was shut in, and a crane lift off a
 * supply boat as the seas build.
 */

const REVIEWED = '2026-12-02';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-oil-mud-water-contamination',
    title: /^Oil- or synthetic-based mud \(OBM or SBM, an invert emulsion\) taking on water/,
    says: /flow check/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Drilling 8-1/2 in. hole at 11,200 ft with 12.4 ppg oil-based mud at 80/20 OWR. Since midnight the ES dropped from 780 to 320 volts, the retort now shows 58% oil and 25% water, the shaker screens are blinding with sticky grey cuttings and the derrickman says barite is settling in the suction pit. Pits look steady. What is going on and do we keep drilling?',
      'ES dropping on the oil mud, what do we do?',
      'synthetic mud OWR went from 75/25 to 68/32 overnight and the water-phase chlorides fell, where is the water coming from?',
    ],
  },
  {
    id: 'fac-waxy-pipeline-restart',
    title: /^Restarting a waxy crude pipeline after a shutdown/,
    says: /MAOP/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'We shut in our 6 in. crude line for 3 days over the holiday; the crude pours at 75 F and the ground is 50 F. Now the pump is at 550 psi and nothing is coming out the other end 8 miles away. The line MAOP is 720 psi. The foreman wants to push it up to 700. What should we do?',
      'waxy crude line gelled after the shutdown, how do we restart it?',
      'what pressure will it take to restart a gelled pipeline 10 miles long?',
    ],
  },
  {
    id: 'ops-offshore-crane-supply-vessel-weather',
    title: /^An offshore crane lift from a supply vessel in rising weather/,
    says: /offboard/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Backloading a 7 t container from the supply boat to the platform at a 25 m radius. Seas were 1.5 m this morning and are forecast to reach 3 m by 1500 with wind gusting 35 knots. The onboard chart says 14 t at that radius. The crane op wants to get the last lifts done before it gets worse. Do we keep lifting?',
      'supply boat is heaving 2 m under the crane, can we still lift?',
      'which load chart do I use for a lift off the supply vessel, offboard or onboard?',
    ],
  },
];

describeNewTopics('Mud and line restarts', NEW_TOPICS);
