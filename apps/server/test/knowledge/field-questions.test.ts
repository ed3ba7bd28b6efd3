import { describe, expect, it } from 'vitest';
import { NEEDS_MODEL } from '../../src/modules/assistant/offline/engine';
import {
  KNOWLEDGE_MATCH_THRESHOLD,
  searchKnowledge,
} from '../../src/modules/knowledge/knowledge-search';
import { cardEngine, engine } from '../tools/offline-engine';

/**
 * Field problems as engineers write them — a few sentences, with the well's figures and what was
 * tried — answered from the knowledge base entry about them: never the "needs a language model"
 * reply, never a calculator's request for inputs, safety first where someone could get hurt.
 */

/** The reply's title, its first line (`### …`). */
function titleOf(markdown: string): string {
  return (markdown.split('\n')[0] ?? '').replace(/^### /, '');
}

/** The reply's body: what comes between the title and the sources. */
function bodyOf(markdown: string): string {
  return markdown.split('\n**Source:**')[0] ?? '';
}

const LONG_QUESTIONS: [question: string, title: RegExp, says: RegExp][] = [
  [
    'rod pumped well, no packer: the annulus moves with the flowline and reads the same as tubing, about 150 psi. tubing leak?',
    /^Tubing leak, packer leak or wellhead seal/,
    /communication/,
  ],
  [
    'C annulus at 350 and the B annulus at zero on our gas producer - is that a problem?',
    /^Pressure on a casing annulus/,
    /bleed/i,
  ],
  [
    'mechanic wants to change belts on the pumping unit; motor is switched off at the breaker. good enough?',
    /^Working on a pumping unit/,
    /lock/i,
  ],
  [
    'On one of our beam-pumped wells we scrape wax out of the tubing every couple of weeks; the crude has a pour point near 70 °F and the line to the battery is about 1.5 miles long. What can we do about it?',
    /^Paraffin/,
    /hot oil/i,
  ],
  [
    'This gas well made about 650 Mcf/d last year; now it heads up, flows for a day or two and then dies, and we end up swabbing it. 2-7/8 tubing into a 120 psi sales line. What is happening?',
    /^Liquid loading/,
    /critical velocity|plunger|foamer/i,
  ],
  [
    'Since the injection water broke through on the flood, every pump we pull has a hard white deposit on it. What should we look at?',
    /scale/i,
    /carbonate/i,
  ],
  [
    'The pumper sent me the card from the 7,200 ft well: the load holds up on the downstroke and then falls off a cliff about halfway down, and it has been like that since we sped the unit up to 9 SPM. What does that mean?',
    /dynamometer|pound/i,
    /fluid pound/i,
  ],
  [
    'Water cut on the new well went from 15% to 55% right after we fracked it, what could have happened?',
    /^Water cut rising/,
    /frac/i,
  ],
  [
    'Drilling 8-1/2 in hole at 10,400 ft, we stopped for a survey and now the string will not move up or down, though we still have full circulation at 2,800 psi. What do we try first?',
    /^Stuck pipe/,
    /jar/i,
  ],
  [
    'Tripping out at 8,900 ft and the hole has taken 5 bbl less than the trip sheet says. What do we do?',
    /^Kick while tripping/,
    /flow check/i,
  ],
  [
    'Drilling ahead at 7,500 ft with 10.5 ppg mud when returns dropped to about half and the pits are down 30 bbl in the last hour. How should we handle it?',
    /^Lost circulation/,
    /LCM/,
  ],
  [
    'Gas-lifted well making 300 bfpd: the injection pressure on the casing keeps swinging between 850 and 950 psi and the production comes in heads every half hour. Where do I start?',
    /^Gas-lift troubleshooting/,
    /multipoint/i,
  ],
  [
    'We shut in the well for three days for a pipeline repair and since we opened it up it only makes a few Mcf and then logs off; before the shut-in it flowed 400 Mcf/d steady. Ideas?',
    /not come back after a shut-in/,
    /unload/i,
  ],
  [
    'sand is showing up in the separator and the choke keeps cutting out at 1,800 psi flowing pressure',
    /^Sand production/,
    /choke/i,
  ],
  // Topics the knowledge base gained with this change.
  [
    "We're drilling 12-1/4 in hole at 4,500 ft, torque is erratic, the bit keeps balling in the shale and the ROP fell from 80 to 20 ft/hr. What should we change?",
    /^Slow drilling/,
    /hydraulic/i,
  ],
  [
    'After we acidized the well last week the production went down from 120 to 70 bopd instead of up. What went wrong?',
    /^A well worse after an acid job/,
    /emulsion/i,
  ],
  [
    'Why is our oil well producing so much gas lately? The GOR went from 800 to 3,000 scf/bbl in six months.',
    /^GOR rising/,
    /bubble point/i,
  ],
];

describe('long field questions with figures are answered from the entry about them', () => {
  it.each(LONG_QUESTIONS)('%s', async (question, title, says) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(says);
    expect(markdown).toContain('**Source:**');
    expect(markdown).not.toMatch(/needs a language model|I still need/);
  });

  it.each([
    ['white scale on the pump', /carbonate scale/i],
    ['H2S alarm at the tank battery', /^H2S exposure/],
    // Short versions that were answered before stay answered.
    ['wax in the tubing', /^Paraffin/],
    ['gas well loading up', /^Liquid loading/],
  ])('and so are their short versions: "%s"', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });

  it('finds the same entry, as confidently, when the question tells its whole case', () => {
    const cases: [short: string, long: string][] = [
      [
        'paraffin in the tubing',
        'We have been fighting paraffin in the tubing of this rod-pumped well for a year, the flowline is 8,000 ft long and we hot oil it every month at about 200 °F, and the operator wants another approach.',
      ],
      [
        'scale after water breakthrough',
        'Our waterflood has had water breakthrough in the north pattern and since then we get scale in the pumps of three producers making 400 to 600 bwpd each.',
      ],
    ];
    for (const [short, long] of cases) {
      const [fromShort] = searchKnowledge(short);
      const [fromLong] = searchKnowledge(long);
      expect(fromLong?.entry.id, long).toBe(fromShort?.entry.id);
      expect(fromLong?.score, long).toBeGreaterThanOrEqual(KNOWLEDGE_MATCH_THRESHOLD);
    }
  });
});

