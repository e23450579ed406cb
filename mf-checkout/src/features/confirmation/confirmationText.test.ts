import { confirmationText } from './confirmationText';

describe('confirmationText', () => {
  it('approves a card payment', () => {
    expect(confirmationText('credit_card').title).toBe('Pagamento aprovado!');
    expect(confirmationText('credit_card').lines.join(' ')).toMatch(/e-mail com os detalhes do pedido/);
  });

  it('asks to scan the PIX code and promises automatic access', () => {
    const text = confirmationText('pix');
    expect(text.title).toBe('Pedido realizado!');
    expect(text.lines.join(' ')).toMatch(/QR Code/);
    expect(text.lines.join(' ')).toMatch(/liberado automaticamente após o pagamento/);
  });

  it('says a boleto may take up to 3 business days', () => {
    expect(confirmationText('boleto')).toEqual({
      title: 'Pedido realizado!',
      lines: ['Seu boleto foi gerado.', 'A confirmação do pagamento pode levar até 3 dias úteis.'],
    });
  });

  it('waits for confirmation for anything else', () => {
    expect(confirmationText(undefined).title).toBe('Aguardando confirmação do pagamento.');
  });
});
