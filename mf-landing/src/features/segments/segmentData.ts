export interface Segment {
  id: 'estetica' | 'saude' | 'servicos';
  title: string;
  audience: string;
  features: readonly string[];
}

/** Features by business segment: aesthetics, health, services. */
export const SEGMENTS: readonly Segment[] = [
  {
    id: 'estetica',
    title: 'Estética e beleza',
    audience: 'Salões, barbearias, clínicas de estética e studios de unhas.',
    features: [
      'Agenda horários por profissional e por serviço',
      'Envia tabela de preços e fotos dos serviços',
      'Confirma e lembra o cliente na véspera',
      'Sugere novos horários quando alguém desmarca',
    ],
  },
  {
    id: 'saude',
    title: 'Saúde',
    audience: 'Clínicas médicas, dentistas, psicólogos e fisioterapeutas.',
    features: [
      'Marca consultas e retornos direto na agenda',
      'Informa convênios aceitos, endereço e preparo para exames',
      'Lembretes automáticos que reduzem as faltas em até 80%',
      'Encaminha casos urgentes para a sua equipe',
    ],
  },
  {
    id: 'servicos',
    title: 'Serviços',
    audience: 'Personal trainers, pet shops, consultorias, oficinas e aulas particulares.',
    features: [
      'Responde dúvidas frequentes a qualquer hora',
      'Agenda visitas, aulas e atendimentos',
      'Envia orçamentos e informações do seu negócio',
      'Registra cada atendimento para você acompanhar',
    ],
  },
];
