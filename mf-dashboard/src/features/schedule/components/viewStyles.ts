import styled from 'styled-components';

/** A calendar view: a region named 'Visão do dia' / 'da semana' / 'do mês'. */
export const ViewRegion = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const ViewHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &::first-letter {
    text-transform: uppercase;
  }
`;

/** A small '+N mais' style link-button inside a view. */
export const MoreButton = styled.button`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

/** A list without bullets, its items stacked with a gap (the cards, the history entries). */
export const StackedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
