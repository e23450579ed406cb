// A local stand-in for Asaas v3, mounted by the gateway at /sandbox/asaas: the API
// under /v3 (access_token checked), the payer's invoice and boleto pages, and /_control, which is
// the sandbox's own test control (faults, webhook log, clock, a card that declines), not part of Asaas.
import { Hono, type Context } from 'hono';
import { mountedPath, readJsonObject } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { finish, proxyErrorPage, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { createCustomer, getCustomer, listCustomers } from './customers.ts';
import { asaasError, AsaasSandboxError } from './errors.ts';
import type { Body } from './list.ts';
import { paymentPage } from './pages.ts';
import {
  confirmPayment,
  createPayment,
  getPayment,
  listPayments,
  overduePayment,
  pixQrCode,
  type PaymentsContext,
} from './payments.ts';
import { seedDemoClinic } from './seed.ts';
import { AsaasStore } from './store.ts';
import { subscriptionControls } from './controls.ts';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  subscriptionPayments,
  updateSubscription,
  updateSubscriptionCard,
} from './subscriptions.ts';
import { WebhookSender, type WebhookTarget } from './webhooks.ts';

export interface AsaasSandboxOptions {
  apiKey: string;
  /** This sandbox's URL as callers reach it, e.g. http://127.0.0.1:54321/sandbox/asaas. */
  publicUrl: string;
  /** Where payment events are posted (the payments-webhook function), with the shared secret. */
  webhook: WebhookTarget | null;
  /** JSON file keeping the sandbox's data between runs (null: memory only). */
  dataFile?: string | null;
  /** On a fresh sandbox, add the demo clinic of supabase/seed.sql. */
  seedDemo?: boolean;
}

export interface AsaasSandbox {
  /** Its routes, relative to the mount point (/v3/…, /i/…, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

const readBody = (req: Request): Promise<Body> =>
  readJsonObject(
    req,
    () => new AsaasSandboxError(400, 'invalid_request', 'O corpo da requisição deve ser um JSON válido.'),
  );
const query = (c: Context) => new URL(c.req.url).searchParams;

export function createAsaasSandbox(options: AsaasSandboxOptions): AsaasSandbox {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const store = new AsaasStore(options.dataFile ?? null);
  if (!store.restored && options.seedDemo) {
    seedDemoClinic(store, publicUrl);
    store.save();
  }
  const webhooks = new WebhookSender(options.webhook);
  const ctx: PaymentsContext = { store, webhooks, publicUrl };

  const app = sandboxApp({
    name: 'sandbox/asaas',
    faults: new Faults(),
    // Faults are of the API, by its path below /v3 ('/payments'); the payer's pages have none.
    faultPath: (path) => (path.startsWith('/v3/') ? path.slice(3) : null),
    unavailable: (status) => proxyErrorPage(status, 'Service Unavailable'),
    error: (err) => (err instanceof AsaasSandboxError ? err.toResponse() : null),
    internalError: () => asaasError(500, 'internal_error', 'Erro interno do sandbox.'),
  });

  app.get('/_control/webhooks', (c) => c.json(webhooks.log));
  // Deliveries signed with another secret, to watch the webhook refuse them and the queue retry.
  app.put('/_control/webhook-token', async (c) => {
    const body = await readBody(c.req.raw);
    webhooks.tokenOverride = typeof body.token === 'string' ? body.token : null;
    return c.body(null, 204);
  });
  app.delete('/_control/webhook-token', (c) => {
    webhooks.tokenOverride = null;
    return c.body(null, 204);
  });

  // The sandbox's clock and the subscriptions' cards (POST /_control/clock/advance …).
  app.route('/_control', subscriptionControls(ctx, readBody));
  app.route('/v3', v3Routes(ctx, options.apiKey));

  /** The payer's invoice (/i/…) and boleto (/b/pdf/…) pages, found by their URL. */
  const document = (c: Context) => {
    const url = `${publicUrl}${mountedPath(c)}`;
    for (const { payment } of store.payments.values()) {
      if (payment.invoiceUrl === url) return paymentPage('invoice', payment);
      if (payment.bankSlipUrl === url) return paymentPage('boleto', payment);
    }
    return c.text('Documento não encontrado', 404);
  };
  app.get('/i/:token{[a-z0-9]+}', document);
  app.get('/b/pdf/:token{[a-z0-9]+}', document);

