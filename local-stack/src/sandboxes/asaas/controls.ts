// The sandbox's own controls for subscriptions (not part of Asaas): make days pass, and make a
// subscription's kept card start (or stop) being declined, to watch a card renewal go overdue.
import { Hono } from 'hono';
import { advanceClock } from './clock.ts';
import { AsaasSandboxError } from './errors.ts';
import type { Body } from './list.ts';
import type { PaymentsContext } from './payments.ts';

export function subscriptionControls(ctx: PaymentsContext, readBody: (req: Request) => Promise<Body>): Hono {
  const controls = new Hono();
  const refusal = (err: unknown) => {
    if (err instanceof AsaasSandboxError) return err.toResponse();
    throw err;
  };

  // {days: N} → {days, created, confirmed, overdue}
  controls.post('/clock/advance', async (c) => {
    try {
      const result = advanceClock(ctx, await readBody(c.req.raw));
      ctx.store.save();
      return c.json(result);
    } catch (err) {
      return refusal(err);
    }
  });

  // {declines: true} → the subscription's card is declined at its next charges; false restores it.
  controls.put('/subscriptions/:id/card', async (c) => {
    try {
      const body = await readBody(c.req.raw);
      const card = ctx.store.subscriptionCards.get(c.req.param('id'));
      if (!card) return c.json({ error: 'this subscription keeps no card' }, 404);
      card.declines = body.declines === true;
      ctx.store.save();
      return c.json({ subscription: c.req.param('id'), declines: card.declines });
    } catch (err) {
      return refusal(err);
    }
  });
  return controls;
}
