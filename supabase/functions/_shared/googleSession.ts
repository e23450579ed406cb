// The caller's Google access for one request: the stored token, refreshed when it has expired
// (or when Google refuses it early), the new one written back to google_calendar_tokens.
import { GoogleError, google, type StoredToken } from './google.ts';
import { admin, must } from './supabase.ts';

/** Refresh this long before the stored expiry, so a token does not die in the middle of a sync. */
const EXPIRY_MARGIN_MS = 60_000;

export interface TokenRow {
  user_id: string;
  user_email: string;
  token: StoredToken;
  last_sync_at: string | null;
}

/** The refresh token no longer works (revoked at Google, or never given): the user must connect again. */
export class ReconnectRequired extends Error {}

export async function tokenRowOf(userId: string): Promise<TokenRow | null> {
  const row = must(
    await admin()
      .from('google_calendar_tokens')
      .select('user_id,user_email,token,last_sync_at')
      .eq('user_id', userId)
      .maybeSingle(),
  );
  // token is jsonb written only by the callback and refresh below, from Google's token answer.
  return row && { ...row, token: row.token as StoredToken };
}

export class GoogleSession {
  private refreshing: Promise<string> | null = null;

  constructor(private row: TokenRow) {}

  /** A working access token: the stored one, or a fresh one when it is about to expire. */
  async accessToken(): Promise<string> {
    if (Date.parse(this.row.token.expires_at) - EXPIRY_MARGIN_MS > Date.now()) return this.row.token.access_token;
    return this.refresh();
  }

  /** One refresh at a time, shared by the calls that asked for it concurrently. */
  refresh(): Promise<string> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<string> {
    let token: StoredToken;
    try {
      token = await google.refresh(this.row.token);
    } catch (err) {
      if (err instanceof GoogleError && (err.reason === 'invalid_grant' || err.status === 401)) {
        throw new ReconnectRequired(err.message);
      }
      throw err;
    }
    must(await admin().from('google_calendar_tokens').update({ token }).eq('user_id', this.row.user_id));
    this.row = { ...this.row, token };
    return token.access_token;
  }

  /** Runs a Calendar call, refreshing once and retrying when Google answers 401 (token revoked or expired early). */
  async call<T>(fn: (accessToken: string) => Promise<T>): Promise<T> {
    const used = await this.accessToken();
    try {
      return await fn(used);
    } catch (err) {
      if (!(err instanceof GoogleError) || err.status !== 401) throw err;
      // Another call may already have refreshed; otherwise refresh now.
      const current = this.row.token.access_token;
      return fn(current !== used ? current : await this.refresh());
    }
  }
}
