import type { FileKind } from '@petrosage/contracts/files';
import { AppError } from '../../lib/errors';
import { withoutAttachedFiles } from '../assistant/context/attachments';
import type { OfflineSkill, OfflineSkillContext } from '../assistant/offline/skill';
import type { ChatTurn, RequestAttachment } from '../assistant/model/provider';
import { ToolInputError } from '../assistant/assistant-tool';
import { ProductionQuestion, type ProductionOption } from './production-columns';
import type { ProductionAnalyser } from './production-analyser';
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
  if (/\b(daily rates?|are rates|per day rates?|rates per day)\b/.test(text))
    options.values = 'rates';
  else if (/\b(monthly volumes?|are volumes|volumes per month)\b/.test(text))
    options.values = 'volumes';
  return options;
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
      if (onThisMessage) return INTENT.test(words) ? 1 : 0.5;
      // A file sent earlier: the request must be about the data, not numbers in the message.
      return INTENT.test(words) && DATA_WORDS.test(words) ? 0.9 : 0;
    },
    async reply(text, context) {
      const attachment = attachmentOf(context);
      if (attachment === undefined || context.userId === undefined) return '';
      const thread = conversationThread(text, context.history);
      const request = thread?.request ?? text;
      const input: Record<string, unknown> = {
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
        return outcome.markdown;
      } catch (error) {
        // A file sent with a message that asked for nothing in particular, which turns out not
        // to be readable production data: leave the message to the rest of the engine.
        const asked = thread !== undefined || INTENT.test(normalise(request));
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
