export function deployRemote(opts: { from: string; to: string }): { added: number; switched: number };
export function rollbackRemote(opts: { to: string }): { switched: number };
