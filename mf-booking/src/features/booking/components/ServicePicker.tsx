import { forwardRef } from 'react';
import styled from 'styled-components';
import { formatBRL } from 'shared-ui';
import type { Service } from '../api';
import { MESSAGES } from '../messages';
import { Choice, Section, SectionTitle } from './styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ServiceButton = styled(Choice)`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  services: readonly Service[];
  selected: string | null;
  onSelect: (codigo: string) => void;
  error?: string;
}

/** The owner's services, one button each (name, price, description); the chosen one is pressed. */
export const ServicePicker = forwardRef<HTMLHeadingElement, Props>(function ServicePicker(
  { services, selected, onSelect, error },
  ref,
) {
  return (
    <Section aria-labelledby="servicos-titulo">
      <SectionTitle id="servicos-titulo" ref={ref} tabIndex={-1}>
        {MESSAGES.services}
      </SectionTitle>
      <List>
        {services.map((s) => (
          <li key={s.codigo}>
            <ServiceButton aria-pressed={selected === s.codigo} onClick={() => onSelect(s.codigo)}>
              <Top>
                <span>{s.nome}</span>
                {s.valor !== null && <span>{formatBRL(s.valor)}</span>}
              </Top>
              {s.descricao && <Description>{s.descricao}</Description>}
            </ServiceButton>
          </li>
        ))}
      </List>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Section>
  );
});
