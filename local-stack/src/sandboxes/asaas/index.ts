// A local stand-in for Asaas v3 (PROVIDERS.md), mounted by the gateway at /sandbox/asaas: the API
// under /v3 (access_token checked), the payer's invoice and boleto pages, and /_control, which is
// the sandbox's own test control (faults, webhook log), not part of Asaas.
import { timingSafeEqual } from 'node:crypto';
import { createCustomer, getCustomer, listCustomers } from './customers.ts';
import { asaasError, AsaasSandboxError } from './errors.ts';
import { dispatch, proxyErrorPage } from '../dispatch.ts';
import { Faults } from '../faults.ts';
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
import { createSubscription, deleteSubscription, getSubscription, listSubscriptions } from './subscriptions.ts';
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
  /** A request whose path is relative to the mount point (/v3/…, /i/…, /_control/…). */
  handle(req: Request): Promise<Response>;
  close(): void;
}

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readJson(req: Request): Promise<Body> {
  const text = await req.text();
  if (!text) return {};
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body;
  } catch {
    // fall through
  }
  throw new AsaasSandboxError(400, 'invalid_request', 'O corpo da requisição deve ser um JSON válido.');
}

export function createAsaasSandbox(options: AsaasSandboxOptions): AsaasSandbox {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const store = new AsaasStore(options.dataFile ?? null);
  if (!store.restored && options.seedDemo) {
    seedDemoClinic(store, publicUrl);
    store.save();
  }
  const webhooks = new WebhookSender(options.webhook);
  const faults = new Faults();
  const ctx: PaymentsContext = { store, webhooks, publicUrl };

  function authenticate(req: Request): void {
    const key = req.headers.get('access_token');
    if (!key) {
      throw new AsaasSandboxError(
        401,
        'access_token_not_found',
        "O cabeçalho de autenticação 'access_token' é obrigatório e não foi encontrado na requisição.",
      );
    }
    if (!sameKey(key, options.apiKey)) {
      throw new AsaasSandboxError(401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
    }
  }

  async function api(req: Request, path: string, params: URLSearchParams): Promise<unknown> {
    const m = req.method;
    let match: RegExpExecArray | null;
    if (path === '/customers' && m === 'POST') return createCustomer(store, await readJson(req));
    if (path === '/customers' && m === 'GET') return listCustomers(store, params);
    if ((match = /^\/customers\/([^/]+)$/.exec(path)) && m === 'GET') return getCustomer(store, match[1]);
    if (path === '/payments' && m === 'POST') return createPayment(ctx, await readJson(req));
    if (path === '/payments' && m === 'GET') return listPayments(ctx, params);
    if ((match = /^\/payments\/([^/]+)$/.exec(path)) && m === 'GET') return getPayment(ctx, match[1]);
    if ((match = /^\/payments\/([^/]+)\/pixQrCode$/.exec(path)) && m === 'GET') return pixQrCode(ctx, match[1]);
    if (path === '/subscriptions' && m === 'POST') return createSubscription(ctx, await readJson(req));
    if (path === '/subscriptions' && m === 'GET') return listSubscriptions(ctx, params);
    if ((match = /^\/subscriptions\/([^/]+)$/.exec(path)) && m === 'GET') return getSubscription(ctx, match[1]);
    if ((match = /^\/subscriptions\/([^/]+)$/.exec(path)) && m === 'DELETE') return deleteSubscription(ctx, match[1]);
    if ((match = /^\/sandbox\/payment\/([^/]+)\/confirm$/.exec(path)) && m === 'POST')
      return confirmPayment(ctx, match[1]);
    if ((match = /^\/sandbox\/payment\/([^/]+)\/overdue$/.exec(path)) && m === 'POST')
      return overduePayment(ctx, match[1]);
    throw new AsaasSandboxError(404, 'not_found', 'Recurso não encontrado.');
  }

  async function v3(req: Request, path: string, params: URLSearchParams): Promise<Response> {
    authenticate(req);
    try {
      const response = Response.json(await api(req, path, params)); // creates answer 200, as Asaas does
      if (req.method !== 'GET') store.save();
      return response;
    } catch (err) {
      // Asaas's refusals of a request come after a fault's delay, like its answers.
      if (!(err instanceof AsaasSandboxError)) throw err;
      return err.toResponse();
    }
  }

  async function control(req: Request, path: string): Promise<Response | null> {
    if (path === '/_control/webhooks' && req.method === 'GET') return Response.json(webhooks.log);
    // Deliveries signed with another secret, to watch the webhook refuse them and the queue retry.
    if (path === '/_control/webhook-token' && req.method === 'PUT') {
      const body = await readJson(req);
      webhooks.tokenOverride = typeof body.token === 'string' ? body.token : null;
      return new Response(null, { status: 204 });
    }
    if (path === '/_control/webhook-token' && req.method === 'DELETE') {
      webhooks.tokenOverride = null;
      return new Response(null, { status: 204 });
    }
    return null;
  }

  function page(path: string): Response | null {
    const match = /^\/(i|b\/pdf)\/([a-z0-9]+)$/.exec(path);
    if (!match) return null;
    const url = `${ctx.publicUrl}${path}`;
    for (const { payment } of store.payments.values()) {
      if (payment.invoiceUrl === url) return paymentPage('invoice', payment);
      if (payment.bankSlipUrl === url) return paymentPage('boleto', payment);
    }
    return new Response('Documento não encontrado', { status: 404 });
  }

  return {
    handle: dispatch({
      name: 'sandbox/asaas',
      faults,
      control,
      async route(req, path, params) {
        if (path.startsWith('/v3/')) return v3(req, path.slice(3), params);
        const doc = req.method === 'GET' ? page(path) : null;
        return doc ?? asaasError(404, 'not_found', 'Recurso não encontrado.');
      },
      // Faults are of the API, by its path below /v3 ('/payments'); the payer's pages have none.
      faultPath: (path) => (path.startsWith('/v3/') ? path.slice(3) : null),
      unavailable: (status) => proxyErrorPage(status, 'Service Unavailable'),
      error: (err) => (err instanceof AsaasSandboxError ? err.toResponse() : null),
      internalError: () => asaasError(500, 'internal_error', 'Erro interno do sandbox.'),
    }),
    close() {
      webhooks.stop();
      store.flush();
    },
  };
}
