/** Remembers on this device that the last sign-in went through the technical access screen. */
export const TECHNICAL_ACCESS_KEY = 'atende-ai-technical-access';