describe('safety first', () => {
  it.each([
    [
      'The H2S monitor at the heater treater is alarming and one of our operators is heading over to see what is wrong',
      /Do not walk toward the source/,
    ],
    [
      'Got a hydrate in the gathering line: the gauge upstream reads 1,100 psi and downstream 150 psi. How do we get it out?',
      /Do not heat the plug and do not bleed one side only/,
    ],
    [
      'Tripping out at 8,900 ft and the hole has taken 5 bbl less than the trip sheet says. What do we do?',
      /Stop the trip/,
    ],
    [
      'Day after the surface casing cement job there is gas bubbling up in the cellar around the casing',
      /gas detectors on, no hot work/,
    ],
    [
      'no returns at all since 9,600 ft in the 8-1/2 section, 10.6 ppg, we cannot see the mud level in the annulus. what do we do?',
      /Stop drilling/,
    ],
  ])('opens with the immediate actions, in a few lines: %s', async (question, firstAction) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown).split('\n').slice(1).join('\n').trim();
    expect(body).toMatch(/^\*\*Immediate actions\b/);
    const immediate = body.split('\n\n')[0] ?? '';
    expect(immediate).toMatch(firstAction);
    expect(immediate.split('\n').filter((line) => /^\d+\. /.test(line)).length).toBeLessThanOrEqual(
      6,
    );
  });

  it('answers a flow in top hole on a diverter from shallow gas, never from a BOP failure', async () => {
    const { skill, markdown } = await engine.answer(
      'tophole section on the diverter, 16 in hole at 300 m, well flowing at connections and gas at the shakers. procedure?',
    );
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/^### Shallow gas while drilling surface hole/);
    expect(markdown).toMatch(/Do not shut in/);
  });

  it('leads with the steps for a plug when a one-sided blow-down is proposed', async () => {
    const body = bodyOf(
      (
        await engine.answer(
          'suspect a hydrate plug in the 6 km gas flowline, 85 bar upstream and 20 bar at the plant. ops want to blow down the plant end to zero to push it through',
        )
      ).markdown,
    );
    expect(body.split('\n').slice(1).join('\n').trim()).toMatch(/^\*\*Immediate actions/);
    expect(body).toMatch(/do not bleed one side only/);
  });

  it('opens with immediate actions written for another case only when the question is about it', async () => {
    const carryover = bodyOf(
      (
        await engine.answer(
          'Separator at 250 psi is dumping oil out the gas line to the compressor, what should I check?',
        )
      ).markdown,
    );
    expect(carryover).not.toContain('**Immediate actions');
    expect(carryover).toContain('**What to check, in this order**');
    const blowby = bodyOf(
      (await engine.answer('gas is blowing through the dump valve and the tank hatch is lifting'))
        .markdown,
    );
    expect(blowby.split('\n').slice(1).join('\n').trim()).toMatch(
      /^\*\*Immediate actions \(gas blowing through to the tanks\)/,
    );
  });

  it('opens with immediate actions for a loss of containment, whatever case they are written for', async () => {
    const { markdown } = await engine.answer(
      'coiled tubing sprung a pinhole while running in, fluid spraying on the rig floor, 2,000 psi on the well. what do we do?',
    );
    expect(bodyOf(markdown).split('\n').slice(1).join('\n').trim()).toMatch(
      /^\*\*Immediate actions/,
    );
  });

  it('reads venting gas instead of flaring it as a venting and flaring question', async () => {
    const { markdown } = await engine.answer(
      'we want to just vent the gas for a couple of days on flowback rather than bring in a flare, maybe 250 mcf/d',
    );
    expect(markdown).toMatch(/^### .*[Ff]laring and venting/m);
  });

  it('gives the exposure limits asked for, not only the alarm procedure', async () => {
    const { markdown } = await engine.answer(
      'what are the H2S exposure limits, and what do we do when the alarm goes off?',
    );
    const body = bodyOf(markdown);
    expect(body).toContain('**Immediate actions');
    expect(body).toContain('**Exposure limits and thresholds');
    expect(body).toMatch(/IDLH\*\* \| \*\*100 ppm/);
  });
});

