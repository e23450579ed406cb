/**
 * reminders-dispatch against misuse: the owner's daily caps stop the platform's sends on
 * their behalf, every reminder e-mail can be stopped by its link (and the List-Unsubscribe header, one
 * click), and what the owner wrote arrives escaped.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { sentMessages } from 'local-stack/testing/evolution';
import { closeSql, mails, sql } from 'local-stack/testing';
import { ownerWithReminders, placeAppointment } from '../../tests/database/reminders-fixtures.ts';
import { clinicWithNumber, dispatch, rowsOf } from './reminders-support.ts';

after(closeSql);

const H = 60; // minutes
const WHATSAPP_CAP = Number(process.env.OWNER_DAILY_WHATSAPP_CAP ?? 1000);
const EMAIL_CAP = Number(process.env.OWNER_DAILY_EMAIL_CAP ?? 300);

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** The owner's allowance of the day on `channel` used up but for `left` sends. */
async function useAllowance(idDono: string, channel: 'whatsapp' | 'email', cap: number, left: number) {
  await sql(
    `insert into public.owner_daily_sends (id_dono, dia, channel, count)
     values ($1, (now() at time zone 'America/Sao_Paulo')::date, $2, $3)
     on conflict (id_dono, dia, channel) do update set count = excluded.count`,
    [idDono, channel, cap - left],
  );
}

const address = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test("the owner's daily WhatsApp cap stops the (n+1)-th send: failed 'owner_daily_cap', not retried", async () => {
  const clinic = await clinicWithNumber('teto-whatsapp');
  await placeAppointment(clinic.owner, 10 * H, { nome: 'Primeira' });
  await placeAppointment(clinic.owner, 11 * H, { nome: 'Segunda', phone: '(11) 98765-0000' });
  await useAllowance(clinic.owner.idDono, 'whatsapp', WHATSAPP_CAP, 1);
  await dispatch();
  const rows = await rowsOf(clinic.owner);
  assert.deepEqual(rows.map((r) => [r.status, r.error]).sort(), [
    ['failed', 'owner_daily_cap'],
    ['sent', null],
  ]);
  assert.equal((await sentMessages(clinic.instance)).length, 1);
});

test("the owner's daily e-mail cap stops the (n+1)-th reminder e-mail", async () => {
  const owner = await ownerWithReminders({ whatsapp: false, email: true }, 'teto-email');
  const [first, second] = [address('teto1'), address('teto2')];
  await placeAppointment(owner, 10 * H, { email: first });
  await placeAppointment(owner, 11 * H, { email: second });
  await useAllowance(owner.idDono, 'email', EMAIL_CAP, 1);
  await dispatch();
  assert.deepEqual((await rowsOf(owner)).map((r) => [r.status, r.error]).sort(), [
    ['failed', 'owner_daily_cap'],
    ['sent', null],
  ]);
  assert.equal((await mails(first)).length + (await mails(second)).length, 1);
});

test('a reminder e-mail carries its unsubscribe link and List-Unsubscribe; one click and the next is not sent', async () => {
  const owner = await ownerWithReminders({ whatsapp: false, email: true }, 'descadastro');
  const to = address('descadastro');
  await placeAppointment(owner, 10 * H, { email: to });
  await dispatch();
  const [mail] = (await mails(to)) as unknown as Mail[];
  assert.ok(mail, 'the first reminder arrives');
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const link = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  assert.ok(link, `List-Unsubscribe: ${header}`);
  assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  assert.ok(mail.text.includes(link), mail.text);
  assert.ok(mail.html.includes(link.replace(/&/g, '&amp;')), mail.html);

  // A forged or altered link does nothing.
  const forged = await fetch(
    link.replace(/t=([^&]+)/, (_m, t: string) => `t=${t.slice(0, -3)}abc`),
    { method: 'POST' },
  );
  assert.equal(forged.status, 400);
  await forged.body?.cancel();
  // Opening the link (or a mail scanner fetching it) asks first.
  const page = await fetch(link);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Descadastrar/);
  const optOuts = () =>
    sql<{ n: number }>('select count(*)::int as n from public.email_opt_outs where id_dono = $1', [owner.idDono]);
  assert.equal((await optOuts())[0].n, 0);

  // The mail client's one click (RFC 8058).
  const click = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert.equal(click.status, 200);
  assert.match(await click.text(), /não vai mais receber e-mails de lembrete/);
  assert.equal((await optOuts())[0].n, 1);

  await placeAppointment(owner, 11 * H, { email: to.toUpperCase() });
  await dispatch();
  assert.equal((await mails(to)).length, 1, 'no reminder after unsubscribing');
  assert.deepEqual(
    (await rowsOf(owner)).map((r) => r.status),
    ['sent'],
  );
});

test('what the owner wrote (the business name) arrives escaped in the e-mail and on one line in the subject', async () => {
  const owner = await ownerWithReminders({ whatsapp: false, email: true }, 'html-dono', {
    businessName: '<img src=x onerror=alert(1)> & <a href="https://golpe.example">Cia</a>\r\nBcc: vitima@example.com',
  });
  const to = address('html');
  await placeAppointment(owner, 10 * H, { email: to });
  await dispatch();
  const [mail] = (await mails(to)) as unknown as Mail[];
  assert.ok(mail, JSON.stringify(await rowsOf(owner)));
  assert.ok(!mail.html.includes('<img'), mail.html);
  assert.ok(!mail.html.includes('<a href="https://golpe.example"'), mail.html);
  assert.ok(
    mail.html.includes('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;a href=&quot;https://golpe.example&quot;&gt;'),
  );
  assert.ok(!/[\r\n]/.test(mail.subject), JSON.stringify(mail.subject));
});
