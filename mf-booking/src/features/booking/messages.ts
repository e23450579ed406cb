// The page's pt-BR texts (the function's own error messages come with its answers).
export const MESSAGES = {
  loading: 'Carregando agenda...',
  notFound: 'Página de agendamento não encontrada',
  notFoundHint: 'Confira o link que você recebeu do estabelecimento.',
  unavailable: 'Agendamento online indisponível',
  unavailableHint: 'Entre em contato diretamente com o estabelecimento para agendar seu horário.',
  retry: 'Tentar novamente',
  eyebrow: 'Agendamento online',
  services: 'Escolha o serviço',
  serviceRequired: 'Escolha um serviço',
  professionals: 'Com quem?',
  anyProfessional: 'Qualquer profissional',
  professional: 'Profissional',
  days: 'Escolha o dia',
  noSlots: 'Nenhum horário disponível nos próximos dias',
  nextDays: 'Próximos dias',
  previousDays: 'Dias anteriores',
  times: 'Escolha o horário',
  contact: 'Seus dados',
  name: 'Nome',
  phone: 'WhatsApp',
  email: 'E-mail (opcional)',
  note: 'Observação (opcional)',
  confirm: 'Confirmar agendamento',
  confirming: 'Confirmando...',
  confirmed: 'Agendamento confirmado!',
  addToCalendar: 'Adicionar ao calendário',
  inPerson: 'Atendimento presencial',
} as const;

export const pageTitle = (negocio: string) => `Agendar com ${negocio}`;

/** A service's duration as the page shows it: '45 min', '1 h', '1 h 30 min'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
