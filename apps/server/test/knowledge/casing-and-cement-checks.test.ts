import { describeNewTopics, type NewTopic } from './entry-answers';

/**
 * Checks on casing and cement, each the part its neighbours leave out, asked as a field report
 * with figures and briefly: a casing test after the plug bumps, surface casing with no cement to
 * surface, casing wear while drilling below it, a tight spot inside new casing across salt, a
 * tubing test against a plug in a landing nipple, and drilling out a bridge plug or cement
 * retainer with pressure possibly below it.
 */

const REVIEWED = '2026-12-01';

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'cement-casing-test-after-bump',
    title: /^A casing pressure test after bumping the plug/,
    says: /plug and floats/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Bumped the plug on the 9-5/8 40# intermediate at 8,000 ft, then brought it up to 3,000 psi for the csg test. Lost 350 psi in the 30 min and it is still sliding in a straight line, took about 11 bbl to get up there and there was a trickle at the flowline the whole time. Floats, pipe or the iron? OK to drill out?',
      'csg test right after the bump keeps falling off, pass or fail?',
    ],
  },
  {
    id: 'cement-surface-casing-no-cement-to-surface',
    title: /^No cement to surface on surface or conductor casing/,
    says: /1 in\. pipe down the annulus/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Ran 13-3/8 surface to 1,150 ft in 17-1/2 hole, Texas well, GAU letter says protect to 900 ft. Pumped 100% excess on lead and tail, saw spacer at the cellar but never any cement, and we lost partial returns over the last 40 bbl of displacement. How do we find the TOC and what is the fix before we drill out?',
      'cement on the surface pipe dropped back overnight, do we need a top job?',
    ],
  },
  {
    id: 'drill-casing-wear',
    title: /^Casing wear while drilling below it/,
    says: /Non-rotating protectors/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'Drilling the 8-1/2 lateral below 9-5/8 and the ditch magnets went from about 1 lb a day last week to 6-8 lb a day now, mostly flakes not powder. Worst DLS inside the casing is 7 deg/100 in the build, 120 rpm on the top drive and about 30 days left to TD. We need the 9-5/8 for the frac later. How worried should we be?',
      'getting a lot of iron on the possum belly magnet every tour, is the pipe chewing up the casing?',
    ],
  },
  {
    id: 'drill-tight-spot-new-casing-salt-cement',
    title: /^A tight spot inside casing after cementing or across salt/,
    says: /do not drill through it with the bit/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      "TIH with an 8-1/2 bit to drill out the 9-5/8 intermediate 36 hrs after the cement job. Set down 25k at 6,420 ft, float collar is at 8,860 ft and the salt runs 6,200 to 6,900 ft. Picks up free, and every time we rotate it just torques up and won't make hole. Is that cement or did the pipe collapse?",
      'bit stacking out in the new intermediate right across the salt, green cement or squeezed pipe?',
    ],
  },
  {
    id: 'comp-tubing-test-plug-in-nipple',
    title: /^A tubing test against a plug in a landing nipple/,
    says: /prong/,
    safetyCritical: false,
    reviewed: '2026-12-02',
    questions: [
      'Slickline set a PXN plug in the 2.205 XN at 7,950 ft. Pressured the 2-7/8 to 3,000 psi and it drops to 2,600 in 20 minutes, the casing gauge never moved, and it took almost 2 bbl to get pressure. Where is it going?',
      "tbg won't hold against the XN plug and the backside stays flat",
    ],
  },
  {
    id: 'comp-drill-out-cibp-pressure-below',
    title: /^Drilling out a CIBP or cement retainer with pressure possibly trapped below/,
    says: /kill-weight fluid/,
    safetyCritical: true,
    reviewed: REVIEWED,
    questions: [
      'Workover rig on an old producer: we have to drill out a CIBP at 6,800 ft in the 5-1/2 that was set over perfs at 6,850-6,900 in 2015. The zone had about 2,900 psi BHP back then and there is an SWD a quarter mile away. 2-7/8 workstring, 8.6 ppg produced water in the hole. What should we have in place before we start milling, and what do we watch for while we drill it?',
      'milling up a cement retainer and there may be pressure under it, what precautions?',
    ],
  },
];

describeNewTopics('casing and cement checks', NEW_TOPICS);
