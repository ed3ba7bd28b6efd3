import { findCalculator } from '@petrosage/oilfield/catalogue';
import { artificialLiftEntries } from './entries/artificial-lift';
import { completionEntries } from './entries/completions';
import { drillingEntries } from './entries/drilling';
import { drillingEventEntries } from './entries/drilling-events';
import { emergencyEntries } from './entries/emergencies';
import { facilityEntries } from './entries/facilities';
import { facilityEventEntries } from './entries/facility-events';
import { federalEntries } from './entries/federal';
import { fieldProblemEntries } from './entries/field-problems';
import { fieldSafetyEntries } from './entries/field-safety';
import { fieldTroubleEntries } from './entries/field-troubles';
import { fieldWorkEntries } from './entries/field-work';
import { operationsEconomicsEntries } from './entries/operations-economics';
import { operationQuestionEntries } from './entries/operations-questions';
import { productionChemicalEntries } from './entries/production-chemicals';
import { productionTroubleshootingEntries } from './entries/production-troubleshooting';
import { servicingAndTestingEntries } from './entries/servicing-and-testing';
import { rigTestsAndToolsEntries } from './entries/rig-tests-and-tools';
import { wellEquipmentTroubleEntries } from './entries/well-equipment-troubles';
import { siteAndReservoirEventEntries } from './entries/site-and-reservoir-events';
import { siteEmergencyEntries } from './entries/site-emergencies';
import { siteWorkEntries } from './entries/site-work';
import { texasEntries } from './entries/texas-rrc';
import { weeklyOperationEntries } from './entries/weekly-operations';
import { fishingAndJarringEntries } from './entries/fishing-and-jarring';
import { hseFieldHazardEntries } from './entries/hse-field-hazards';
import { wellPerformanceAndTreatingEntries } from './entries/well-performance-and-treating';
import { productionDropEntries } from './entries/production-drop-triage';
import { casingAndCementCheckEntries } from './entries/casing-and-cement-checks';
import { wellKillAndCompletionFluidEntries } from './entries/well-kills-and-completion-fluids';
import { drillingHoleProblemEntries } from './entries/drilling-hole-problems';
import { weeklyQuestionEntries } from './entries/weekly-questions';
import { weeklyTroubleEntries } from './entries/weekly-troubles';
import { wellOperationEntries } from './entries/well-operations';
import { liftingHeightAndFatigueEntries } from './entries/lifting-height-and-fatigue';
import { restartsUtilitiesAndBalanceEntries } from './entries/restarts-utilities-and-balance';
import { valvesHotOilingAndPumpsEntries } from './entries/valves-hot-oiling-and-pumps';
import { rigRoutinesAndPadSafetyEntries } from './entries/rig-routines-and-pad-safety';
import { liftIsolationAndDownholeMotorEntries } from './entries/lift-isolation-and-downhole-motors';
import { completionTestsAndPlugsEntries } from './entries/completion-tests-and-plugs';
import { isolationAndShutdownValveEntries } from './entries/isolation-and-shutdown-valves';
import { controlsDepositsAndBarrierTestEntries } from './entries/controls-deposits-and-barrier-tests';
import { rescueInstrumentsAndInterventionEntries } from './entries/rescue-instruments-and-interventions';
import { mudAndLineRestartEntries } from './entries/mud-and-line-restarts';
import { testsAndChangeOutEntries } from './entries/tests-and-change-outs';
import { testingAndStringLimitEntries } from './entries/testing-and-string-limits';
import { reservoirTestsAndSamplingEntries } from './entries/reservoir-tests-and-sampling';
import { buildupAnomalyEntries } from './entries/buildup-anomalies';
import { breakdownFloatsAndScavengerEntries } from './entries/breakdown-floats-and-scavengers';
import type { KnowledgeEntry } from './knowledge-entry';

/** An entry that lists symptoms lists several ways of describing the problem, not one. */
export const MIN_SYMPTOMS = 3;

/** The heading an emergency entry opens with: `**Immediate actions**`, maybe with a qualifier. */
const IMMEDIATE_ACTIONS = /^\*\*Immediate actions\b[^*\n]*\*\*/m;

/** True when `body` opens with its Immediate actions. */
export function opensWithImmediateActions(body: string): boolean {
  return /^\s*\*\*Immediate actions\b[^*\n]*\*\*/.test(body);
}

