// A local stand-in for n8n's public REST API v1, mounted by the gateway at /sandbox/n8n:
// workflows (list, read, create, update, delete, activate, deactivate) with the API key in
// X-N8N-API-KEY, credentials (create, delete: what the public API offers), and the production webhooks
// of active workflows at /webhook/<path> (a Webhook node with Header Auth checks its header). Kept
// only for LOCAL_N8N=sandbox, a quick start without the real engine. Under /_control,
// the sandbox's own test controls (not n8n's): the requests the webhooks received, faults, and running
// faults. It validates workflow bodies and webhooks as n8n's API does, but runs nothing: the workflow
// itself (expressions, the agent, its tools) is tested on the real n8n.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { readJson } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { finish, proxyErrorPage, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { N8nStore, type Workflow, type WorkflowNode } from './store.ts';
import { NO_TRIGGER_MESSAGE, WEBHOOK_NODE, triggerCount, webhooksOf, type LiveWebhook } from './triggers.ts';
import { workflowBodyErrors } from './validate.ts';

export interface N8nSandboxOptions {
  /** The instance's API key (created in n8n's settings; a local stand-in here). */
  apiKey: string;
  /** JSON file keeping workflows and the webhook log between runs (null: memory only). */
  dataFile?: string | null;
}

export interface N8nSandbox {
  /** Its routes, relative to the mount point (/api/v1/…, /webhook/…, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

type Body = Record<string, unknown>;

const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;

/** n8n's error answer: {message}, or {code, message} where n8n's webhook server answers. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    private readonly withCode = false,
  ) {
    super(message);
  }
  get body() {
    return this.withCode ? { code: this.status, message: this.message } : { message: this.message };
  }
}

const notFound = () => new ApiError(404, 'Not Found');
const LIMIT_DEFAULT = 100;
const LIMIT_MAX = 250;

/** n8n's cursor: base64 of {offset, limit} for the next page, null on the last one. */
function nextCursor(offset: number, limit: number, total: number): string | null {
  return offset + limit < total
    ? Buffer.from(JSON.stringify({ offset: offset + limit, limit })).toString('base64')
    : null;
}

function readCursor(cursor: string): { offset: number; limit: number } {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { offset?: unknown; limit?: unknown };
    if (Number.isInteger(c.offset) && Number.isInteger(c.limit) && (c.offset as number) >= 0) {
      return { offset: c.offset as number, limit: Math.min(c.limit as number, LIMIT_MAX) };
    }
  } catch {
    // fall through
  }
  throw new ApiError(400, 'An invalid cursor was provided');
}

/** The page asked for: ?limit (1 to 250, 100 by default) and ?cursor from the previous page. */
function pageOf(params: URLSearchParams): { offset: number; limit: number } {
  const cursor = params.get('cursor');
  if (cursor) return readCursor(cursor);
  const raw = params.get('limit');
  if (raw === null) return { offset: 0, limit: LIMIT_DEFAULT };
  const limit = Number(raw);
  if (!Number.isInteger(limit)) throw new ApiError(400, 'request/query/limit must be number');
  if (limit < 1) throw new ApiError(400, 'request/query/limit must be >= 1');
  if (limit > LIMIT_MAX) throw new ApiError(400, `request/query/limit must be <= ${LIMIT_MAX}`);
  return { offset: 0, limit };
}

/** n8n fills what a client may leave out: node ids and the webhook ids of Webhook nodes. */
function completeNodes(nodes: WorkflowNode[]): WorkflowNode[] {
  return nodes.map((n) => ({
    ...n,
    id: n.id || crypto.randomUUID(),
    ...(n.type === WEBHOOK_NODE && !n.webhookId ? { webhookId: crypto.randomUUID() } : {}),
  }));
}

