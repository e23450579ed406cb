/** The agenda's toasts about reminders ('Enviar Lembretes'). */
export const AGENDA_REMINDER_MESSAGES = {
  remindersSent: 'Lembretes enviados com sucesso!',
  remindersFailed: 'Erro ao enviar lembretes',
  /** The one client selected wrote SAIR: no reminder goes to them. */
  optedOut: 'Este cliente pediu para não receber mensagens (SAIR).',
  allOptedOut: 'Estes clientes pediram para não receber mensagens (SAIR).',
  someOptedOut: (n: number) =>
    n === 1
      ? 'Lembretes enviados, exceto a 1 cliente que pediu para não receber mensagens (SAIR).'
      : `Lembretes enviados, exceto a ${n} clientes que pediram para não receber mensagens (SAIR).`,
} as const;
