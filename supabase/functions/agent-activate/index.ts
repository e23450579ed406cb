// POST /functions/v1/agent-activate — 'Ativar Assistente' (the setup's Finalizar step). Body {}.
// Checks the caller's configuration is complete, publishes the assistant as the n8n workflow
// 'Agente - {email}' (created or replaced, duplicates removed, activated), keeps the caller's WhatsApp
// instance's webhook on whatsapp-webhook (a failure there is tolerated and reported), and marks the
// agent active with its workflow and the workflow's webhook, where whatsapp-webhook forwards the
// clients' messages (server-owned columns, written with the service role).
// The model, its temperature and token limit are the platform's (ASSISTANT_MODEL, ASSISTANT_TEMPERATURE,
// ASSISTANT_MAX_TOKENS), never the row's.
// Each activation makes a new secret for the assistant's calls back (its tools and its replies): the
// plain one goes only into the published workflow's nodes, its hash replaces the stored one, so a
// workflow published before stops working.
// A customer without a subscription granting access (never paid, suspended past the grace, ended)
// gets 403 subscription_inactive: only a payment publishes the assistant.
// Answer {status:'active', workflowId, webhookUrl, webhookRegistered} (shared-domain's
// contracts/agentActivate.ts), or {error: {code, message}}.
import { agentActivateContract, type AgentActivateAnswer } from '../../../shared-domain/src/contracts/agentActivate.ts';
import { signedIn } from '../_shared/caller.ts';
import { handler, HttpError } from '../_shared/handler.ts';
import { syncInstanceWebhook } from '../_shared/instanceWebhook.ts';
import { instanceOfUser } from '../_shared/whatsappState.ts';
import { N8nError, productionWebhookUrl } from '../_shared/n8n.ts';
import { admin, type AuthUser, must } from '../_shared/supabase.ts';
import { hasPaidAccess, SUBSCRIPTION_INACTIVE_MESSAGE } from '../_shared/paidAccess.ts';
import { platformModel, type PlatformModel } from '../_shared/platformModel.ts';
import { newToolSecret, sha256Hex } from '../_shared/toolSecret.ts';
import { buildSystemPrompt } from './prompt.ts';
import { publishWorkflow, webhookServed } from './publish.ts';
import { isComplete, loadAgent } from './readiness.ts';
import { modelCredential, removeCredential, webhookCredential } from './credentials.ts';
import { buildWorkflow, newWebhookPath, workflowName } from './workflow.ts';
import { assistantWebhookSecret } from '../_shared/assistantForward.ts';

const FINISH_ERROR = 'Erro ao finalizar configuração';

const fail = (status: number, code: string, message: string) => new HttpError(status, code, message);

/** The caller's instance: the recorded one, else the agent flow's name (the user id). */
async function instanceNameOf(userId: string, remembered: string | null): Promise<string> {
  const row = must(
    await admin().from('whatsapp_instances').select('instance_name').eq('user_id', userId).maybeSingle(),
  );
  return (row?.instance_name ?? remembered ?? userId).toLowerCase();
}

/**
 * Keeps the instance's webhook on the product's own endpoint (whatsapp-webhook, which forwards the
 * clients' messages to the workflow and reads their replies to reminders), with the instance's own
 * secret; an instance still pointing at a workflow from before, or carrying the retired global token,
 * is moved back. false when there is no recorded instance (no secret to give: its deliveries would be
 * refused) or the gateway has no such instance or fails.
 */
async function registerWebhook(userId: string): Promise<boolean> {
  try {
    const row = await instanceOfUser(userId);
    if (!row) return false;
    await syncInstanceWebhook(row);
    return true;
  } catch (err) {
    console.warn('[agent-activate] webhook not registered:', (err as Error).message);
    return false;
  }
}

