import type { SelectOption } from 'shared-ui/widgets';
import type { CredentialCategory, CredentialEnvironment } from '../types';

export const ENVIRONMENT_LABELS: Record<CredentialEnvironment, string> = {
  development: 'Desenvolvimento',
  production: 'Produção',
};

export const CATEGORY_LABELS: Record<CredentialCategory, string> = {
  api: 'API',
  oauth: 'OAuth',
  database: 'Banco de dados',
  payment: 'Pagamento',
  other: 'Outro',
};

const toOptions = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const ENVIRONMENT_OPTIONS = toOptions(ENVIRONMENT_LABELS);
export const CATEGORY_OPTIONS = toOptions(CATEGORY_LABELS);
