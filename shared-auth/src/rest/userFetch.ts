import { readRuntimeConfig } from '../config/runtimeConfig';
import { useAuthStore } from '../store/authStore';

/**
 * fetch with the signed-in user's token (the anon key when nobody is), read at each request: a token
 * refreshed by supabase-js, once it has loaded, is used from then on.
 */
export function userFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const token = useAuthStore.getState().session?.access_token ?? readRuntimeConfig().supabaseAnonKey;
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
}