/**
 * Every problem that makes a set of entries unfit to serve: duplicate or malformed ids, missing
 * text, fewer than three symptoms, Immediate actions that are not the first section (or on an
 * entry not marked safety-critical), sources that are not https addresses, bad review dates,
 * related ids that do not exist.
 */
export function knowledgeBaseProblems(entries: readonly KnowledgeEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) problems.push(`duplicate id ${entry.id}`);
    ids.add(entry.id);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.id))
      problems.push(`${entry.id}: id is not kebab-case`);
    if (entry.title.trim().length === 0) problems.push(`${entry.id}: empty title`);
    if (entry.summary.trim().length === 0) problems.push(`${entry.id}: empty summary`);
    if (entry.body.trim().length === 0) problems.push(`${entry.id}: empty body`);
    if (entry.aliases.length === 0) problems.push(`${entry.id}: no aliases`);
    if (entry.symptoms !== undefined) {
      if (entry.symptoms.length < MIN_SYMPTOMS)
        problems.push(`${entry.id}: fewer than ${MIN_SYMPTOMS} symptoms`);
      if (entry.symptoms.some((symptom) => symptom.trim().length === 0))
        problems.push(`${entry.id}: an empty symptom`);
    }
    if (IMMEDIATE_ACTIONS.test(entry.body)) {
      if (!opensWithImmediateActions(entry.body))
        problems.push(`${entry.id}: Immediate actions are not the first section`);
      if (entry.safetyCritical !== true)
        problems.push(`${entry.id}: has Immediate actions but is not safety-critical`);
    }
    for (const source of entry.sources) {
      if (source.title.trim().length === 0) problems.push(`${entry.id}: a source has no title`);
      let url: URL | undefined;
      try {
        url = new URL(source.url);
      } catch {
        url = undefined;
      }
      if (url?.protocol !== 'https:')
        problems.push(`${entry.id}: source ${source.url} is not https`);
    }
    const reviewed = new Date(`${entry.lastReviewed}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(entry.lastReviewed) ||
      Number.isNaN(reviewed.getTime()) ||
      reviewed.toISOString().slice(0, 10) !== entry.lastReviewed
    ) {
      problems.push(`${entry.id}: lastReviewed ${entry.lastReviewed} is not a date`);
    }
  }
  for (const entry of entries) {
    for (const related of entry.related ?? []) {
      if (!ids.has(related)) problems.push(`${entry.id}: related entry ${related} does not exist`);
      if (related === entry.id) problems.push(`${entry.id}: relates to itself`);
    }
    for (const check of entry.checks ?? []) {
      if (findCalculator(check) === undefined) {
        problems.push(`${entry.id}: check ${check} is no calculator`);
      }
    }
  }
  return problems;
}

function checked(entries: readonly KnowledgeEntry[]): readonly KnowledgeEntry[] {
  const problems = knowledgeBaseProblems(entries);
  if (problems.length > 0) {
    throw new Error(`The knowledge base is inconsistent:\n- ${problems.join('\n- ')}`);
  }
  return entries;
}

/**
 * The curated knowledge base, checked when the module loads: Texas RRC and federal regulatory
 * topics, drilling, completions, production chemicals, artificial lift, facilities, production
 * operations and troubleshooting, field work (pressured equipment, confined spaces, perforating,
 * ESP electrical readings, kill methods), rig-floor events (pump pressure falling, ballooning or a
 * kick, a kick off bottom), well operations (hole cleaning, gas-cut mud, a frac screenout), facility
 * events (pigging, combustible-gas alarms), site work (hot work, a spill on land, nippling down
 * with pressure, losses running casing), weekly field operations (rod-pump space-out, BOP tests,
 * step-rate tests, gas-lift unloading, ESP run life, corrosion, slugging, sour workovers, wellhead
 * valves, torque and drag), site emergencies (well-control equipment failing, electrical hazards,
 * an old well flowing at surface, a leaking or cracked vessel), a well declining faster than
 * expected, weekly operations questions (a gas-lift injection point, a new plunger well, tubing
 * against packer leaks, pump cavitation, a LACT probe diverting, well tests against sales, an ESP
 * megger before start-up, trapped pressure while pulling tubing, a reported flowline leak, a sour
 * acid flowback, a waterflood water-cut jump), field problems (a cement plug that does not bump, an
 * ESP with normal amps and no flow, a pressure kick drilling out frac plugs on coil, an acid cleanout
 * of carbonate scale, a sandstone acid job that made a well worse, a late-time rise on a build-up
 * derivative, locking out a pumping unit on a timer or pump-off controller, thief hatches lifting
 * with the VRU down), site and reservoir events (a person hurt when a line was opened, a lifting near
 * miss, a storm coming to a platform, a vibrating pump, a lost MWD signal, condensate banking,
 * crossflow in a commingled well), rig tests and tools (LOT/FIT, negative test, liner hanger,
 * balanced plug, vibration), well equipment troubles (an SSSV that will not open, a stuck rod pump,
 * compressor stages, a kick while logging, sour water tanks), fishing and jarring (jars, free point
 * and back-off, a stuck logging tool, parted tubing, milling a packer, ESP cable in the hole),
 * casing and cement checks (the casing test after the bump, no cement to surface, casing wear, a
 * tight spot in new casing, a tubing test against a plug, drilling out a CIBP), kills and
 * completion fluids (bullheading, a new well that will not flow, an SSSV failing its leak test,
 * brine crystallizing, barite sag, a motor not building), drilling hole problems (H2S in the
 * returns, overpull on a wiper trip, coiled tubing lockup, kick tolerance, a radioactive source
 * stuck in the hole), completion tests and plugs (a tree test after a workover, retrieving an RBP
 * with gas below it, a plug-and-perf misrun, a mechanical-set packer), lift isolation and downhole
 * motors (isolating an ESP electrically, PCP rods backed off, a jet pump losing rate, a mud motor
 * stalling), rig routines and pad safety (slow circulating rates, SIMOPS on a producing pad, sling
 * angles, the mud-gas separator in a kill), tests and change-outs (a well test through the test
 * separator, changing out a PSV on a vessel in service, testing a packer after setting it, the BOP
 * accumulator drawdown test, fishing parted sucker rods), testing and string limits (coiled
 * tubing fatigue and string life, gas-well deliverability tests, how long a build-up must run,
 * the most a stuck string may be pulled), and economics.
 */
export const knowledgeEntries: readonly KnowledgeEntry[] = checked([
  ...texasEntries,
  ...federalEntries,
  ...productionChemicalEntries,
  ...artificialLiftEntries,
  ...facilityEntries,
  ...operationsEconomicsEntries,
  ...fieldSafetyEntries,
  ...drillingEntries,
  ...completionEntries,
  ...productionTroubleshootingEntries,
  ...siteWorkEntries,
  ...emergencyEntries,
  ...fieldWorkEntries,
  ...drillingEventEntries,
  ...facilityEventEntries,
  ...wellOperationEntries,
  ...weeklyTroubleEntries,
  ...fieldTroubleEntries,
  ...weeklyOperationEntries,
  ...siteEmergencyEntries,
  ...weeklyQuestionEntries,
  ...operationQuestionEntries,
  ...fieldProblemEntries,
  ...siteAndReservoirEventEntries,
  ...servicingAndTestingEntries,
  ...rigTestsAndToolsEntries,
  ...wellEquipmentTroubleEntries,
  ...fishingAndJarringEntries,
  ...casingAndCementCheckEntries,
  ...wellKillAndCompletionFluidEntries,
  ...drillingHoleProblemEntries,
  ...hseFieldHazardEntries,
  ...wellPerformanceAndTreatingEntries,
  ...productionDropEntries,
  ...liftingHeightAndFatigueEntries,
  ...restartsUtilitiesAndBalanceEntries,
  ...valvesHotOilingAndPumpsEntries,
  ...completionTestsAndPlugsEntries,
  ...isolationAndShutdownValveEntries,
  ...controlsDepositsAndBarrierTestEntries,
  ...rescueInstrumentsAndInterventionEntries,
  ...liftIsolationAndDownholeMotorEntries,
  ...rigRoutinesAndPadSafetyEntries,
  ...mudAndLineRestartEntries,
  ...testsAndChangeOutEntries,
  ...testingAndStringLimitEntries,
  ...reservoirTestsAndSamplingEntries,
  ...buildupAnomalyEntries,
  ...breakdownFloatsAndScavengerEntries,
]);

const byId = new Map(knowledgeEntries.map((entry) => [entry.id, entry]));

/** The entry with this id, if any. */
export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return byId.get(id);
}
