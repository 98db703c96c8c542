/**
 * 套餐白名单 the packages each kind of agent may open here (product.md › 开卡向导), by the server's package id. Other
 * packages are opened in the 蓝猫云商 app, and the message says so.
 */
const WHITELIST: Readonly<Record<4 | 7, readonly string[]>> = {
  4: ['1354022', '1354242', '1354364', '1354455', '1354602'],
  7: ['1354122', '1354262', '1354283'],
};

/** The agent's systemId knows the package, but the package is not on its list. */
export const PACKAGE_REFUSED = '此号码套餐异常，请在蓝猫云商APP开卡激活';
/** The agent's sale kind has no systemId with a list at all. */
export const SYSTEM_REFUSED = '此号码请在蓝猫云商APP开卡激活';

export type WhitelistDecision = { ok: true } | { ok: false; message: string };

function listOf(systemId: number | null): readonly string[] | null {
  return systemId === 4 || systemId === 7 ? WHITELIST[systemId] : null;
}

export function checkPackageWhitelist(systemId: number | null, prodOfferId: string): WhitelistDecision {
  const list = listOf(systemId);
  if (!list) return { ok: false, message: SYSTEM_REFUSED };
  return list.includes(String(prodOfferId).trim()) ? { ok: true } : { ok: false, message: PACKAGE_REFUSED };
}

export function isWhitelisted(systemId: number | null, prodOfferId: string): boolean {
  return checkPackageWhitelist(systemId, prodOfferId).ok;
}
