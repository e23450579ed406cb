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

/** A section of the agenda's side cards (the reminders' history, the WhatsApp templates). */
export const AsideSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One entry of such a section: a top line (name and badges) over its details. */
export const AsideEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const AsideMuted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
