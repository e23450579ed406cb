// What a suite runs: every package's tests, or (with `since`) those of the packages a change touches
// and of the packages that depend on them, from lerna's package graph, plus the journeys that cross
// the touched apps. Each choice carries its reason, printed before the run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../apps.mjs';
import { areaOf, areaTag, NO_JOURNEY } from './areas.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The local stack: what it changes reaches every journey (all of them run on it). */
const STACK = 'local-stack';
/** Changes outside the packages that cannot reach a test: documentation and the editor's files. */
const INERT = /(^|\/)(README|CHANGELOG)[^/]*\.md$|^\.vscode\/|^\.gitignore$/;

function lerna(args) {
  const out = execFileSync('npx', ['lerna', 'ls', '--all', '--json', '--toposort', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out).map((p) => ({ name: p.name, dir: path.relative(root, p.location) }));
}

/** The files changed since the merge base with `ref`, committed or not, untracked included. */
function changedFiles(ref) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const base = git('merge-base', ref, 'HEAD')[0];
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])];
}

/**
 * The journeys' selection for the touched packages and the changed files: null for all of them, else
 * Playwright's --grep over the apps' tags ('@mf-inbox') and the backend areas' ('@backend-booking'),
 * matched whole. A backend change confined to some functions' folders (and the backend's own tests)
 * selects those functions' areas; anything else in it (the schema, the shared code) selects all.
 */
export function journeyGrep(touched, files = []) {
  if (touched.some((p) => p === 'e2e' || p === STACK || p.startsWith('shared-'))) return null;
  const tags = APPS.map((a) => a.dir)
    .filter((dir) => touched.includes(dir))
    .map((a) => `@${a}`);
  if (touched.includes('supabase-project')) {
    for (const file of files.filter((f) => f.startsWith('supabase/') && !INERT.test(f))) {
      const fn = /^supabase\/functions\/([^/]+)\//.exec(file)?.[1];
      // The backend's tests run in its package, and no page calls NO_JOURNEY: no journey changes.
      if (fn === 'tests' || NO_JOURNEY.includes(fn)) continue;
      const area = fn && areaOf(fn);
      if (!area) return null;
      tags.push(areaTag(area));
    }
  }
  return tags.length ? `(${[...new Set(tags)].join('|')})(?![\\w-])` : '';
}

/**
 * The packages to test and why. `since`: a git ref (the change is everything since its merge base);
 * without it, every package.
 * @returns {{ packages: { name: string, dir: string, why: string }[], journeys: string | null | '', why: string[] }}
 */
export function plan(since) {
  const all = lerna([]);
  if (!since) return { packages: all.map((p) => ({ ...p, why: 'whole suite' })), journeys: null, why: [] };

  const files = changedFiles(since);
  const owner = (file) => all.find((p) => file.startsWith(`${p.dir}/`));
  const outside = files.filter((f) => !owner(f) && !INERT.test(f));
  if (outside.length) {
    const why = [
      `files outside the packages changed (${outside.slice(0, 5).join(', ')}${outside.length > 5 ? '…' : ''}): everything`,
    ];
    return { packages: all.map((p) => ({ ...p, why: 'reached by a root file' })), journeys: null, why };
  }
  const direct = new Set(files.filter((f) => !INERT.test(f)).map((f) => owner(f).name));
  // lerna's --since: the changed packages and every package that depends on them.
  const graph = new Set([...lerna(['--since', since]).map((p) => p.name), ...direct]);
  // The packages whose tests run against the stack are reached by the backend's schema and functions
  // (their tests, not their journeys: their code did not change).
  const reached = new Set(graph);
  if (direct.has('supabase-project')) for (const p of all) if ('test:stack' in scriptsOf(p)) reached.add(p.name);

  const packages = all
    .filter((p) => reached.has(p.name))
    .map((p) => ({
      ...p,
      why: direct.has(p.name)
        ? `changed (${files.filter((f) => owner(f)?.name === p.name).length} files)`
        : graph.has(p.name)
          ? 'depends on a changed package'
          : 'its tests run on the changed backend',
    }));
  const journeys = journeyGrep([...graph], files);
  return { packages, journeys, why: [`${files.length} files changed since ${since}`] };
}

/** A package's npm scripts. */
function scriptsOf(pkg) {
  return JSON.parse(fs.readFileSync(path.join(root, pkg.dir, 'package.json'), 'utf8')).scripts ?? {};
}

/** A package's test parts: its `test:*` scripts in order, else `test`. `test:unit` (Jest) runs batched. */
export function testScripts(pkg) {
  const scripts = scriptsOf(pkg);
  const parts = Object.keys(scripts).filter((s) => s.startsWith('test:'));
  return parts.length ? parts : scripts.test ? ['test'] : [];
}
