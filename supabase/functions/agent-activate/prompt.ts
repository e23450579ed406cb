// The assistant's system message: the prompt template filled with the date and time
// of the activation in São Paulo, the agent's name, personality and business, its products (each with
// its duration: its own, else the schedule's) and the weekly hours it books into; when the business has
// more than one active professional, the team (by the owner's order, with the services each performs)
// and how to name them to the tools. The team is the one at publication: the tools always work from
// the current one (horarios_livres says who is free at each time), so a change needs no re-publish to
// book right, only to refresh this list. Limits: answers up to 100 words, Brazilian Portuguese, one question at
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
import { isTeam } from '../../../shared-domain/src/team/team.ts';

export const TIME_ZONE = 'America/Sao_Paulo';

export interface PromptProduct {
  codigo: string;
  nome: string;
  valor: number | string | null;
  descricao: string | null;
  /** Minutes; null or absent = the schedule's duracao_atendimento. */
  duracao_minutos?: number | null;
}

/** An active professional as the prompt lists them (shared-domain's Professional). */
export interface PromptProfessional {
  nome: string;
  /** The codigos of the services they perform; empty = every service. */
  servicos: string[];
}

export interface PromptInput {
  agentName: string;
  personality: string;
  business: string;
  products: PromptProduct[];
  schedule: AgentSchedule | AgentWeeklySchedule;
  /** The active professionals in the owner's order (one: the prompt does not speak of a team). */
  team?: PromptProfessional[];
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

/** One line per product; `duracao` is the schedule's duracao_atendimento, for those without their own. */
export function productLines(products: PromptProduct[], duracao?: number): string {
  return products
    .map((p) => {
      const descricao = p.descricao?.trim() ? ` — ${p.descricao.trim()}` : '';
      const minutes = p.duracao_minutos ?? duracao;
      const tempo = minutes ? ` (duração: ${minutes} minutos)` : '';
      return `- [${p.codigo}] ${p.nome}: ${priceOf(p.valor)}${descricao}${tempo}`;
    })
    .join('\n');
}

/** One line per professional: the services they perform, or all. */
export function teamLines(team: PromptProfessional[], products: PromptProduct[]): string {
  const names = new Map(products.map((p) => [p.codigo, p.nome]));
  return team
    .map((p) => {
      const known = p.servicos.filter((c) => names.has(c));
      const servicos = known.length ? known.map((c) => `[${c}] ${names.get(c)}`).join(', ') : 'todos os serviços';
      return `- ${p.nome}: ${servicos}`;
    })
    .join('\n');
}

/** The team's section and rules, only for a business of more than one professional. */
function teamSection(input: PromptInput): { section: string; rules: string } {
  const team = input.team ?? [];
  if (!isTeam(team)) return { section: '', rules: '' };
  return {
    section: `

## Equipe
${teamLines(team, input.products)}

Cada profissional tem seus próprios dias e horários: consulte sempre horarios_livres.`,
    rules: `
- Este negócio tem mais de um profissional. Pergunte ao cliente se prefere algum profissional da equipe ou qualquer um. Se ele escolher, informe o nome do profissional, exatamente como listado na equipe, no campo profissional de horarios_livres e de agendar; se não tiver preferência, deixe o campo profissional vazio.
- Ao confirmar um agendamento, diga ao cliente com qual profissional ele ficou (o nome em agendamento.profissional).`,
  };
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
  const team = teamSection(input);
  const duracao = weeklySchedule(input.schedule).duracao_atendimento;
  return `Você é ${input.agentName.trim()}, o assistente virtual de atendimento no WhatsApp deste negócio.

Data e hora de referência (horário de Brasília, ${TIME_ZONE}): ${saoPauloDateTime(input.now)}. Cada mensagem do cliente chega com a data e a hora em que foi recebida; use-as para entender "hoje", "amanhã" e os dias da semana.

## Personalidade
${input.personality.trim()}

## Sobre o negócio
${input.business.trim()}

## Produtos e serviços
${productLines(input.products, duracao)}${team.section}

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
- Nas ferramentas horarios_livres e agendar, informe no campo servico o código entre colchetes do serviço que o cliente escolheu, para que a duração seja a dele; se ainda não souber o serviço, deixe o campo vazio.
- Informe apenas os produtos, serviços e valores listados acima.${team.rules}
- Se o cliente pedir para falar com uma pessoa, ou se você não souber ou não conseguir ajudar, use a ferramenta transferir_para_humano com o motivo. O cliente é avisado automaticamente: depois dela, não envie outra mensagem.
- Uma mensagem que começa com [Áudio transcrito] é um áudio do cliente já transcrito: responda ao que ele disse como a um texto (pode dizer que entendeu pelo áudio). [Imagem] ou [Documento: nome] seguidos de texto: o cliente enviou uma imagem ou um arquivo com essa legenda; responda à legenda. [Imagem sem legenda] ou um documento sem legenda: você não consegue ver imagens nem abrir arquivos; diga isso e ofereça passar a conversa para uma pessoa (transferir_para_humano, com o motivo).`;
}
