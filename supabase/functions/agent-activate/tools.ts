// The assistant's tools as n8n nodes: one HTTP Request tool node (n8n-nodes-base.httpRequestTool)
// per tool of the catalog, named as the tool and wired to the agent by an `ai_tool` connection. Each
// POSTs {tool, telefone, args} to the assistant-tools function with the assistant's id and secret
// (the reply node sends the same to assistant-reply): telefone is read from the WhatsApp delivery that
// started the run, the args are `$fromAI(…)` values the model fills (an optional one has the default
// '', which makes it optional in the schema the model sees; assistant-tools reads '' as absent).
// Non-2xx answers still reach the model (Never Error), so it can read the refusal.
import type { WorkflowNode } from '../_shared/n8n.ts';
import { TOOLS, type ToolArg } from '../_shared/toolCatalog.ts';

/** How the published workflow calls back into the platform's functions. */
export interface AssistantAccess {
  /** `${SUPABASE_URL}/functions/v1` */
  functionsUrl: string;
  /** agent_configs.id */
  assistantId: string;
  /** The plain secret of this activation (only its hash is stored). */
  secret: string;
}

/** A function's URL under the access's base. */
export const functionUrl = (access: AssistantAccess, name: string) =>
  `${access.functionsUrl.replace(/\/+$/, '')}/${name}`;

/** The headers every call of the workflow into the platform carries (_shared/assistantAuth.ts). */
export const assistantHeaders = (access: AssistantAccess) => ({
  parameters: [
    { name: 'x-assistant-id', value: access.assistantId },
    { name: 'x-assistant-secret', value: access.secret },
  ],
});

export const TOOL_NODE_TYPE = 'n8n-nodes-base.httpRequestTool';

/** A JavaScript string literal for an n8n expression. */
const js = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The JSON body expression: the tool's name, the sender's number and the model's arguments. */
function bodyExpression(tool: string, args: ToolArg[], sender: string): string {
  const fromAI = args.map(
    (a) => `${a.name}: $fromAI(${js(a.name)}, ${js(a.description)}, 'string'${a.optional ? ", ''" : ''})`,
  );
  return `={{ JSON.stringify({ tool: ${js(tool)}, telefone: ${sender}, args: { ${fromAI.join(', ')} } }) }}`;
}

/** The tool nodes; `sender` is the n8n expression of the client's number (digits of the WhatsApp id). */
export function toolNodes(access: AssistantAccess, sender: string): WorkflowNode[] {
  return TOOLS.map((tool, i) => ({
    name: tool.name,
    type: TOOL_NODE_TYPE,
    typeVersion: 4.2,
    position: [700 + 160 * i, 220],
    parameters: {
      toolDescription: tool.description,
      method: 'POST',
      url: functionUrl(access, 'assistant-tools'),
      sendHeaders: true,
      headerParameters: assistantHeaders(access),
      sendBody: true,
      specifyBody: 'json',
      jsonBody: bodyExpression(tool.name, tool.args, sender),
      options: { response: { response: { neverError: true } } },
    },
  }));
}

/** Each tool node's `ai_tool` connection to the agent. */
export function toolConnections(agentNode: string): Record<string, unknown> {
  return Object.fromEntries(
    TOOLS.map((t) => [t.name, { ai_tool: [[{ node: agentNode, type: 'ai_tool', index: 0 }]] }]),
  );
}
