import { memo } from 'react';
import styled from 'styled-components';
import { Input, Table, type TableColumn } from 'shared-ui/widgets';
import type { DraftField } from '../hooks/useProductsForm';
import { MAX_SERVICE_DURATION, MIN_SERVICE_DURATION, type ProductDraft } from '../utils/productDrafts';

const Cell = styled.div<{ $width: string }>`
  min-width: ${({ $width }) => $width};
`;

export interface ProductsTableProps {
  rows: readonly ProductDraft[];
  /** Rows whose código repeats or whose valor or duração is refused: their inputs are marked invalid. */
  invalidKeys: readonly string[];
  disabled: boolean;
  onChange: (key: string, field: DraftField, value: string) => void;
}

/** One input per cell, each named for its row ('Código do item 3'): screen readers hear which row. */
export const ProductsTable = memo(function ProductsTable({
  rows,
  invalidKeys,
  disabled,
  onChange,
}: ProductsTableProps) {
  const field = (name: DraftField, header: string, width: string, extra: Partial<Parameters<typeof Input>[0]> = {}) =>
    ({
      key: name,
      header,
      render: (row, index) => (
        <Cell $width={width}>
          <Input
            label={`${header} do item ${index + 1}`}
            hideLabel
            value={row[name]}
            disabled={disabled}
            aria-invalid={name !== 'nome' && name !== 'descricao' && invalidKeys.includes(row.key) ? true : undefined}
            onChange={(event) => onChange(row.key, name, event.target.value)}
            {...extra}
          />
        </Cell>
      ),
    }) satisfies TableColumn<ProductDraft>;

  const columns = [
    field('codigo', 'Código', '7rem'),
    field('nome', 'Nome', '12rem'),
    field('valor', 'Valor (R$)', '8rem', { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' }),
    field('descricao', 'Descrição', '16rem'),
    // Optional: empty = the Agenda step's duration.
    field('duracao', 'Duração (min)', '6rem', {
      type: 'number',
      min: MIN_SERVICE_DURATION,
      max: MAX_SERVICE_DURATION,
      step: 1,
      inputMode: 'numeric',
      placeholder: 'Agenda',
    }),
  ];

  return <Table caption="Produtos e serviços" hideCaption columns={columns} rows={rows} getRowKey={(row) => row.key} />;
});
