import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { Container, ThreeColumnList } from '../../lib/layout';

/** The landing's headline figures. */
export const STATS = [
  { value: '+2000', label: 'clientes ativos' },
  { value: '99%', label: 'de satisfação' },
  { value: '24h/dia', label: 'de atendimento, todos os dias' },
] as const;

const Band = styled.section`
  padding: ${({ theme }) => theme.space[10]} 0;
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const List = styled(ThreeColumnList)`
  text-align: center;

  ${({ theme }) => theme.media.smDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Value = styled.strong`
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export function Stats() {
  return (
    <Band aria-labelledby="numeros-titulo">
      <Container>
        <VisuallyHidden as="h2" id="numeros-titulo">
          O Atende.AI em números
        </VisuallyHidden>
        <List>
          {STATS.map((stat) => (
            <Item key={stat.value}>
              <Value>{stat.value}</Value> <Label>{stat.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}
