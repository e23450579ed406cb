/** Lower case with the accents folded ('Amanhã' → 'amanha'): pt-BR words compared as typed without care. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Missing or only whitespace: a name of '   ' is not filled in. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * Password length in characters (code points), so an emoji counts once. Passwords are never
 * trimmed: spaces are characters the user chose.
 */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** The checkout's "simple pattern": no whitespace, exactly one at-sign with text on both sides. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
