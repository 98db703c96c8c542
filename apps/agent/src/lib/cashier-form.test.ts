// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { exampleData } from '@bluecat/api/testing';
import { describe, expect, it } from 'vitest';
import { buildFormElement, parseCashierForm, returnAddress, withReturnUrl } from './cashier-form.ts';

const PAGE = 'https://kaika.bluecat.example/OpenPay';
/** wxPay's success form: order WX202406131025000001, 50.00 yuan, to the demo cashier. */
const CASHIER_FORM = (exampleData(calls.wxPay) as { form: string }).form;

const form = (attributes: string, inputs = '<input type="hidden" name="out_trade_no" value="WX1"/>') =>
  `<form id="paysubmit" ${attributes}>${inputs}</form>`;

describe('parseCashierForm', () => {
  it("reads the contract's demo form: a relative GET action on the page's origin", () => {
    expect(parseCashierForm(CASHIER_FORM, PAGE)).toEqual({
      action: 'https://kaika.bluecat.example/__demo/wx-cashier',
      method: 'GET',
      fields: [
        ['out_trade_no', 'WX202406131025000001'],
        ['total_fee', '50.00'],
        ['body', '蓝猫移动开卡预存话费'],
        ['sign', '7A1F3C9E0B2D4E6F'],
      ],
    });
  });

  it.each([
    ['method="POST"', 'POST'],
    ['method="post"', 'POST'],
    ['method="get"', 'GET'],
    ['', 'GET'],
  ])('%s is sent with %s', (method, expected) => {
    expect(parseCashierForm(form(`action="https://cashier.pay.example/h5" ${method}`), PAGE)?.method).toBe(
      expected,
    );
  });

  it('keeps only named hidden inputs, and a hidden input without value as empty', () => {
    const inputs =
      '<input type="hidden" name="a" value="1"/><input type="text" name="b" value="2"/><input type="hidden" value="3"/><input type="submit" name="go" value="支付"/><input type="HIDDEN" name="c"/>';
    expect(parseCashierForm(form('action="https://cashier.pay.example/h5"', inputs), PAGE)?.fields).toEqual([
      ['a', '1'],
      ['c', ''],
    ]);
  });

  it.each([
    ['no form', '<div>支付</div>'],
    ['a javascript: action', form('action="javascript:alert(1)"')],
    ['a data: action', form('action="data:text/html,hi"')],
    ['an app scheme', form('action="weixin://wap/pay?prepay"')],
    ['no action', form('method="POST"')],
    ['an empty action', form('action=" "')],
  ])('refuses %s', (_case, html) => {
    expect(parseCashierForm(html, PAGE)).toBeNull();
  });

  it('does not run script in the answer while reading it', () => {
    const html = `${form('action="https://cashier.pay.example/h5"')}<img src="x" onerror="window.__ran = true"><script>window.__ran = true</script>`;
    expect(parseCashierForm(html, PAGE)).not.toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});

describe('withReturnUrl', () => {
  const parsed = {
    action: 'https://cashier.pay.example/h5',
    method: 'POST' as const,
    fields: [['a', '1']] as Array<[string, string]>,
  };

  it('adds the return address', () => {
    expect(withReturnUrl(parsed, 'https://kaika.bluecat.example/WxQuery').fields).toEqual([
      ['a', '1'],
      ['return_url', 'https://kaika.bluecat.example/WxQuery'],
    ]);
  });

  it("keeps the server's own return address", () => {
    const signed = {
      ...parsed,
      fields: [['return_url', 'https://kaika.bluecat.example/VnoWxQuery']] as Array<[string, string]>,
    };
    expect(withReturnUrl(signed, 'https://kaika.bluecat.example/WxQuery')).toBe(signed);
  });
});

describe('buildFormElement', () => {
  it('rebuilds the form as hidden inputs', () => {
    const element = buildFormElement({
      action: 'https://kaika.bluecat.example/__demo/wx-cashier',
      method: 'GET',
      fields: [
        ['out_trade_no', 'WX1'],
        ['return_url', 'https://kaika.bluecat.example/WxQuery'],
      ],
    });
    expect(element.getAttribute('method')).toBe('get');
    expect(element.getAttribute('action')).toBe('https://kaika.bluecat.example/__demo/wx-cashier');
    expect(
      Array.from(element.querySelectorAll('input'), (input) => [input.type, input.name, input.value]),
    ).toEqual([
      ['hidden', 'out_trade_no', 'WX1'],
      ['hidden', 'return_url', 'https://kaika.bluecat.example/WxQuery'],
    ]);
  });
});

describe('returnAddress', () => {
  it('makes an app path absolute on the given origin', () => {
    expect(returnAddress('/VnoWxQuery', 'https://kaika.bluecat.example')).toBe(
      'https://kaika.bluecat.example/VnoWxQuery',
    );
    expect(returnAddress('/UniversalPay?recordNumber=R1&amount=50', 'http://127.0.0.1:5274')).toBe(
      'http://127.0.0.1:5274/UniversalPay?recordNumber=R1&amount=50',
    );
  });
});
