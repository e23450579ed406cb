import { memo, useId } from 'react';
import styled from 'styled-components';
import {
  TEMPLATE_KINDS,
  TEMPLATE_NAMES,
  TEMPLATE_STATUS_NAMES,
  type TemplateStatus,
  type WhatsappTemplate,
} from 'shared-domain';
import { Badge, Button, Spinner, type BadgeTone } from 'shared-ui';
import type { ReadState } from '../../../lib/readState';
import { AsideEntry, AsideMuted as Muted, AsideSection as Root, StackedList } from './viewStyles';

const Entry = styled(AsideEntry)`
  .reason {
    color: ${({ theme }) => theme.colors.dangerText};
    overflow-wrap: anywhere;
  }
`;

export const WHATSAPP_TEMPLATES_MESSAGES = {
  title: 'Modelos do WhatsApp',
  note: 'Enquanto um modelo não é aprovado pela Meta, a mensagem vai como texto comum, e só até 24 horas depois da última mensagem do cliente.',
  empty: 'Nenhum modelo criado ainda.',
  loadFailed: 'Não foi possível carregar os modelos do WhatsApp.',
} as const;

const STATUS_TONES: Record<TemplateStatus, BadgeTone> = {
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
};

/** The templates in the order the platform lists its kinds (reminders first). */
const byKind = (templates: readonly WhatsappTemplate[]) =>
  [...templates].sort((a, b) => TEMPLATE_KINDS.indexOf(a.tipo) - TEMPLATE_KINDS.indexOf(b.tipo));

function TemplateEntry({ template }: { template: WhatsappTemplate }) {
  return (
    <Entry>
      <div className="top">
        <strong>{TEMPLATE_NAMES[template.tipo]}</strong>
        <Badge tone={STATUS_TONES[template.status]}>{TEMPLATE_STATUS_NAMES[template.status]}</Badge>
      </div>
      {template.status === 'REJECTED' && template.motivo && (
        <span className="reason">{`Motivo: ${template.motivo}`}</span>
      )}
    </Entry>
  );
}

/**
 * The Cloud API's message templates of the business (reminders, confirmations, the survey...) and
 * Meta's review of each: 'Aprovado', 'Em análise', 'Reprovado' with Meta's reason. Read-only.
 */
export const WhatsappTemplates = memo(function WhatsappTemplates({
  state,
  onRetry,
}: {
  state: ReadState<WhatsappTemplate[]>;
  onRetry: () => void;
}) {
  const titleId = useId();
  // While a reload runs the templates already read stay on screen.
  const templates = state.data;
  return (
    <Root aria-labelledby={titleId}>
      <h3 id={titleId}>{WHATSAPP_TEMPLATES_MESSAGES.title}</h3>
      <Muted>{WHATSAPP_TEMPLATES_MESSAGES.note}</Muted>
      {state.status === 'loading' && !templates && <Spinner label="Carregando modelos..." showLabel size="sm" />}
      {state.status === 'error' && (
        <>
          <Muted role="alert">{WHATSAPP_TEMPLATES_MESSAGES.loadFailed}</Muted>
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        </>
      )}
      {templates?.length === 0 && <Muted>{WHATSAPP_TEMPLATES_MESSAGES.empty}</Muted>}
      {templates && templates.length > 0 && (
        <StackedList>
          {byKind(templates).map((template) => (
            <TemplateEntry key={template.tipo} template={template} />
          ))}
        </StackedList>
      )}
    </Root>
  );
});
