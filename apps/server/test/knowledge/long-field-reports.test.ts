import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { titleOf } from './entry-answers';

/**
 * Long reports from the field, told as what is seen: a string that will not move, a loss rate in
 * barrels an hour, a standpipe pressure falling at a steady rate, casing pressure creeping after a
 * shut-in, H2S on a detector during a coiled tubing job.
 */

async function answered(question: string) {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('knowledge');
  return markdown;
}

describe('the symptom in the field’s words', () => {
  it.each([
    "Drilling 6-1/8 at 11,200 ft with 12.1 ppg, stopped 20 min for a connection and a survey and now the string won't move either way — 90k over, 40k slacked off, nothing. Circulation is normal. What do we do?",
    'pipe will not move after a survey, full returns, what first?',
  ])('a string that will not move, with circulation, is stuck pipe: %s', async (question) => {
    expect(titleOf(await answered(question))).toMatch(/^Stuck pipe/);
  });

  it('a stuck string is not the coil’s trouble unless the coil is said', async () => {
    const markdown = await answered(
      'string will not move after sitting still on the survey, we can circulate fine. options?',
    );
    expect(titleOf(markdown)).not.toMatch(/coiled tubing/i);
  });

  it.each([
    'losing 40 bbl/hr while drilling, what now?',
    "we're losing about 40 bbls an hour drilling ahead in the 12-1/4, ideas?",
    'Drilling 8-1/2 and losing 30 bph, what should we do',
    'losing 6 m3/h to the formation at 2,400 m, what should we do?',
    '12-1/4 hole, 10.2 ppg, losses started at 15 bph after the last connection and now 60 bph, pits getting low. next steps?',
    'Drilling 216 mm hole at 1,900 m, 1.25 SG, losses 4 m3/h an hour ago and climbing. What now?',
  ])('a loss rate is lost circulation: %s', async (question) => {
    expect(titleOf(await answered(question))).toMatch(/^Lost circulation/);
  });

  it('a standpipe pressure fallen at a constant rate is the pump-pressure drop (washout) entry', async () => {
    const markdown = await answered(
      'On the Ross 2 the standpipe pressure has fallen from 3,400 to 3,050 psi over the last hour at a constant 480 gpm; motor and MWD in the string, ROP about the same. Keep drilling?',
    );
    expect(titleOf(markdown)).toMatch(/^Pump pressure falling while drilling/);
  });
});

describe('H2S reported during another job', () => {
  it.each([
    'Coil unit on the Bell 6 cleaning out sand, the stripper started leaking and the fixed H2S detector on the deck went from 0 to 15 ppm in two minutes. The supervisor wants to tighten the stripper and keep going. What do we do?',
    'Running coiled tubing to clean out sand on W-4 and the stripper has started leaking, visible gas at the injector head, and the fixed H2S detector on the deck went from 0 to 18 ppm. The CT supervisor wants to keep running. What should we do?',
  ])('opens with the H2S actions, SCBA and upwind, during a coil job: %s', async (question) => {
    const markdown = await answered(question);
    // The first block after the title: immediate actions that protect people from the gas.
    const first = markdown.split('\n\n')[1] ?? '';
    expect(first).toMatch(/^\*\*Immediate actions/);
    expect(first).toMatch(/SCBA/);
    expect(first).toMatch(/upwind or crosswind/);
  });
});

describe('a problem with figures that no calculation is asked of', () => {
  it('a stuck string with the mud weight and the pore pressure is the stuck-pipe entry, not a choice of calculators', async () => {
    const markdown = await answered(
      "Survey at 10,400 ft, about 20 min stationary, now the string is stuck. Full returns, same SPP, can't rotate or move it. Sand across the collars, MW 11.6 with pore press equiv 9.8. Best plan?",
    );
    expect(titleOf(markdown)).toMatch(/^Stuck pipe/);
  });

  it('how much underbalance to use is the perforating entry’s judgement, not a form', async () => {
    const markdown = await answered(
      'Perforating a 120 md gas sand with TCP at 9,000 ft, reservoir pressure 4,100 psi. How much underbalance should we run?',
    );
    expect(titleOf(markdown)).toMatch(/^Perforating/);
  });

  it('a pounding rod pump described with its stroke gets the displacement check', async () => {
    const markdown = await answered(
      'Rod pump on the Hale 7 is pounding: 1-1/2 pump, 120" stroke, 9 spm, making 60 bfpd with the fluid level near the pump. What do we change?',
    );
    // PD = 0.1166 × D² × S × N (API RP 11L): 0.1166 × 2.25 × 120 × 9 = 283.3 bbl/d.
    expect(markdown).toMatch(/283\.3 bbl\/d/);
  });
});

