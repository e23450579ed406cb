import * as v from 'valibot';
import { firstIssuePerField, hasErrors } from './fieldErrors.ts';

const schema = v.object({
  a: v.pipe(v.string(), v.minLength(1, 'a vazio'), v.minLength(3, 'a curto')),
  b: v.object({ c: v.pipe(v.string(), v.minLength(1, 'c vazio')) }),
  d: v.string(),
});

describe('firstIssuePerField', () => {
  it('keeps the first message of each top-level field', () => {
    const result = v.safeParse(schema, { a: '', b: { c: '' }, d: 'ok' });
    expect(result.success).toBe(false);
    expect(firstIssuePerField(result.issues!)).toEqual({ a: 'a vazio', b: 'c vazio' });
  });
});

describe('hasErrors', () => {
  it('is true when any field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });
});
