import type { CheckoutResume } from 'shared-domain';
import { callbackDestination } from './callbackRoute';

const resume = (returnUrl: string): CheckoutResume => ({
  returnUrl,
  personType: 'fisica',
  formData: { name: '', email: '', cpf: '', phone: '', businessName: '', cnpj: '' },
  savedAt: 0,
});

describe('callbackDestination', () => {
  it('sends a user with an active subscription to the dashboard, whatever else was saved', () => {
    expect(
      callbackDestination({
        redirect: 'checkout',
        resume: resume('/checkout?plan=anual'),
        savedReturnUrl: null,
        hasActiveSubscription: true,
      }),
    ).toBe('/user-dashboard');
  });

  it('keeps the plan of a checkout in progress', () => {
    expect(
      callbackDestination({
        redirect: 'dashboard',
        resume: resume('/checkout?plan=semestral'),
        savedReturnUrl: null,
        hasActiveSubscription: false,
      }),
    ).toBe('/checkout?plan=semestral');
  });

  it('keeps the plan of the saved return URL when the redirect asks for the checkout', () => {
    expect(
      callbackDestination({
        redirect: 'checkout',
        resume: null,
        savedReturnUrl: 'http://localhost:3000/checkout?plan=mensal',
        hasActiveSubscription: false,
      }),
    ).toBe('/checkout?plan=mensal');
  });

  it('ignores a stale return URL without checkout in progress or redirect=checkout', () => {
    expect(
      callbackDestination({
        redirect: 'dashboard',
        resume: null,
        savedReturnUrl: '/checkout?plan=anual',
        hasActiveSubscription: false,
      }),
    ).toBe('/checkout');
  });
});
