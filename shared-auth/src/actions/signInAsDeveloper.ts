import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../supabase/getSupabase';
import { setRememberMe } from '../config/rememberMeStorage';
import { callFunction } from '../rest/callFunction';
import { TECHNICAL_ACCESS_KEY } from '../config/technicalAccess';

/**
 * The developer console's login: username and password. The staff-login function finds the
 * developer account behind the username and answers with the auth server's session, which becomes
 * this device's session. Refusals are FunctionCallErrors ('Credenciais inválidas', status 401).
 */
export async function signInAsDeveloper(username: string, password: string): Promise<Session> {
  const tokens = await callFunction('staff-login', { body: { username: username.trim(), password } });
  setRememberMe(true);
  window.localStorage.removeItem(TECHNICAL_ACCESS_KEY);
  const { data, error } = await getSupabase().auth.setSession({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  });
  if (error) throw error;
  if (!data.session) throw new Error('Sessão não recebida');
  return data.session;
}
