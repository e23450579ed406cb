import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from 'shared-domain';
import { readRuntimeConfig } from '../config/runtimeConfig';
import { userFetch } from './userFetch';

/** PostgREST typed by the generated database types, as getSupabase().from()/rpc() are. */
export type RestClient = PostgrestClient<Database>;

let client: RestClient | undefined;

/**
 * The API's tables and functions with the signed-in user's token, without the Supabase client: the
 * first screen's reads (the profile, the subscription, the dashboard's figures) go out as soon as the
 * stored session is read, while supabase-js (about 58 KB gzip with auth and realtime) is still on its
 * way. The same query builder supabase-js uses (@supabase/postgrest-js), with the user's token
 * (userFetch). Writes go through getSupabase().
 */
export function getRest(): RestClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
    client = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: supabaseAnonKey },
      fetch: userFetch,
    });
  }
  return client;
}