describe('a problem with figures is not a calculation; a calculation inside one gets both', () => {
  it('answers a described problem rather than asking for a calculator input', async () => {
    const { skill, markdown } = await engine.answer(
      'After the frac the water cut jumped from 20 % to 60 %. What is going on?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Water cut rising/);
    expect(markdown).not.toContain('Production ratios');
  });

  it('gives the guidance and the calculation card when the problem asks for a figure', async () => {
    const { skill, markdown } = await cardEngine.answer(
      'Hydrate keeps forming in the flowline at 45 °F, the hydrate temperature is 62 °F and we make about 15 bbl/d of water. Work out how much methanol we need.',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Gas hydrates/);
    expect(markdown).toMatch(/\*\*What to do\*\*[\s\S]*methanol/i);
    expect(markdown).toContain('**The calculation you asked for**');
    expect(markdown).toMatch(/```calc\n\{"tool":"hydrate_inhibitor"[^\n]*"status":"computed"/);
  });

  it.each([
    // KMW = 11.8 + 420/(0.052 × 9,600) = 12.641 ppg (Bourgoyne et al., Applied Drilling
    // Engineering, 1986, ch. 4).
    [
      'Drilling 8-1/2" at 9,600 ft TVD with 11.8 ppg mud, took a 12 bbl kick and shut in hard. SIDPP 420 psi, SICP 610 psi. What kill weight and what do we do next?',
      /^Kick|^Killing a kick|^Shut-in/,
      'kill_mud_weight',
      /12\.64 ppg/,
    ],
    // EMW = 4,300/(0.052 × 8,600) = 9.615 ppg (Lapeyrouse, Formulas and Calculations, ch. 1).
    [
      'Rod pump change on a 8,600 ft TVD oil well, static BHP about 4,300 psi from the last survey, SITP 650 psi. What brine weight, and how should we kill it?',
      /^Bullheading|^Completion and workover fluids/,
      'equivalent_mud_weight',
      /9\.615? ppg/,
    ],
  ])(
    'a figure asked with the plan gets the entry and the card: %s',
    async (question, title, tool, figure) => {
      const { skill, markdown } = await cardEngine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(title);
      expect(markdown).toMatch(
        new RegExp(`\`\`\`calc\n\\{"tool":"${tool}"[^\n]*"status":"computed"`),
      );
      expect(markdown).toMatch(figure);
    },
  );

  it.each([
    // EMW = P/(0.052 × TVD) (Lapeyrouse, Formulas and Calculations for Drilling, Production and
    // Workover, 2nd ed., 2002, ch. 1): 3,950/(0.052 × 8,700) = 8.731 ppg; the 8.9 ppg brine is
    // 0.169 ppg over it.
    [
      "We're about to pull rods and tubing on a well with 3,950 psi static BHP at 8,700 ft TVD mid-perf. Plan is to bullhead with 8.9 ppg brine. Is that heavy enough?",
      /^Bullheading|^Completion and workover fluids|^Killing/,
      'equivalent_mud_weight',
      /\*\*Equivalent mud weight: 8\.731 ppg\*\*[\s\S]*The 8\.9 ppg you gave is 0\.169 ppg above/,
    ],
    // ECD = MW + APL/(0.052 × TVD) (Lapeyrouse, ch. 1): 11.4 + 350/(0.052 × 10,300) = 12.053 ppg,
    // 0.247 ppg under the 12.3 ppg FIT.
    [
      'Drilling ahead at 10,300 ft TVD with 11.4 ppg mud, APL about 350 psi from the hydraulics model, shoe FIT 12.3 ppg. Are we in trouble if we bump the rate?',
      /^Drilling with a narrow margin/,
      'equivalent_circulating_density',
      /\*\*Equivalent circulating density \(ECD\): 12\.05 ppg\*\*/,
    ],
    // t = V/Q × 1,440 (Arnold & Stewart, Surface Production Operations vol. 1, 3rd ed., ch. 4):
    // 80 bbl at 11,000 bbl/d = 10.47 min.
    [
      '3-phase separator carrying oil out with the water since the rate went to 11,000 bpd of liquid. Liquid volume about 80 bbl at normal level. What should we look at?',
      /separator/i,
      'separator_retention',
      /\*\*Liquid retention time: 10\.47 min\*\*/,
    ],
  ])(
    'a problem told with the figures that check it gets the entry and the worked check: %s',
    async (question, title, tool, figure) => {
      const { skill, markdown } = await cardEngine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(title);
      expect(markdown).toContain('**A check from the figures you gave**');
      expect(markdown).toMatch(
        new RegExp(`\`\`\`calc\n\\{"tool":"${tool}"[^\n]*"status":"computed"`),
      );
      expect(markdown).toMatch(figure);
    },
  );

  it('sets the shoe check beside a kill weight asked for, and a follow-up changes the kill weight', async () => {
    // KMW = 11.2 + 300/(0.052 × 10,400) = 11.755 ppg; MAASP = (14.0 − 11.2) × 0.052 × 8,200 =
    // 1,194 psi (Bourgoyne et al., Applied Drilling Engineering, 1986, ch. 4; API RP 59).
    const question =
      'Kicked at 10,400 ft TVD drilling with 11.2 ppg. SIDPP 300 psi, SICP 450 psi, 15 bbl gain. Shoe at 8,200 ft TVD, LOT was 14.0 ppg EMW. What kill weight and what do we do next?';
    const { skill, markdown } = await cardEngine.answer(question);
    expect(skill).toBe('knowledge');
    const check = markdown.indexOf('**A check from the figures you gave**');
    const asked = markdown.indexOf('**The calculation you asked for**');
    expect(check).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(check);
    expect(markdown.slice(check, asked)).toMatch(
      /\*\*Maximum allowable annular surface pressure \(MAASP\): 1,194 psi\*\*/,
    );
    expect(markdown.slice(asked)).toMatch(/\*\*Kill mud weight: 11\.75 ppg\*\*/);
    // 11.2 + 400/(0.052 × 10,400) = 11.94 ppg.
    const followUp = await cardEngine.answer('what if SIDPP were 400?', [
      { role: 'user', content: question },
      { role: 'assistant', content: markdown },
    ]);
    expect(followUp.markdown).toMatch(/\*\*Kill mud weight: 11\.94 ppg\*\*/);
  });

  it.each([
    [
      'plunger on our 2-3/8 well is coming up later every cycle and the last two cycles it never made it to the lubricator. casing 520 psi, tubing 210, sales line 110',
      /^Plunger lift/,
    ],
    [
      'gas well on 2-3/8 tubing making 410 Mcf/d at 180 psi FTP, slugging water and the rate keeps sliding. loading up?',
      /^Liquid loading/,
    ],
  ])(
    'answers a story that merely shares an input name with a calculator from the entry: %s',
    async (question, title) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(title);
      expect(markdown).not.toContain('I still need');
    },
  );

  it('answers a story that names a calculated quantity in passing, and ends asking what to do', async () => {
    const { skill, markdown } = await engine.answer(
      'got stuck at 11,200 ft MD on a connection after the pipe sat for ten minutes across a depleted sand. circulation is fine but no rotation and no movement. 12.1 ppg mud, pore pressure maybe 9.8 ppg EMW. what now',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Stuck pipe/);
  });

  it.each([
    [
      'Beam well: on the dyno the downstroke load hangs near the top for a third of the stroke then falls off a cliff. 2" pump, 7,500 ft, 9 SPM, 120" stroke. What does that mean?',
      /^Reading dynamometer cards|^Rod pump knock/,
    ],
    [
      'Displaced 305 bbl on the 5-1/2" and the calculated was 298, still no bump. Should we keep going?',
      /^A cement plug that has not bumped/,
    ],
    [
      'Gas well, 2-3/8 tubing, 140 psi FTP, 350 Mcf/d, rate erratic and slugging water at the separator. Is it loading?',
      /^Liquid loading/,
    ],
    [
      'ESP failed twice this year on a 7,000 ft well making 300 bfpd at 85 % water and 1,200 GOR. ESP again or rod pump?',
      /lift/i,
    ],
    [
      'ESP on the 14-3 trips on underload every couple of hours, amps fall from 38 to 25 and intake pressure down to 200 psi, 900 bfpd, 65 % water.',
      /^ESP trips/,
    ],
  ])(
    'answers a case that asks what it means or what to decide, or only tells it, from the entry: %s',
    async (question, title) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(title);
      expect(markdown).not.toContain('I still need');
    },
  );

  it.each([
    'SIDPP 300, SICP 450, 10 ppg, pit gain 15 bbl, 0.0291 bbl/ft around 600 ft of collars. Influx gradient? water or gas?',
    'kicked on bottom with 10.2 ppg mud at 9,100 ft TVD, SIDPP 350 psi. want the KMW with 0.2 ppg margin',
  ])('leaves a figure asked about a kick with the calculator: %s', async (question) => {
    const { skill } = await engine.answer(question);
    expect(skill).toBe('calculator');
  });

  it.each([
    'took a kick on connection: SIDPP 260 psi, 12 bbl gain, annular capacity 0.0459 bbl/ft, 9.8 ppg mud. water or gas?',
    'kick: SIDPP 310 psi, pit gain 20 bbl, annular cap 0.0383 bbl/ft, 11.2 ppg mud. what kind of influx?',
  ])(
    'a kick with its shut-in figures asking what it is gets the gradient card: %s',
    async (question) => {
      const { skill, markdown } = await cardEngine.answer(question);
      // Told as a kick, the actions come first; asked as a calculation, the card alone: either
      // way the influx gradient needs the SICP, which was not given, and the card asks for it.
      if (skill === 'knowledge') expect(markdown).toMatch(/\*\*Immediate actions\*\*/);
      expect(markdown).toContain('"tool":"kick_gradient"');
      expect(markdown).toMatch(/shut-in casing pressure/);
    },
  );

  it("reads a pipe's drift or wall as its dimension, not as a valve drifting or a wall lost", async () => {
    // API Spec 5CT: 7 in 29 lb/ft casing, ID 6.184 in, drift 6.184 − 1/8 = 6.059 in; 5-1/2 in
    // 17 lb/ft, wall 0.304 in.
    for (const [question, lead] of [
      ['what\'s the drift of 7" 29# casing', /^\*\*Drift diameter[^*]*: 6\.059 in\*\*/],
      ['wall thickness of 5-1/2 17# csg', /^\*\*Wall thickness: 0\.304 in\*\*/],
    ] as const) {
      const { skill, markdown } = await engine.answer(question);
      expect(skill, question).toBe('calculator');
      expect(markdown, question).toMatch(lead);
    }
    // The symptom is still read as one.
    const drifting = await engine.answer(
      'instrument air header falling from 100 to 60 psi and the control valves are drifting',
    );
    expect(titleOf(drifting.markdown)).toMatch(/^Instrument air pressure falling/);
  });

  it('answers a report whose figures ask nothing from the entry, not with a ratio of one of them', async () => {
    const { skill, markdown } = await engine.answer(
      'Coupons at the water header showing 12 mpy, used to be 2. 70% water cut, 2 mol% CO2, no H2S. Inhibitor rate the same.',
    );
    expect(skill).toBe('knowledge');
    expect(markdown).not.toMatch(/Water-oil ratio/);
    expect(titleOf(markdown)).toMatch(/corrosion/i);
  });

  it('leaves a calculation whose inputs name a symptom with the calculator', async () => {
    const { skill } = await engine.answer(
      'influx gradient: SIDPP 200 psi, SICP 400 psi, 9.6 ppg mud, 20 bbl pit gain, 300 ft of collars with 0.0291 bbl/ft annulus',
    );
    expect(skill).toBe('calculator');
  });
});

