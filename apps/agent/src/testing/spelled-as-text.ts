/**
 * An opening record as servers have been seen to spell it: the location, the fee (with decimals), the
 * card check, the system and service kind as text, and the package id as a number.
 */
export function spelledAsText(record: Record<string, unknown>): Record<string, unknown> {
  return {
    ...record,
    openCardLocation: String(record.openCardLocation),
    sumFee: Number(record.sumFee).toFixed(2),
    ifCheckCard: String(record.ifCheckCard),
    systemId: String(record.systemId),
    serviceKind: String(record.serviceKind),
    prodOfferId: Number(record.prodOfferId),
  };
}
