import type { MySubscription } from 'shared-domain';
import { getRest } from '../rest/getRest';
import { parseMySubscription } from './parseMySubscription';

/**
 * The signed-in customer's subscription (rpc my_subscription: own row only), parsed. The one reader of
 * it: the shell's banner and guard, the checkout, 'Meu Plano' and the auth callback. An answer that is
 * not a subscription state is an error.
 */
export async function mySubscription(): Promise<MySubscription> {
  const { data, error } = await getRest().rpc('my_subscription');
  if (error) throw new Error(error.message);
  const state = parseMySubscription(data);
  if (!state) throw new Error('my_subscription: unexpected answer');
  return state;
}
