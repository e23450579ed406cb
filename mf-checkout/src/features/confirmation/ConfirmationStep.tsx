import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatBRL, LinkButton, Spinner, toast } from 'shared-ui';
import { Link } from 'react-router-dom';
import type { CheckoutPaymentResult, CheckoutUpgradeResult } from 'shared-domain';
import type { PaymentResult } from '../../lib/checkoutStore';
import { confirmationText, planChangeConfirmation, subscriptionText } from './confirmationText';
import { useSubscriptionActive } from './useSubscriptionActive';
import { MOUNTS } from 'shared-build/paths';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  justify-items: center;

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Qr = styled.img`
  width: 220px;
  height: 220px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  image-rendering: pixelated;
`;

const Code = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function PixPayment({ pix }: { pix: NonNullable<CheckoutPaymentResult['pixQrCode']> }) {
  const paid = useSubscriptionActive(true);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.payload);
      setCopied(true);
      toast.success('Código PIX copiado!');
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie manualmente.');
    }
  };
  if (paid) {
    return (
      <Status role="status" aria-live="polite">
        Pagamento confirmado! Seu acesso está liberado.
      </Status>
    );
  }
  return (
    <>
      <Qr src={`data:image/png;base64,${pix.encodedImage}`} alt="QR Code do PIX" />
      <Code readOnly aria-label="Código PIX copia e cola" value={pix.payload} onFocus={(e) => e.target.select()} />
      <Button variant="secondary" onClick={() => void copy()}>
        {copied ? 'Código copiado' : 'Copiar código PIX'}
      </Button>
      <Status role="status" aria-live="polite">
        <Spinner size="sm" label="Aguardando pagamento" /> Aguardando o pagamento...
      </Status>
    </>
  );
}

function AccountLinks() {
  return (
    <Actions>
      <LinkButton as={Link} to={MOUNTS.mf_dashboard}>
        Acessar Minha Conta
      </LinkButton>
      <LinkButton as={Link} to="/" $variant="secondary">
        Voltar para Home
      </LinkButton>
    </Actions>
  );
}

function PlanChanged({ result }: { result: CheckoutUpgradeResult }) {
  const text = planChangeConfirmation(result);
  return (
    <Box>
      <h2>{text.title}</h2>
      {text.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <AccountLinks />
    </Box>
  );
}

/**
 * Step 3, 'Confirmação': the texts by method, when the trial's first charge is or when the plan
 * renews, PIX waiting without a reload, the boleto; or the change of a running plan.
 */
export function ConfirmationStep({ payment }: { payment: PaymentResult }) {
  if ('upgrade' in payment) return <PlanChanged result={payment} />;
  const text = subscriptionText(confirmationText(payment.method), payment);
  return (
    <Box>
      <h2>{text.title}</h2>
      {text.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {/* During the trial nothing is charged now: the amount is in the first-charge line. */}
      {!text.trial && (
        <p>
          Valor: <strong>{formatBRL(payment.value)}</strong>
          {payment.installments > 1 && ` em ${payment.installments}x sem juros`}
        </p>
      )}
      {!text.trial && payment.method === 'pix' && payment.pixQrCode && <PixPayment pix={payment.pixQrCode} />}
      {payment.method === 'boleto' && payment.boletoUrl && (
        <LinkButton href={payment.boletoUrl} target="_blank" rel="noreferrer">
          Abrir boleto
        </LinkButton>
      )}
      <AccountLinks />
    </Box>
  );
}
