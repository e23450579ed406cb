import { confirmationText, planChangeConfirmation, subscriptionText } from './confirmationText';

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

describe('subscriptionText', () => {
  const card = confirmationText('credit_card');

  it('says when the monthly trial’s first charge is, and that access is already released', () => {
    const text = subscriptionText(card, {
      method: 'credit_card',
      value: 97,
      subscription: { status: 'trialing', trialEndsOn: '2026-12-02', nextDueDate: '2026-12-02' },
    });
    expect(text.trial).toBe(true);
    expect(text.title).toBe('Pagamento aprovado!');
    expect(text.lines).toHaveLength(2);
    expect(text.lines[0]).toMatch(/^7 dias grátis: a primeira cobrança de R\$\s97,00 será em 02\/12\/2026\.$/);
    expect(text.lines[1]).toBe('Seu acesso já está liberado.');
  });

  it('adds the renewal date of a plan paid now', () => {
    const text = subscriptionText(card, {
      method: 'credit_card',
      value: 970,
      subscription: { status: 'active', trialEndsOn: null, nextDueDate: '2027-11-25' },
    });
    expect(text).toEqual({ ...card, lines: [...card.lines, 'Renovação em 25/11/2027.'], trial: false });
  });

  it('says first why a monthly plan is charged now when the person already had the trial', () => {
    const pix = confirmationText('pix');
    const text = subscriptionText(pix, {
      method: 'pix',
      value: 92.15,
      subscription: { status: 'pending', trialEndsOn: null, nextDueDate: '2026-12-27', trialUsed: true },
    });
    expect(text.trial).toBe(false);
    expect(text.lines).toEqual([
      'O período de teste gratuito já foi utilizado: a primeira mensalidade é cobrada agora.',
      ...pix.lines,
      'Renovação em 27/12/2026.',
    ]);
  });

  it('keeps the texts by method when no subscription came back', () => {
    expect(subscriptionText(card, { method: 'credit_card', value: 970 })).toEqual({ ...card, trial: false });
  });
});

describe('planChangeConfirmation', () => {
  it('says from when the new plan applies and that nothing is charged now', () => {
    expect(
      planChangeConfirmation({ upgrade: { plan: 'anual', value: 970, cycle: 'YEARLY', effectiveOn: '2026-12-05' } }),
    ).toEqual({
      title: 'Mudança de plano confirmada!',
      lines: ['Seu plano muda para Plano Anual a partir de 05/12/2026. Nenhuma cobrança agora.'],
    });
  });

  it('speaks of the next charge when the date is not known', () => {
    const text = planChangeConfirmation({
      upgrade: { plan: 'semestral', value: 485, cycle: 'SEMIANNUALLY', effectiveOn: null },
    });
    expect(text.lines).toEqual([
      'Seu plano muda para Plano Semestral a partir da próxima cobrança. Nenhuma cobrança agora.',
    ]);
  });
});
