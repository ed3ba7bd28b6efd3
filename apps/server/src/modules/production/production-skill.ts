import type { FileKind } from '@petrosage/contracts/files';
import { AppError } from '../../lib/errors';
import { withoutAttachedFiles } from '../assistant/context/attachments';
import type { OfflineSkill, OfflineSkillContext } from '../assistant/offline/skill';
import type { ChatTurn, RequestAttachment } from '../assistant/model/provider';
import { ToolInputError } from '../assistant/assistant-tool';
import { ProductionQuestion, type ProductionOption } from './production-columns';
import type { ProductionAnalyser } from './production-analyser';
import { ANALYSIS_HEADING } from './production-report';
import { analyzeProductionInput } from './production-tool';

/**
 * The offline engine's production-data skill: "analyse this production data" or "fit a decline
 * to the attached file" with a CSV or Excel file runs the same analysis as the
 * `analyze_production` tool. Options come from the words (economic limit, gas, b up to 1.5,
 * terminal decline, daily rates / monthly volumes). When the file leaves a question open (which
 * column, sheet or well) the reply asks it as a numbered list, and the next message's answer — a
 * name or a number — is read back against that list.
 */

const SKILL_NAME = 'production-analysis';
const TABLE_KINDS: readonly FileKind[] = ['csv', 'xlsx', 'json'];

/** Words that ask for an analysis of the file. */
const INTENT =
  /\b(analy[sz]e|analy[sz]is|analy[sz]ing|decline|declines|fit|fitting|forecast|eur|ultimate recovery|reserves|production|producing|rates?|water ?cut|gor|gas[- ]oil ratio|chart|plot|graph|trend|trends|curve)\b/;
/** Words that make the request about the attached data rather than a number in the message. */
const DATA_WORDS =
  /\b(file|data|attached|attachment|spreadsheet|csv|excel|xlsx|sheet|table|this|these|it)\b/;

/** How the skill's question starts; the follow-up is read against it. */
const QUESTION_START = 'To analyse ';
const QUESTION_PATTERN =
  /^To analyse \*\*(?<file>.+?)\*\* I need to know (?:which (?:column holds the \*\*(?<subject>[a-z ]+)\*\*|(?<other>sheet|well) to use))\?/;
const CHOICE_LINE = /^(\d+)\. `(.*)`$/gm;

const SUBJECT_OPTIONS: Record<string, ProductionOption> = {
  dates: 'date_column',
  'oil production': 'oil_column',
  'gas production': 'gas_column',
  'water production': 'water_column',
};

interface AskedQuestion {
  option: ProductionOption;
  choices: string[];
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
}

function tableFiles(context: OfflineSkillContext): RequestAttachment[] {
  return (context.attachments ?? []).filter((file) => TABLE_KINDS.includes(file.kind));
}

/** The question a reply of this skill asked, if it is one. */
function askedIn(reply: string): AskedQuestion | undefined {
  const match = QUESTION_PATTERN.exec(reply);
  if (!match?.groups) return undefined;
  const option =
    match.groups.other === 'sheet'
      ? 'sheet'
      : match.groups.other === 'well'
        ? 'well'
        : SUBJECT_OPTIONS[match.groups.subject ?? ''];
  if (option === undefined) return undefined;
  const choices = [...reply.matchAll(CHOICE_LINE)].map((line) => line[2] ?? '');
  return { option, choices };
}

