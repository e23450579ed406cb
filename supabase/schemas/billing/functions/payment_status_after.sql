CREATE FUNCTION public.payment_status_after(p_current text, p_incoming text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with rank(s, r) as (values
    ('PENDING', 0), ('AWAITING_RISK_ANALYSIS', 0), ('AUTHORIZED', 0), ('FAILED', 0),
    ('OVERDUE', 1), ('DUNNING_REQUESTED', 1),
    ('CONFIRMED', 2),
    ('RECEIVED', 3), ('RECEIVED_IN_CASH', 3), ('DUNNING_RECEIVED', 3),
    ('REFUND_REQUESTED', 4), ('REFUND_IN_PROGRESS', 4), ('REFUNDED', 4), ('CHARGEBACK_REQUESTED', 4),
    ('CHARGEBACK_DISPUTE', 4), ('AWAITING_CHARGEBACK_REVERSAL', 4))
  select case
           when p_current is null then coalesce((select s from rank where s = p_incoming), 'PENDING')
           when (select r from rank where s = p_incoming) >= coalesce((select r from rank where s = p_current), 0)
             then p_incoming
           else p_current
         end;
$$;

REVOKE ALL ON FUNCTION public.payment_status_after(p_current text, p_incoming text) FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.payment_status_after(p_current text, p_incoming text) TO anon;
GRANT ALL ON FUNCTION public.payment_status_after(p_current text, p_incoming text) TO authenticated;
GRANT ALL ON FUNCTION public.payment_status_after(p_current text, p_incoming text) TO service_role;
