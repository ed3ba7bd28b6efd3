import { describe, expect, it } from 'vitest';
import { knowledgeEntries } from '../../src/modules/knowledge/knowledge-base';
import { expandQuestion, thesaurusRules } from '../../src/modules/knowledge/knowledge-thesaurus';
import { phraseWords, stem, tokenize } from '../../src/modules/knowledge/tokenize';

/** Every term the knowledge base is written in. */
const vocabulary = new Set(
  knowledgeEntries.flatMap((entry) =>
    tokenize(
      [entry.title, ...entry.aliases, ...(entry.symptoms ?? []), entry.summary, entry.body].join(
        ' ',
      ),
    ),
  ),
);

describe('the field thesaurus', () => {
  it("reads a vessel's relief valve lifting as the relief valve's trouble, not a tank hatch's", () => {
    const terms = expandQuestion('the PSV keeps lifting on the test separator').terms;
    expect(terms).toEqual(expect.arrayContaining(['psv', 'lift']));
    expect(terms).not.toContain('hatch');
    expect(expandQuestion('the relief popping on the treater').terms).not.toContain('thief');
  });

  it('reads a change told in figures as the way it went, without the figures in the way', () => {
    const reads = (question: string) => expandQuestion(question).terms;
    expect(reads('oil rate fell from 520 to 340 bopd overnight, what first?')).toEqual(
      expect.arrayContaining(['sudden', 'drop']),
    );
    expect(reads('the GOR went from 650 to 1,900 scf/bbl since spring')).toEqual(
      expect.arrayContaining(['gor', 'rising']),
    );
    expect(reads('the GOR went from 1,900 to 650 scf/bbl since spring')).not.toContain('rising');
    expect(reads('GOR has doubled since the offset came on')).toEqual(
      expect.arrayContaining(['rising']),
    );
  });

  it('reads field words into the knowledge base’s words', () => {
    const reads = (question: string) => expandQuestion(question).terms;
    expect(reads('it surges and then dies every few days')).toEqual(
      expect.arrayContaining(['liquid', 'load']),
    );
    expect(reads('a hard white deposit on the pump')).toEqual(
      expect.arrayContaining(['calcium', 'carbonat']),
    );
    expect(reads('the load drops partway into the downstroke')).toEqual(
      expect.arrayContaining(['fluid', 'pound']),
    );
    expect(reads('the hole took less than calculated on the trip')).toEqual(
      expect.arrayContaining(['swab', 'kick']),
    );
    expect(reads('the well loads up at night')).toEqual(expect.arrayContaining(['liquid']));
    expect(reads('POOH after the bit trip')).toEqual(expect.arrayContaining(['trip']));
    expect(reads('the casing is tracking the tubing since last week')).toEqual(
      expect.arrayContaining(['packer', 'communicat']),
    );
    expect(reads('we get gains on connections that flow back when the pumps come on')).toEqual(
      expect.arrayContaining(['balloon']),
    );
    expect(reads('drilling break and the flow out went up')).toEqual(
      expect.arrayContaining(['kick']),
    );
    expect(reads('we have to send a guy into the tank to muck it out')).toEqual(
      expect.arrayContaining(['confin']),
    );
    expect(reads('the four gas went off by the compressor')).toEqual(
      expect.arrayContaining(['combustibl', 'lel']),
    );
    expect(reads('the motor megs dropped to 20 megohm')).toEqual(
      expect.arrayContaining(['insulat', 'megger']),
    );
    // Kill fluid lost to the zone is the damage a well can be worse for after a workover.
    expect(
      reads('we lost ~450 bbl of 9.2 ppg brine to the formation and only recovered 200'),
    ).toEqual(expect.arrayContaining(['kill', 'damag']));
    // "MEG" in capitals is the glycol, "MeOH" methanol: no insulation test.
    expect(tokenize('MEG vs MeOH for a subsea tieback')).toEqual(
      expect.arrayContaining([stem('glycol'), stem('methanol')]),
    );
    expect(reads('MEG vs MeOH for a subsea tieback')).not.toContain('megger');
  });

  it('counts symptoms, not topics or abbreviations', () => {
    expect(expandQuestion('the gas well surges and dies').symptoms).toBe(1);
    expect(expandQuestion('how do I read the derivative of a build-up test').symptoms).toBe(0);
    expect(expandQuestion('what is the BHP').symptoms).toBe(0);
  });

  it('keeps a phrase’s words close together', () => {
    // "mud … losses" with a figure and two more words between them is an input, not a symptom.
    expect(expandQuestion('ECD for 10.2 ppg mud, 180 psi annular losses').terms).not.toContain(
      'lcm',
    );
    expect(expandQuestion('we are seeing mud losses on the trip').terms).toContain('lcm');
  });

  it('reads a temperature falling overnight as a temperature, not a rate that fell', () => {
    for (const question of [
      'the line gets down to 28 F overnight, how much MEG?',
      'the temperature dropped overnight and the meter run froze',
    ]) {
      expect(expandQuestion(question).terms).not.toContain('sudden');
    }
    expect(expandQuestion('production dropped overnight on the A-4').terms).toContain('sudden');
    expect(expandQuestion('the well fell off overnight, 300 to 90 bopd').terms).toContain('sudden');
  });

  it('maps only to words the knowledge base is written in', () => {
    for (const rule of thesaurusRules) {
      for (const term of tokenize(rule.means)) {
        expect(vocabulary.has(term), `${rule.means}: ${term}`).toBe(true);
      }
    }
  });

  it('holds general phrases: none is one word that is common in the field', () => {
    for (const rule of thesaurusRules) {
      for (const phrase of rule.says) {
        const words = phraseWords(phrase);
        expect(words.length, phrase).toBeGreaterThan(0);
        if (words.length === 1) {
          // A one-word phrase is an abbreviation or a term of art, never an everyday word.
          expect(
            ['well', 'gas', 'oil', 'water', 'pump', 'load', 'flow', 'pressur'],
            phrase,
          ).not.toContain(words[0]);
        }
      }
    }
  });
});
