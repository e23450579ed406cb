/** Set by the page (the servers inject it into index.html), so one build serves any backend. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

declare global {
  interface Window {
    __ATENDE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

// The Supabase CLI's published local anon key: public by design, and only the local default.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function readRuntimeConfig(): RuntimeConfig {
  const injected = typeof window !== 'undefined' ? window.__ATENDE_CONFIG__ : undefined;
  return {
    supabaseUrl: injected?.supabaseUrl ?? 'http://localhost:54321',
    supabaseAnonKey: injected?.supabaseAnonKey ?? LOCAL_ANON_KEY,
  };
}
