// The n8n credentials the published workflow references. n8n's public API creates and deletes
// credentials but neither lists nor updates them, so the functions remember what they made:
// - the language model's (OpenAI API, from OPENAI_BASE_URL and OPENAI_API_KEY), shared by every
//   assistant: made once per n8n instance and per setting, recorded in n8n_credentials by a hash of
//   the setting; N8N_OPENAI_CREDENTIAL_ID names one made in n8n by hand instead;
// - the webhook's (Header Auth), one per activation: the header and its secret whatsapp-webhook sends.
import { ASSISTANT_SECRET_HEADER } from '../_shared/assistantForward.ts';
import { n8n, N8nError, type CredentialRef } from '../_shared/n8n.ts';
import { admin, must } from '../_shared/supabase.ts';
import { sha256Hex } from '../_shared/toolSecret.ts';

export const MODEL_CREDENTIAL_TYPE = 'openAiApi';
export const WEBHOOK_CREDENTIAL_TYPE = 'httpHeaderAuth';

/** The model's credential: the one named by N8N_OPENAI_CREDENTIAL_ID, else the one made for this setting. */
export async function modelCredential(): Promise<CredentialRef> {
  const named = Deno.env.get('N8N_OPENAI_CREDENTIAL_ID');
  if (named) return { id: named, name: 'OpenAI' };
  const baseUrl = (Deno.env.get('OPENAI_BASE_URL') ?? '').replace(/\/+$/, '');
  const apiKey = Deno.env.get('OPENAI_API_KEY') ?? '';
  if (!apiKey) throw new Error('OPENAI_API_KEY (or N8N_OPENAI_CREDENTIAL_ID) must be set');
  const n8nUrl = Deno.env.get('N8N_API_URL') ?? '';
  const fingerprint = await sha256Hex(`${baseUrl}\n${apiKey}`);
  const key = { kind: 'openai', n8n_url: n8nUrl, fingerprint };
  const known = must(await admin().from('n8n_credentials').select('credential_id').match(key).maybeSingle()) as {
    credential_id: string;
  } | null;
  const name = `OpenAI - Atende AI (${fingerprint.slice(0, 8)})`;
  if (known) return { id: known.credential_id, name };
  const made = await n8n.createCredential({
    name,
    type: MODEL_CREDENTIAL_TYPE,
    // header: false, or n8n's schema (an if/then on header) asks for headerName and headerValue.
    data: { apiKey, header: false, ...(baseUrl ? { url: baseUrl } : {}) },
  });
  // Two first activations at once: the first recorded wins, the other one's credential is removed.
  const kept = must(
    await admin()
      .from('n8n_credentials')
      .upsert({ ...key, credential_id: made.id }, { onConflict: 'kind,n8n_url,fingerprint', ignoreDuplicates: true })
      .select('credential_id'),
  ) as { credential_id: string }[] | null;
  if (kept?.length) return made;
  await removeCredential(made.id);
  const winner = must(await admin().from('n8n_credentials').select('credential_id').match(key).single()) as {
    credential_id: string;
  };
  return { id: winner.credential_id, name };
}

/** The Header Auth credential the Webhook node checks: the secret header of this activation. */
export function webhookCredential(assistantId: string, secret: string): Promise<CredentialRef> {
  return n8n.createCredential({
    name: `Webhook do assistente ${assistantId} (${new Date().toISOString()})`,
    type: WEBHOOK_CREDENTIAL_TYPE,
    data: { name: ASSISTANT_SECRET_HEADER, value: secret },
  });
}

/** Deletes a credential no workflow uses any more; one already gone is fine. */
export async function removeCredential(credentialId: string): Promise<void> {
  try {
    await n8n.deleteCredential(credentialId);
  } catch (err) {
    if (!(err instanceof N8nError && err.status === 404)) throw err;
  }
}
