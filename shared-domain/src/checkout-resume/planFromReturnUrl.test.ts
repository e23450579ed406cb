import { planFromReturnUrl } from './planFromReturnUrl.ts';

describe('planFromReturnUrl', () => {
  it.each([
    ['/checkout?plan=anual', 'anual'],
    ['/checkout?foo=1&plan=semestral', 'semestral'],
    ['https://app.atende.ai/checkout?plan=mensal#passo-1', 'mensal'],
    ['checkout?plan=personalizado', 'personalizado'],
    ['/checkout?plan=trimestral', 'trimestral'],
    ['/checkout?plan=an%C3%BAal', 'anúal'],
  ])('%p → %p', (url, plan) => {
    expect(planFromReturnUrl(url)).toBe(plan);
  });

  it.each(['/checkout', '/checkout?plan=', '/checkout?plano=anual', '', null, undefined, 'http://[invalid'])(
    '%p → null',
    (url) => {
      expect(planFromReturnUrl(url)).toBeNull();
    },
  );
});
