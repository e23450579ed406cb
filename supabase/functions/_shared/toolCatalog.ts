// The assistant's tools (booking, and the hand-off to a person), as the model sees them (names,
// pt-BR descriptions, the arguments it fills) and as assistant-tools reads them. agent-activate
// publishes one n8n tool node per entry; the client's phone is never an argument: the workflow takes
// it from the WhatsApp sender.

export type ToolName =
  'horarios_livres' | 'agendar' | 'meus_agendamentos' | 'remarcar' | 'cancelar' | 'transferir_para_humano';

export interface ToolArg {
  name: string;
  /** Shown to the model ($fromAI description). */
  description: string;
  /** The model may leave it out: the workflow then sends '' (read as absent). */
  optional?: boolean;
}

export interface ToolSpec {
  name: ToolName;
  description: string;
  args: ToolArg[];
}

const DATA = 'Data no formato AAAA-MM-DD (horário de Brasília)';
const INICIO = 'Horário de início no formato HH:mm, exatamente como retornado por horarios_livres';
const ID = 'Código (id) do agendamento, exatamente como retornado por meus_agendamentos';
const PROFISSIONAL: ToolArg = {
  name: 'profissional',
  description:
    'Nome do profissional escolhido pelo cliente, como listado na equipe (opcional: deixe vazio para qualquer profissional)',
  optional: true,
};
const SERVICO: ToolArg = {
  name: 'servico',
  description: 'Código ou nome do serviço, como listado em Produtos e serviços (opcional: deixe vazio se não souber)',
  optional: true,
};

export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'horarios_livres',
    description:
      'Consulta os horários livres da agenda entre duas datas (inclusive), de um profissional ou de qualquer um, ' +
      'para um serviço. Responde {slots: [{data, inicio, fim}]}; numa equipe, cada horário traz também ' +
      'profissionais: os nomes de quem está livre nele. ' +
      'Use sempre antes de sugerir horários: ofereça ao cliente somente os horários que esta ferramenta retornar.',
    args: [
      { name: 'de', description: `Primeira data da consulta. ${DATA}` },
      { name: 'ate', description: `Última data da consulta (pode ser igual à primeira). ${DATA}` },
      PROFISSIONAL,
      SERVICO,
    ],
  },
  {
    name: 'agendar',
    description:
      'Agenda um atendimento para o cliente desta conversa num horário livre. Só use depois que o cliente ' +
      'confirmar a data, o horário e o nome. Sem profissional, o horário vai para um profissional livre. ' +
      'Responde {agendamento: {id, data, inicio, fim, status, profissional: {id, nome}}} ou {error: {code, message}}.',
    args: [
      { name: 'data', description: `Data do atendimento. ${DATA}` },
      { name: 'inicio', description: INICIO },
      { name: 'nome', description: 'Nome do cliente, como ele informou' },
      PROFISSIONAL,
      SERVICO,
    ],
  },
  {
    name: 'meus_agendamentos',
    description:
      'Lista os próximos agendamentos ativos do cliente desta conversa. ' +
      'Responde {agendamentos: [{id, data, inicio, fim, status, nome, profissional: {id, nome}}]}.',
    args: [],
  },
  {
    name: 'remarcar',
    description:
      'Muda um agendamento futuro do cliente desta conversa para outro horário livre. Só use depois que o ' +
      'cliente confirmar o novo horário. Sem profissional, fica com o mesmo profissional. ' +
      'Responde {agendamento: {...}} ou {error: {code, message}}.',
    args: [
      { name: 'id', description: ID },
      { name: 'data', description: `Nova data. ${DATA}` },
      { name: 'inicio', description: INICIO },
      {
        ...PROFISSIONAL,
        description:
          'Nome do novo profissional, se o cliente pedir para trocar (opcional: deixe vazio para manter o mesmo)',
      },
    ],
  },
  {
    name: 'cancelar',
    description:
      'Cancela um agendamento futuro do cliente desta conversa. Só use depois que o cliente confirmar o ' +
      'cancelamento. Responde {agendamento: {...}} ou {error: {code, message}}.',
    args: [{ name: 'id', description: ID }],
  },
  {
    name: 'transferir_para_humano',
    description:
      'Transfere a conversa para uma pessoa da equipe do negócio. Use quando o cliente pedir para falar com uma ' +
      'pessoa (um atendente, um humano) ou quando você não conseguir ajudá-lo. O cliente é avisado ' +
      'automaticamente e você deixa de responder a ele até a equipe devolver a conversa: depois de usar esta ' +
      'ferramenta, não envie outra mensagem. Responde {transferido: true, mensagem}.',
    args: [{ name: 'motivo', description: 'Motivo da transferência, em poucas palavras' }],
  },
];

export const isToolName = (value: unknown): value is ToolName => TOOLS.some((t) => t.name === value);
