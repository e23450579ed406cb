import {
  CHECKOUT_RESUME_KEYS,
  CHECKOUT_RESUME_TTL_MS,
  clearCheckoutResume,
  readCheckoutResume,
  saveCheckoutResume,
  type CheckoutResumeInput,
} from './checkoutResume.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

const input: CheckoutResumeInput = {
  returnUrl: '/checkout?plan=anual',
  personType: 'juridica',
  formData: {
    name: 'Maria Oliveira',
    email: 'maria@clinica.com.br',
    cpf: '',
    phone: '(11) 98765-4321',
    businessName: 'Clínica Bem-Estar',
    cnpj: '12.ABC.345/01DE-35',
  },
};

const storage = window.localStorage;

beforeEach(() => storage.clear());

describe('checkout resume keys', () => {
  it('uses five separate items and a 30-minute validity', () => {
    expect(Object.values(CHECKOUT_RESUME_KEYS)).toHaveLength(5);
    expect(new Set(Object.values(CHECKOUT_RESUME_KEYS)).size).toBe(5);
    expect(CHECKOUT_RESUME_TTL_MS).toBe(1_800_000);
  });
});

describe('saveCheckoutResume / readCheckoutResume', () => {
  it('round-trips through localStorage', () => {
    expect(saveCheckoutResume(storage, input, NOW)).toBe(true);
    expect(storage.getItem(CHECKOUT_RESUME_KEYS.active)).toBe('true');
    expect(storage.getItem(CHECKOUT_RESUME_KEYS.timestamp)).toBe(String(NOW));
    expect(readCheckoutResume(storage, NOW + 1000)).toEqual({ ...input, savedAt: NOW });
  });

  it('never stores passwords, even when the whole form is passed', () => {
    const form = { ...input.formData, password: 'segredo123', confirmPassword: 'segredo123' };
    saveCheckoutResume(storage, { ...input, formData: form }, NOW);
    const everything = Object.values(CHECKOUT_RESUME_KEYS)
      .map((k) => storage.getItem(k))
      .join('|');
    expect(everything).not.toContain('segredo123');
    expect(Object.keys(JSON.parse(storage.getItem(CHECKOUT_RESUME_KEYS.formData)!)).sort()).toEqual(
      ['businessName', 'cnpj', 'cpf', 'email', 'name', 'phone'].sort(),
    );
  });

  it('fills fields that were not given with empty strings', () => {
    saveCheckoutResume(storage, { ...input, formData: { email: 'a@b.com' } }, NOW);
    expect(readCheckoutResume(storage, NOW)?.formData).toEqual({
      name: '',
      email: 'a@b.com',
      cpf: '',
      phone: '',
      businessName: '',
      cnpj: '',
    });
  });

  it('is valid up to 30 minutes, not after', () => {
    saveCheckoutResume(storage, input, NOW);
    expect(readCheckoutResume(storage, NOW + CHECKOUT_RESUME_TTL_MS)).not.toBeNull();
    expect(readCheckoutResume(storage, NOW + CHECKOUT_RESUME_TTL_MS + 1)).toBeNull();
  });

  it('refuses a timestamp in the future', () => {
    saveCheckoutResume(storage, input, NOW);
    expect(readCheckoutResume(storage, NOW - 1)).toBeNull();
  });

  it('returns null when nothing was saved', () => {
    expect(readCheckoutResume(storage, NOW)).toBeNull();
  });

  it.each([
    ['the flag is missing', () => storage.removeItem(CHECKOUT_RESUME_KEYS.active)],
    ['the flag is not "true"', () => storage.setItem(CHECKOUT_RESUME_KEYS.active, 'false')],
    ['the timestamp is missing', () => storage.removeItem(CHECKOUT_RESUME_KEYS.timestamp)],
    ['the timestamp is not a number', () => storage.setItem(CHECKOUT_RESUME_KEYS.timestamp, 'ontem')],
    ['the timestamp is a float', () => storage.setItem(CHECKOUT_RESUME_KEYS.timestamp, `${NOW}.5`)],
    ['the return URL is missing', () => storage.removeItem(CHECKOUT_RESUME_KEYS.returnUrl)],
    ['the person type is unknown', () => storage.setItem(CHECKOUT_RESUME_KEYS.personType, 'empresa')],
    ['the form data is missing', () => storage.removeItem(CHECKOUT_RESUME_KEYS.formData)],
    ['the form data is not JSON', () => storage.setItem(CHECKOUT_RESUME_KEYS.formData, '{nome')],
    ['the form data is not an object', () => storage.setItem(CHECKOUT_RESUME_KEYS.formData, '"texto"')],
    ['a form field is not a string', () => storage.setItem(CHECKOUT_RESUME_KEYS.formData, '{"name": 42}')],
  ])('returns null when %s', (_why, spoil) => {
    saveCheckoutResume(storage, input, NOW);
    spoil();
    expect(readCheckoutResume(storage, NOW)).toBeNull();
  });

  it('does not read back a password an older client stored', () => {
    saveCheckoutResume(storage, input, NOW);
    storage.setItem(CHECKOUT_RESUME_KEYS.formData, JSON.stringify({ ...input.formData, password: 'x' }));
    expect(readCheckoutResume(storage, NOW)?.formData).not.toHaveProperty('password');
  });

  it('does not clear on read', () => {
    saveCheckoutResume(storage, input, NOW);
    readCheckoutResume(storage, NOW + CHECKOUT_RESUME_TTL_MS + 1);
    expect(storage.getItem(CHECKOUT_RESUME_KEYS.active)).toBe('true');
  });

  it('reports false and leaves nothing half-written when storage refuses', () => {
    const full = {
      get length() {
        return storage.length;
      },
      clear: () => storage.clear(),
      key: (i: number) => storage.key(i),
      getItem: (k: string) => storage.getItem(k),
      removeItem: (k: string) => storage.removeItem(k),
      setItem: (k: string, value: string) => {
        if (k === CHECKOUT_RESUME_KEYS.formData) throw new DOMException('quota', 'QuotaExceededError');
        storage.setItem(k, value);
      },
    } as Storage;
    expect(saveCheckoutResume(full, input, NOW)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('returns null when storage throws on read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readCheckoutResume(blocked, NOW)).toBeNull();
  });
});

describe('clearCheckoutResume', () => {
  it('removes every item and nothing else', () => {
    storage.setItem('chat_session_id', 'web_chat_1');
    saveCheckoutResume(storage, input, NOW);
    clearCheckoutResume(storage);
    for (const key of Object.values(CHECKOUT_RESUME_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('chat_session_id')).toBe('web_chat_1');
    expect(readCheckoutResume(storage, NOW)).toBeNull();
  });
});
