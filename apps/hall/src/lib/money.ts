/**
 * Yuan with two decimals, as every hall screen shows amounts (26.5 → '26.50'). Halves round up as a
 * person would (2.005 is stored as 2.00499…, so EPSILON is added first), -0.001 shows as '0.00', and a
 * value that is not a number shows '--' rather than 'NaN'.
 */
export function formatYuan(amount: number): string {
  if (!Number.isFinite(amount)) return '--';
  const rounded = Math.round((amount + Math.sign(amount) * Number.EPSILON) * 100) / 100;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(2);
}
