/** The WhatsApp widget's reads, keyed by the owner they belong to. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  /** The connection as the gateway reports it (through the function), with the QR on screen. */
  status: (userId: string) => [...whatsappKeys.all, 'status', userId] as const,
  /** The connection as the server last recorded it (the database row). */
  recorded: (userId: string) => [...whatsappKeys.all, 'recorded', userId] as const,
};