/** The choice an answer names: its number in the list, or the name itself (the longest found). */
function chosen(answer: string, question: AskedQuestion): string | undefined {
  const text = normalise(answer).replace(/[.!]+$/, '');
  const number =
    /^(?:(?:use|take|it's|it is|the|number|no\.?|#)\s*)*(\d{1,3})(?:st|nd|rd|th)?(?: one)?$/.exec(
      text,
    );
  if (number) return question.choices[Number(number[1]) - 1];
  const named = question.choices
    .filter((choice) => choice.trim() !== '' && text.includes(normalise(choice)))
    .sort((a, b) => b.length - a.length);
  return named[0];
}

/**
 * The user's request and the answers given to this skill's questions since, read from the end
 * of the conversation: `[request, …answers]` with the option each answer settles.
 */
function conversationThread(
  text: string,
  history: readonly ChatTurn[],
): { request: string; answers: { option: ProductionOption; value: string }[] } | undefined {
  const answers: { option: ProductionOption; value: string }[] = [];
  let answer = text;
  let index = history.length - 1;
  // At most a few rounds: a file rarely needs more than a column, a sheet and a well.
  for (let round = 0; round < 6; round += 1) {
    const reply = history[index];
    const question = reply?.role === 'assistant' ? askedIn(reply.content) : undefined;
    if (!question) return round === 0 ? undefined : { request: answer, answers: answers.reverse() };
    const value = chosen(answer, question);
    if (value === undefined) return undefined;
    answers.push({ option: question.option, value });
    const previous = history[index - 1];
    if (previous?.role !== 'user') return undefined;
    // Earlier messages come with their files' content; only the user's own words count.
    answer = withoutAttachedFiles(previous.content);
    index -= 2;
  }
  return undefined;
}

function number(text: string): number {
  return Number(text.replace(/,/g, ''));
}

const OIL_UNIT =
  /^(bopd|bbl\/d|bbls?\/d|bbl\/day|b\/d|bpd|stb\/d|stbd|barrels? (?:of oil )?(?:per|a) day)/;
const GAS_UNIT = /^(mcf\/d|mcfd|mscf\/d|mscfd|mcf\/day|mcf per day|mscf per day)/;
const MMCF_UNIT = /^(mmcf\/d|mmcfd|mmscf\/d|mmscfd)/;

/** "not volumes", "not monthly", "not daily rates": the other reading. */
const NEGATED = /\bnot (?:the |as )?(?:(daily|monthly) )?(rates?|volumes?|totals?|averages?)?\b/g;
/** "the rates are daily", "the values are daily rates", "daily averages", "rates per day". */
const SAYS_RATES =
  /\b(?:daily (?:rates?|averages?|average rates?|values|figures|numbers)|(?:rates?|values|numbers|figures) per day|per day rates?|(?:are|is|'re|'s|as) (?:average )?(?:daily|rates?|per day|a day|bbl\/d|bopd|mcf\/d)\b)/;
/** "these are monthly volumes", "it's per month", "monthly totals", "volumes per month". */
const SAYS_VOLUMES =
  /\b(?:monthly (?:volumes?|totals?|values|figures|numbers|production)|(?:volumes?|values|totals?|numbers|figures|production) (?:per|a) month|(?:are|is|'re|'s|as) (?:monthly|volumes?|totals?|per month|a month|cumulative per month)\b)/;

/**
 * How the words say the file's values are stated, if they do: rates per day or volumes per row.
 * Words that say both (or deny what they say) settle nothing.
 */
function valuesReading(text: string): 'rates' | 'volumes' | undefined {
  const votes = new Set<'rates' | 'volumes'>();
  for (const match of text.matchAll(NEGATED)) {
    const [, cadence, noun] = match;
    if (cadence === undefined && noun === undefined) continue;
    const deniesRates = cadence === 'daily' || /^(rates?|averages?)$/.test(noun ?? '');
    votes.add(deniesRates ? 'volumes' : 'rates');
  }
  const rest = text.replace(NEGATED, ' ');
  if (SAYS_RATES.test(rest)) votes.add('rates');
  if (SAYS_VOLUMES.test(rest)) votes.add('volumes');
  return votes.size === 1 ? [...votes][0] : undefined;
}

/** Options the words of a request set: economic limits, the stream, b, terminal decline, basis. */
export function optionsFromText(raw: string): Record<string, unknown> {
  const text = normalise(raw);
  const options: Record<string, unknown> = {};
  const mentionsGas = /\bgas\b/.test(text);
  const mentionsOil = /\boil\b/.test(text);
  if (mentionsGas && !mentionsOil && /\b(decline|fit|forecast|eur|analy[sz]e)\b/.test(text)) {
    options.stream = 'gas';
  }
  // "economic limit of 10 bopd", "limit 50 mcf/d", "10 bopd economic limit".
  const limits = [
    ...text.matchAll(
      /(?:economic limit|abandonment rate|abandonment|cut-?off|limit)(?: rate)?(?: of| at| is| =|:)?\s*(\d[\d,]*(?:\.\d+)?)\s*([a-z/ ]*)/g,
    ),
    ...[...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([a-z/]+)\s+(?:economic )?limit/g)],
  ];
  for (const match of limits) {
    const value = number(match[1] ?? '');
    const unit = (match[2] ?? '').trim();
    if (!(value > 0)) continue;
    if (MMCF_UNIT.test(unit)) options.economic_limit_gas_mscf_per_day = value * 1000;
    else if (GAS_UNIT.test(unit)) options.economic_limit_gas_mscf_per_day = value;
    else if (OIL_UNIT.test(unit)) options.economic_limit_oil_bbl_per_day = value;
    else if (options.stream === 'gas') options.economic_limit_gas_mscf_per_day = value;
    else options.economic_limit_oil_bbl_per_day = value;
  }
  const bMax =
    /\bb(?: factor)?\s*(?:up to|of up to|<=|≤|<|max(?:imum)?|at most|no more than)\s*(\d(?:\.\d+)?)/.exec(
      text,
    );
  if (bMax) options.b_max = Number(bMax[1]);
  const terminal = /\bterminal(?: decline)?(?: of| at|:)?\s*(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (terminal) options.terminal_decline_pct_per_year = Number(terminal[1]);
  const values = valuesReading(text);
  if (values !== undefined) options.values = values;
  return options;
}

/** Analyses a follow-up looks back through (each changed one option of the one before). */
const FOLLOW_UP_DEPTH = 8;

/** The last assistant turn of `history`, when it is an analysis: where it is and its file. */
function analysisIn(history: readonly ChatTurn[]): { at: number; fileName: string } | undefined {
  let at = history.length - 1;
  while (at >= 0 && history[at]?.role !== 'assistant') at -= 1;
  const reply = history[at]?.content ?? '';
  const heading = reply.indexOf(ANALYSIS_HEADING);
  if (at < 0 || heading < 0) return undefined;
  const fileName = reply.slice(heading + ANALYSIS_HEADING.length).split('\n')[0] ?? '';
  return { at, fileName: fileName.trim() };
}

/** Numbers written in `text` (a follow-up that sets one option carries at most that many). */
function numbersIn(text: string): number {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].length;
}

