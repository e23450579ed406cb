import styled from 'styled-components';

/** Layout pieces shared by the auth screens. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

export const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Small = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.875rem;
`;
