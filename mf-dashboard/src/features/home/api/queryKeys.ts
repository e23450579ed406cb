/** The home's query keys: its figures are the signed-in user's (null: nobody, the read says so). */
export const homeKeys = {
  all: (userId: string | null) => ['home', userId] as const,
  stats: (userId: string | null) => [...homeKeys.all(userId), 'stats'] as const,
};
