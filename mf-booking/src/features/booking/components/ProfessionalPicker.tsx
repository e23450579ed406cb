import styled from 'styled-components';
import type { Professional } from 'shared-domain/team';
import { MESSAGES } from '../messages';
import { Choice, Section, SectionTitle } from './styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface Props {
  /** The professionals who perform the chosen service, in the owner's order. */
  options: readonly Professional[];
  /** The one chosen; null is 'Qualquer profissional'. */
  selected: string | null;
  onSelect: (id: string | null) => void;
}

/** 'Com quem?': 'Qualquer profissional' first, then each professional; the chosen one is pressed. */
export function ProfessionalPicker({ options, selected, onSelect }: Props) {
  return (
    <Section aria-labelledby="profissionais-titulo">
      <SectionTitle id="profissionais-titulo">{MESSAGES.professionals}</SectionTitle>
      <List>
        <li>
          <Choice aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {MESSAGES.anyProfessional}
          </Choice>
        </li>
        {options.map((p) => (
          <li key={p.id}>
            <Choice aria-pressed={selected === p.id} onClick={() => onSelect(p.id)}>
              {p.nome}
            </Choice>
          </li>
        ))}
      </List>
    </Section>
  );
}
