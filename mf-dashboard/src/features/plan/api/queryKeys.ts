/** 'Meu Plano''s query keys, per customer. */
export const planKeys = {
  all: (userId: string) => ['plan', userId] as const,
  billing: (userId: string) => [...planKeys.all(userId), 'billing'] as const,
};
