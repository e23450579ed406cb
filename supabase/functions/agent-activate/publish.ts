// Publishing the assistant in n8n: the workflow named 'Agente - {email}' is looked up
// (else the one the agent row remembers); duplicates by name are deleted keeping the newest by
// updatedAt; the kept one is replaced (PUT) or a new one created (POST); then it is activated.
import { n8n, N8nError, type Workflow, type WorkflowInput } from '../_shared/n8n.ts';

/** The newest first (by updatedAt). */
const newestFirst = (a: Workflow, b: Workflow) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/** Keeps the node ids (and webhook ids) n8n gave the kept workflow's nodes of the same name. */
function keepIds(next: WorkflowInput, current: Workflow): WorkflowInput {
  const byName = new Map(current.nodes.map((n) => [n.name, n]));
  return {
    ...next,
    nodes: next.nodes.map((n) => {
      const old = byName.get(n.name);
      return old && old.type === n.type
        ? { ...n, id: old.id, ...(old.webhookId ? { webhookId: old.webhookId } : {}) }
        : n;
    }),
  };
}

/** The existing workflow of this assistant, with any duplicates deleted. */
async function findKept(name: string, rememberedId: string | null): Promise<Workflow | null> {
  // n8n's name filter matches part of the name: only exact names are this assistant's.
  const same = (await n8n.listWorkflows({ name })).filter((w) => w.name === name).sort(newestFirst);
  const [kept, ...duplicates] = same;
  for (const dup of duplicates) {
    try {
      await n8n.deleteWorkflow(dup.id);
    } catch (err) {
      // Already gone (deleted by someone else meanwhile): nothing left to do.
      if (!(err instanceof N8nError && err.status === 404)) throw err;
    }
  }
  if (kept) return kept;
  return rememberedId ? n8n.getWorkflow(rememberedId) : null;
}

export async function publishWorkflow(workflow: WorkflowInput, rememberedId: string | null): Promise<Workflow> {
  const kept = await findKept(workflow.name, rememberedId);
  const saved = kept ? await n8n.updateWorkflow(kept.id, keepIds(workflow, kept)) : await n8n.createWorkflow(workflow);
  return n8n.activateWorkflow(saved.id);
}

/**
 * Waits (at most `ms`) until n8n serves the published webhook: n8n 2.x registers it after the
 * activation answers, and a message meanwhile would get 404. A POST without the assistant's secret
 * gets 403 from the Webhook node and starts nothing.
 */
export async function webhookServed(url: string, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      // Each probe ends with the wait: an n8n that accepts and never answers cannot hold activation.
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(Math.max(1, until - Date.now())),
      });
      await res.body?.cancel();
      if (res.status !== 404) return true;
    } catch {
      /* n8n unreachable for a moment: try again */
    }
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}