/** Numbers the options of `options` took from the words. */
function numericOptions(options: Record<string, unknown>): number {
  return Object.values(options).filter((value) => typeof value === 'number').length;
}

/**
 * The options a message sets when it follows an analysis and only changes how the file is read
 * or forecast ("the rates are daily", "the economic limit is 10 bopd"); undefined when it asks
 * something else (other numbers, or nothing the analysis takes).
 */
function followUpOptions(text: string): Record<string, unknown> | undefined {
  const options = optionsFromText(text);
  if (Object.keys(options).length === 0) return undefined;
  // "qi 850 bopd, Di 65 %, economic limit 10 bopd" is a calculation, not a change to the file's.
  return numbersIn(normalise(text)) > numericOptions(options) ? undefined : options;
}

/**
 * The input the analysis at `replyAt` ran with (besides the file): the request's options, the
 * answers to the skill's questions, and the options of the follow-ups that changed it since.
 */
function analysisInput(
  history: readonly ChatTurn[],
  replyAt: number,
  depth = 0,
): Record<string, unknown> {
  const turn = history[replyAt - 1];
  if (turn?.role !== 'user') return {};
  const before = history.slice(0, replyAt - 1);
  const words = withoutAttachedFiles(turn.content);
  const thread = conversationThread(words, before);
  if (thread) {
    const input: Record<string, unknown> = {
      ...optionsFromText(thread.request),
      ...optionsFromText(words),
    };
    for (const answer of thread.answers) input[answer.option] = answer.value;
    return input;
  }
  const earlier = analysisIn(before);
  const change = followUpOptions(words);
  // A message that carried a file starts an analysis of its own.
  const carriedFile = words !== turn.content;
  if (earlier && change && !carriedFile && depth < FOLLOW_UP_DEPTH) {
    return { ...analysisInput(before, earlier.at, depth + 1), ...change };
  }
  return optionsFromText(words);
}

