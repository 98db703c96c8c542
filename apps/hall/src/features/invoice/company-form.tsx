import * as calls from '@bluecat/api/calls';
import { ENTRY } from '@bluecat/rules/entries';
import {
  type NewCompanyForm,
  newCompanyRules,
  normaliseNewCompany,
} from '@bluecat/rules/invoice/new-company';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { passesRules } from '../../lib/form/form-submit.ts';
import { InvoiceField } from './invoice-field.tsx';
import type { Company } from './invoice-session.ts';

export interface CompanyFormProps {
  /** The company being typed: kept by the page in a draft, so a reload keeps it. */
  value: Company;
  onChange: (value: Company) => void;
  userId: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** 新增/编辑公司 add or edit a company (product.md › 发票): NEW_ADD_INVOICEUSER, with id when editing. */
export function CompanyForm({ value, onChange, userId, onSaved, onCancel }: CompanyFormProps) {
  const titleId = useId();
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const editing = value.id !== '';
  const set = (patch: Partial<Company>) => onChange({ ...value, ...patch });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Companies are kept under a userId (product.md › 发票): none, no call.
    if (saving.current || userId === '') return;
    const form: NewCompanyForm = normaliseNewCompany({
      name: value.name.trim(),
      tin: value.tin,
      address: value.address.trim(),
      tel: value.tel.trim(),
      bankName: value.bankName.trim(),
      bankAccount: value.bankAccount.trim(),
    });
    if (!passesRules(newCompanyRules, form)) return;
    saving.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.NEW_ADD_INVOICEUSER, {
        userId,
        ...(editing ? { id: value.id } : {}),
        ...form,
      });
      if (!answer.ok) return;
      toast(answer.msg || '保存成功');
      onSaved();
    } catch {
      // Shown by the gateway; the form stays.
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="invoice-card invoice-company-form" aria-labelledby={titleId} onSubmit={save} noValidate>
      <h2 id={titleId} className="invoice-card__title">
        {editing ? '编辑公司信息' : '新增公司信息'}
      </h2>
      <InvoiceField
        label="公司名称"
        required
        value={value.name}
        onChange={(name) => set({ name })}
        maxLength={MAX_LENGTH.companyName}
        placeholder="请填写公司名称"
      />
      <InvoiceField
        label="纳税人识别号"
        required
        value={value.tin}
        onChange={(tin) => set({ tin })}
        compact={ENTRY.taxNumber}
        placeholder="请填写纳税人识别号"
        hint="纳税人识别号为15-20位字母或数字"
      />
      <InvoiceField label="公司地址" value={value.address} onChange={(address) => set({ address })} />
      <InvoiceField
        label="公司电话"
        type="tel"
        compact={ENTRY.landline}
        value={value.tel}
        onChange={(tel) => set({ tel })}
      />
      <InvoiceField label="开户银行" value={value.bankName} onChange={(bankName) => set({ bankName })} />
      <InvoiceField
        label="银行账号"
        compact={ENTRY.bankAccount}
        value={value.bankAccount}
        onChange={(bankAccount) => set({ bankAccount })}
      />
      <div className="invoice-actions">
        <Button type="default" nativeType="button" onClick={onCancel}>
          取消
        </Button>
        <Button type="primary" nativeType="submit" loading={busy} disabled={busy}>
          保存
        </Button>
      </div>
    </form>
  );
}
