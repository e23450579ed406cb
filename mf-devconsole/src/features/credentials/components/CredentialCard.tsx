import styled from 'styled-components';
import { Badge, Button, Card, type BadgeTone } from 'shared-ui';
import { APP_TIME_ZONE, formatDateBR } from 'shared-ui/dates';
import type { Credential, CredentialEnvironment } from '../types';
import { CATEGORY_LABELS, ENVIRONMENT_LABELS } from '../utils/labels';
import { MaskedValue } from './MaskedValue';

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Term above its value; as many columns as fit, one at 390 px.
const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

// The value has a row of its own: a revealed key can be long.
const WideDetail = styled.div`
  grid-column: 1 / -1;
`;

const ENVIRONMENT_TONES: Record<CredentialEnvironment, BadgeTone> = { production: 'warning', development: 'info' };

export interface CredentialCardProps {
  credential: Credential;
  revealed: boolean;
  onToggleReveal: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry: name, description, category, environment, masked value, last update, and its actions. */
export function CredentialCard({ credential: c, revealed, onToggleReveal, onEdit, onDelete }: CredentialCardProps) {
  return (
    <Card
      as="article"
      title={c.name}
      actions={
        <>
          <Button variant="secondary" size="sm" aria-label={`Editar ${c.name}`} onClick={onEdit}>
            Editar
          </Button>
          <Button variant="secondary" size="sm" aria-label={`Excluir ${c.name}`} onClick={onDelete}>
            Excluir
          </Button>
        </>
      }
    >
      {c.description && <Description>{c.description}</Description>}
      <Details>
        <div>
          <dt>Categoria</dt>
          <dd>
            <Badge tone="brand">{CATEGORY_LABELS[c.category]}</Badge>
          </dd>
        </div>
        <div>
          <dt>Ambiente</dt>
          <dd>
            <Badge tone={ENVIRONMENT_TONES[c.environment]}>{ENVIRONMENT_LABELS[c.environment]}</Badge>
          </dd>
        </div>
        <WideDetail>
          <dt>Valor</dt>
          <dd>
            <MaskedValue name={c.name} value={c.value} revealed={revealed} onToggle={onToggleReveal} />
          </dd>
        </WideDetail>
        <div>
          <dt>Última atualização</dt>
          <dd>
            <time dateTime={c.lastUpdated}>{formatDateBR(c.lastUpdated, { timeZone: APP_TIME_ZONE })}</time>
          </dd>
        </div>
      </Details>
    </Card>
  );
}