describe('the symptom told the way it is seen, not named', () => {
  it.each([
    'ran a scraper pig 2 hrs ago, nothing in the receiver yet and the launcher side is 250 psi above normal. should we up the rate n push it through?',
    'Pig never arrived at the trap — due 30 min ago, upstream pressure climbing. What now?',
  ])('a pig that has not arrived is the pigging entry, not a calculator: %s', async (question) => {
    expect(titleOf(await answered(question))).toMatch(/^Pipeline pigging/);
  });

  it.each([
    'our beam unit is slamming on the down-stroke and the card has the lower right corner cut off. slow it down?',
    'thumping on the down stroke you can feel at the wellhead since yesterday, what is going on',
  ])(
    'a knock on the down stroke and a card with a corner gone are fluid pound: %s',
    async (question) => {
      expect(titleOf(await answered(question))).toMatch(/^Rod pump knock or pound/);
    },
  );

  it('a string that will not pick up or slack off, with full returns, is stuck pipe', async () => {
    const markdown = await answered(
      'Connection at 9,800 ft, string sat still 10 min. Now we can not pick up or slack off, rotary torqued out, 70k over and nothing. Full returns, pressure normal. What do we do?',
    );
    expect(titleOf(markdown)).toMatch(/^Stuck pipe/);
  });

  it('the glycol pump down through a shutdown, then pressure climbing on restart, is a hydrate', async () => {
    const markdown = await answered(
      'Subsea gas well back on after a 12 hr shutdown. The glycol pump was down the whole time. Since restart the pressure upstream keeps climbing and the arrival rate is half. Open the choke more?',
    );
    expect(titleOf(markdown)).toMatch(/^Gas hydrates/);
  });
});

describe('a frac stage talking to the one below', () => {
  it.each([
    "frac plug didn't hold, stage 12 is talking to 11, what now",
    'Stage 22 pressure looks just like stage 21, seems the stages are communicating. Plug not holding?',
  ])('is the plug-and-perf misrun entry: %s', async (question) => {
    expect(titleOf(await answered(question))).toMatch(/^A plug-and-perf stage misrun/);
  });
});

describe('a gas well told by its rates and its meter chart', () => {
  it.each([
    'Packerless gas well on 2-7/8 tubing, used to make a steady 1.2 MMcf/d. Past month the rates are all over the place — 900, 450, 1,050, 380 — and the meter chart shows spikes and slugs. FTP 180 psi, casing 600 psi and climbing, line 150. Gathering wants to take our suction up to 250 psi. What is going on?',
    'gas well production erratic for 3 weeks, chart shows slugs, casing pressure creeping up. dying?',
  ])('is liquid loading, and backpressure is not the cure: %s', async (question) => {
    const markdown = await answered(question);
    expect(titleOf(markdown)).toMatch(/^Liquid loading in gas wells/);
    expect(markdown).toMatch(/higher line or wellhead pressure .* loads the well faster/);
  });

  it('is not handed to a calculator that can only refuse the pressures it read', async () => {
    // The casing pressure read as a suction and the sales line as a discharge: a compression card
    // would refuse them.
    const markdown = await answered(
      'Gas well, 2-3/8 tubing, no packer. Was steady at 700 Mcf/d, now the daily rates swing between 300 and 650. Flowing tubing pressure 170 psi, sales line 150 psi, casing pressure crept up from 300 to 560 psi over two months. Compression folks want to raise our line pressure to 210 psi. Is the well on its way out or what?',
    );
    expect(markdown).not.toMatch(/```calc/);
    expect(titleOf(markdown)).toMatch(/^Liquid loading in gas wells/);
  });
});

describe('a dirty hole and the plan to drill on to TD', () => {
  it.each([
    '8-1/2 lateral at 78 deg, 9.8 ppg WBM, overpull on connections went from 10k to 35k over the last 400 ft and ECD is up 0.3 ppg, shakers look light. Company man wants to drill the last 700 ft to TD and circulate there. Keep drilling?',
    'torque and drag climbing every stand, cuttings at the shakers tailing off. ok to push on to section TD and clean up after?',
  ])('answers the decision first: %s', async (question) => {
    const markdown = await answered(question);
    expect(titleOf(markdown)).toMatch(/^Hole cleaning/);
    const first = markdown.split('\n\n')[1] ?? '';
    expect(first).toMatch(/^\*\*Drill on to TD and clean up there\?\*\*/);
    expect(first).toMatch(/Not while the signs are building/);
  });
});

describe('a workover well taking its kill fluid into the perforations', () => {
  it.each([
    'pulling tubing on a workover, well losing 20 bbl/hr of 8.6 brine to the perfs, what can we pump to slow it down?',
    'rig is on a low pressure oil well, we are losing kill fluid as fast as we pump it. options before we unseat the packer?',
  ])('is the depleted-well kill, pills and all: %s', async (question) => {
    const markdown = await answered(question);
    expect(titleOf(markdown)).toMatch(/^Killing a depleted or low-pressure well/);
    expect(markdown).toMatch(/fluid-loss pill/);
  });
});

describe('sand told by the monitor and the sample', () => {
  it.each([
    'Oil well on 28/64, bumped it to 36/64 Monday. Acoustic sand monitor has been spiking since and the ER probe after the choke shows wall loss. Keep the rate?',
    'sand probe spiking on the new well since flowback ended and the sample has sand in it. what now?',
  ])('is sand production: %s', async (question) => {
    expect(titleOf(await answered(question))).toMatch(/^Sand production and sand control/);
  });
});
