import { describe, expect, it } from 'vitest';
import { isPublicPath, noteRegisterPath, paths } from './paths.ts';

describe('paths', () => {
  it('keeps the spellings the backend and other pages already use', () => {
    expect(paths.auditCabcel).toBe('/auditCabcel');
    expect(paths.changeSucces).toBe('/ChangeSucces');
    expect(paths.flowPayFali).toBe('/flowPayFali');
    expect(paths.changeCardauditCabcel).toBe('/changeCardauditCabcel');
    expect(paths.invoicenoCode).toBe('/invoicenoCode');
    expect(paths.orderbusine).toBe('/orderbusine');
    expect(paths.integralPointsExchange).toBe('/integral/pointsExchange');
  });

  it('declares each address once', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });

  it('builds the NoteRegister address from its phone parameter', () => {
    expect(noteRegisterPath('17088886666')).toBe('/NoteRegister/17088886666');
  });
});

describe('isPublicPath', () => {
  // product.md › 登录与授权: every channel link skips the login check by its shape, whatever its identifier: the hall's
  // build names none of them.
  it.each([
    ['/login', true],
    ['/realNameLinkSuccess', true],
    ['/realNameLinkSuccess/', true],
    ['/QRcodeVideo', true],
    ['/YyWithoutCodeLoginK3', true],
    ['/HgxhWithoutCodeLoginR8f2Kq9Zt1Lw_Vx-0Cs5N', true],
    ['/ZnWithoutCodeLoginAb12/', true],
    ['/XxWithoutCodeLoginAb12', false],
    ['/ynWithoutCodeLoginAb12', false],
    ['/YyWithoutCodeLogin', false],
    ['/YyWithoutCodeLoginAb12/more', false],
    ['/yywithoutcodeloginab12', false],
    ['/realnamelink', false],
    ['/BusinessQuery', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
