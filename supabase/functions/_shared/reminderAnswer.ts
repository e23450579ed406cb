// How a client answers a reminder by WhatsApp: whatsapp-webhook reads '1' as a confirmation and '2'
// as a cancellation (_shared/incoming/replies.ts), so every reminder text ends with this line.
export const ANSWER_LINE = 'Responda 1 para confirmar ou 2 para cancelar.';
