import * as v from 'valibot';
import { isPersonType, type PersonType } from '../entities/personType.ts';

// Before the checkout sends the visitor to the external identity provider it saves where it was;
// the callback and the checkout read it back on return. Separate localStorage items under the
// original client's key names. Passwords are never written.

export const CHECKOUT_RESUME_KEYS = Object.freeze({
  active: 'checkout_in_progress',
  timestamp: 'checkout_timestamp',
  returnUrl: 'checkout_return_url',
  personType: 'checkout_person_type',
  formData: 'checkout_form_data',
});

/** A checkout in progress counts for 30 minutes. */
export const CHECKOUT_RESUME_TTL_MS = 30 * 60 * 1000;

/** The customer data typed so far; the only fields saved. */
export interface CheckoutResumeFormData {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  businessName: string;
  cnpj: string;
}

export interface CheckoutResumeInput {
  returnUrl: string;
  personType: PersonType;
  /** Anything else on the object (passwords) is dropped. */
  formData: Partial<CheckoutResumeFormData>;
}

export interface CheckoutResume extends CheckoutResumeInput {
  formData: CheckoutResumeFormData;
  /** Epoch milliseconds of the save. */
  savedAt: number;
}

const FORM_FIELDS = ['name', 'email', 'cpf', 'phone', 'businessName', 'cnpj'] as const;

// v.object drops unknown keys, so a stored password (from an older client) is not read back either.
const formDataSchema = v.object({
  name: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  cpf: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  businessName: v.optional(v.string(), ''),
  cnpj: v.optional(v.string(), ''),
});

function pickFormData(formData: Partial<CheckoutResumeFormData>): CheckoutResumeFormData {
  const picked = {} as CheckoutResumeFormData;
  for (const key of FORM_FIELDS) {
    const value = formData[key];
    picked[key] = typeof value === 'string' ? value : '';
  }
  return picked;
}

/** Saves the checkout state; false when storage refuses (quota, disabled storage). */
export function saveCheckoutResume(storage: Storage, data: CheckoutResumeInput, now: number): boolean {
  try {
    storage.setItem(CHECKOUT_RESUME_KEYS.active, 'true');
    storage.setItem(CHECKOUT_RESUME_KEYS.timestamp, String(now));
    storage.setItem(CHECKOUT_RESUME_KEYS.returnUrl, data.returnUrl);
    storage.setItem(CHECKOUT_RESUME_KEYS.personType, data.personType);
    storage.setItem(CHECKOUT_RESUME_KEYS.formData, JSON.stringify(pickFormData(data.formData)));
    return true;
  } catch {
    clearCheckoutResume(storage);
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The saved checkout, or null when absent, malformed, saved in the future or older than
 * CHECKOUT_RESUME_TTL_MS. Reading does not clear: the caller decides (clearCheckoutResume).
 */
export function readCheckoutResume(storage: Storage, now: number): CheckoutResume | null {
  const items = readItems(storage);
  if (!items || items.active !== 'true' || !isPersonType(items.personType)) return null;
  if (items.timestamp === null || items.returnUrl === null || items.formData === null) return null;

  const savedAt = /^\d+$/.test(items.timestamp) ? Number(items.timestamp) : NaN;
  const age = now - savedAt;
  if (!Number.isSafeInteger(savedAt) || !(age >= 0) || age > CHECKOUT_RESUME_TTL_MS) return null;

  const formData = v.safeParse(formDataSchema, parseJson(items.formData));
  if (!formData.success) return null;

  return { savedAt, returnUrl: items.returnUrl, personType: items.personType, formData: formData.output };
}

type StoredItems = Record<keyof typeof CHECKOUT_RESUME_KEYS, string | null>;

/** All five items, or null when storage is unavailable (disabled cookies, sandboxed frames). */
function readItems(storage: Storage): StoredItems | null {
  try {
    const items = {} as StoredItems;
    for (const [name, key] of Object.entries(CHECKOUT_RESUME_KEYS)) {
      items[name as keyof StoredItems] = storage.getItem(key);
    }
    return items;
  } catch {
    return null;
  }
}

export function clearCheckoutResume(storage: Storage): void {
  for (const key of Object.values(CHECKOUT_RESUME_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage disabled: nothing was saved either.
    }
  }
}