describe('plant and log words', () => {
  it('reads a deaerator and dissolved O2 as oxygen in the injection water', async () => {
    const { markdown } = await engine.answer(
      'seawater injection: the deaerator outlet O2 reads 120 ppb even with the scavenger pump on. target is under 10 ppb',
    );
    expect(markdown).toMatch(/^### Oxygen corrosion/);
    expect(markdown).toMatch(/deaerator/);
  });

  it('answers whether to squeeze a poor bond log with figures from the decision, not a slurry volume', async () => {
    const { skill, markdown } = await engine.answer(
      'CBL on the 5-1/2 casing shows poor bond from 8,100 to 8,350 ft, right across the zone to frac. do we squeeze first?',
    );
    expect(skill).toBe('knowledge');
    expect(bodyOf(markdown).split('\n').slice(1).join('\n').trim()).toMatch(
      /^\*\*Squeeze a poor bond log, or not\?/,
    );
  });
});

describe('a clarifying question where one fact decides the answer', () => {
  it.each([
    ['the pipe got stuck on the last connection at 9,000 ft', /was the pipe moving when it stuck/],
    [
      'frac flowback on a new well, 12 days in and the water rate is still high, is that a problem?',
      /\*\*Ask first\*\*/,
    ],
  ])('asks it beside the advice: %s', async (question, asks) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    const body = bodyOf(markdown);
    expect(body).toMatch(asks);
    expect(body).toMatch(/\*\*What to do/);
  });
});

