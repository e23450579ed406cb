// The customer's assistant as an n8n workflow: a Webhook node (POST, a random path with a stable
// webhookId, so its production URL is exactly `${N8N_WEBHOOK_URL}/webhook/<path>`; Header Auth, so
// only whatsapp-webhook's forwards start a run) receiving the WhatsApp gateway's deliveries, a filter keeping the clients'
// text messages to this instance, the 'Agente' AI agent node with the system message, its chat
// model, per-client memory and tools (tools.ts), and the reply handed to the assistant-reply function,
// which records it and sends it unless the owner took over or the assistant handed off meanwhile (a
// refusal there fails the run, so n8n shows it). Settings: São Paulo time zone, a 3600 s execution
// time-out, and no data kept of a successful run (each holds a client's message).
// n8n evaluates a parameter that starts with '=' as code: nothing the owner wrote starts one. The model
// and its limits are the platform's (_shared/platformModel.ts), the owner's texts reach the model only
// inside the system message, a literal that starts with the platform's words (prompt.ts), and the
// instance's name must be the platform's own (its owner's id).
import type { CredentialRef, WorkflowInput, WorkflowNode } from '../_shared/n8n.ts';
import { assertPlatformModel, type PlatformModel } from '../_shared/platformModel.ts';
import { TIME_ZONE } from './prompt.ts';
import { assistantHeaders, functionUrl, toolConnections, toolNodes, type AssistantAccess } from './tools.ts';

export const WORKFLOW_TIMEOUT_S = 3600;
export const AGENT_NODE = 'Agente';
export const WEBHOOK_NODE = 'Webhook';

export interface AssistantWorkflowInput {
  /** 'Agente - {email}' */
  name: string;
  /** The Webhook node's path (newWebhookPath) and id. */
  webhookPath: string;
  webhookId: string;
  /** The credentials the nodes use: the model's (OpenAI API) and the webhook's (Header Auth). */
  credentials: { model: CredentialRef; webhook: CredentialRef };
  /** The WhatsApp instance whose messages this assistant answers. */
  instanceName: string;
  systemMessage: string;
  /** The platform's model and limits (platformModel()), never the owner's row. */
  llm: PlatformModel;
  /** Where the tools and the reply call, and the credentials they send. */
  access: AssistantAccess;
}

export const workflowName = (email: string) => `Agente - ${email}`;

