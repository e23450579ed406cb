-- Per-instance webhook secrets. One shared token for every tenant meant a leak let
-- anyone confirm or cancel any owner's appointments: each WhatsApp instance now has its own random
-- secret, set as the `x-webhook-token` header of its webhook at the gateway, and whatsapp-webhook
-- compares the header with the secret of the instance the delivery names.
--
-- webhook_secret: 64 hex characters. whatsapp-instance generates it when it creates the instance;
-- the default (two v4 UUIDs, 244 random bits: pgcrypto's gen_random_bytes is not on PGlite) covers
-- rows inserted otherwise, and gives every existing row its own secret when the column is added (a
-- volatile default is evaluated per row).
-- webhook_synced_at: when the gateway was last given this secret; null for instances created before
-- (their webhook still carries the retired global token) until whatsapp-instance's status/qrcode/
-- reconnect, agent-activate or the operator's `sync_webhooks` action sets it.
alter table public.whatsapp_instances
  add column webhook_secret text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (char_length(webhook_secret) >= 32),
  add column webhook_synced_at timestamptz;

comment on column public.whatsapp_instances.webhook_secret is
  'Secret of the instance''s webhook (x-webhook-token header); server functions only, never granted to the browser.';
comment on column public.whatsapp_instances.webhook_synced_at is
  'When the gateway was last given webhook_secret; null: still to be set there.';

-- The browser's column grants (integrations migration) name their columns, so the new ones are not
-- readable by authenticated; revoked again explicitly so a later broad grant cannot be the reason.
revoke select (webhook_secret, webhook_synced_at) on public.whatsapp_instances from anon, authenticated;
