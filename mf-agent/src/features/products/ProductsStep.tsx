import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { FormError } from 'shared-ui/widgets';
import type { AgentProductRow } from 'shared-domain';
import { CsvActions } from './components/CsvActions';
import { ProductsTable } from './components/ProductsTable';
import { useProductsForm } from './hooks/useProductsForm';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProductsStepProps {
  agentId: string;
  initialProducts: AgentProductRow[];
  onSaved: (products: AgentProductRow[]) => void;
}

/** Step 3, Produtos/Serviços: what the assistant offers, typed or imported from a CSV. */
export function ProductsStep({ agentId, initialProducts, onSaved }: ProductsStepProps) {
  const form = useProductsForm(agentId, initialProducts, onSaved);
  return (
    <Card
      as="section"
      title="Produtos/Serviços"
      description="Cadastre o que seu negócio oferece: o assistente usa esta lista para responder seus clientes."
      actions={
        <CsvActions disabled={form.saving} onDownloadTemplate={form.downloadTemplate} onImport={form.importFile} />
      }
    >
      <Hint>Preencha código e nome para cada item; linhas sem código ou nome não são salvas.</Hint>
      <ProductsTable
        rows={form.drafts}
        invalidKeys={form.error?.keys ?? []}
        disabled={form.saving}
        onChange={form.change}
      />
      <FormError>{form.error?.message}</FormError>
      <Footer>
        <Button variant="ghost" onClick={form.addRow} disabled={form.saving}>
          Adicionar linha
        </Button>
        <Button onClick={form.save} busy={form.saving} busyLabel="Salvando...">
          Salvar e Continuar
        </Button>
      </Footer>
    </Card>
  );
}
