import { MAX_LENGTH } from '@bluecat/rules/limits';

/** ID characters as typed: digits, and X as the check character, upper-cased as printed, cut to `max`. */
export function idInput(value: string, max: number): string {
  return value
    .replace(/[^\dXx]/g, '')
    .toUpperCase()
    .slice(0, max);
}

/** A whole ID number (18 characters). */
export function idCardInput(value: string): string {
  return idInput(value, MAX_LENGTH.idCard);
}

/** The last six characters of an ID, which several face verifications ask for instead of the whole number. */
export function idSuffixInput(value: string): string {
  return idInput(value, MAX_LENGTH.idSuffix);
}