  finish(app, () => asaasError(404, 'not_found', 'Recurso não encontrado.'));
  return {
    app,
    handle: async (req) => app.fetch(req),
    close() {
      webhooks.stop();
      store.flush();
    },
  };
}

/** The API under /v3: the key first (refused at once), then Asaas's answer, its refusals included. */
function v3Routes(ctx: PaymentsContext, apiKey: string): Hono {
  const { store } = ctx;
  const v3 = new Hono({ strict: false });

  v3.use('*', async (c, next) => {
    const key = c.req.header('access_token');
    if (!key) {
      throw new AsaasSandboxError(
        401,
        'access_token_not_found',
        "O cabeçalho de autenticação 'access_token' é obrigatório e não foi encontrado na requisição.",
      );
    }
    if (!sameSecret(key, apiKey)) {
      throw new AsaasSandboxError(401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
    }
    await next();
  });

  /** Creates answer 200, as Asaas does; a refusal is an answer too (it comes after a fault's delay). */
  const answer = (run: (c: Context) => unknown) => async (c: Context) => {
    try {
      const response = Response.json(await run(c));
      if (c.req.method !== 'GET') store.save();
      return response;
    } catch (err) {
      if (!(err instanceof AsaasSandboxError)) throw err;
      return err.toResponse();
    }
  };
  const id = (c: Context) => c.req.param('id') as string;

  v3.post(
    '/customers',
    answer(async (c) => createCustomer(store, await readBody(c.req.raw))),
  );
  v3.get(
    '/customers',
    answer((c) => listCustomers(store, query(c))),
  );
  v3.get(
    '/customers/:id',
    answer((c) => getCustomer(store, id(c))),
  );
  v3.post(
    '/payments',
    answer(async (c) => createPayment(ctx, await readBody(c.req.raw))),
  );
  v3.get(
    '/payments',
    answer((c) => listPayments(ctx, query(c))),
  );
  v3.get(
    '/payments/:id',
    answer((c) => getPayment(ctx, id(c))),
  );
  v3.get(
    '/payments/:id/pixQrCode',
    answer((c) => pixQrCode(ctx, id(c))),
  );
  v3.post(
    '/subscriptions',
    answer(async (c) => createSubscription(ctx, await readBody(c.req.raw))),
  );
  v3.get(
    '/subscriptions',
    answer((c) => listSubscriptions(ctx, query(c))),
  );
  v3.get(
    '/subscriptions/:id',
    answer((c) => getSubscription(ctx, id(c))),
  );
  v3.get(
    '/subscriptions/:id/payments',
    answer((c) => subscriptionPayments(ctx, id(c), query(c))),
  );
  v3.put(
    '/subscriptions/:id',
    answer(async (c) => updateSubscription(ctx, id(c), await readBody(c.req.raw))),
  );
  v3.put(
    '/subscriptions/:id/creditCard',
    answer(async (c) => updateSubscriptionCard(ctx, id(c), await readBody(c.req.raw))),
  );
  v3.delete(
    '/subscriptions/:id',
    answer((c) => deleteSubscription(ctx, id(c))),
  );
  v3.post(
    '/sandbox/payment/:id/confirm',
    answer((c) => confirmPayment(ctx, id(c))),
  );
  v3.post(
    '/sandbox/payment/:id/overdue',
    answer((c) => overduePayment(ctx, id(c))),
  );
  v3.all(
    '*',
    answer(() => {
      throw new AsaasSandboxError(404, 'not_found', 'Recurso não encontrado.');
    }),
  );
  return v3;
}
