/**
 * 销售类型 defaultSaleKind of the signed-in agent → the systemId sent with every opening record
 * (product.md › 开卡向导). Kinds without a mapping have no systemId: the wizard then refuses the package.
 */
export function systemIdForSaleKind(defaultSaleKind: number | string | null | undefined): 4 | 7 | null {
  const kind = Number(defaultSaleKind);
  if (kind === 3) return 4;
  if (kind === 1 || kind === 4) return 7;
  return null;
}
