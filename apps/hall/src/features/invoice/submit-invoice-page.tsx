import { ENTRY } from '@bluecat/rules/entries';
import { companyInvoiceRules, personalInvoiceRules } from '@bluecat/rules/invoice/submit-invoice';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { UNCONFIRMED_SUBMIT } from '@bluecat/rules/unconfirmed-submit';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { clearDraft, writeDraft } from '@bluecat/ui/drafts';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { Redirect } from '@bluecat/ui/redirect';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { InvoiceChoice } from './invoice-choice.tsx';
import { InvoiceField } from './invoice-field.tsx';
import { monthLabel, parseInvoiceList } from './invoice-items.ts';
import {
  type Company,
  EMPTY_COMPANY,
  EMPTY_SUBMIT,
  type InvoiceOrder,
  ORDER_DRAFT,
  parseCompanies,
  readInvoiceUserId,
  readOrder,
  readVerifiedPhone,
  SELECTION_DRAFT,
  SUBMIT_DRAFT,
  type SubmitDraft,
  type TitleType,
} from './invoice-session.ts';
import {
  COMPANY_GONE,
  INVOICE_KINDS,
  type InvoiceKind,
  isInvoiceKind,
  PERSONAL_KIND,
  sendInvoiceBody,
  submittedAlready,
  tinIdOf,
} from './send-invoice.ts';
import './invoice.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

const TITLE_TYPES: readonly { value: TitleType; label: string }[] = [
  { value: 'personal', label: '个人' },
  { value: 'company', label: '企业' },
];

/**
 * /submitInvoice 提交开票 (product.md › 发票): title type, invoice type and e-mail for the months chosen. The request
 * cannot be taken back, so one whose answer was lost is checked against the list before another is sent.
 */
export default function SubmitInvoicePage() {
  const [phone] = useState(readVerifiedPhone);
  const [order] = useState(readOrder);
  if (!phone) return <Redirect to={paths.invoiceVerify} />;
  if (!order) return <Redirect to={paths.invoiceList} />;
  return <SubmitInvoice phone={phone} order={order} />;
}

