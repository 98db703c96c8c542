/** ID characters as typed: digits, and X as the check character, upper-cased as printed, cut to `max`. */
export function idInput(value: string, max: number): string {
  return value
    .replace(/[^\dXx]/g, '')
    .toUpperCase()
    .slice(0, max);
}

/** The last six characters of an ID. */
export function idSuffixInput(value: string): string {
  return idInput(value, 6);
}
