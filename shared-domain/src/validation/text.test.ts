import { EMAIL_PATTERN, foldAccents, isBlank, passwordLength } from './text.ts';

describe('isBlank', () => {
  it.each(['', '   ', '\t\n', null, undefined])('%p is blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(['a', ' a '])('%p is not blank', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('passwordLength', () => {
  it('counts code points and keeps spaces', () => {
    expect(passwordLength('abcdefgh')).toBe(8);
    expect(passwordLength('senha çã')).toBe(8);
    expect(passwordLength('🔒🔒🔒')).toBe(3);
    expect(passwordLength('  ')).toBe(2);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['maria@clinica.com.br', 'a@b', 'joao+teste@exemplo.com'])('accepts %p', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['maria', 'maria@', '@clinica.com', 'ma ria@clinica.com', 'maria@@clinica.com', 'a@b@c', ' maria@x.com'])(
    'rejects %p',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('foldAccents', () => {
  it('lowers the case and folds the accents', () => {
    expect(foldAccents('Amanhã')).toBe('amanha');
    expect(foldAccents('Código ')).toBe('codigo ');
    expect(foldAccents('NÃO, Até Já')).toBe('nao, ate ja');
  });
});
