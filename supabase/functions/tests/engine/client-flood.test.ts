/**
 * One number flooding the assistant on the real n8n engine: 60 messages within a minute through the
 * Evolution sandbox and whatsapp-webhook reach n8n (and so the model) only CLIENT_MESSAGE_LIMIT times,
 * get as many replies, and the rest are recorded for the inbox, the conversation marked 'Muitas
 * mensagens'. The model sandbox's request log counts the model calls.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, sql, stack } from 'local-stack/testing';
import { eventually, sleep } from '../reminders-support.ts';
import { activeClinic } from './engine-support.ts';

after(closeSql);

const onEngine = process.env.STACK_N8N_KIND === 'real';
const CLIENT = '5511987650606';
const FLOOD = 60;
const LIMIT = Number(/^(\d+)\//.exec(process.env.CLIENT_MESSAGE_LIMIT ?? '20/10')?.[1] ?? 20);

/** The model sandbox's answered requests whose client message carries `tag`. */
async function modelCallsWith(tag: string): Promise<number> {
  const requests = (await (await fetch(`${stack.url}/sandbox/openai/_control/requests`)).json()) as {
    last: { role: string; content?: unknown }[];
  }[];
  return requests.filter((r) => r.last.some((m) => m.role === 'user' && JSON.stringify(m.content).includes(tag)))
    .length;
}

test(
  `one number, ${FLOOD} messages within a minute: ${LIMIT} runs of the model, ${LIMIT} replies`,
  { skip: !onEngine && 'needs the real n8n (the runner runs this file on it)' },
  async () => {
    const clinic = await activeClinic('motor-enxurrada', { numberPrefix: '55119566' });
    const tag = `enx${Date.now().toString(36)}`;
    const started = Date.now();
    for (let i = 1; i <= FLOOD; i++) {
      await evolutionControl(`/instances/${clinic.instance}/receive`, 'POST', {
        from: CLIENT,
        text: `Oi, bom dia! (${tag} ${i})`,
        pushName: 'Maria',
      });
      await sleep(300);
    }
    assert.ok(Date.now() - started < 60_000, 'the flood took less than a minute');

    // Every message is in the inbox.
    await eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from public.chat_messages where user_id = $1 and autor = 'cliente'`,
        [clinic.owner.id],
      );
      assert.equal(n, FLOOD);
    }, 30_000);
    // The runs the engine took are answered; then nothing more comes. (n8n keeps no data of
    // successful runs: the model sandbox's log counts them.)
    await eventually(async () => assert.equal((await sentMessages(clinic.instance)).length, LIMIT), 90_000);
    await sleep(3000);

    const sent = await sentMessages(clinic.instance);
    assert.equal(sent.length, LIMIT, 'replies sent');
    assert.ok(
      sent.every((m) => m.number === CLIENT && /^Olá/.test(m.text)),
      JSON.stringify(sent.slice(0, 2)),
    );
    assert.equal(await modelCallsWith(tag), LIMIT, 'model calls');
    const [{ n: forwarded }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.assistant_deliveries where user_id = $1`,
      [clinic.owner.id],
    );
    assert.equal(forwarded, LIMIT);
    const [conversation] = await sql<{ flooding: boolean }>(
      `select muitas_mensagens_ate > now() as flooding from public.conversas where user_id = $1 and telefone = $2`,
      [clinic.owner.id, CLIENT],
    );
    assert.equal(conversation.flooding, true, "'Muitas mensagens'");
  },
);
