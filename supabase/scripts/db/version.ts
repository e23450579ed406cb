/**
 * The next migration's version, in the CLI's format (UTC yyyymmddhhmmss): now, or just after the
 * newest migration when that one is dated ahead (a version must sort after every applied one).
 */
export function nextVersion(migrationFiles: string[], now = new Date()): string {
  const latest = migrationFiles
    .map((f) => /^(\d{14})_/.exec(f)?.[1])
    .filter((v): v is string => Boolean(v))
    .sort()
    .at(-1);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return latest && stamp <= latest ? String(BigInt(latest) + 100n) : stamp;
}
