// The card holder's address: Asaas requires postalCode and addressNumber in creditCardHolderInfo
// for a card charge, which the original payload left out. The texts are ours.
export const HOLDER_ADDRESS_MESSAGES = Object.freeze({
  postalCodeRequired: 'CEP é obrigatório',
  postalCodeInvalid: 'CEP inválido',
  addressNumberRequired: 'Número do endereço é obrigatório',
});

export interface HolderAddress {
  postalCode: string;
  addressNumber: string;
}

/** '01310100' → '01310-100' while typing. */
export function maskCep(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export function validateHolderAddress(address: HolderAddress): Partial<Record<keyof HolderAddress, string>> {
  const m = HOLDER_ADDRESS_MESSAGES;
  const errors: Partial<Record<keyof HolderAddress, string>> = {};
  const cep = address.postalCode.replace(/\D/g, '');
  if (!address.postalCode.trim()) errors.postalCode = m.postalCodeRequired;
  else if (cep.length !== 8) errors.postalCode = m.postalCodeInvalid;
  if (!address.addressNumber.trim()) errors.addressNumber = m.addressNumberRequired;
  return errors;
}
