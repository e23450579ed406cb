// Who may deliver: the gateway, for one instance. The delivery names its instance; the header must
// carry THAT instance's own webhook secret and the body its own key (`apikey`, which Evolution v2
// sends with every event), both compared in constant time. Any other secret (another instance's, the
// retired global token), a missing or wrong key, or an instance we do not have: refused alike, so the
// answer tells nothing about which instances exist.
import { sameSecret } from '../_shared/secret.ts';
import { instanceNamed, WEBHOOK_TOKEN_HEADER, type InstanceRow } from '../_shared/whatsappState.ts';
import type { Delivery } from './events.ts';

/** Compared against when the instance is unknown, so that case costs the same comparison. */
const NO_SECRET = '0'.repeat(64);

/** The instance the delivery is authentically from, or null. */
export async function authenticInstance(req: Request, delivery: Delivery): Promise<InstanceRow | null> {
  const row = await instanceNamed(delivery.instance);
  const header = req.headers.get(WEBHOOK_TOKEN_HEADER) ?? '';
  const secretOk = sameSecret(header, row?.webhook_secret ?? NO_SECRET);
  const key = typeof delivery.apikey === 'string' ? delivery.apikey : '';
  const keyOk = sameSecret(key, row?.api_key ?? NO_SECRET);
  return row && secretOk && keyOk && key && row.api_key ? row : null;
}