export function createN8nSandbox(options: N8nSandboxOptions): N8nSandbox {
  const store = new N8nStore(options.dataFile ?? null);
  /** Credentials by id, kept in memory (a restarted sandbox wants its assistants activated again). */
  const credentials = new Map<string, { id: string; name: string; type: string; data: Body }>();

  function workflowOf(id: string): Workflow {
    const workflow = store.workflows.get(id);
    if (!workflow) throw notFound();
    return workflow;
  }

  function checkBody(body: unknown): Body {
    const errors = workflowBodyErrors(body);
    if (errors.length) throw new ApiError(400, errors.join(', '));
    return body as Body;
  }

  /** Live webhooks of the active workflows, other than those of `except`. */
  function liveWebhooks(except?: string): LiveWebhook[] {
    return [...store.workflows.values()].filter((w) => w.active && w.id !== except).flatMap(webhooksOf);
  }

  /** As n8n's activation: a trigger is needed, and a webhook path may be taken by one workflow only. */
  function activate(workflow: Workflow): void {
    if (triggerCount(workflow.nodes) === 0) throw new ApiError(400, NO_TRIGGER_MESSAGE);
    const taken = liveWebhooks(workflow.id);
    for (const hook of webhooksOf(workflow)) {
      if (taken.some((t) => t.method === hook.method && t.path === hook.path)) {
        throw new ApiError(
          400,
          `The URL path that the "${hook.node}" node uses is already taken. Please change it to something else.`,
        );
      }
    }
    workflow.active = true;
  }

  function create(body: Body): Workflow {
    const now = new Date().toISOString();
    const nodes = completeNodes(body.nodes as WorkflowNode[]);
    const workflow: Workflow = {
      id: N8nStore.newId(),
      name: body.name as string,
      active: false,
      isArchived: false,
      createdAt: now,
      updatedAt: now,
      versionId: crypto.randomUUID(),
      triggerCount: 0,
      nodes,
      connections: body.connections as Body,
      settings: body.settings as Body,
      staticData: body.staticData ?? null,
      meta: null,
      pinData: (body.pinData as Body | undefined) ?? {},
      tags: [],
    };
    store.workflows.set(workflow.id, workflow);
    return workflow;
  }

  /** PUT replaces the workflow; an active one is published again with the new version. */
  function update(workflow: Workflow, body: Body): Workflow {
    const next: Workflow = {
      ...workflow,
      name: body.name as string,
      nodes: completeNodes(body.nodes as WorkflowNode[]),
      connections: body.connections as Body,
      settings: body.settings as Body,
      staticData: body.staticData ?? workflow.staticData,
      pinData: (body.pinData as Body | undefined) ?? workflow.pinData,
      versionId: crypto.randomUUID(),
      updatedAt: new Date().toISOString(),
    };
    if (workflow.active) {
      next.active = false;
      activate(next);
      next.triggerCount = triggerCount(next.nodes);
    }
    store.workflows.set(workflow.id, next);
    return next;
  }

  /** A production webhook call: the active workflow listening on that method and path, else n8n's 404. */
  /** n8n's Header Auth on a Webhook node: the credential's header must carry its value. */
  function headerAuthRefused(hook: LiveWebhook, req: Request): boolean {
    const node = workflowOf(hook.workflowId).nodes.find((n) => n.name === hook.node);
    if (node?.parameters.authentication !== 'headerAuth') return false;
    const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.httpHeaderAuth;
    const credential = ref?.id ? credentials.get(ref.id) : undefined;
    const name = String(credential?.data.name ?? '');
    return !credential || !name || !sameSecret(req.headers.get(name) ?? '', String(credential.data.value ?? ''));
  }

  async function webhook(c: Context): Promise<Response> {
    const req = c.req.raw;
    const hookPath = c.req.param('path') as string;
    const live = liveWebhooks().filter((w) => w.path === hookPath);
    const hook = live.find((w) => w.method === req.method);
    if (!hook) {
      const other = live[0];
      const message = other
        ? `This webhook is not registered for ${req.method} requests. Did you mean to make a ${other.method} request?`
        : `The requested webhook "${req.method} ${hookPath}" is not registered.`;
      return c.json(
        {
          code: 404,
          message,
          hint: "The workflow must be active for a production URL to run successfully. You can activate the workflow using the toggle in the top-right of the editor. Note that unlike test URL calls, production URL calls aren't shown on the canvas (only in the executions list)",
        },
        404,
      );
    }
    if (headerAuthRefused(hook, req)) return c.text('Authorization data is wrong!', 403);
    const body = (req.headers.get('content-type') ?? '').includes('json')
      ? ((await readJson(req, () => new ApiError(400, 'Unexpected token in JSON body', true))) ?? '')
      : await req.text();
    store.logDelivery({
      workflowId: hook.workflowId,
      method: req.method,
      path: hookPath,
      body,
      query: c.req.query(),
    });
    // responseMode "onReceived", the Webhook node's default: answered at once, the run goes on.
    return c.json({ message: 'Workflow was started' });
  }

  const app = sandboxApp({
    name: 'sandbox/n8n',
    faults: new Faults(),
    unavailable: (status) => proxyErrorPage(status, '502 Bad Gateway'),
    error: (err) => (err instanceof ApiError ? Response.json(err.body, { status: err.status }) : null),
    internalError: () => Response.json({ message: 'Internal Server Error' }, { status: 500 }),
  });

  app.get('/_control/webhooks', (c) => {
    const only = c.req.query('path');
    return c.json(store.deliveries.filter((d) => !only || d.path === only));
  });
  app.all('/webhook/:path{.+}', webhook);

  const api = new Hono({ strict: false });
  api.use('*', async (c, next) => {
    const key = c.req.header('x-n8n-api-key');
    if (!key) throw new ApiError(401, "'X-N8N-API-KEY' header required");
    if (!sameSecret(key, options.apiKey)) throw new ApiError(401, 'unauthorized');
    await next();
    if (c.req.method !== 'GET' && !c.error) store.save();
  });
  const workflowBody = async (c: Context) =>
    checkBody(await readJson(c.req.raw, () => new ApiError(400, 'request/body must be object')));
  const id = (c: Context) => c.req.param('id') as string;

  api.get('/workflows', (c) => {
    const params = new URL(c.req.url).searchParams;
    const { offset, limit } = pageOf(params);
    const name = params.get('name')?.trim();
    const active = params.get('active');
    const all = [...store.workflows.values()].filter(
      (w) => !w.isArchived && (!name || w.name.includes(name)) && (active === null || String(w.active) === active),
    );
    return c.json({ data: all.slice(offset, offset + limit), nextCursor: nextCursor(offset, limit, all.length) });
  });
  api.post('/workflows', async (c) => c.json(create(await workflowBody(c))));
  api.get('/workflows/:id', (c) => c.json(workflowOf(id(c))));
  api.put('/workflows/:id', async (c) => {
    const workflow = workflowOf(id(c));
    return c.json(update(workflow, await workflowBody(c)));
  });
  api.delete('/workflows/:id', (c) => {
    const workflow = workflowOf(id(c));
    store.workflows.delete(workflow.id);
    return c.json(workflow);
  });
  api.post('/workflows/:id/activate', (c) => {
    const workflow = workflowOf(id(c));
    activate(workflow);
    workflow.triggerCount = triggerCount(workflow.nodes);
    workflow.updatedAt = new Date().toISOString();
    return c.json(workflow);
  });
  api.post('/workflows/:id/deactivate', (c) => {
    const workflow = workflowOf(id(c));
    workflow.active = false;
    workflow.triggerCount = 0;
    workflow.updatedAt = new Date().toISOString();
    return c.json(workflow);
  });
  api.post('/credentials', async (c) => {
    const body = obj(await readJson(c.req.raw, () => new ApiError(400, 'request/body must be object')));
    if (!body || typeof body.name !== 'string' || typeof body.type !== 'string' || !obj(body.data)) {
      throw new ApiError(400, 'request/body must have required properties name, type, data');
    }
    const now = new Date().toISOString();
    const credential = { id: N8nStore.newId(), name: body.name, type: body.type, data: obj(body.data)! };
    credentials.set(credential.id, credential);
    return c.json({ id: credential.id, name: credential.name, type: credential.type, createdAt: now, updatedAt: now });
  });
  api.delete('/credentials/:id', (c) => {
    const credential = credentials.get(id(c));
    if (!credential) throw notFound();
    credentials.delete(credential.id);
    return c.json({ id: credential.id, name: credential.name, type: credential.type });
  });
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api/v1', api);

  finish(app, () => {
    throw notFound();
  });
  return {
    app,
    handle: async (req) => app.fetch(req),
    close() {
      store.flush();
    },
  };
}
