// What the import says and checks before the CSV reader (with papaparse) is loaded.

/** The CSV import's messages. */
export const CSV_MESSAGES = {
  notCsv: 'Por favor, selecione um arquivo CSV válido',
  badHeader: 'Formato de CSV inválido. Use o template fornecido.',
  noProducts: 'Nenhum produto válido encontrado no arquivo',
  failed: 'Erro ao processar arquivo CSV',
  imported: (n: number) => `${n} produtos/serviços importados com sucesso!`,
} as const;

/** The picker takes a file typed text/csv or named *.csv (Windows often types a .csv as Excel's). */
export function isCsvFile(file: { type: string; name: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}
