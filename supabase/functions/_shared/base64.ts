// Bytes as base64 and base64url (RFC 4648), with Web APIs only: the signed OAuth state, the sealed
// Cloud API token, and the media a channel delivers as base64.

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Plain base64, or base64url with or without its padding. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}
