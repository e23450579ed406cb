/** Console sections whose contents are not defined yet; each shows 'Em breve'. */
export const COMING_SOON_SECTIONS = [
  { path: 'logs', title: 'Logs' },
  { path: 'debug', title: 'Debug' },
  { path: 'users', title: 'Usuários' },
  { path: 'database', title: 'Database' },
  { path: 'webhooks', title: 'Webhooks' },
  { path: 'settings', title: 'Configurações' },
] as const;
