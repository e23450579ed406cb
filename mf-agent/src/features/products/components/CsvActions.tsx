import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, buttonStyles, visuallyHiddenStyles, type ButtonStyleProps } from 'shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const HiddenInput = styled.input`
  ${visuallyHiddenStyles}
`;

// The file input stays in the tab order (visually hidden, not display:none); its label looks like a button.
const PickerLabel = styled.label<ButtonStyleProps>`
  ${buttonStyles}

  ${HiddenInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${HiddenInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface CsvActionsProps {
  disabled: boolean;
  onDownloadTemplate: () => void;
  onImport: (file: File) => void;
}

/** 'Baixar Template CSV' and the CSV picker. */
export function CsvActions({ disabled, onDownloadTemplate, onImport }: CsvActionsProps) {
  const inputId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again, after fixing it, imports it again.
    event.target.value = '';
    if (file) onImport(file);
  };
  return (
    <Row>
      <Button variant="secondary" onClick={onDownloadTemplate}>
        Baixar Template CSV
      </Button>
      <HiddenInput id={inputId} type="file" accept=".csv,text/csv" disabled={disabled} onChange={pick} />
      <PickerLabel htmlFor={inputId} $variant="secondary" $size="md" $fullWidth={false}>
        Importar CSV
      </PickerLabel>
    </Row>
  );
}
