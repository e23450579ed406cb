// /v3/customers: create (200, not 201), list with filters and Asaas's list envelope, get by id.
import { isValidCpfOrCnpj } from '../../../../shared-domain/src/documents/cpfCnpj.ts';
import { normalizeDocument, onlyDigits } from '../../../../shared-domain/src/documents/normalize.ts';
import { today } from './dates.ts';
import { invalid, notFound } from './errors.ts';
import { listOf, type Body } from './list.ts';
import type { AsaasStore, Customer } from './store.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function createCustomer(store: AsaasStore, body: Body): Customer {
  const name = str(body.name);
  if (!name) throw invalid('invalid_name', 'O nome do cliente deve ser informado.');
  const rawDoc = str(body.cpfCnpj);
  if (!rawDoc) throw invalid('invalid_cpfCnpj', 'O CPF/CNPJ do cliente deve ser informado.');
  // The alphanumeric CNPJ (letters in the first 12 characters) is valid since July 2026.
  const cpfCnpj = normalizeDocument(rawDoc);
  if (!isValidCpfOrCnpj(cpfCnpj)) throw invalid('invalid_object', 'O CPF/CNPJ informado é inválido.');
  const email = str(body.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalid('invalid_email', 'O email informado é inválido.');
  }
  const customer: Customer = {
    object: 'customer',
    id: store.customerId(),
    dateCreated: today(),
    name,
    email,
    phone: str(body.phone) ? onlyDigits(String(body.phone)) : null,
    mobilePhone: str(body.mobilePhone) ? onlyDigits(String(body.mobilePhone)) : null,
    cpfCnpj,
    personType: cpfCnpj.length === 11 ? 'FISICA' : 'JURIDICA',
    postalCode: str(body.postalCode) ? onlyDigits(String(body.postalCode)) : null,
    addressNumber: str(body.addressNumber),
    externalReference: str(body.externalReference),
    deleted: false,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

export function listCustomers(store: AsaasStore, params: URLSearchParams) {
  const email = params.get('email')?.toLowerCase();
  const doc = params.get('cpfCnpj') ? normalizeDocument(params.get('cpfCnpj')!) : null;
  const name = params.get('name')?.toLowerCase();
  const externalReference = params.get('externalReference');
  const matches = [...store.customers.values()].filter(
    (c) =>
      !c.deleted &&
      (!email || c.email?.toLowerCase() === email) &&
      (!doc || c.cpfCnpj === doc) &&
      (!name || c.name.toLowerCase().includes(name)) &&
      (!externalReference || c.externalReference === externalReference),
  );
  return listOf(matches, params);
}

export function getCustomer(store: AsaasStore, id: string): Customer {
  const customer = store.customers.get(id);
  if (!customer || customer.deleted) throw notFound('Cliente não encontrado.');
  return customer;
}
