import { describe, expect, it } from 'vitest';
import { checkPackageWhitelist, isWhitelisted } from './package-whitelist.ts';

describe('checkPackageWhitelist (product.md › 开卡向导)', () => {
  it.each<[number | null, string, string | null]>([
    [4, '1354022', null],
    [4, '1354242', null],
    [4, '1354364', null],
    [4, '1354455', null],
    [4, '1354602', null],
    [7, '1354122', null],
    [7, '1354262', null],
    [7, '1354283', null],
    [4, '1354122', '此号码套餐异常，请在蓝猫云商APP开卡激活'],
    [7, '1354022', '此号码套餐异常，请在蓝猫云商APP开卡激活'],
    [7, '1350001', '此号码套餐异常，请在蓝猫云商APP开卡激活'],
    [7, '', '此号码套餐异常，请在蓝猫云商APP开卡激活'],
    [3, '1354122', '此号码请在蓝猫云商APP开卡激活'],
    [null, '1354122', '此号码请在蓝猫云商APP开卡激活'],
    [1, '1354022', '此号码请在蓝猫云商APP开卡激活'],
  ])('systemId %s, package %s', (systemId, prodOfferId, message) => {
    const decision = checkPackageWhitelist(systemId, prodOfferId);
    expect(decision.ok ? null : decision.message).toBe(message);
    expect(isWhitelisted(systemId, prodOfferId)).toBe(message === null);
  });
});