/** The rows of an analysis' results table, by label without its dated part. */
function resultRows(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  const table = markdown.indexOf('| Result | Value |');
  if (table < 0) return rows;
  for (const line of markdown.slice(table).split('\n').slice(2)) {
    const match = /^\| (.+?) \| (.+) \|$/.exec(line);
    if (!match) break;
    const label = (match[1] ?? '').replace(/\*\*/g, '').replace(/ \(.*\)$/, '');
    rows.set(label, (match[2] ?? '').replace(/\*\*/g, ''));
  }
  return rows;
}

/** The "Read from the file" lines of a stream: `Oil: \`Oil\`, rates in bbl/d.` */
function streamReadings(markdown: string): Map<string, string> {
  const readings = new Map<string, string>();
  for (const match of markdown.matchAll(/^- (Oil|Gas|Water): (.+)$/gm)) {
    readings.set(match[1] ?? '', match[2] ?? '');
  }
  return readings;
}

const VALUES_WORDS: Record<string, string> = {
  rates: 'the values read as daily rates',
  volumes: 'the values read as volumes per row',
  auto: 'the values read from the headers',
};

/** What a follow-up asked for, in words: "the values read as daily rates, an economic limit…". */
function changeWords(change: Record<string, unknown>): string[] {
  const words: string[] = [];
  if (typeof change.values === 'string') words.push(VALUES_WORDS[change.values] ?? '');
  if (typeof change.economic_limit_oil_bbl_per_day === 'number') {
    words.push(`an oil economic limit of ${change.economic_limit_oil_bbl_per_day} bbl/d`);
  }
  if (typeof change.economic_limit_gas_mscf_per_day === 'number') {
    words.push(`a gas economic limit of ${change.economic_limit_gas_mscf_per_day} Mcf/d`);
  }
  if (change.stream === 'gas') words.push('the decline fitted to the gas');
  if (typeof change.b_max === 'number') words.push(`b up to ${change.b_max}`);
  if (typeof change.terminal_decline_pct_per_year === 'number') {
    words.push(`a terminal decline of ${change.terminal_decline_pct_per_year} %/yr`);
  }
  return words.filter((word) => word !== '');
}

/** Said before a re-run analysis: what was asked, and what came out different. */
function changeLead(
  fileName: string,
  change: Record<string, unknown>,
  before: string,
  after: string,
): string {
  const asked = changeWords(change);
  const lines = [`Re-analysed **${fileName}** with ${asked.join(', ')}; the rest as before.`];
  const differences: string[] = [];
  const readingsBefore = streamReadings(before);
  for (const [stream, now] of streamReadings(after)) {
    const was = readingsBefore.get(stream);
    if (was !== undefined && was !== now) differences.push(`${stream}: ${now} (was: ${was})`);
  }
  const rowsBefore = resultRows(before);
  for (const [label, now] of resultRows(after)) {
    const was = rowsBefore.get(label);
    if (was !== undefined && was !== now) differences.push(`${label}: ${now} (was ${was})`);
  }
  if (rowsBefore.size === 0) return lines[0] ?? '';
  lines.push(
    differences.length === 0
      ? 'The figures are the same as before.'
      : `What changed:\n\n${differences.map((line) => `- ${line}`).join('\n')}`,
  );
  return lines.join('\n\n');
}

function questionReply(fileName: string, question: ProductionQuestion): string {
  const asked =
    question.option === 'sheet' || question.option === 'well'
      ? `which ${question.option} to use?`
      : `which column holds the **${question.subject}**?`;
  const why = question.message.split('. Set ')[0] ?? question.message;
  if (question.choices.length === 0) {
    const reason = why.charAt(0).toLowerCase() + why.slice(1);
    return `I can't analyse **${fileName}**: ${reason.replace(/\.?$/, '.')}\n\nAttach a CSV or Excel file with a date column and oil, gas or water rates or volumes.`;
  }
  return [
    `${QUESTION_START}**${fileName}** I need to know ${asked}`,
    `${why.replace(/\.?$/, '.')}`,
    question.choices
      .map((choice, index) => `${index + 1}. \`${choice.replace(/`/g, 'ʹ')}\``)
      .join('\n'),
    'Reply with its name or number.',
  ].join('\n\n');
}

