// supabase/functions/staff-login: the developer console's login by username and password.
import * as v from 'valibot';
import { ANY_FIELD, BODY, fieldMessages, NOT_JSON, type FunctionContract } from './contract.ts';

/** The profiles.username column's own rule (after trimming and lower-casing). */
export const STAFF_USERNAME = /^[a-z0-9][a-z0-9._-]{1,31}$/;

export const STAFF_LOGIN_MESSAGES = Object.freeze({
  username: 'Informe um usuário válido.',
  password: 'Informe a senha.',
  /** What every refusal answers: a visitor learns nothing about which field or account was wrong. */
  refused: 'Credenciais inválidas',
});

const m = STAFF_LOGIN_MESSAGES;

const REFUSED = { code: 'invalid_credentials', status: 401, message: m.refused };

export const staffLoginContract = {
  request: v.object(
    {
      username: v.pipe(v.string(m.username), v.trim(), v.toLowerCase(), v.regex(STAFF_USERNAME, m.username)),
      password: v.pipe(v.string(m.password), v.nonEmpty(m.password)),
    },
    fieldMessages(m, m.refused),
  ),
  refusals: { [NOT_JSON]: REFUSED, [BODY]: REFUSED, [ANY_FIELD]: REFUSED },
} satisfies FunctionContract;

export type StaffLoginRequest = v.InferInput<typeof staffLoginContract.request>;

/** The auth server's session, handed back as it answered (only the tokens are read). */
export interface StaffLoginAnswer {
  access_token: string;
  refresh_token: string;
  [key: string]: unknown;
}
