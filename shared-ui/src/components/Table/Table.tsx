import type { Key, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T, rowIndex: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** CSS width, e.g. '120px' or '20%'. */
  width?: string;
  /** Marks this column's cells as row headers (<th scope="row">), e.g. the client name. */
  rowHeader?: boolean;
}

export interface TableProps<T> {
  /** Names the table for screen readers; required even when hidden. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Stable React key per row; defaults to the index. */
  getRowKey?: (row: T, index: number) => Key;
  /** Shown in one full-width row when `rows` is empty. */
  emptyText?: ReactNode;
  className?: string;
}

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Caption = styled.caption<{ $hidden?: boolean }>`
  padding: ${({ theme }) => theme.space[3]};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

const cellPadding = css`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const HeaderCell = styled.th<{ $align: string; $width?: string }>`
  ${cellPadding}
  text-align: ${({ $align }) => $align};
  width: ${({ $width }) => $width ?? 'auto'};
  background: ${({ theme }) => theme.colors.gray[50]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cell = styled.td<{ $align: string }>`
  ${cellPadding}
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tr:last-child > & {
    border-bottom: 0;
  }
`;

const Empty = styled.td`
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Semantic data table; columns say how to render each cell. */
export function Table<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyText = 'Nenhum registro encontrado',
  className,
}: TableProps<T>) {
  return (
    <Scroll className={className}>
      <StyledTable>
        <Caption $hidden={hideCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" $align={column.align ?? 'left'} $width={column.width}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={getRowKey ? getRowKey(row, rowIndex) : rowIndex}>
                {columns.map((column) => (
                  <Cell
                    key={column.key}
                    as={column.rowHeader ? 'th' : 'td'}
                    scope={column.rowHeader ? 'row' : undefined}
                    $align={column.align ?? 'left'}
                  >
                    {column.render(row, rowIndex)}
                  </Cell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
