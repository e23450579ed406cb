// The links Asaas gives the payer (invoiceUrl /i/{token}, bankSlipUrl /b/pdf/{token}): here a
// plain page saying what would be paid, so a boleto link opened from the checkout shows something.
import type { Payment } from './store.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function paymentPage(kind: 'invoice' | 'boleto', p: Payment): Response {
  const title = kind === 'boleto' ? 'Boleto (sandbox Asaas local)' : 'Fatura (sandbox Asaas local)';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}</style>
</head><body>
<h1>${title}</h1>
<p>Documento de teste: nenhum valor é cobrado. Para marcar como pago, use
<code>POST /sandbox/asaas/v3/sandbox/payment/${escape(p.id)}/confirm</code>.</p>
<dl>
<dt>Cobrança</dt><dd>${escape(p.id)}</dd>
<dt>Descrição</dt><dd>${escape(p.description ?? '')}</dd>
<dt>Valor</dt><dd>${escape(brl.format(p.value))}</dd>
<dt>Vencimento</dt><dd>${escape(p.dueDate)}</dd>
<dt>Situação</dt><dd>${escape(p.status)}</dd>
${p.nossoNumero ? `<dt>Nosso número</dt><dd>${escape(p.nossoNumero)}</dd>` : ''}
</dl></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