/** The activation itself; refusals are thrown as HttpError (handler() answers them). */
async function activate(user: AuthUser): Promise<AgentActivateAnswer> {
  let loaded: Awaited<ReturnType<typeof loadAgent>>;
  let instanceName: string;
  try {
    loaded = await loadAgent(user.id);
    instanceName = await instanceNameOf(user.id, loaded?.agent.evolution_instance_id ?? null);
  } catch (err) {
    console.error('[agent-activate]', err);
    throw fail(500, 'internal_error', FINISH_ERROR);
  }
  const agent = loaded?.agent;
  const products = loaded?.products ?? [];
  if (!agent || !isComplete(agent, products)) throw fail(400, 'incomplete', 'Configuração incompleta');
  // Only a subscription that grants access publishes: never paid, suspended or ended → refused.
  let paid: boolean;
  try {
    paid = await hasPaidAccess(user.id);
  } catch (err) {
    console.error('[agent-activate]', err);
    throw fail(500, 'internal_error', FINISH_ERROR);
  }
  if (!paid) throw fail(403, 'subscription_inactive', SUBSCRIPTION_INACTIVE_MESSAGE);

  const systemMessage = buildSystemPrompt({
    agentName: agent.name,
    personality: agent.personality_description,
    business: agent.business_description,
    products,
    schedule: agent.schedule,
    team: loaded?.team ?? [],
    now: new Date(),
  });
  // The platform's model and limits, never the row's (an owner's text there would run in n8n).
  let llm: PlatformModel;
  try {
    llm = platformModel();
  } catch (err) {
    console.error('[agent-activate] model settings:', (err as Error).message);
    throw fail(500, 'internal_error', FINISH_ERROR);
  }
  const webhookPath = newWebhookPath();
  const toolsSecret = newToolSecret();
  let workflowId: string;
  let webhookUrl: string;
  let webhookCredentialId: string | null = null;
  try {
    webhookUrl = productionWebhookUrl(webhookPath);
    const credentials = {
      model: await modelCredential(),
      webhook: await webhookCredential(agent.id, await assistantWebhookSecret(webhookUrl)),
    };
    webhookCredentialId = credentials.webhook.id;
    const workflow = buildWorkflow({
      name: workflowName(user.email),
      webhookPath,
      webhookId: crypto.randomUUID(),
      credentials,
      instanceName,
      systemMessage,
      llm,
      access: {
        functionsUrl: `${(Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '')}/functions/v1`,
        assistantId: agent.id,
        secret: toolsSecret,
      },
    });
    workflowId = (await publishWorkflow(workflow, agent.workflow_id)).id;
    if (!(await webhookServed(webhookUrl))) console.warn('[agent-activate] n8n does not serve the webhook yet');
  } catch (err) {
    console.error('[agent-activate] n8n:', (err as Error).message);
    // The new webhook credential serves nothing: the workflow before (if any) keeps its own.
    if (webhookCredentialId) await removeCredential(webhookCredentialId).catch(() => {});
    const timedOut = err instanceof N8nError && err.timedOut;
    throw fail(timedOut ? 504 : 502, 'workflow_error', FINISH_ERROR);
  }

  const webhookRegistered = await registerWebhook(user.id);
  try {
    must(
      await admin()
        .from('agent_configs')
        .update({
          workflow_id: workflowId,
          webhook_url: webhookUrl,
          webhook: { url: webhookUrl, method: 'POST' },
          system_prompt: systemMessage,
          tools_secret_hash: await sha256Hex(toolsSecret),
          webhook_credential_id: webhookCredentialId,
          status: 'active',
        })
        .eq('id', agent.id),
    );
  } catch (err) {
    console.error('[agent-activate]', err);
    throw fail(500, 'internal_error', FINISH_ERROR);
  }
  // The previous activation's webhook credential: its workflow has just been replaced.
  if (agent.webhook_credential_id && agent.webhook_credential_id !== webhookCredentialId) {
    await removeCredential(agent.webhook_credential_id).catch((err) =>
      console.warn('[agent-activate] old webhook credential not removed:', (err as Error).message),
    );
  }
  return { status: 'active', workflowId, webhookUrl, webhookRegistered };
}

Deno.serve(
  handler({
    name: 'agent-activate',
    caller: signedIn,
    // Nothing is read from it, but a body must be an object; an empty one is `{}`.
    contract: agentActivateContract,
    emptyBody: {},
    run: ({ caller }) => activate(caller),
    internal: fail(500, 'internal_error', FINISH_ERROR),
  }),
);
