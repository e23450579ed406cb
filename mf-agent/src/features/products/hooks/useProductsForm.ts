import { useCallback, useState } from 'react';
import type { AgentProductRow } from 'shared-domain';
import { toast } from 'shared-ui';
import { downloadTextFile } from 'shared-ui/widgets';
import { useReplaceAgentProducts } from '../api/useReplaceAgentProducts';
import { CSV_MESSAGES, isCsvFile } from '../utils/csvFile';
import type { ProductsCsvResult } from '../utils/parseProductsCsv';
import { blankDraft, collectProducts, PRODUCT_MESSAGES, toDrafts, type ProductDraft } from '../utils/productDrafts';
import { readFileText } from '../utils/readFileText';

export type DraftField = Exclude<keyof ProductDraft, 'key'>;

/** The Produtos/Serviços table: rows as typed, the CSV template and import, and the save. */
export function useProductsForm(
  agentId: string,
  initialProducts: AgentProductRow[],
  onSaved: (rows: AgentProductRow[]) => void,
) {
  const [drafts, setDrafts] = useState(() => toDrafts(initialProducts));
  const replace = useReplaceAgentProducts(agentId, (saved) => {
    toast.success(PRODUCT_MESSAGES.saved);
    onSaved(saved);
  });
  const [error, setError] = useState<{ message: string; keys: string[] } | null>(null);

  const change = useCallback((key: string, field: DraftField, value: string) => {
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  }, []);

  const addRow = useCallback(() => setDrafts((rows) => [...rows, blankDraft()]), []);

  const downloadTemplate = useCallback(async () => {
    try {
      // The CSV code (with papaparse) loads when the owner asks for the template or picks a file.
      const { productsTemplateCsv, PRODUCTS_TEMPLATE_FILENAME } = await import('../utils/productsTemplate');
      downloadTextFile(PRODUCTS_TEMPLATE_FILENAME, productsTemplateCsv());
    } catch (err) {
      console.error('[products] template', err);
    }
  }, []);

  const importFile = useCallback(async (file: File) => {
    if (!isCsvFile(file)) {
      toast.error(CSV_MESSAGES.notCsv);
      return;
    }
    let result: ProductsCsvResult;
    try {
      const { parseProductsCsv } = await import('../utils/parseProductsCsv');
      result = parseProductsCsv(await readFileText(file));
    } catch (err) {
      console.error('[products] read CSV', err);
      toast.error(CSV_MESSAGES.failed);
      return;
    }
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setDrafts(toDrafts(result.products));
    setError(null);
    toast.success(CSV_MESSAGES.imported(result.products.length));
  }, []);

  const { mutate } = replace;
  const save = useCallback(() => {
    const collected = collectProducts(drafts);
    if (!collected.ok) {
      if (collected.invalidKeys.length === 0) {
        setError(null);
        toast.error(collected.error);
      } else {
        setError({ message: collected.error, keys: collected.invalidKeys });
      }
      return;
    }
    setError(null);
    mutate(collected.products);
  }, [drafts, mutate]);

  return { drafts, saving: replace.isPending, error, change, addRow, downloadTemplate, importFile, save };
}
