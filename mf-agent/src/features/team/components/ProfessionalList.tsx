import styled from 'styled-components';
import { Badge, Button, VisuallyHidden } from 'shared-ui';
import type { TeamService } from '../api/teamApi';
import type { ProfessionalRow } from '../api/teamRest';
import { TEAM_MESSAGES } from '../messages';
import { servicesSummary, weekSummary } from '../utils/weekSummary';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Days = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ProfessionalListProps {
  professionals: readonly ProfessionalRow[];
  services: readonly TeamService[];
  /** A deactivation or reactivation under way (its buttons wait). */
  busyId: string | null;
  onEdit: (professional: ProfessionalRow) => void;
  onDeactivate: (professional: ProfessionalRow) => void;
  onReactivate: (professional: ProfessionalRow) => void;
}

/** Each professional: name, Ativo/Inativo, the open days and the services; edit, deactivate or reactivate. */
export function ProfessionalList({
  professionals,
  services,
  busyId,
  onEdit,
  onDeactivate,
  onReactivate,
}: ProfessionalListProps) {
  return (
    <List aria-label="Profissionais">
      {professionals.map((p) => {
        const days = weekSummary(p);
        return (
          <Item key={p.id} aria-label={p.nome}>
            <Body>
              <NameRow>
                <Name>{p.nome}</Name>
                <Badge tone={p.ativo ? 'success' : 'neutral'}>{p.ativo ? 'Ativo' : 'Inativo'}</Badge>
              </NameRow>
              {p.titular && <Line>{TEAM_MESSAGES.titularNote}</Line>}
              {days.length > 0 ? (
                <Days aria-label={`Dias de atendimento de ${p.nome}`}>
                  {days.map((day) => (
                    <li key={day}>{day}</li>
                  ))}
                </Days>
              ) : (
                <Line>Nenhum dia de atendimento</Line>
              )}
              <Line>Serviços: {servicesSummary(p, services)}</Line>
            </Body>
            <Actions>
              <Button variant="secondary" size="sm" onClick={() => onEdit(p)}>
                Editar<VisuallyHidden> {p.nome}</VisuallyHidden>
              </Button>
              {p.ativo ? (
                <Button variant="ghost" size="sm" busy={busyId === p.id} onClick={() => onDeactivate(p)}>
                  Desativar<VisuallyHidden> {p.nome}</VisuallyHidden>
                </Button>
              ) : (
                <Button variant="ghost" size="sm" busy={busyId === p.id} onClick={() => onReactivate(p)}>
                  Reativar<VisuallyHidden> {p.nome}</VisuallyHidden>
                </Button>
              )}
            </Actions>
          </Item>
        );
      })}
    </List>
  );
}
