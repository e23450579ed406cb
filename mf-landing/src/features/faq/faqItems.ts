export interface FaqItem {
  question: string;
  answer: string;
}

/** The seven questions of the FAQ accordion. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Quanto tempo leva para configurar o Atende.AI?',
    answer:
      'Cerca de 10 minutos. Você cadastra os serviços, horários e informações do seu negócio, conecta o WhatsApp lendo um QR Code e o assistente já começa a atender.',
  },
  {
    question: 'Preciso de um número de WhatsApp novo?',
    answer:
      'Não. Você pode usar o número que seus clientes já conhecem: basta escanear o QR Code no painel para conectar. Se preferir, também pode usar um número exclusivo para o atendimento.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer:
      'Aceitamos cartão de crédito, PIX e boleto. No cartão, o plano semestral pode ser parcelado em até 6x e o anual em até 12x, sem juros.',
  },
  {
    question: 'Posso cancelar quando quiser? Como funciona a garantia?',
    answer:
      'Sim, você pode cancelar quando quiser. E se não ficar satisfeito nos primeiros 7 dias, devolvemos 100% do valor pago, sem burocracia.',
  },
  {
    question: 'Qual é o horário do suporte?',
    answer:
      'Nossa equipe de suporte atende de segunda a sexta, das 9h às 18h. Já o seu assistente funciona 24 horas por dia, todos os dias.',
  },
  {
    question: 'Os dados dos meus clientes ficam seguros?',
    answer:
      'Sim. As conversas e os dados dos seus clientes são usados apenas para o atendimento do seu negócio, com acesso restrito à sua conta, e tratados de acordo com a LGPD.',
  },
  {
    question: 'Posso personalizar as respostas do assistente?',
    answer:
      'Pode. Você define o nome do assistente, o tom das mensagens, os serviços, preços e horários, e as orientações que ele deve passar aos seus clientes.',
  },
];

/** Accordion rule: opening one closes the other; activating the open one closes it. */
export function toggleOpen(open: number | null, index: number): number | null {
  return open === index ? null : index;
}
