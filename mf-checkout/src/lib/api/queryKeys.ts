/** The checkout's own reads, keyed by the customer they belong to (the subscription is shared-auth's). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  changeDate: (userId: string) => [...checkoutKeys.all, 'change-date', userId] as const,
};
