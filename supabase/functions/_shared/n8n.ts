// n8n public API v1 client: the API key in X-N8N-API-KEY, JSON, a
// time-out on every call (N8N_TIMEOUT_MS, 15 s by default). The URL, key and webhook base are read
// from the environment (N8N_API_URL — the instance's `/api/v1` — N8N_API_KEY, N8N_WEBHOOK_URL) and
// never leave the server.
//
// Errors: 401 raises 'Token inválido ou expirado'; a missing workflow
// 'Workflow não encontrado', except a GET by id, which answers null. Other failures raise n8n's
// `message`, or 'Erro desconhecido na API'; no answer in time raises 'Tempo limite excedido ao <operação>'.
import { callProvider, providerConfig } from './providerFetch.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const PAGE_LIMIT = 250;

export class N8nError extends Error {
  constructor(
    /** HTTP status; 0 for no answer (network failure or time-out). */
    readonly status: number,
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'N8nError';
  }
}

export interface WorkflowNode {
  id?: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  webhookId?: string;
  credentials?: Record<string, { id: string; name: string }>;
  disabled?: boolean;
  onError?: string;
}

export interface WorkflowSettings {
  timezone?: string;
  executionTimeout?: number;
  executionOrder?: string;
  saveExecutionProgress?: boolean;
  saveManualExecutions?: boolean;
  saveDataErrorExecution?: 'all' | 'none';
  saveDataSuccessExecution?: 'all' | 'none';
  errorWorkflow?: string;
  callerPolicy?: string;
}

/** What a create or update sends. */
export interface WorkflowInput {
  name: string;
  nodes: WorkflowNode[];
  connections: Record<string, unknown>;
  settings: WorkflowSettings;
}

/** A workflow as n8n answers it. */
export interface Workflow extends WorkflowInput {
  id: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  versionId?: string;
}

interface WorkflowList {
  data: Workflow[];
  nextCursor: string | null;
}

const NODE_FIELDS = [
  'id',
  'name',
  'type',
  'typeVersion',
  'position',
  'parameters',
  'webhookId',
  'credentials',
  'disabled',
  'onError',
] as const;
const SETTINGS_FIELDS = [
  'timezone',
  'executionTimeout',
  'executionOrder',
  'saveExecutionProgress',
  'saveManualExecutions',
  'saveDataErrorExecution',
  'saveDataSuccessExecution',
  'errorWorkflow',
  'callerPolicy',
] as const;

function pick<T extends object>(source: T, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as Partial<T>;
}

/**
 * The body n8n accepts: its schema refuses unknown and read-only properties (id, active, tags…),
 * so only the allowed fields are sent, whatever the workflow object carries.
 */
export function workflowBody(workflow: WorkflowInput): WorkflowInput {
  return {
    name: workflow.name,
    nodes: workflow.nodes.map((n) => pick(n, NODE_FIELDS) as WorkflowNode),
    connections: workflow.connections,
    settings: pick(workflow.settings, SETTINGS_FIELDS),
  };
}

/** The production URL of a Webhook node's path: `${N8N_WEBHOOK_URL}/webhook/<path>`. */
export function productionWebhookUrl(path: string): string {
  const base = Deno.env.get('N8N_WEBHOOK_URL');
  if (!base) throw new Error('N8N_WEBHOOK_URL must be set');
  return `${base.replace(/\/+$/, '')}/webhook/${path.replace(/^\/+/, '')}`;
}

async function call<T>(operation: string, method: string, path: string, body?: unknown): Promise<T> {
  const { baseUrl, apiKey, timeoutMs } = providerConfig(
    'N8N_API_URL',
    'N8N_API_KEY',
    'N8N_TIMEOUT_MS',
    DEFAULT_TIMEOUT_MS,
  );
  const res = await callProvider({
    url: `${baseUrl}${path}`,
    method,
    headers: { 'x-n8n-api-key': apiKey, accept: 'application/json' },
    body,
    timeoutMs,
    operation,
    noAnswer: ({ timedOut, message }) =>
      new N8nError(0, timedOut ? message : 'Serviço de workflows indisponível', timedOut),
  });
  // Null too for an HTML error page (a proxy in front of n8n): nothing to read.
  const data = res.data;
  if (res.status === 401) throw new N8nError(401, 'Token inválido ou expirado');
  if (res.status === 404) throw new N8nError(404, 'Workflow não encontrado');
  if (!res.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    throw new N8nError(res.status, typeof message === 'string' && message ? message : 'Erro desconhecido na API');
  }
  if (data === null) throw new N8nError(res.status, 'Erro desconhecido na API');
  return data as T;
}

const id = (workflowId: string) => encodeURIComponent(workflowId);

/** A credential as a node references it. */
export interface CredentialRef {
  id: string;
  name: string;
}

export const n8n = {
  /** Every workflow whose name contains `name` (n8n's filter), read across pages. */
  async listWorkflows(filter: { name?: string } = {}): Promise<Workflow[]> {
    const all: Workflow[] = [];
    let cursor: string | null = null;
    do {
      const qs = new URLSearchParams({ limit: String(PAGE_LIMIT) });
      if (filter.name) qs.set('name', filter.name);
      if (cursor) qs.set('cursor', cursor);
      const page: WorkflowList = await call<WorkflowList>('listar workflows', 'GET', `/workflows?${qs}`);
      all.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  },
  /** The workflow, or null when n8n has none with that id. */
  async getWorkflow(workflowId: string): Promise<Workflow | null> {
    try {
      return await call<Workflow>('buscar workflow', 'GET', `/workflows/${id(workflowId)}`);
    } catch (err) {
      if (err instanceof N8nError && err.status === 404) return null;
      throw err;
    }
  },
  createWorkflow: (workflow: WorkflowInput) =>
    call<Workflow>('criar workflow', 'POST', '/workflows', workflowBody(workflow)),
  updateWorkflow: (workflowId: string, workflow: WorkflowInput) =>
    call<Workflow>('atualizar workflow', 'PUT', `/workflows/${id(workflowId)}`, workflowBody(workflow)),
  activateWorkflow: (workflowId: string) =>
    call<Workflow>('ativar workflow', 'POST', `/workflows/${id(workflowId)}/activate`),
  deactivateWorkflow: (workflowId: string) =>
    call<Workflow>('desativar workflow', 'POST', `/workflows/${id(workflowId)}/deactivate`),
  deleteWorkflow: (workflowId: string) => call<Workflow>('excluir workflow', 'DELETE', `/workflows/${id(workflowId)}`),
  /** A credential of `type` (n8n's public API creates and deletes; it neither lists nor updates). */
  createCredential: async (input: {
    name: string;
    type: string;
    data: Record<string, unknown>;
  }): Promise<CredentialRef> => {
    const created = await call<CredentialRef>('criar credencial', 'POST', '/credentials', input);
    return { id: created.id, name: created.name };
  },
  deleteCredential: (credentialId: string) =>
    call<CredentialRef>('excluir credencial', 'DELETE', `/credentials/${id(credentialId)}`),
};