describe('when nothing answers', () => {
  it('names the closest entries and asks one question, briefly', async () => {
    const { skill, markdown } = await engine.answer('how does a subsea tree control system work?');
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/^I don't have an entry that answers this as asked/);
    expect(markdown.match(/^- \*\*/gm)?.length ?? 0).toBeGreaterThanOrEqual(1);
    // Where free-form answers come from, in a subscriber's words: no server set-up in a chat.
    expect(markdown).toContain(
      "Free-form answers come with a language model, which this PetroSage runs without; the service's administrators can connect one if you need it.",
    );
    expect(markdown).not.toMatch(/README|Configuration|LLM_/);
    expect(markdown.length).toBeLessThan(1500);
  });

  it('leaves a request to write something to a language model', async () => {
    expect((await engine.answer('Write a short poem about my pumpjack')).skill).toBe(NEEDS_MODEL);
  });

  it('says briefly that an off-topic question needs a model, without a list of skills', async () => {
    const { skill, markdown } = await engine.answer(
      'tell me about gearbox lubrication on wind turbines',
    );
    expect(skill).toBe(NEEDS_MODEL);
    expect(markdown.length).toBeLessThan(1000);
    expect(markdown).not.toContain('What I can do right now');
    expect(markdown).not.toMatch(/README|OpenAI|LLM_/);
  });
});
