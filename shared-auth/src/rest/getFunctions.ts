import { FunctionsClient } from '@supabase/functions-js';
import { readRuntimeConfig } from '../config/runtimeConfig';
import { userFetch } from './userFetch';

let client: FunctionsClient | undefined;

/**
 * The API's functions with the signed-in user's token, without the Supabase client: the same
 * FunctionsClient supabase-js's `functions` is (@supabase/functions-js, about 1.5 KB gzip), so a first
 * screen that reads from a function (Meu Plano's billing) does not wait for supabase-js either.
 */
export function getFunctions(): FunctionsClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
    client = new FunctionsClient(`${supabaseUrl}/functions/v1`, {
      headers: { apikey: supabaseAnonKey },
      customFetch: userFetch,
    });
  }
  return client;
}
