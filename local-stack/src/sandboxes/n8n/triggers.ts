// Which nodes start a workflow and which live webhooks an active workflow registers, as n8n decides
// when it activates one: a Webhook node (method and path), or any other trigger or poller node. The
// Manual Trigger only runs from the editor, so it does not count.
import type { Workflow, WorkflowNode } from './store.ts';

export const WEBHOOK_NODE = 'n8n-nodes-base.webhook';
const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';

/** n8n's refusal to activate a workflow nothing can start. */
export const NO_TRIGGER_MESSAGE =
  'Workflow has no node to start the workflow - at least one trigger, poller or webhook node is required';

export function isTrigger(node: WorkflowNode): boolean {
  if (node.disabled) return false;
  if (node.type === WEBHOOK_NODE) return true;
  return /Trigger$/.test(node.type) && node.type !== MANUAL_TRIGGER;
}

export const triggerCount = (nodes: WorkflowNode[]) => nodes.filter(isTrigger).length;

export interface LiveWebhook {
  workflowId: string;
  node: string;
  method: string;
  /** Without leading or trailing slashes, as n8n stores it. */
  path: string;
}

/** The production webhooks of one workflow (its enabled Webhook nodes; the default method is GET). */
export function webhooksOf(workflow: Workflow): LiveWebhook[] {
  return workflow.nodes
    .filter((n) => n.type === WEBHOOK_NODE && !n.disabled)
    .map((n) => ({
      workflowId: workflow.id,
      node: n.name,
      method: String(n.parameters.httpMethod ?? 'GET').toUpperCase(),
      path: String(n.parameters.path ?? n.webhookId ?? '').replace(/^\/+|\/+$/g, ''),
    }))
    .filter((w) => w.path);
}
