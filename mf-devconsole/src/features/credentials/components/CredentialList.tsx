import styled from 'styled-components';
import type { Credential } from '../types';
import { CredentialCard } from './CredentialCard';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Cards in one row share its height. */
  & > li {
    display: flex;
    flex-direction: column;
  }
  & > li > * {
    flex: 1;
  }
`;

export interface CredentialListProps {
  credentials: readonly Credential[];
  revealed: ReadonlySet<string>;
  onToggleReveal: (id: string) => void;
  onEdit: (credential: Credential) => void;
  onDelete: (credential: Credential) => void;
}

/** Cards rather than a table: seven fields and three buttons per entry still read well at 390 px. */
export function CredentialList({ credentials, revealed, onToggleReveal, onEdit, onDelete }: CredentialListProps) {
  return (
    <List aria-label="Credenciais">
      {credentials.map((c) => (
        <li key={c.id}>
          <CredentialCard
            credential={c}
            revealed={revealed.has(c.id)}
            onToggleReveal={() => onToggleReveal(c.id)}
            onEdit={() => onEdit(c)}
            onDelete={() => onDelete(c)}
          />
        </li>
      ))}
    </List>
  );
}
