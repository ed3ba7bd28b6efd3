import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Well performance and treating, asked as a field report with figures and briefly: whether a well
 * that fell off is damaged or depleted before it is acidized, the maximum surface pressure of a
 * matrix treatment, drilling with the ECD close to the fracture gradient, and diverting acid across
 * a long or layered interval.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'ops-damage-or-depletion',
    title: /^Damage or depletion\?/,
    says: /J held/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Rod-pumped well was 300 bfpd two years ago with a static BHP of 2,400 psi and FBHP about 900; now 180 bfpd, a static survey last month read 1,850 psi and the fluid level is near the pump. Management wants to acid it. Is it damaged or just depleted?',
      'how do I tell formation damage from reservoir depletion before an acid job?',
    ],
  },
  {
    id: 'comp-matrix-max-surface-pressure',
    title: /^Maximum surface treating pressure for a matrix \(acid\) treatment/,
    says: /bottomhole limit − Ph \+ Pf/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Planning a 15% HCl matrix job down 2-7/8 tubing on a packer, perfs at 8,200 ft TVD, frac gradient from the offsets about 0.72 psi/ft, 3 bpm planned. What max surface pressure do we give the pump crew so we stay under frac?',
      'how do you work out the max surface treating pressure for an acid job?',
    ],
  },
  {
    id: 'drill-ecd-narrow-margin',
    title: /^Drilling with a narrow margin between the ECD and the fracture gradient/,
    says: /Cut the flow rate/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Drilling 8-1/2 in. hole below the 9-5/8 shoe at 9,000 ft TVD, FIT was 13.2 ppg, mud 12.0 ppg, PWD reads 12.7 at 450 gpm and the hole is loading up. Directional wants 550 gpm for cleaning. What do we do with so little margin to the shoe?',
      'ECD getting close to the frac gradient at the shoe, what are the options?',
    ],
  },
  {
    id: 'comp-acid-diversion',
    title: /^Diverting a matrix acid treatment across a long or layered interval/,
    says: /diverter stage/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Acidized 120 ft of perforated carbonate with 15% HCl at 4 bpm, no diverter. Spinner afterwards shows the top 25 ft took nearly everything and the lower zones are untouched. How do we get acid into the rest next time?',
      'ball sealers or a chemical diverter for a long perforated interval?',
    ],
  },
];

describeNewTopics('well performance and treating', NEW_TOPICS);
