import { textStream, type FakeReply } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake } from '@petrosage/test-support/fakes/openai-server';

/**
 * The language model of the browser journeys: a local server speaking the OpenAI streaming
 * protocol (the real provider code talks to it), answering by keyword of the last message.
 */
/** Given by playwright.config.ts. */
const MODEL_PORT = Number(process.argv[2] ?? '8182');

const MARKDOWN_REPLY = [
  '## Hydrostatic pressure\n\n',
  'The gradient of fresh water is **0.433 psi/ft**.\n\n',
  '| Fluid | Gradient (psi/ft) |\n|---|---|\n| Fresh water | 0.433 |\n| Brine 10 ppg | 0.520 |\n\n',
  '```python\ndef pressure(gradient, depth):\n    return gradient * depth\n```\n\n',
  'In general $P = 0.052 \\times \\rho \\times TVD$.\n',
];

const XSS_REPLY =
  'Careful: <img src=x onerror=alert(1)> and [a link](javascript:alert(1)) and <script>alert(2)</script> end here.';

/** Code and nothing else that needs more than the markdown parser (no math). */
const CODE_REPLY = 'Run this:\n\n```python\nrate = 0.159 * 420\nprint(rate)\n```\n';

/** Dollar amounts beside real math: the amounts must stay text, the math must render. */
const MONEY_REPLY =
  'The workover costs $200 when the rig is on location and $150 when it is not; the breakeven is $x = C/q$.';

const SLOW_WORDS = Array.from({ length: 40 }, (_, index) => `word${index + 1} `);

/** "… at 10,500 ft TVD with 12.4 ppg mud": the model calls the real calculator, as a good one would. */
const HYDROSTATIC_REQUEST = /([\d,]+) ft TVD with ([\d.]+) ppg/;

/** "Analyse … / fit a decline / forecast the EUR" with a spreadsheet attached: the analysis tool. */
const PRODUCTION_REQUEST = /\b(analy[sz]e|decline|forecast|eur)\b/i;
const TABLE_FILE = /<attached-file name="([^"]*\.(?:csv|xlsx))"/i;

const ATTACHED_FILE = /<attached-file name="([^"]*)"[^>]*>\n([\s\S]*?)\n<\/attached-file>/g;

/** Files sent with the message: names each with its first and last lines, as read from the context. */
function readBack(question: string): FakeReply | undefined {
  const files = [...question.matchAll(ATTACHED_FILE)].map(([, name = '', body = '']) => {
    const lines = body.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('['));
    return `- **${name}**: ${lines[0] ?? ''} … ${lines.at(-1) ?? ''}`;
  });
  if (files.length === 0) return undefined;
  return textStream('I read your files:\n\n', `${files.join('\n')}\n`);
}

let answered = 0;

function replyTo(question: string, lastRole: string): FakeReply {
  if (lastRole === 'tool') {
    if (question.includes('"eur"')) {
      return textStream('The hyperbolic fit is tight, and the rising water cut is worth a look.');
    }
    return textStream('That is the pressure of the mud column alone.');
  }
  const table = TABLE_FILE.exec(question);
  const request = question.split('<attached-file')[0] ?? '';
  if (table && PRODUCTION_REQUEST.test(request)) {
    return textStream({
      toolCall: { name: 'analyze_production', input: { file_name: table[1] ?? '' } },
    });
  }
  const files = readBack(question);
  if (files) return files;
  const hydrostatic = HYDROSTATIC_REQUEST.exec(question);
  if (hydrostatic) {
    const tvd = Number((hydrostatic[1] ?? '').replace(/,/g, ''));
    const mudWeight = Number(hydrostatic[2]);
    return textStream({
      toolCall: { name: 'hydrostatic_pressure', input: { tvd_ft: tvd, mud_weight_ppg: mudWeight } },
    });
  }
  if (question.includes('xss')) return textStream(XSS_REPLY);
  if (question.includes('money')) return textStream(MONEY_REPLY);
  if (question.includes('snippet')) return textStream(CODE_REPLY);
  if (question.includes('numbered')) {
    // Each answer differs, so a regenerated reply tells apart from the one it replaces.
    answered += 1;
    return textStream(`Answer number ${answered} to: ${question}`);
  }
  if (question.includes('slow')) {
    return textStream(...SLOW_WORDS.map((text) => ({ text, delayMs: 150 })));
  }
  return textStream(...MARKDOWN_REPLY.map((text) => ({ text, delayMs: 300 })));
}

const server = await startOpenAiFake({
  port: MODEL_PORT,
  defaultReply: (request) =>
    replyTo(request.messages.at(-1)?.content ?? '', request.messages.at(-1)?.role ?? ''),
});
console.log(`model listening at ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
