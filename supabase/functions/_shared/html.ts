// Text put into an e-mail's HTML: whatever a client or an owner typed shows as typed, never as markup.
// The local stack's auth e-mails and Google consent pages use it too.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
