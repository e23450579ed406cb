/** One message of the scripted chat demo (text, isUser, highlight). */
export interface ChatMessage {
  text: string;
  /** true: the clinic's patient; false: the Atende.AI assistant. */
  isUser: boolean;
  /** Draws attention to the outcome (the confirmed appointment). */
  highlight: boolean;
}

export const CHAT_DEMO_BUSINESS = 'Clínica Vida Plena';

/** A medical clinic booking an appointment on WhatsApp. All messages are shown at once. */
export const CHAT_DEMO_MESSAGES: readonly ChatMessage[] = [
  { text: 'Oi, boa noite! Queria marcar uma consulta com a dermatologista.', isUser: true, highlight: false },
  {
    text: 'Boa noite! Sou a assistente virtual da Clínica Vida Plena. 😊 A Dra. Camila tem horários na quinta-feira às 9h ou às 14h30. Qual fica melhor para você?',
    isUser: false,
    highlight: false,
  },
  { text: 'Quinta às 14h30, por favor.', isUser: true, highlight: false },
  { text: 'Perfeito! Pode me informar seu nome completo?', isUser: false, highlight: false },
  { text: 'Mariana Souza.', isUser: true, highlight: false },
  {
    text: 'Consulta confirmada, Mariana! Quinta-feira às 14h30 com a Dra. Camila. Vou te enviar um lembrete um dia antes.',
    isUser: false,
    highlight: true,
  },
];
