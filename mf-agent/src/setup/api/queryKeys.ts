/** The setup page's reads, keyed by the owner they belong to. */
export const agentSetupKeys = {
  all: ['agent-setup'] as const,
  setup: (userId: string) => [...agentSetupKeys.all, userId] as const,
};
