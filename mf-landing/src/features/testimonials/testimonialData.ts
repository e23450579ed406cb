export interface Testimonial {
  name: string;
  business: string;
  city: string;
  text: string;
  /** 1 to 5 stars. */
  rating: number;
}

/** Seven testimonial-style cards. Illustrative: names and businesses are fictitious. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Dra. Fernanda Lima',
    business: 'Clínica Sorriso Leve (odontologia)',
    city: 'Belo Horizonte, MG',
    text: 'Desde que o assistente passou a enviar os lembretes, as faltas despencaram. A recepção agora cuida de quem está na clínica, não do celular.',
    rating: 5,
  },
  {
    name: 'Juliana Martins',
    business: 'Studio Juliana Martins Beauty',
    city: 'São Paulo, SP',
    text: 'Eu perdia clientes porque não conseguia responder enquanto atendia. Hoje o Atende.AI marca horário até de madrugada e eu só confiro a agenda.',
    rating: 5,
  },
  {
    name: 'Ricardo Alves',
    business: 'Barbearia Navalha de Ouro',
    city: 'Curitiba, PR',
    text: 'Configurei tudo no intervalo do almoço. Os clientes adoram receber a resposta na hora, e a agenda da semana enche sozinha.',
    rating: 5,
  },
  {
    name: 'Dr. Paulo Henrique Costa',
    business: 'Clínica Bem-Estar',
    city: 'Recife, PE',
    text: 'Os pacientes recebem o preparo dos exames e o endereço assim que marcam. E sempre que precisei, o suporte me respondeu rápido.',
    rating: 5,
  },
  {
    name: 'Camila Rocha',
    business: 'Espaço Zen Estética',
    city: 'Porto Alegre, RS',
    text: 'As remarcações eram um caos. Agora o assistente oferece outro horário na mesma conversa e eu não perco mais o encaixe.',
    rating: 4,
  },
  {
    name: 'Marcos Vinícius Santos',
    business: 'Pet Feliz Banho e Tosa',
    city: 'Salvador, BA',
    text: 'No sábado o WhatsApp não parava. Com o Atende.AI, todo mundo é atendido e eu consigo focar nos bichinhos.',
    rating: 5,
  },
  {
    name: 'Ana Beatriz Souza',
    business: 'Consultório de Psicologia',
    city: 'Florianópolis, SC',
    text: 'O atendimento é cordial e discreto, do jeito que eu configurei. Meus pacientes marcam e confirmam as sessões sem precisar me ligar.',
    rating: 5,
  },
];
