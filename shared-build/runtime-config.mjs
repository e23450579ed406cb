// What the browser needs to know about its deployment, decided when the site is served (not when it
// is built), so one build runs against the local stack, a staging project or production.
// Only public values: the Supabase URL and its anon key (a public key by Supabase's design).
// An empty element, not a comment: the HTML pipeline drops comments. Minification may drop its quotes.
export const CONFIG_MARKER = '<template id="atende-config"></template>';
export const CONFIG_MARKER_PATTERN = /<template id="?atende-config"?><\/template>/;

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function runtimeConfig(env = process.env) {
  return {
    supabaseUrl: env.SUPABASE_URL ?? 'http://localhost:54321',
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  };
}

/**
 * The text of the inline script that sets window.__ATENDE_CONFIG__ (JSON, with `<` escaped so it
 * cannot close the tag). The production server allows exactly this text by its hash in the page's CSP.
 */
export function configScriptBody(config = runtimeConfig()) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__ATENDE_CONFIG__=${json}`;
}

/** The inline script itself. */
export function configScript(config = runtimeConfig()) {
  return `<script>${configScriptBody(config)}</script>`;
}
