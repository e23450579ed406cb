/** The Equipe page's reads, keyed by the owner they belong to. */
export const teamKeys = {
  all: ['team'] as const,
  team: (userId: string) => [...teamKeys.all, userId] as const,
};
