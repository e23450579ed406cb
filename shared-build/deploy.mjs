// Deploying one remote: its build goes to the folder its own origin serves, with no change to the
// shell. Content-hashed files are immutable, so they are added first and the previous ones stay
// (a page still running the previous version can finish loading it); the entry files (remoteEntry.js,
// mf-manifest.json, the standalone page…) are switched last, each by an atomic rename, after the
// previous ones are kept in `<served>.previous/` for a rollback.
import fs from 'node:fs';
import path from 'node:path';

const HASHED_NAME = /\.[0-9a-f]{10}\./;

const isHashed = (file) => HASHED_NAME.test(path.basename(file));

/** Entry files in switching order: the manifest last, since until it changes the shell keeps the old entry. */
const manifestLast = (files) => [...files.filter((f) => f !== 'mf-manifest.json'), 'mf-manifest.json'];

function filesOf(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
  });
}

function replaceAtomically(source, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.deploying`;
  fs.copyFileSync(source, temporary);
  fs.renameSync(temporary, target);
}

/**
 * Puts the build in `from` where `to` is served. Returns what changed. A second deploy replaces the
 * kept previous version; `rollbackRemote(to)` brings it back.
 */
export function deployRemote({ from, to }) {
  if (!fs.existsSync(path.join(from, 'mf-manifest.json'))) throw new Error(`${from} is not a remote's build`);
  const files = filesOf(from);
  const hashed = files.filter(isHashed);
  const entries = files.filter((f) => !isHashed(f));
  for (const file of hashed) {
    const target = path.join(to, file);
    if (!fs.existsSync(target)) replaceAtomically(path.join(from, file), target);
  }
  const previous = `${to}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  for (const file of entries) {
    const current = path.join(to, file);
    if (fs.existsSync(current)) {
      fs.mkdirSync(path.dirname(path.join(previous, file)), { recursive: true });
      fs.copyFileSync(current, path.join(previous, file));
    }
  }
  const ordered = manifestLast(entries);
  for (const file of ordered) replaceAtomically(path.join(from, file), path.join(to, file));
  return { added: hashed.length, switched: ordered.length };
}

/** Switches `to` back to the entry files kept by the last deploy (its hashed files never left). */
export function rollbackRemote({ to }) {
  const previous = `${to}.previous`;
  if (!fs.existsSync(previous)) throw new Error(`nothing to roll back to in ${previous}`);
  const files = filesOf(previous);
  for (const file of manifestLast(files)) {
    if (fs.existsSync(path.join(previous, file))) replaceAtomically(path.join(previous, file), path.join(to, file));
  }
  fs.rmSync(previous, { recursive: true, force: true });
  return { switched: files.length };
}
