/** Step 3: the texts by payment method. */
export interface ConfirmationText {
  title: string;
  lines: string[];
}

export function confirmationText(method: string | undefined): ConfirmationText {
  switch (method) {
    case 'credit_card':
      return {
        title: 'Pagamento aprovado!',
        lines: ['Seu acesso será liberado em instantes.', 'Você receberá um e-mail com os detalhes do pedido.'],
      };
    case 'pix':
      return {
        title: 'Pedido realizado!',
        lines: [
          'Escaneie o QR Code abaixo com o app do seu banco ou use o código PIX copia e cola.',
          'Seu acesso será liberado automaticamente após o pagamento.',
        ],
      };
    case 'boleto':
      return {
        title: 'Pedido realizado!',
        lines: ['Seu boleto foi gerado.', 'A confirmação do pagamento pode levar até 3 dias úteis.'],
      };
    default:
      return { title: 'Aguardando confirmação do pagamento.', lines: [] };
  }
}
