import { TEMPLATE_NAMES } from 'shared-domain';
import { Button } from 'shared-ui';

/** The one template the owner may send outside the 24-hour window. */
export const RESUME_TEMPLATE_LABEL = `Enviar modelo "${TEMPLATE_NAMES.retomar_conversa}"`;

interface ResumeTemplateButtonProps {
  onSend: () => void;
  sending: boolean;
  /** Another action is under way. */
  disabled: boolean;
}

/** 'Enviar modelo "Retomar conversa"': the approved template that invites the client to write again. */
export function ResumeTemplateButton({ onSend, sending, disabled }: ResumeTemplateButtonProps) {
  return (
    <Button onClick={onSend} busy={sending} busyLabel="Enviando..." disabled={disabled}>
      {RESUME_TEMPLATE_LABEL}
    </Button>
  );
}
