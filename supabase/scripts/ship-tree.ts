// The files `supabase functions deploy` uploads for one function, found the way the Supabase CLI finds
// them (its import walker, pkg/function/deno.go): starting at the entrypoint, every import or export
// specifier and dynamic import() in the file's text, mapped through the function's import map by
// prefix; specifiers without a file extension (bare packages, and extensionless relative paths: the
// CLI assumes no sloppy imports) and anything not starting with ./ ../ or / are skipped; relative ones
// resolve against the importing file. A missing file is only a warning to the CLI. The deno.json
// itself is uploaded too.
import fs from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:import|export)\s+(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

export interface ShippedFiles {
  /** Paths relative to the repository root, as the CLI uploads them. */
  files: string[];
  /** Files an import named that do not exist. */
  missing: string[];
}

function importMapOf(configFile: string): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { imports?: Record<string, string> };
  const dir = path.dirname(configFile);
  // Relative targets are resolved against the deno.json, absolute paths and URLs kept as they are.
  return Object.fromEntries(
    Object.entries(config.imports ?? {}).map(([key, target]) => [
      key,
      /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') ? target : `./${path.join(dir, target)}`,
    ]),
  );
}

/** What the CLI ships for the function whose entry and deno.json are given (paths relative to `root`). */
export function shippedFiles(root: string, entry: string, configFile: string): ShippedFiles {
  const imports = importMapOf(path.join(root, configFile));
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = [path.normalize(entry)];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const file = path.join(root, current);
    if (!fs.existsSync(file)) {
      missing.push(current);
      continue;
    }
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      let specifier = (match[1] || match[2] || '').trim();
      let mapped = false;
      for (const [key, target] of Object.entries(imports)) {
        if (specifier.startsWith(key)) {
          specifier = target + specifier.slice(key.length);
          mapped = true;
        }
      }
      if (!path.posix.extname(specifier)) continue;
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative && !specifier.startsWith('/')) continue;
      queue.push(path.normalize(relative && !mapped ? path.join(path.dirname(current), specifier) : specifier));
    }
  }
  const files = [...seen].filter((f) => !missing.includes(f));
  return { files: [configFile, ...files].sort(), missing };
}

/** Copies the shipped files into `tree`, keeping their paths. */
export function copyTree(root: string, shipped: ShippedFiles, tree: string): void {
  for (const file of shipped.files) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tree, file));
  }
}
