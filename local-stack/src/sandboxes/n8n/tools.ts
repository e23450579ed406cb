// The AI agent's tools in the n8n sandbox: the HTTP Request tool node (n8n-nodes-base.httpRequestTool,
// the HTTP Request node used as a tool), wired to an AI Agent node by an `ai_tool` connection:
//   connections: { "<tool>": { "ai_tool": [[{ "node": "<agent>", "type": "ai_tool", "index": 0 }]] } }
// Activation refuses a tool node n8n could not run (unknown type, missing URL or description, an
// ai_tool connection to a node that is not an agent). On request, a tool node of an active workflow is
// run as n8n runs it when the agent calls it: URL, headers and JSON body from its parameters, with
// `$fromAI(…)` filled from what the model supplied and `$('Webhook').item.json` from the delivery.
import { ExpressionError, resolveParameter, type ExpressionContext } from './expressions.ts';
import type { Workflow, WorkflowNode } from './store.ts';
import { WEBHOOK_NODE } from './triggers.ts';

export const AGENT_NODE = '@n8n/n8n-nodes-langchain.agent';
export const HTTP_TOOL_NODE = 'n8n-nodes-base.httpRequestTool';
const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
const DEFAULT_TIMEOUT_MS = 60_000;

type Params = Record<string, unknown>;
interface Connection {
  node: string;
  type: string;
  index: number;
}

/** A node type that only works as an agent's tool (n8n's tool variants end in "Tool", or are langchain tools). */
const looksLikeTool = (type: string) => /Tool$/.test(type) || /^@n8n\/n8n-nodes-langchain\.tool/.test(type);

/** The `ai_tool` targets a node's connections declare. */
function aiToolTargets(workflow: Pick<Workflow, 'connections'>, name: string): unknown[] {
  const outputs = workflow.connections[name] as Record<string, unknown> | undefined;
  const groups = outputs?.ai_tool;
  return Array.isArray(groups) ? groups.flatMap((g) => (Array.isArray(g) ? g : [g])) : [];
}

const nonBlank = (v: unknown) => typeof v === 'string' && v.trim() !== '' && v.trim() !== '=';

/** What n8n would find wrong with one HTTP tool node's parameters. */
function httpToolIssues(node: WorkflowNode): string[] {
  const p = node.parameters;
  const issues: string[] = [];
  if (!nonBlank(p.toolDescription)) issues.push(`Node "${node.name}": parameter "Description" is required`);
  if (!nonBlank(p.url)) issues.push(`Node "${node.name}": parameter "URL" is required`);
  if (p.method !== undefined && !METHODS.includes(String(p.method))) {
    issues.push(`Node "${node.name}": parameter "Method" has an invalid value`);
  }
  if (p.sendHeaders === true && (p.specifyHeaders ?? 'keypair') === 'keypair') {
    const headers = (p.headerParameters as { parameters?: unknown } | undefined)?.parameters;
    if (!Array.isArray(headers) || headers.some((h) => !nonBlank((h as Params | null)?.name))) {
      issues.push(`Node "${node.name}": every header needs a name`);
    }
  }
  if (
    p.sendBody === true &&
    (p.contentType ?? 'json') === 'json' &&
    p.specifyBody === 'json' &&
    !nonBlank(p.jsonBody)
  ) {
    issues.push(`Node "${node.name}": parameter "JSON" is required`);
  }
  return issues;
}

/** The problems that keep a workflow's tool nodes from running; empty when none. */
export function toolIssues(workflow: Pick<Workflow, 'nodes' | 'connections'>): string[] {
  const byName = new Map(workflow.nodes.map((n) => [n.name, n]));
  const issues: string[] = [];
  for (const node of workflow.nodes) {
    if (node.disabled) continue;
    const targets = aiToolTargets(workflow, node.name);
    if (!targets.length && !looksLikeTool(node.type)) continue;
    if (node.type !== HTTP_TOOL_NODE) {
      issues.push(`Unrecognized node type: ${node.type}`);
      continue;
    }
    issues.push(...httpToolIssues(node));
    if (!targets.length) issues.push(`Node "${node.name}" is not connected to an AI Agent`);
    for (const target of targets) {
      const to = (target as Partial<Connection> | null)?.node;
      const agent = typeof to === 'string' ? byName.get(to) : undefined;
      if ((target as Partial<Connection> | null)?.type !== 'ai_tool' || !agent || agent.type !== AGENT_NODE) {
        issues.push(`Node "${node.name}" is connected to "${String(to)}", which is not an AI Agent node`);
      }
    }
  }
  return issues;
}