/** The production-data skill, reading the user's files through `files`. */
export function productionSkill(analyser: ProductionAnalyser): OfflineSkill {
  const attachmentOf = (context: OfflineSkillContext): RequestAttachment | undefined => {
    const tables = tableFiles(context);
    return tables.filter((file) => file.latest).at(-1) ?? tables.at(-1);
  };

  return {
    name: SKILL_NAME,
    description:
      'Analyses production data you attach (CSV or Excel with dates and oil, gas or water rates): fits an Arps decline, forecasts to an economic limit, gives qi, Di, b and the EUR with charts, and the water cut and GOR trends.',
    examples: [
      'Analyse this production data (with a CSV attached)',
      'Fit a decline to the attached file with an economic limit of 10 bopd',
    ],
    matches(text, context) {
      const tables = tableFiles(context);
      if (tables.length === 0 || context.userId === undefined) return 0;
      if (conversationThread(text, context.history)) return 0.95;
      const words = normalise(text);
      const onThisMessage = tables.some((file) => file.latest);
      // "the rates are daily" after an analysis: above the calculator, which would read the
      // economic limit as the start of a decline calculation.
      if (!onThisMessage && analysisIn(context.history) && followUpOptions(text)) return 1;
      if (onThisMessage) return INTENT.test(words) ? 1 : 0.5;
      // A file sent earlier: the request must be about the data, not numbers in the message.
      return INTENT.test(words) && DATA_WORDS.test(words) ? 0.9 : 0;
    },
    async reply(text, context) {
      const thread = conversationThread(text, context.history);
      const onThisMessage = tableFiles(context).some((file) => file.latest);
      const analysed = thread || onThisMessage ? undefined : analysisIn(context.history);
      const change = analysed && followUpOptions(text);
      const attachment =
        (analysed &&
          change &&
          tableFiles(context)
            .filter((file) => file.name === analysed.fileName)
            .at(-1)) ||
        attachmentOf(context);
      if (attachment === undefined || context.userId === undefined) return '';
      const request = thread?.request ?? text;
      const input: Record<string, unknown> =
        analysed && change
          ? {
              ...analysisInput(context.history, analysed.at),
              ...change,
              attachment_id: attachment.id,
            }
          : {
              attachment_id: attachment.id,
              ...optionsFromText(request),
              ...(thread ? optionsFromText(text) : {}),
            };
      for (const answer of thread?.answers ?? []) input[answer.option] = answer.value;
      const parsed = analyzeProductionInput.safeParse(input);
      if (!parsed.success) {
        return `I can't analyse **${attachment.name}** with those options: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}.`;
      }
      try {
        const { outcome } = await analyser.analyse(parsed.data, {
          userId: context.userId,
          attachments: context.attachments ?? [],
        });
        if (!(analysed && change)) return outcome.markdown;
        const before = context.history[analysed.at]?.content ?? '';
        return `${changeLead(attachment.name, change, before, outcome.markdown)}\n\n${outcome.markdown}`;
      } catch (error) {
        // A file sent with a message that asked for nothing in particular, which turns out not
        // to be readable production data: leave the message to the rest of the engine.
        const asked = thread !== undefined || change || INTENT.test(normalise(request));
        if (error instanceof ToolInputError && !asked) return '';
        if (error instanceof ProductionQuestion) return questionReply(attachment.name, error);
        if (error instanceof ToolInputError) {
          return `I can't analyse **${attachment.name}**: ${error.message}`;
        }
        if (error instanceof AppError && error.code === 'not_found') {
          return `**${attachment.name}** is no longer available. Attach it again to analyse it.`;
        }
        throw error;
      }
    },
  };
}
