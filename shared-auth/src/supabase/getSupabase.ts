import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from 'shared-domain';
import { readRuntimeConfig } from '../config/runtimeConfig';
import { singletonRecord } from '../singletons';
import { sessionStore } from '../store/sessionStore';
import { AUTH_STORAGE_KEY } from '../store/storedSession';

export { AUTH_STORAGE_KEY };

/** The page's client, typed by the generated database types: tables, columns and RPCs are checked. */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | undefined;

/**
 * The one Supabase client of the page. shared-auth is a federation singleton, so every remote gets
 * this same instance (a second GoTrueClient would race the first over the stored session).
 */
export function getSupabase(): AppSupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: {
        flowType: 'pkce',
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
        storage: sessionStore,
      },
    });
    singletonRecord().supabaseClients += 1;
  }
  return client;
}
