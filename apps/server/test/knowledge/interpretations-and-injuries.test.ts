import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';

/**
 * A reading asked to be interpreted ("what's your read?") beside figures a calculator could take,
 * a kick shut in with nothing on the drill pipe gauge and a float in the string, a line with no
 * flow to be blown down at one end, a bit that has balled told only by its signs, a liner stuck on
 * its running tool, a man down told as "laying" on a walkway, a hand hit by a hydraulic-hose jet,
 * and wall lost at the elbow after a choke: each reply is the entry for that case, with the step
 * that matters first.
 */

/** The reply's title line. */
function titleOf(markdown: string): string {
  return markdown.split('\n')[0] ?? '';
}

describe('a reading asked to be interpreted', () => {
  it('answers a build-up that humps from the knowledge base, not with a calculator', async () => {
    const { skill, markdown } = await engine.answer(
      'Build-up after a surface shut-in: oil well flowed 2 days below the bubble point (about 2,900 psi), 1,600 psi flowing at the gauge. Pressure rose to 3,150, fell back to 3,110 and has been climbing slowly since. The derivative humps then dives. What is your read on it?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/phase redistribution/i);
  });
});

describe('a balled bit told by its signs', () => {
  it('answers from the slow-drilling entry with the balling signs', async () => {
    const { markdown } = await engine.answer(
      'ROP fell from 90 to 15 ft/hr in the shale, more weight does nothing — ROP did not change — torque went smooth and the cuttings are sticky. WBM. Pull for a bit?',
    );
    expect(titleOf(markdown)).toMatch(/bit balling/i);
  });
});

describe('a liner stuck on its running tool', () => {
  it('says the running tool and the hanger set the limits before any torque', async () => {
    const { markdown } = await engine.answer(
      'Running a 5-1/2" liner on drill pipe, it stuck while we sat on a connection. Circulation is fine, pipe will not move. Hydraulic-set hanger not set yet. What do we do?',
    );
    expect(titleOf(markdown)).toMatch(/stuck pipe/i);
    expect(markdown).toMatch(/release torque/);
    expect(markdown).toMatch(/hanger-setting/);
  });
});

describe('a man down told as "laying" by the hatch', () => {
  it('opens with not climbing up without SCBA and calling for help', async () => {
    const { markdown } = await engine.answer(
      "pumper went up to gauge the oil tanks and he's laying on the catwalk by the hatch, not answering his radio. what do I do?",
    );
    expect(titleOf(markdown)).toMatch(/person down/i);
    const first = markdown.split('**Immediate actions**')[1] ?? '';
    expect(first.split('\n').slice(0, 3).join('\n')).toMatch(/SCBA/);
  });
});

describe('a hand hit by the jet of a hydraulic-hose pinhole', () => {
  it('is answered as an injection injury: an emergency department now', async () => {
    const { markdown } = await engine.answer(
      'floorhand got a spray from a pinhole in the hydraulic hose on the catwalk machine, right into his palm. small hole, hardly bleeding. can he keep working?',
    );
    expect(titleOf(markdown)).toMatch(/injection injury/i);
    expect(markdown).toMatch(/emergency department/);
  });
});

describe('wall lost at the elbow after a choke', () => {
  it('reads it as flow damage and works out how urgent it is', async () => {
    const { markdown } = await engine.answer(
      'UT shows the elbow right downstream of the production choke down from 0.50 to 0.31 in in a year; straight pipe before it is fine. Wet gas with some CO2. Corrosion or something else, and how worried should we be?',
    );
    expect(titleOf(markdown)).toMatch(/downstream of a choke/i);
    expect(markdown).toMatch(/Remaining life/);
    expect(markdown).toMatch(/does the well make sand/);
  });
});

describe('nothing on the drill pipe gauge with a float in the string', () => {
  it('answers from the float entry when only that is told', async () => {
    const { markdown } = await engine.answer(
      'Well shut in on a 15 bbl gain. DP gauge 0, casing 520 psi, there is a float sub in the BHA. How do we read the SIDPP?',
    );
    expect(titleOf(markdown)).toMatch(/float in the string/i);
  });

  it('keeps to the float entry when only the casing creeps up: an entry is ruled out by what is said', async () => {
    // The thesaurus reads "SICP creeping up" as gas migration; the float entry is not for
    // migration, but the question never says so — the drill pipe side is hidden, not rising.
    const { markdown } = await engine.answer(
      'Shut in on a kick: nothing on the DP gauge, SICP creeping up about 15 psi every 10 min, and we run a float in the BHA. How do we read SIDPP?',
    );
    expect(titleOf(markdown)).toMatch(/float in the string/i);
  });
});

describe('a section named only by heading words said together', () => {
  it('does not open a slow-drilling answer with the mud-motor section for "motor … mud" far apart', async () => {
    const { markdown } = await engine.answer(
      'ROP dropped from 80 to 12 fph in the shale on a PDC with a motor; more weight does nothing and torque went smooth. The mud is 10.2 ppg WBM. Anything to try before we pull?',
    );
    expect(titleOf(markdown)).toMatch(/bit balling/i);
    const headings = markdown.split('\n').filter((line) => line.startsWith('**'));
    expect(headings.slice(0, 3).join('\n')).not.toMatch(/mud motor/i);
  });
});

describe('a line with pressure on it and nothing getting through, to be blown down at one end', () => {
  it('opens with the trapped-pressure steps: both sides, never only the low side', async () => {
    const { markdown } = await engine.answer(
      'Cold night, gas line was shut in for a day. Now 1,100 psi at the wellhead and the sales meter reads zero. Crew wants to blow down the plant end to get it moving. Go ahead?',
    );
    const opening = markdown.split('\n').slice(0, 12).join('\n');
    expect(opening).toMatch(/both sides/);
    expect(opening).toMatch(/never only the low side/);
  });
});
