import { SAMPLE_CREDENTIALS } from './sampleCredentials';

describe('sample credentials', () => {
  it('covers the calendar OAuth client, the backend, the payment provider and the messaging gateway', () => {
    const names = SAMPLE_CREDENTIALS.map((c) => c.name).join(' | ');
    expect(names).toMatch(/Google OAuth Client ID/);
    expect(names).toMatch(/Supabase URL.*Supabase Anon Key/);
    expect(names).toMatch(/Asaas/);
    expect(names).toMatch(/Evolution API Key.*Evolution API URL.*Evolution Instance ID/);
  });

  it('holds only visible placeholders, never anything shaped like a real key', () => {
    for (const c of SAMPLE_CREDENTIALS) expect(c.value).toMatch(/^exemplo-[a-z-]+$/);
  });

  it('has unique ids', () => {
    expect(new Set(SAMPLE_CREDENTIALS.map((c) => c.id)).size).toBe(SAMPLE_CREDENTIALS.length);
  });
});
