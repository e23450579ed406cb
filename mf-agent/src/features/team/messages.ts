/** The Equipe page's texts. */
export const TEAM_MESSAGES = {
  saved: 'Profissional salvo com sucesso!',
  saveFailed: 'Erro ao salvar profissional',
  loadFailed: 'Erro ao carregar equipe',
  nameRequired: 'Informe o nome do profissional.',
  deactivated: 'Profissional desativado.',
  transferred: (n: number) => `Profissional desativado; ${n} agendamento(s) transferido(s).`,
  deactivateFailed: 'Erro ao desativar profissional',
  reactivated: 'Profissional reativado.',
  reactivateFailed: 'Erro ao reativar profissional',
  /** The database's refusal of a 51st active professional (hint team_limit), a new one or one taken back. */
  teamFull: 'Limite de 50 profissionais ativos atingido.',
  countFailed: 'Erro ao verificar os agendamentos do profissional',
  futureAppointments: (n: number) => `Este profissional tem ${n} agendamento(s) futuro(s).`,
  slotTaken: (nome: string) =>
    `Alguns horários já estão ocupados na agenda de ${nome}. Escolha outro profissional ou mantenha os agendamentos.`,
  allServices: 'Todos os serviços',
  titularNote: 'Horários da etapa Agenda do assistente',
} as const;
