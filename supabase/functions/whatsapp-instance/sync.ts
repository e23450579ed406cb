// The operator's catch-up for instances created before per-instance webhook secrets whose owner never
// opens the setup again: POST {action: 'sync_webhooks', after?: instance_name} with the service role
// key as bearer token gives the gateway each such instance's webhook with its secret, a page at a
// time (a gateway call or two per instance, so one call stays well inside the function's time limit).
// Call again with `after: next` until `next` is null. An instance the gateway no longer has, or a
// failure, is listed and left unsynced (its deliveries stay refused): a later run tries it again.
import { EvolutionError } from '../_shared/evolution.ts';
import { syncInstanceWebhook } from '../_shared/instanceWebhook.ts';
import { unsyncedInstances } from '../_shared/whatsappState.ts';

const PAGE = 25;

export interface SyncReport {
  synced: number;
  failed: Array<{ instance: string; error: string }>;
  /** Where the next call starts (`after`), or null when every unsynced instance was tried. */
  next: string | null;
}

export async function syncWebhooks(after: string): Promise<SyncReport> {
  const rows = await unsyncedInstances(PAGE, after);
  const report: SyncReport = { synced: 0, failed: [], next: rows.length === PAGE ? rows.at(-1)!.instance_name : null };
  for (const row of rows) {
    try {
      await syncInstanceWebhook(row);
      report.synced++;
    } catch (err) {
      if (!(err instanceof EvolutionError)) throw err;
      report.failed.push({ instance: row.instance_name, error: err.notFound ? 'not_found' : err.message });
    }
  }
  return report;
}
