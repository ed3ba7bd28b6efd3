import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Controls, deposits and barrier tests, asked as a field report with figures and briefly: a
 * control valve hunting with a separator level swinging, telling one deposit from another, testing
 * a two-way check before the tree comes off, and a squeeze that will not hold its pressure test.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'fac-control-valve-hunting',
    title: /^A level or pressure control valve hunting/,
    says: /Put the loop in manual/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'The oil level on our 48 in. x 10 ft HP separator has been swinging between 30 and 70 % every 3 or 4 minutes since last week, and the 2 in. level control valve is hunting — it sits at about 8 % open, then slams to 25 % and back. Gas rate is about 4 MMscfd at 450 psi and oil only 300 bbl/d now, down from 1,500 at first production. The pumper already turned up the gain on the controller and it got worse. What is causing it and how do we fix it?',
      'level control valve hunting on the separator, what do we check',
      'treater pressure swinging and the pressure control valve cycling open and closed',
    ],
  },
  {
    id: 'chem-deposit-identification',
    title: /^Telling a deposit apart in the field/,
    says: /Weigh before and after each step/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Pulled the rods and pump on a well at 6,800 ft and found a black, hard crust on the bottom 1,500 ft of tubing, about 1/8 in. thick, with some brown soft stuff near the top. The water is a little sour, around 20 ppm H2S in the gas, and bottomhole temperature is 160 °F. Before we pick a treatment, how do we tell in the field what this deposit is, and what should we send to the lab?',
      'how do we tell scale from paraffin or asphaltene in a deposit sample',
      'black deposit in the tubing, is it iron sulfide or asphaltene, what field tests',
    ],
  },
  {
    id: 'comp-twc-test-before-nipple-down',
    title: /^Setting and testing a two-way check \(TWC\)/,
    says: /Test from above/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Workover on a 9,500 ft oil well: we killed it with 9.8 ppg brine (reservoir about 4,300 psi) and it has been static for an hour. Tomorrow we nipple down the 5,000 psi tree and nipple up the BOP, with a 2-7/8 in. tubing hanger that has a 2-1/2 in. type H BPV prep. How do we set and test the TWC before the tree comes off, and what do we test the BOP to against it?',
      'how do we test the TWC before nippling down the tree',
      'BOP test against the two-way check in the hanger bleeding off, what now',
    ],
  },
  {
    id: 'comp-squeeze-failed-pressure-test',
    title: /^A squeeze cement job \(through a cement retainer or a packer\)/,
    says: /packer isolation test/i,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Squeezed the old Strawn perforations at 7,210–7,230 ft through a cement retainer with 50 sacks of Class H, final squeeze pressure 1,800 psi. After 24 hours WOC we drilled out the retainer and cement and pressure tested the 5-1/2 in. 17# casing to 1,500 psi: it fell to 1,150 psi in 15 minutes and kept going, no returns on the annulus. What do we check, and how do we re-squeeze it?',
      'squeeze job failed the pressure test after drill out, what now',
      'squeezed perfs will not hold pressure, should we re-squeeze with microfine cement',
    ],
  },
];

describeNewTopics('Controls, deposits and barrier tests', NEW_TOPICS);
