import { callFunction } from 'shared-auth';
import type { WhatsappTemplate, WhatsappTemplatesAnswer } from 'shared-domain';

/**
 * The Cloud API templates the platform created for the owner, with Meta's review read again
 * (`whatsapp-instance` {action: 'templates'}; empty on the QR code channel). The contracts' registry
 * types every whatsapp-instance answer as the widget's status, so this action's is named here.
 */
export async function fetchWhatsappTemplates(): Promise<WhatsappTemplate[]> {
  const answer = (await callFunction('whatsapp-instance', {
    body: { action: 'templates' },
  })) as unknown as Partial<WhatsappTemplatesAnswer> | null;
  if (!Array.isArray(answer?.templates)) throw new Error('whatsapp-instance templates: no templates in the answer');
  return answer.templates;
}
