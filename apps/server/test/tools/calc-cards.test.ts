import {
  calcBlocksAsText,
  findCalcBlocks,
  parseCalcCard,
  type CalcCard,
} from '@petrosage/contracts/calc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/**
 * Calculation cards over HTTP: a calculation reply of the offline engine carries a card, and
 * `POST /api/tools/{name}?message_id=` recalculates it and saves it on the reply — for its owner
 * only, counted like a message, refused with the input named.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Reply {
  response: string;
  chat_id: string;
  message_id: string;
}

async function paidUser(): Promise<string> {
  const { accessToken } = await signUpUser(server);
  await grantStandard(server, accessToken);
  return accessToken;
}

async function ask(token: string, content: string): Promise<Reply> {
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Reply;
}

function cardsOf(markdown: string): CalcCard[] {
  return findCalcBlocks(markdown).map((block) => {
    const parsed = parseCalcCard(block.body);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.card;
  });
}

async function used(token: string): Promise<number> {
  const response = await api(server, token, '/payments/subscription-status');
  return ((await response.json()) as { usage: { used: number } }).usage.used;
}

async function storedReply(token: string, chatId: string, messageId: string): Promise<string> {
  const response = await api(server, token, `/history/${chatId}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { id: string; content: string }[] };
  return messages.find((message) => message.id === messageId)?.content ?? '';
}

function recalculate(token: string, reply: Reply, input: unknown, tool = 'hydrostatic_pressure') {
  return postJson(server, token, `/tools/${tool}?message_id=${reply.message_id}`, input);
}

const HYDROSTATIC = 'What is the hydrostatic pressure of 10.2 ppg mud at 10,000 ft TVD?';

describe('a calculation reply carries a card', () => {
  it('with every input, its unit and range, the results and the text form', async () => {
    const token = await paidUser();
    const reply = await ask(token, HYDROSTATIC);
    const [card] = cardsOf(reply.response);
    expect(card).toMatchObject({ tool: 'hydrostatic_pressure', status: 'computed' });
    expect(card?.inputs.find((input) => input.name === 'mud_weight_ppg')).toMatchObject({
      label: 'Mud weight',
      unit: 'ppg',
      value: 10.2,
      max: 25,
      min: 0,
      min_exclusive: true,
    });
    // P = 0.052 × 10.2 ppg × 10,000 ft = 5,304 psi (Lyons, ch. 1).
    expect(card?.results.find((value) => value.key === 'pressure_psi')?.value).toBeCloseTo(5304, 6);
    expect(calcBlocksAsText(reply.response)).toContain('| Hydrostatic pressure | **5,304** psi |');
  });

  it('asks for what is missing as a form, with what it read filled in', async () => {
    const token = await paidUser();
    const reply = await ask(token, 'hydrostatic pressure at 10,000 ft TVD');
    expect(reply.response).toContain('I still need');
    const [card] = cardsOf(reply.response);
    expect(card?.status).toBe('needs_input');
    const value = (name: string) => card?.inputs.find((input) => input.name === name)?.value;
    expect(value('tvd_ft')).toBe(10000);
    expect(value('mud_weight_ppg')).toBeNull();

    // Completed in the card: the reply becomes the computed card.
    const response = await recalculate(token, reply, { tvd_ft: 10000, mud_weight_ppg: 12.5 });
    expect(response.status).toBe(200);
    const stored = await storedReply(token, reply.chat_id, reply.message_id);
    expect(stored).not.toContain('I still need');
    expect(cardsOf(stored)[0]?.status).toBe('computed');
    // 0.052 × 12.5 × 10,000 = 6,500 psi.
    expect(calcBlocksAsText(stored)).toContain('| Hydrostatic pressure | **6,500** psi |');
  });
});

describe('POST /api/tools/{name}?message_id= recalculates a card and saves it', () => {
  it('stores the new inputs and result on the reply, which a reload shows, and counts a message', async () => {
    const token = await paidUser();
    const reply = await ask(token, HYDROSTATIC);
    const before = await used(token);

    const response = await recalculate(token, reply, { tvd_ft: 10000, mud_weight_ppg: 12.5 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      card: CalcCard;
      markdown: string;
      message: { id: string; content: string };
    };
    // 0.052 × 12.5 ppg × 10,000 ft = 6,500 psi.
    expect(body.card.results.find((value) => value.key === 'pressure_psi')?.value).toBeCloseTo(
      6500,
      6,
    );
    expect(body.markdown).toContain('| Mud weight (ppg) | 12.5 |');
    expect(body.message.id).toBe(reply.message_id);
    expect(await used(token)).toBe(before + 1);

    // A reload reads the chat again: the card holds the new mud weight and result, and the
    // words around it (the caveat) are kept.
    const stored = await storedReply(token, reply.chat_id, reply.message_id);
    expect(stored).toBe(body.message.content);
    const [card] = cardsOf(stored);
    expect(card?.inputs.find((input) => input.name === 'mud_weight_ppg')?.value).toBe(12.5);
    expect(card?.results[0]?.value).toBeCloseTo(6500, 6);
    expect(stored).toContain('check them before you rely on the result');
    expect(stored).not.toContain('"value":10.2');
    // The answer's lead states the new result, not the one the card no longer holds.
    expect(stored).toMatch(/^\*\*Hydrostatic pressure: 6,500 psi\*\*\n\n```calc/);
    expect(stored).not.toContain('5,304');
  });

  it('feeds a follow-up in the chat from the recalculated card', async () => {
    const token = await paidUser();
    const reply = await ask(token, HYDROSTATIC);
    expect((await recalculate(token, reply, { tvd_ft: 10000, mud_weight_ppg: 12.5 })).status).toBe(
      200,
    );
    const response = await postJson(server, token, '/prompt', {
      chat_id: reply.chat_id,
      messages: [{ role: 'user', content: 'what about at 12,000 ft?' }],
    });
    expect(response.status).toBe(200);
    const followUp = (await response.json()) as Reply;
    // The card's 12.5 ppg, not the question's 10.2: 0.052 × 12.5 × 12,000 = 7,800 psi.
    expect(calcBlocksAsText(followUp.response)).toContain(
      '| Hydrostatic pressure | **7,800** psi |',
    );
  });

  it('answers 404 for another user’s reply and leaves it and both allowances alone', async () => {
    const owner = await paidUser();
    const reply = await ask(owner, HYDROSTATIC);
    const intruder = await paidUser();
    const ownerUsed = await used(owner);
    const intruderUsed = await used(intruder);

    const response = await recalculate(intruder, reply, { tvd_ft: 10000, mud_weight_ppg: 12.5 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'Message not found',
      request_id: expect.any(String) as string,
    });
    expect(await storedReply(owner, reply.chat_id, reply.message_id)).toBe(reply.response);
    expect(await used(owner)).toBe(ownerUsed);
    expect(await used(intruder)).toBe(intruderUsed);
  });

  it('answers 404 for the user’s own question, a reply without that card, or a malformed id', async () => {
    const token = await paidUser();
    const reply = await ask(token, HYDROSTATIC);
    const history = await api(server, token, `/history/${reply.chat_id}`);
    const { messages } = (await history.json()) as { messages: { id: string; role: string }[] };
    const question = messages.find((message) => message.role === 'user')?.id ?? '';
    const input = { tvd_ft: 10000, mud_weight_ppg: 12.5 };

    const own = await recalculate(token, { ...reply, message_id: question }, input);
    expect(own.status).toBe(404);
    const other = await recalculate(token, reply, { mud_weight_ppg: 12 }, 'pressure_gradient');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      detail: 'Card not found',
      request_id: expect.any(String) as string,
    });
    const second = await postJson(
      server,
      token,
      `/tools/hydrostatic_pressure?message_id=${reply.message_id}&card=1`,
      input,
    );
    expect(second.status).toBe(404);
    const malformed = await recalculate(token, { ...reply, message_id: 'msg_../x' }, input);
    expect(malformed.status).toBe(404);
  });

  it.each([
    ['beyond the calculator’s range', { tvd_ft: 10000, mud_weight_ppg: 40 }, /mud_weight_ppg/],
    ['missing', { tvd_ft: 10000 }, /mud_weight_ppg/],
    ['of the wrong type', { tvd_ft: 'deep', mud_weight_ppg: 12 }, /tvd_ft/],
    ['unknown to the calculator', { tvd_ft: 1, mud_weight_ppg: 12, depth_m: 3 }, /depth_m/],
  ])('answers 422 naming the input %s, storing and counting nothing', async (_, input, field) => {
    const token = await paidUser();
    const reply = await ask(token, HYDROSTATIC);
    const before = await used(token);
    const response = await recalculate(token, reply, input);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(field);
    expect(await storedReply(token, reply.chat_id, reply.message_id)).toBe(reply.response);
    expect(await used(token)).toBe(before);
  });
});

