import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Isolation and shutdown valves, asked as a field report with figures and briefly: a shutdown
 * valve that fails its function test with the plant running, isolating a pump for a seal change,
 * and pulling a slickline plug with pressure below it.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'fac-sdv-failed-function-test',
    title: /^A shutdown valve \(SDV, ESD valve/,
    says: /log it as an impaired safety-critical element/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Annual proof test on the inlet SDV to the HP separator today: it took 47 seconds to close against a 20 second requirement in the cause and effect, then closed in 19 s on the second stroke. Plant is running about 35 MMscfd and the tech thinks the quick exhaust is sticking. Can we keep running, and what has to happen now?',
      'sdv failed the leak test on the export line, plant still running, what now',
      'ESD valve closure time way over spec on the function test, what do we check',
    ],
  },
  {
    id: 'ops-equipment-isolation-loto',
    title: /^Isolating a pump, compressor, vessel or line for maintenance/,
    says: /The stop button is not isolation/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'Need to change the mechanical seal on the B charge pump tomorrow: 150 hp, 480 V off the MCC, suction from the oil tank at about 15 psi, discharge 650 psi into the LACT header. The A pump stays running on the same headers. One of the hands wants to just hit stop and shut the two valves. What is the right way to isolate it before we open it up?',
      'how do we lock out and isolate a pump to change the seal',
      'isolating a compressor for valve work, what needs locking out',
    ],
  },
  {
    id: 'comp-slickline-plug-pull-pressure-below',
    title: /^Pulling a wireline-set tubing plug/,
    says: /Do not latch and jar up on a plug whose pressure below is unknown/,
    safetyCritical: true,
    immediate: true,
    reviewed: REVIEWED,
    questions: [
      'We set a 2.313 PX plug in the X nipple at 7,900 ft before the tree change. Tubing has about 400 psi of gas on it now and nobody knows what has built up underneath — SITP was 2,600 psi before. Slickline unit is coming out tomorrow to pull it. How do we equalize it and pull it without blowing the tools up the hole?',
      'pulling a wireline plug with pressure under it, how do we equalize first',
      'pulled the prong on the XX plug but no pressure change at surface, ok to jar it out?',
    ],
  },
];

describeNewTopics('Isolation and shutdown valves', NEW_TOPICS);
