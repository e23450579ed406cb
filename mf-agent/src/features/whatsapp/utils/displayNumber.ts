import { formatPhone, isValidPhone } from 'shared-domain';

/**
 * A connected number as the screens write Brazilian phones, '(11) 98765-4321' (the gateway and Meta
 * give it with the country code, e.g. '5511987654321' or '+55 11 98765-4321'); any other number as given.
 */
export function displayNumber(number: string): string {
  return isValidPhone(number) ? formatPhone(number) : number;
}
