import * as v from 'valibot';
import { requiredPassword, requiredText } from './requiredFields.ts';

const issue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('requiredText', () => {
  const schema = requiredText('Nome é obrigatório');

  it.each(['', '   ', undefined, null, 42])('refuses %p with the field message', (value) => {
    expect(issue(schema, value)).toBe('Nome é obrigatório');
  });

  it('accepts text', () => {
    expect(issue(schema, 'Maria')).toBeNull();
  });
});

describe('requiredPassword', () => {
  const schema = requiredPassword('Senha é obrigatória');

  it.each(['', undefined, null])('refuses %p', (value) => {
    expect(issue(schema, value)).toBe('Senha é obrigatória');
  });

  it('accepts spaces as characters', () => {
    expect(issue(schema, '   ')).toBeNull();
  });
});
