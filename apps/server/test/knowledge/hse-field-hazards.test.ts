import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Field hazards to people on location, asked as a field report with figures and briefly: heat
 * stress in a hot, humid summer, lightning and high wind on a well site, an object dropped from
 * the derrick, writing a job safety analysis, and a safety device pinned because it keeps
 * tripping.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-heat-stress',
    title: /^Heat stress on location/,
    says: /Cool immediately/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Frac crew on a pad in South Texas, 101 °F with 55 % humidity, heat index around 120. Two new hands started Monday in FR coveralls pulling iron; one got dizzy and threw up, and this afternoon the other is confused and slurring his words. What do we do and should we keep working?',
      'new roustabout got heat exhaustion, how do we acclimatize new guys?',
    ],
  },
  {
    id: 'ops-lightning-severe-weather',
    title: /^Lightning and severe weather on a well site/,
    says: /30 minutes after the last thunder/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Workover rig on location with a 90 ton crane setting a tank; lightning detector shows strikes 12 miles out and moving our way, flash to thunder about 25 seconds, wind gusting 25 mph at the boom. Derrickman is in the board and two hands are on the tank tops. What stops first and when can we go back to work?',
      'thunder heard on location, how long do we wait before going back to work?',
    ],
  },
  {
    id: 'ops-dropped-object-from-height',
    title: /^A dropped object from height on a rig or facility/,
    says: /DROPS calculator/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'A 3 lb hammer fell out of the derrick from about 85 ft during the trip and landed 6 ft from the floorhand. Nobody hurt. The toolpusher wants to log it and keep tripping. As company man do I need to report it and what do we do before tripping again?',
      'bolt fell out of the mast, is that a reportable near miss if nobody got hurt?',
    ],
  },
  {
    id: 'ops-job-safety-analysis',
    title: /^Writing a job safety analysis \(JSA \/ JHA\)/,
    says: /Stop-work triggers/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Tomorrow we rig up slickline with a 10k lubricator on a gas well with 2,800 psi shut-in and 40 ppm H2S, crane to pick up the lubricator. I need to write the JSA for it, what steps and hazards should it have?',
      'how do I write a good JSA for a field job?',
    ],
  },
  {
    id: 'fac-safety-device-bypass',
    title: /^Bypassing, pinning or inhibiting a safety device/,
    says: /Do not pin, jumper, block or inhibit/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Since we tied 3 new wells into the battery the separator PSH pilot set at 115 psi keeps shutting everything in, separator runs 108 psi now and the PSV is set at 125. The pumper pinned the pilot so the wells stay on. Can we leave it pinned until we get the setpoint raised?',
      'ok to bypass the high pressure shutdown that keeps tripping?',
    ],
  },
];

describeNewTopics('HSE field hazards', NEW_TOPICS);
