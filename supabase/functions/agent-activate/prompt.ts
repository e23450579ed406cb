// The assistant's system message: the prompt template filled with the date and time
// of the activation in São Paulo, the agent's name, personality and business, its products and the
// weekly hours it books into. Limits: answers up to 100 words, Brazilian Portuguese, one question at
// a time when collecting the client's data; only times the horarios_livres tool returned are offered,
// and agendar/remarcar/cancelar are used only after the client confirms; a client who asks for a
// person, or whom it cannot help, is handed off (transferir_para_humano). The text is a literal (no
// leading '='), so nothing the owner typed is ever evaluated as an n8n expression.
import {
  WEEKDAY_LABELS,
  WEEKDAYS,
  weeklySchedule,
  type AgentSchedule,
  type AgentWeeklySchedule,
} from '../../../shared-domain/src/entities/agentConfig.ts';

export const TIME_ZONE = 'America/Sao_Paulo';

export interface PromptProduct {
  codigo: string;
  nome: string;
  valor: number | string | null;
  descricao: string | null;
}

export interface PromptInput {
  agentName: string;
  personality: string;
  business: string;
  products: PromptProduct[];
  schedule: AgentSchedule | AgentWeeklySchedule;
  now: Date;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'segunda-feira, 24 de novembro de 2026 às 14:30' in São Paulo. */
export function saoPauloDateTime(now: Date): string {
  const date = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).format(now);
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `${date} às ${time}`;
}

function priceOf(valor: PromptProduct['valor']): string {
  const n = typeof valor === 'string' ? Number(valor) : valor;
  return n === null || !Number.isFinite(n) ? 'valor sob consulta' : brl.format(n).replace(/\u00a0/g, ' ');
}

export function productLines(products: PromptProduct[]): string {
  return products
    .map((p) => {
      const descricao = p.descricao?.trim() ? ` — ${p.descricao.trim()}` : '';
      return `- [${p.codigo}] ${p.nome}: ${priceOf(p.valor)}${descricao}`;
    })
    .join('\n');
}

export function scheduleLines(stored: AgentSchedule | AgentWeeklySchedule): string {
  const schedule = weeklySchedule(stored);
  const days = WEEKDAYS.map((day) => {
    const d = schedule.dias[day];
    if (!d.ativo) return `- ${WEEKDAY_LABELS[day]}: fechado`;
    const pausas = d.intervalos.length
      ? ` (pausas: ${d.intervalos.map((i) => `${i.inicio} às ${i.fim}`).join(', ')})`
      : '';
    return `- ${WEEKDAY_LABELS[day]}: ${d.horario_inicio} às ${d.horario_fim}${pausas}`;
  });
  return [
    ...days,
    `- Duração de cada atendimento: ${schedule.duracao_atendimento} minutos`,
    `- Intervalo entre atendimentos: ${schedule.tempo_entre_atendimentos} minutos`,
    `- Máximo de agendamentos por dia: ${schedule.max_agendamentos_dia}`,
    `- Agendamentos aceitos para os próximos ${schedule.periodo_disponivel} dias`,
  ].join('\n');
}

export function buildSystemPrompt(input: PromptInput): string {
  return `Você é ${input.agentName.trim()}, o assistente virtual de atendimento no WhatsApp deste negócio.

Data e hora de referência (horário de Brasília, ${TIME_ZONE}): ${saoPauloDateTime(input.now)}. Cada mensagem do cliente chega com a data e a hora em que foi recebida; use-as para entender "hoje", "amanhã" e os dias da semana.

## Personalidade
${input.personality.trim()}

## Sobre o negócio
${input.business.trim()}

## Produtos e serviços
${productLines(input.products)}

## Horários de atendimento
${scheduleLines(input.schedule)}

## Regras
- Responda sempre em português do Brasil, com no máximo 100 palavras por resposta.
- Ao coletar dados do cliente para um agendamento (nome, serviço, data e horário), faça uma pergunta por vez. O telefone do cliente já é o desta conversa: não o peça.
- Para saber os horários livres, consulte sempre a ferramenta horarios_livres e ofereça ao cliente somente horários que ela retornou; nunca invente nem prometa outro horário.
- Antes de usar agendar, remarcar ou cancelar, repita serviço, data e horário e peça a confirmação do cliente; só use a ferramenta depois que ele confirmar.
- Para remarcar ou cancelar, use meus_agendamentos para encontrar o agendamento do cliente.
- Se uma ferramenta responder com um erro, explique ao cliente com a mensagem recebida e ofereça outros horários livres.
- Nas ferramentas, use datas no formato AAAA-MM-DD e horários no formato HH:mm; para o cliente, escreva as datas como dd/mm/aaaa.
- Informe apenas os produtos, serviços e valores listados acima.
- Se o cliente pedir para falar com uma pessoa, ou se você não souber ou não conseguir ajudar, use a ferramenta transferir_para_humano com o motivo. O cliente é avisado automaticamente: depois dela, não envie outra mensagem.`;
}
