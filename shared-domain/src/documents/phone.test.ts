import { BRAZILIAN_AREA_CODES, formatPhone, isValidPhone, normalizePhone, toInternationalPhone, withCountryCode } from './phone.ts';

describe('BRAZILIAN_AREA_CODES', () => {
  it('lists the 67 area codes in use', () => {
    expect(BRAZILIAN_AREA_CODES).toHaveLength(67);
    expect(BRAZILIAN_AREA_CODES).toEqual(expect.arrayContaining(['11', '21', '55', '61', '99']));
    expect(BRAZILIAN_AREA_CODES).not.toEqual(expect.arrayContaining(['10']));
    for (const code of [
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '50',
      '52',
      '56',
      '70',
      '72',
      '76',
      '78',
      '90',
    ]) {
      expect(BRAZILIAN_AREA_CODES).not.toContain(code);
    }
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['551134567890', '1134567890'],
    ['(55) 99876-5432', '55998765432'],
    ['(55) 3456-7890', '5534567890'],
    ['', ''],
  ])('%p → %p', (input, normalized) => {
    expect(normalizePhone(input)).toBe(normalized);
  });
});

describe('isValidPhone', () => {
  it.each([
    '(11) 98765-4321',
    '11987654321',
    '+55 11 98765-4321',
    '5511987654321',
    '(11) 3456-7890',
    '(21) 2345-6789',
    '(55) 99876-5432',
    '(55) 3456-7890',
    '+55 (55) 3456-7890',
    '(99) 5123-4567',
  ])('accepts %p', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['no area code', '98765-4321'],
    ['an area code not in use', '(10) 98765-4321'],
    ['an 11-digit number not starting with 9', '(11) 88765-4321'],
    ['an old 8-digit mobile', '(11) 8765-4321'],
    ['a landline starting with 1', '(11) 1234-5678'],
    ['too many digits', '(11) 98765-43210'],
    ['too few digits', '(11) 9876-543'],
    ['letters', '(11) 98765-432a'],
    ['another country code', '+1 212 555 0100'],
    ['another country code whose digits would look Brazilian', '+8 19 8765-4321'],
    ['empty', ''],
  ])('rejects %s', (_why, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('toInternationalPhone', () => {
  it('prefixes 55 to a valid number', () => {
    expect(toInternationalPhone('(11) 98765-4321')).toBe('5511987654321');
    expect(toInternationalPhone('+55 11 3456-7890')).toBe('551134567890');
  });

  it('returns null for an invalid one', () => {
    expect(toInternationalPhone('123')).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1198765432', '(11) 9876-5432'],
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
  ])('%p → %p', (input, masked) => {
    expect(formatPhone(input)).toBe(masked);
  });

  it('drops a +55 and extra digits', () => {
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11')).toBe('(11');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543219')).toBe('(11) 98765-4321');
  });

  it('re-formats a formatted number unchanged', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });
});

describe('withCountryCode', () => {
  it("puts Brazil's 55 in front of a national number only", () => {
    expect(withCountryCode('11987654321')).toBe('5511987654321');
    expect(withCountryCode('1134567890')).toBe('551134567890');
    expect(withCountryCode('5511987654321')).toBe('5511987654321');
    expect(withCountryCode('123')).toBe('123');
    expect(withCountryCode('')).toBe('');
  });
});
