import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Rig routines and pad safety, asked as a field report with figures and briefly: when and how to
 * take slow circulating rates for the kill sheet, a rig and a frac crew moving onto a pad of
 * producing wells, a flat four-leg bridle on a skid, and the poor boy nearing blow-through as the
 * gas of a kick reaches surface.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'drill-slow-circulating-rates',
    title: /^Taking slow circulating rates \(SCRs, slow pump rates\)/,
    says: /choke panel/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Drilling 8-3/4 in. hole at 9,400 ft, we just weighted up from 10.2 to 10.8 ppg and picked up a new motor and bit on the last trip. The kill sheet still has SCRs from 1,200 ft back on the old BHA, and the night driller took his only off the standpipe gauge on pump 2. Company man wants them redone properly — when and how should the crew take them, and which gauge counts?',
      'how often do we need to take scrs and at what spm',
    ],
  },
  {
    id: 'ops-simops-producing-pad',
    title: /^Simultaneous operations \(SIMOPS\) on a producing pad/,
    says: /all-stop for every crew/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Next week the rig skids onto a 6-well pad where 4 wells are on production, wellheads about 25 ft apart, and the frac fleet shows up on the south end two weeks later while the pumper still has to get in to gauge tanks. Production foreman and the drilling company man each want to run their own permits. How should we set this up so nobody hits a live wellhead?',
      'simops plan for rig next to producing wells, what goes in it',
    ],
  },
  {
    id: 'ops-sling-angle-tension',
    title: /^Sling angle and sling leg tension in rigging/,
    says: /Leg tension T = W ÷ \(n × sin θ\)/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Picking a 20,000 lb compressor skid with a four-leg wire rope bridle, each leg tagged 9,800 lb vertical. The pick points are 16 ft apart lengthwise and the legs are only 10 ft long so they sit pretty flat, maybe 35 degrees off horizontal. Rigger says four legs share it so we are fine. Are the slings good for this and what angle should we be at?',
      'whats the sling tension at 30 degree angle on a 2 leg bridle',
    ],
  },
  {
    id: 'drill-mud-gas-separator-kill',
    title: /^The mud-gas separator \(poor boy, gas buster\) during a kill/,
    says: /slow the pump/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Circulating out a 25 bbl kick at 3 bpm with 12.5 ppg mud, casing pressure is up to 1,150 psi and the gas is about at the choke. The poor boy has a 12 ft mud leg and an 8 in. vent line about 200 ft long, and its gauge just went from 2 to 5 psi. Derrickhand says he is smelling gas at the shakers. What do we do right now?',
      'gas buster about to blow thru, what do i do',
    ],
  },
];

describeNewTopics('Rig routines and pad safety', NEW_TOPICS);