/** whatsapp-<32 random hex digits>: it tells nothing of the owner, and changes at each activation. */
export function newWebhookPath(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `whatsapp-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The delivery as the Webhook node received it, from any later node. */
const delivery = `$('${WEBHOOK_NODE}').item.json.body`;
const messageText = `(${delivery}.data.message.conversation || ${delivery}.data.message.extendedTextMessage?.text || '')`;
/** The client's number as the tools and the reply send it: the digits of the sender's WhatsApp id. */
const sender = `${delivery}.data.key.remoteJid.split('@')[0]`;

const main = (node: string) => ({ main: [[{ node, type: 'main', index: 0 }]] });

/** What an instance's name may be (the platform names each one after its owner's id). */
const INSTANCE_NAME = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A literal string parameter: refused when n8n would read it as an expression. */
function literal(text: string): string {
  if (text.startsWith('=')) throw new Error('a literal parameter may not start with "="');
  return text;
}

export function buildWorkflow(input: AssistantWorkflowInput): WorkflowInput {
  if (!INSTANCE_NAME.test(input.instanceName)) throw new Error("the instance name is not the platform's");
  const llm = assertPlatformModel(input.llm);
  const nodes: WorkflowNode[] = [
    {
      name: WEBHOOK_NODE,
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      webhookId: input.webhookId,
      parameters: {
        httpMethod: 'POST',
        path: input.webhookPath,
        authentication: 'headerAuth',
        responseMode: 'onReceived',
        options: {},
      },
      credentials: { httpHeaderAuth: input.credentials.webhook },
    },
    {
      // The gateway also delivers statuses and the instance's own messages: only a client's text goes on.
      name: 'Mensagem do cliente',
      type: 'n8n-nodes-base.filter',
      typeVersion: 2,
      position: [220, 0],
      parameters: {
        conditions: {
          options: { caseSensitive: true, leftValue: '', typeValidation: 'loose' },
          combinator: 'and',
          conditions: [
            {
              id: 'evento',
              leftValue: '={{ $json.body.event }}',
              rightValue: 'messages.upsert',
              operator: { type: 'string', operation: 'equals' },
            },
            {
              id: 'instancia',
              leftValue: '={{ $json.body.instance }}',
              rightValue: input.instanceName,
              operator: { type: 'string', operation: 'equals' },
            },
            {
              id: 'do-cliente',
              leftValue: '={{ $json.body.data.key.fromMe }}',
              rightValue: '',
              operator: { type: 'boolean', operation: 'false', singleValue: true },
            },
            {
              id: 'texto',
              leftValue: `={{ ${messageText.replaceAll(delivery, '$json.body')} }}`,
              rightValue: '',
              operator: { type: 'string', operation: 'notEmpty', singleValue: true },
            },
          ],
        },
        options: {},
      },
    },
    {
      name: AGENT_NODE,
      type: '@n8n/n8n-nodes-langchain.agent',
      typeVersion: 1.7,
      position: [460, 0],
      parameters: {
        promptType: 'define',
        text: `=Mensagem de {{ ${delivery}.data.pushName || 'cliente' }} recebida em {{ $now.setZone('${TIME_ZONE}').toFormat('dd/MM/yyyy HH:mm') }}: {{ ${messageText} }}`,
        options: { systemMessage: literal(input.systemMessage) },
      },
    },
    {
      name: 'Modelo de linguagem',
      type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
      typeVersion: 1,
      position: [380, 220],
      parameters: { model: llm.model, options: { temperature: llm.temperature, maxTokens: llm.maxTokens } },
      credentials: { openAiApi: input.credentials.model },
    },
    {
      // One conversation per client number.
      name: 'Memória',
      type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
      typeVersion: 1.3,
      position: [540, 220],
      parameters: {
        sessionIdType: 'customKey',
        sessionKey: `={{ ${delivery}.data.key.remoteJid }}`,
        contextWindowLength: 10,
      },
    },
    {
      name: 'Enviar resposta',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      position: [760, 0],
      parameters: {
        method: 'POST',
        url: functionUrl(input.access, 'assistant-reply'),
        sendHeaders: true,
        headerParameters: assistantHeaders(input.access),
        sendBody: true,
        specifyBody: 'json',
        jsonBody: `={{ JSON.stringify({ telefone: ${sender}, texto: $json.output }) }}`,
        options: {},
      },
    },
    ...toolNodes(input.access, sender),
  ];
  return {
    name: input.name,
    nodes,
    connections: {
      [WEBHOOK_NODE]: main('Mensagem do cliente'),
      'Mensagem do cliente': main(AGENT_NODE),
      [AGENT_NODE]: main('Enviar resposta'),
      'Modelo de linguagem': { ai_languageModel: [[{ node: AGENT_NODE, type: 'ai_languageModel', index: 0 }]] },
      Memória: { ai_memory: [[{ node: AGENT_NODE, type: 'ai_memory', index: 0 }]] },
      ...toolConnections(AGENT_NODE),
    },
    // A run's data holds the client's message and the assistant's answer: none is kept of a successful
    // one; a failed one stays for the operator until n8n prunes it (EXECUTIONS_DATA_MAX_AGE).
    settings: {
      timezone: TIME_ZONE,
      executionTimeout: WORKFLOW_TIMEOUT_S,
      executionOrder: 'v1',
      saveDataSuccessExecution: 'none',
      saveDataErrorExecution: 'all',
    },
  };
}