function SubmitInvoice({ phone, order }: { phone: string; order: InvoiceOrder }) {
  const navigate = useNavigate();
  const [draft, setDraft] = usePersistedState<SubmitDraft>(SUBMIT_DRAFT, EMPTY_SUBMIT);
  const { busy, isSending, sendOnce } = useFormSubmit();
  const company = draft.titleType === 'company';

  const setCompany = (patch: Partial<Company>) =>
    setDraft((current) => ({ ...current, company: { ...current.company, ...patch } }));

  const unconfirmed = draft.unconfirmedIds.length > 0;

  const finish = () => {
    clearDraft(SELECTION_DRAFT);
    clearDraft(ORDER_DRAFT);
    clearDraft(SUBMIT_DRAFT);
    navigate(paths.billing, { replace: true });
  };

  /** The list, not a second request, says whether the lost one was taken up. */
  const checkFirst = async () => {
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.NEW_INVOICE_LIST, { service_id: phone }, { loading: true });
        // Any other answer has been shown by the gateway; the check is offered again.
        if (!answer.ok) return;
        if (submittedAlready(draft.unconfirmedIds, parseInvoiceList(answer.data))) {
          toast(UNCONFIRMED_SUBMIT.alreadySubmitted);
          finish();
          return;
        }
        setDraft((current) => ({ ...current, unconfirmedIds: [] }));
        toast(UNCONFIRMED_SUBMIT.notSubmitted);
      } catch {
        // Still unknown: the gateway has said why, and 查询提交结果 stays.
      }
    });
  };

  /** The chosen company's id if it is still one of the number's own; '' (and the choice undone) if not. */
  const confirmCompany = async (): Promise<string> => {
    const answer = await api.call(calls.NEW_QUERY_USER, { userId: readInvoiceUserId() }, { loading: true });
    if (!answer.ok) return '';
    const tinId = tinIdOf(draft.company, parseCompanies(answer.data));
    if (tinId === '') {
      setDraft((current) => ({ ...current, company: EMPTY_COMPANY }));
      toast(COMPANY_GONE);
    }
    return tinId;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    if (unconfirmed) {
      await checkFirst();
      return;
    }
    const form = {
      tinId: draft.company.id,
      invoiceType: company ? draft.invoiceType : PERSONAL_KIND,
      name: draft.company.name.trim(),
      tin: draft.company.tin.trim(),
      email: draft.email.trim(),
    };
    if (!passesRules(company ? companyInvoiceRules : personalInvoiceRules, form)) return;
    await sendOnce(async () => {
      try {
        const tinId = company ? await confirmCompany() : '';
        if (company && tinId === '') return;
        const ids = [...order.ids];
        // Written before the request leaves: a reload while it is on its way also finds the outcome unknown.
        writeDraft<SubmitDraft>(SUBMIT_DRAFT, { ...draft, unconfirmedIds: ids });
        setDraft((current) => ({ ...current, unconfirmedIds: ids }));
        const answer = await api.call(calls.NEW_SEND_INVOICE, sendInvoiceBody(ids, draft, tinId));
        if (answer.ok) {
          toast(answer.msg || '提交成功');
          finish();
          return;
        }
        // A refusal is an answer: nothing was requested. The gateway shows why; every field stays.
        setDraft((current) => ({ ...current, unconfirmedIds: [] }));
      } catch {
        // No answer (timeout, network, HTTP error), shown by the gateway. If it was NEW_SEND_INVOICE's,
        // the months stay unconfirmed and the next 提交 checks the list first.
      }
    });
  };

  return (
    <div className="invoice-page">
      <PageHeader title="开具发票" />
      <section className="invoice-card invoice-summary" aria-label="开票信息">
        <p className="invoice-summary__amount">
          开票金额 <strong>¥{order.total}</strong>
        </p>
        <p className="invoice-summary__months">开票月份：{order.months.map(monthLabel).join('、')}</p>
      </section>
      <form className="invoice-card" aria-label="发票信息" onSubmit={submit} noValidate>
        <InvoiceChoice
          legend="抬头类型"
          name="titleType"
          choices={TITLE_TYPES}
          value={draft.titleType}
          onChange={(titleType) => setDraft((current) => ({ ...current, titleType }))}
        />
        {company ? (
          <>
            <div className="invoice-company-pick">
              <span>{draft.company.id ? draft.company.name : '未选择公司'}</span>
              <AppLink className="invoice-link" to={paths.addsite} state={{ from: 'submit' }}>
                {draft.company.id ? '更换公司' : '选择公司'}
              </AppLink>
            </div>
            <InvoiceChoice
              legend="发票类型"
              name="invoiceType"
              choices={INVOICE_KINDS}
              value={draft.invoiceType}
              onChange={setKind}
              column
            />
            <InvoiceField
              label="公司名称"
              required
              value={draft.company.name}
              onChange={(value) => setCompany({ name: value })}
              maxLength={MAX_LENGTH.companyName}
              placeholder="请选择公司信息"
            />
            <InvoiceField
              label="纳税人识别号"
              required
              value={draft.company.tin}
              onChange={(value) => setCompany({ tin: value })}
              compact={ENTRY.taxNumber}
              placeholder="请输入纳税人识别号"
            />
            <InvoiceField
              label="公司地址"
              value={draft.company.address}
              onChange={(value) => setCompany({ address: value })}
            />
            <InvoiceField
              label="公司电话"
              type="tel"
              compact={ENTRY.landline}
              value={draft.company.tel}
              onChange={(value) => setCompany({ tel: value })}
            />
            <InvoiceField
              label="开户银行"
              value={draft.company.bankName}
              onChange={(value) => setCompany({ bankName: value })}
            />
            <InvoiceField
              label="银行账号"
              compact={ENTRY.bankAccount}
              value={draft.company.bankAccount}
              onChange={(value) => setCompany({ bankAccount: value })}
            />
          </>
        ) : (
          <p className="invoice-note">个人抬头开具增值税普通电子发票</p>
        )}
        <InvoiceField
          label="电子邮箱"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          value={draft.email}
          onChange={(value) => setDraft((current) => ({ ...current, email: value.trim() }))}
          placeholder="发票将发送至该邮箱"
        />
        {unconfirmed && (
          <p className="invoice-note invoice-note--warning" role="alert">
            {UNCONFIRMED_SUBMIT.notice}
          </p>
        )}
        <Button
          className="invoice-card__submit"
          block
          type="primary"
          nativeType="submit"
          loading={busy}
          disabled={busy}
        >
          {unconfirmed ? UNCONFIRMED_SUBMIT.check : '提交'}
        </Button>
      </form>
    </div>
  );

  function setKind(value: InvoiceKind) {
    if (isInvoiceKind(value)) setDraft((current) => ({ ...current, invoiceType: value }));
  }
}
