import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { MailMessage, Mailer } from './mail-types.ts';

export interface StoredMail extends MailMessage {
  id: number;
  date: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The local mailbox (like Supabase's Inbucket/Mailpit): keeps every e-mail the stack would have sent,
 * in a file under the data folder so a restart keeps them, for a person (HTML page) and for tests (JSON).
 */
export class Mailbox implements Mailer {
  private messages: StoredMail[] = [];
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'mailbox.json');
    try {
      this.messages = JSON.parse(fs.readFileSync(this.file, 'utf8')) as StoredMail[];
    } catch {
      this.messages = [];
    }
  }

  async send(message: MailMessage): Promise<void> {
    const id = (this.messages.at(-1)?.id ?? 0) + 1;
    this.messages.push({ ...message, id, date: new Date().toISOString() });
    this.messages = this.messages.slice(-500);
    await fs.promises.writeFile(this.file, JSON.stringify(this.messages));
  }

  list(to?: string | null): StoredMail[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  async clear(): Promise<void> {
    this.messages = [];
    await fs.promises.writeFile(this.file, '[]');
  }

  /** Its routes below /mailbox: GET / (page), GET /api/messages[?to=] (JSON), DELETE /api/messages. */
  readonly app = new Hono({ strict: false })
    .delete('/api/messages', async (c) => {
      await this.clear();
      return c.body(null, 204);
    })
    .all('/api/messages', (c) => c.json(this.list(c.req.query('to'))))
    .get('/', (c) => {
      const items = this.list(c.req.query('to'))
        .map(
          (m) => `<article><header><strong>${escape(m.subject)}</strong><br>
            <small>${m.from ? `De: ${escape(m.from)} · ` : ''}Para: ${escape(m.to)} · ${escape(new Date(m.date).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))}</small></header>
            <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escape(m.subject)}"
              srcdoc="${escape(`<base target="_blank">${m.html}`)}"></iframe></article>`,
        )
        .join('\n');
      const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
        <title>Caixa de e-mails local</title><meta name="viewport" content="width=device-width,initial-scale=1">
        <style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#1f2937}
        article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
        iframe{width:100%;min-height:20rem;border:0;background:#f9fafb;margin-top:.5rem}</style></head>
        <body><h1>Caixa de e-mails local</h1>
        <p>E-mails que o backend local teria enviado (${this.messages.length}). JSON em <code>/mailbox/api/messages</code>.</p>
        ${items || '<p>Nenhum e-mail ainda.</p>'}</body></html>`;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    })
    .all('*', (c) => c.json({ message: 'not found' }, 404));
}