/** A tool run the sandbox could not start (bad request to the control, or a node n8n would reject). */
export class ToolRunError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ToolRunInput {
  /** What the gateway delivered to the workflow's Webhook node (its JSON body). */
  webhookBody: unknown;
  /** The values the model gave the tool's `$fromAI` keys. */
  fromAI: Record<string, unknown>;
}

/** The Webhook node's output item, as n8n builds it from a delivery. */
function webhookItem(workflow: Workflow, webhookBody: unknown): Record<string, unknown> {
  const hook = workflow.nodes.find((n) => n.type === WEBHOOK_NODE && !n.disabled);
  return {
    headers: { 'content-type': 'application/json' },
    params: {},
    query: {},
    body: webhookBody,
    webhookUrl: hook ? String(hook.parameters.path ?? '') : '',
    executionMode: 'production',
  };
}

interface ToolRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** The request the HTTP tool node sends, its parameters resolved. */
function requestOf(node: WorkflowNode, ctx: ExpressionContext): ToolRequest {
  const p = resolveParameter(node.parameters, ctx) as Params;
  if (p.sendQuery === true) throw new ToolRunError(400, 'Query parameters are not supported by the sandbox');
  const method = String(p.method ?? 'GET');
  const url = String(p.url ?? '');
  if (!/^https?:\/\//.test(url)) throw new ToolRunError(400, `Invalid URL: ${url}`);
  const headers: Record<string, string> = {};
  if (p.sendHeaders === true) {
    if ((p.specifyHeaders ?? 'keypair') !== 'keypair') throw new ToolRunError(400, 'Only header fields are supported');
    const list = ((p.headerParameters as { parameters?: Params[] } | undefined)?.parameters ?? []) as Params[];
    for (const h of list) headers[String(h.name).toLowerCase()] = String(h.value ?? '');
  }
  let body: string | undefined;
  if (p.sendBody === true) {
    if ((p.contentType ?? 'json') !== 'json' || p.specifyBody !== 'json') {
      throw new ToolRunError(400, 'Only a JSON body ("Using JSON") is supported');
    }
    let json = p.jsonBody;
    if (typeof json === 'string') {
      try {
        json = JSON.parse(json);
      } catch {
        throw new ToolRunError(400, 'JSON parameter needs to be valid JSON');
      }
    }
    body = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  }
  const options = (p.options ?? {}) as { timeout?: unknown };
  const timeoutMs = typeof options.timeout === 'number' && options.timeout > 0 ? options.timeout : DEFAULT_TIMEOUT_MS;
  return { method, url, headers, body, timeoutMs };
}

/** Runs the tool node `toolName` of an active workflow as the agent would; answers the HTTP result. */
export async function runTool(
  workflow: Workflow,
  toolName: string,
  input: ToolRunInput,
): Promise<{ status: number; body: unknown }> {
  if (!workflow.active) throw new ToolRunError(409, 'The workflow is not active');
  const node = workflow.nodes.find((n) => n.name === toolName && !n.disabled);
  if (!node || !aiToolTargets(workflow, node.name).length) {
    throw new ToolRunError(404, `No tool named "${toolName}" is connected to an agent`);
  }
  const issues = toolIssues(workflow);
  if (issues.length) throw new ToolRunError(400, issues.join(', '));
  const item = webhookItem(workflow, input.webhookBody);
  const hookNames = workflow.nodes.filter((n) => n.type === WEBHOOK_NODE).map((n) => n.name);
  const ctx: ExpressionContext = {
    fromAI: input.fromAI,
    items: Object.fromEntries(hookNames.map((name) => [name, item])),
    json: item,
  };
  let request: ToolRequest;
  try {
    request = requestOf(node, ctx);
  } catch (err) {
    if (err instanceof ExpressionError) throw new ToolRunError(400, err.message);
    throw err;
  }
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    throw new ToolRunError(502, `The request failed: ${(err as Error).message}`);
  }
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text, as n8n's autodetect does
    }
  }
  return { status: res.status, body };
}
