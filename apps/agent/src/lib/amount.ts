/**
 * Yuan as the payment pages show them, always with two decimals: 50 → '50.00' (product.md › 金额规则, "amounts are
 * shown with a '.00' suffix"). Appending '.00' to the number as given would print '19.9.00' for a
 * package of 19.9 yuan, so the number is formatted instead.
 */
export function formatAmount(yuan: number): string {
  return Number.isFinite(yuan) ? yuan.toFixed(2) : '0.00';
}
