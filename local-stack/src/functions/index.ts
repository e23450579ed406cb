// What the supabase/ package's checks use of the edge runtime: the Deno binary and its environment,
// one function on its own process, and the list of functions.
export { denoBinary, denoEnv, serveEntry } from './deno.ts';
export { FunctionProcess, type FunctionSource } from './process.ts';
export { functionSources, functionsDir } from './runtime.ts';
