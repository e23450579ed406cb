import { billingTypeLabel, cycleSuffix, paymentStatusDisplay } from './paymentDisplay';

describe('payment display', () => {
  it.each([
    ['RECEIVED', 'Pagamento recebido', 'success'],
    ['CONFIRMED', 'Pagamento confirmado', 'success'],
    ['PENDING', 'Aguardando pagamento', 'warning'],
    ['OVERDUE', 'Pagamento atrasado', 'danger'],
    ['FAILED', 'Pagamento falhou', 'danger'],
  ])('%s shows %s in %s', (status, label, tone) => {
    expect(paymentStatusDisplay(status)).toEqual({ label, tone });
  });

  it('keeps an unknown status readable', () => {
    expect(paymentStatusDisplay('SOMETHING_NEW')).toEqual({ label: 'SOMETHING_NEW', tone: 'neutral' });
  });

  it('names the payment method in Portuguese', () => {
    expect(billingTypeLabel('CREDIT_CARD')).toBe('Cartão de Crédito');
    expect(billingTypeLabel('PIX')).toBe('PIX');
    expect(billingTypeLabel('BOLETO')).toBe('Boleto');
  });

  it('puts the cycle after the price', () => {
    expect(cycleSuffix('MONTHLY')).toBe('/mês');
    expect(cycleSuffix('YEARLY')).toBe('/ano');
    expect(cycleSuffix(null)).toBe('');
  });
});
