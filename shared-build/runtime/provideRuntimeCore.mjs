// The shell's runtime plugin that gives the remotes the shell's own runtime core (the same module
// its bundler runtime uses, so the shell carries no second copy). It runs before any remote entry.
import { installRuntimeCore } from './installRuntimeCore.mjs';

installRuntimeCore();

export default function provideRuntimeCore() {
  return { name: 'atende-provide-runtime-core' };
}