describe('the calculators for the calculator browser', () => {
  it('lists each calculator with its title, area and an empty card', async () => {
    const token = await paidUser();
    const response = await api(server, token, '/tools');
    const { tools } = (await response.json()) as {
      tools: { name: string; title?: string; area?: string; card?: CalcCard }[];
    };
    const hydrostatic = tools.find((tool) => tool.name === 'hydrostatic_pressure');
    expect(hydrostatic).toMatchObject({ title: 'Hydrostatic pressure' });
    expect(hydrostatic?.area).toBe('Drilling & well control');
    expect(hydrostatic?.card?.status).toBe('needs_input');
    expect(hydrostatic?.card?.inputs.every((input) => input.value === null)).toBe(true);
    expect(tools.find((tool) => tool.name === 'gas_z_factor')?.area).toBe('PVT');
    // Every calculator sits in a named area: none is left to a catch-all group.
    const areaOf = (name: string) => tools.find((tool) => tool.name === name)?.area;
    expect(areaOf('critical_rate_liquid_loading')).toBe('Artificial lift & liquid loading');
    expect(areaOf('esp_total_dynamic_head')).toBe('Artificial lift & liquid loading');
    expect(areaOf('rod_pump_displacement')).toBe('Artificial lift & liquid loading');
    expect(areaOf('gas_pipeline_flow')).toBe('Facilities');
    expect(
      tools.filter((tool) => tool.card !== undefined && tool.area === 'Other calculators'),
    ).toEqual([]);
    expect(tools.find((tool) => tool.name === 'search_knowledge_base')?.card).toBeUndefined();
  });

  it('keeps a card computed from the browser in a new chat, counted as one message', async () => {
    const token = await paidUser();
    const before = await used(token);
    const response = await postJson(server, token, '/tools/hydrostatic_pressure?new_chat=true', {
      tvd_ft: 10000,
      mud_weight_ppg: 12.5,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { chat_id: string; message: { id: string } };
    expect(await used(token)).toBe(before + 1);
    const history = await api(server, token, `/history/${body.chat_id}`);
    const chat = (await history.json()) as {
      title: string;
      messages: { id: string; role: string; content: string }[];
    };
    expect(chat.title).toBe('Hydrostatic pressure');
    expect(chat.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[0]?.content).toBe(
      'Hydrostatic pressure: TVD 10,000 ft, Mud weight 12.5 ppg, Gradient factor field',
    );
    expect(chat.messages[1]?.id).toBe(body.message.id);
    expect(calcBlocksAsText(chat.messages[1]?.content ?? '')).toContain(
      '| Hydrostatic pressure | **6,500** psi |',
    );
    // Refused input: no chat, nothing counted.
    const chats = async () =>
      ((await (await api(server, token, '/history/chats')).json()) as { chats: unknown[] }).chats
        .length;
    const count = await chats();
    const refused = await postJson(server, token, '/tools/hydrostatic_pressure?new_chat=true', {
      tvd_ft: 10000,
      mud_weight_ppg: 40,
    });
    expect(refused.status).toBe(422);
    expect(await chats()).toBe(count);
    expect(await used(token)).toBe(before + 1);
  });
});
