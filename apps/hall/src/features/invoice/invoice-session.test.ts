// @vitest-environment happy-dom
import { writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Company,
  chooseCompany,
  EMPTY_COMPANY,
  forgetCompany,
  readInvoiceUserId,
  SUBMIT_DRAFT,
  type SubmitDraft,
  storeInvoiceUserId,
} from './invoice-session.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readInvoiceUserId: whose companies /addsite lists', () => {
  it('is empty without a verified number', () => {
    writeDraft('invoice-user', { userId: 'U1' });
    expect(readInvoiceUserId()).toBe('');
  });

  it('is the userId learnt for the verified number, else the number itself', () => {
    writeStored('phone', '17088886666');
    expect(readInvoiceUserId()).toBe('17088886666');
    storeInvoiceUserId('U3601020001');
    expect(readInvoiceUserId()).toBe('U3601020001');
  });

  it('never takes a userId learnt for another number', () => {
    writeStored('phone', '17088886666');
    storeInvoiceUserId('U3601020001');
    writeStored('phone', '17099990000');
    expect(readInvoiceUserId()).toBe('17099990000');
  });
});

describe('forgetCompany: a deleted company is no longer the chosen one', () => {
  const company: Company = { ...EMPTY_COMPANY, id: 'C1001', name: '南昌蓝猫科技有限公司', tin: 'T' };
  it('clears the choice of that company only', () => {
    chooseCompany(company);
    forgetCompany('C1002');
    expect(readDraft<SubmitDraft>(SUBMIT_DRAFT)?.company.id).toBe('C1001');
    forgetCompany('C1001');
    expect(readDraft<SubmitDraft>(SUBMIT_DRAFT)?.company).toEqual(EMPTY_COMPANY);
    expect(readDraft<SubmitDraft>(SUBMIT_DRAFT)?.titleType).toBe('company');
  });
});
