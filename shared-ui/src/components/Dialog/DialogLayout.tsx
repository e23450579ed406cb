import styled from 'styled-components';

/** A dialog's row of buttons, main action last; on a narrow screen it wraps with the main action on top. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A form inside a dialog: fields stacked, its own DialogActions last (inside the form, so Enter and
 * the submit button work without the `form` attribute).
 */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > ${DialogActions}:last-child {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
