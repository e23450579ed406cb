import * as v from 'valibot';
import { isBlank } from './text.ts';

// Building blocks of the form schemas. A missing key or null reads as an empty field (the
// optional default runs the pipe), so it gets the field's own "required" message instead of
// valibot's generic type error.

/** Text field: blank (only whitespace) counts as missing. */
export function requiredText(message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.check((s) => !isBlank(s), message),
  );
}

/** Password field: not trimmed, only '' counts as missing (spaces are characters). */
export function requiredPassword(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.minLength(1, message));
}
