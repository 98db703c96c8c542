import { ENTRY } from '@bluecat/rules/entries';
import { type LegacyInvoiceForm, legacyInvoiceRules } from '@bluecat/rules/invoice-legacy/legacy-invoice';
import { UNCONFIRMED_SUBMIT } from '@bluecat/rules/unconfirmed-submit';
import { Button } from '@bluecat/ui/button';
import { writeDraft } from '@bluecat/ui/drafts';
import { confirm, showLoading, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { PhoneField } from '../../lib/form/phone-field.tsx';
import { SmsCodeField } from '../../lib/form/sms-code-field.tsx';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { compressPhoto, PhotoError } from '../../lib/photo/compress-photo.ts';
import { PhotoSlot } from '../../lib/photo/photo-slot.tsx';
import { useRouteCall } from '../../lib/route-data.ts';
import { LegacyField } from './legacy-field.tsx';
import { monthOfLink, type OlderInvoice, olderInvoiceTaken, parseOlderList, yuan } from './older-list.ts';
import './invoice-legacy.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';
import { olderListQuery } from './route-calls.ts';

/** Declared with the hall's other drafts of personal data: both go once the invoice is issued. */
const FORM_DRAFT = HALL_DRAFTS.legacyInvoice;
const PHOTO_DRAFT = HALL_DRAFTS.legacyInvoicePhotos;
/**
 * The month of a SUBMIT_INVOICE sent without an answer back; '' when none is in doubt. No personal data: it
 * stays until the list has been asked, and goes with the tab's other drafts when the subscriber changes.
 */
const UNCONFIRMED_DRAFT: HallFormDraft = 'legacy-invoice-unconfirmed';

/** The four upload slots, named as SUBMIT_INVOICE sends them (product.md › 发票). */
const PHOTO_SLOTS = [
  { key: 'businessLicenses', label: '营业执照' },
  { key: 'idCardFront', label: '身份证人像面' },
  { key: 'idCardBack', label: '身份证国徽面' },
  { key: 'photo', label: '本人照片' },
] as const;

type PhotoKey = (typeof PHOTO_SLOTS)[number]['key'];
type Photos = Partial<Record<PhotoKey, string>>;

const EMPTY_FORM: LegacyInvoiceForm = {
  mobilePhone: '',
  code: '',
  invoiceId: '',
  invoiceType: '1',
  title: '',
  taxNumber: '',
  name: '',
  telephone: '',
  email: '',
};

/** The months not yet invoiced, the ones the form offers. */
const openMonths = (data: unknown): OlderInvoice[] => parseOlderList(data).notInvoice;

/**
 * /invoice?money=&time= 开具发票 (older, product.md › 发票): one month's invoice with documents, confirmed in a popup
 * that says it cannot be revoked, then SUBMIT_INVOICE. The fields and the photos already taken live in
 * the tab's drafts: WeChat may reload the page while the camera is open.
 */
export default function LegacyInvoicePage() {
  const [params] = useUrlSearchParams();
  const loaded = useRouteCall(olderListQuery, openMonths);
  return (
    <div className="legacy-invoice">
      <PageHeader title="开具发票" />
      <PageStates loaded={loaded} empty={false} rows={6}>
        {(months) => (
          <LegacyForm
            months={months}
            time={params.get('time') ?? ''}
            money={params.get('money') ?? ''}
            id={params.get('id') ?? ''}
          />
        )}
      </PageStates>
    </div>
  );
}

interface LegacyFormProps {
  months: OlderInvoice[];
  time: string;
  money: string;
  id: string;
}

function LegacyForm({ months, time, money, id }: LegacyFormProps) {
  const navigate = useNavigate();
  const [form, setForm, clearForm] = usePersistedState<LegacyInvoiceForm>(FORM_DRAFT, EMPTY_FORM);
  // The month the link names wins over one an earlier visit left in the draft; set before the first paint.
  useLayoutEffect(() => {
    setForm((current) => {
      const invoiceId = monthOfLink(months, { id, time }, current.invoiceId);
      return invoiceId === current.invoiceId ? current : { ...current, invoiceId };
    });
  }, [months, id, time, setForm]);
  const [photos, setPhotos, clearPhotos] = usePersistedState<Photos>(PHOTO_DRAFT, {});
  const [unconfirmed, setUnconfirmed, clearUnconfirmed] = usePersistedState(UNCONFIRMED_DRAFT, {
    invoiceId: '',
  });
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const monthId = useId();
  const typeId = useId();
  const set = (patch: Partial<LegacyInvoiceForm>) => setForm((current) => ({ ...current, ...patch }));
  const chosen = months.find((item) => item.id === form.invoiceId);
  const amount = chosen?.amount ?? (money ? yuan(money) : '');
  const enterprise = form.invoiceType === '2';

  const take = async (key: PhotoKey, file: File) => {
    const hideLoading = showLoading('加载中...');
    try {
      const picture = await compressPhoto(file);
      setPhotos((current) => ({ ...current, [key]: picture }));
    } catch (error) {
      toast(error instanceof PhotoError ? error.message : '照片处理失败，请重新拍摄');
    } finally {
      hideLoading();
    }
  };

  const sendCode = async (): Promise<boolean> => {
    if (!passesRules(legacyInvoiceRules.slice(0, 2), form)) return false;
    return sendSmsCode(form.mobilePhone, '02');
  };

  const done = () => {
    clearForm();
    clearPhotos();
    clearUnconfirmed();
    navigate(paths.state, { replace: true });
  };

  /** The older list, not a second request, says whether the lost one was taken up. */
  const checkFirst = async () => {
    sending.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.INVOICE_LIST, {}, { loading: true });
      // Any other answer has been shown by the gateway; the check is offered again.
      if (!answer.ok) return;
      if (olderInvoiceTaken(parseOlderList(answer.data), unconfirmed.invoiceId)) {
        toast(UNCONFIRMED_SUBMIT.alreadySubmitted);
        done();
        return;
      }
      setUnconfirmed({ invoiceId: '' });
      toast(UNCONFIRMED_SUBMIT.notSubmitted);
    } catch {
      // Still unknown: the gateway has said why, and 查询提交结果 stays.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (unconfirmed.invoiceId !== '') {
      await checkFirst();
      return;
    }
    const typed: LegacyInvoiceForm = {
      ...form,
      title: form.title.trim(),
      taxNumber: enterprise ? form.taxNumber.trim().toUpperCase() : '',
      name: form.name.trim(),
      telephone: form.telephone.trim(),
      email: form.email.trim(),
    };
    if (!passesRules(legacyInvoiceRules, typed)) return;
    sending.current = true;
    try {
      const sure = await confirm({
        title: '确认开票信息',
        message: [
          `开票月份：${chosen?.time ?? ''}`,
          `开票金额：¥${amount}`,
          `抬头类型：${enterprise ? '企业' : '个人'}`,
          `发票抬头：${typed.title}`,
          ...(enterprise ? [`纳税人识别号：${typed.taxNumber}`] : []),
          `电子邮箱：${typed.email}`,
          '发票开具后不可撤销，请确认信息无误。',
        ].join('\n'),
        cancelText: '返回修改',
        confirmText: '确认开票',
      });
      if (!sure) return;
      setBusy(true);
      const { invoiceType, taxNumber, ...rest } = typed;
      // Written before the request leaves: a reload while it is on its way also finds the outcome unknown.
      writeDraft(UNCONFIRMED_DRAFT, { invoiceId: typed.invoiceId });
      setUnconfirmed({ invoiceId: typed.invoiceId });
      const answer = await api.call(calls.SUBMIT_INVOICE, {
        ...rest,
        invoiceType: enterprise ? 2 : 1,
        ...(enterprise ? { taxNumber } : {}),
        ...photos,
      });
      if (answer.ok) {
        toast(answer.msg || '提交成功');
        done();
        return;
      }
      // A refusal is an answer: nothing was issued. The gateway shows why; the form and photos stay.
      setUnconfirmed({ invoiceId: '' });
    } catch {
      // No answer, shown by the gateway: the form and photos stay, and the next 提交 checks the list.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="legacy-invoice__card" aria-label="开票信息" onSubmit={submit} noValidate>
      <PhoneField
        frame={LegacyField}
        label="手机号"
        value={form.mobilePhone}
        onChange={(mobilePhone) => set({ mobilePhone })}
      />
      <SmsCodeField
        frame={LegacyField}
        buttonClassName="legacy-field__sms"
        value={form.code}
        onChange={(code) => set({ code })}
        onSend={sendCode}
      />
      <div className="legacy-field">
        <label className="legacy-field__label" htmlFor={monthId}>
          开票月份
        </label>
        <select
          id={monthId}
          className="legacy-field__input"
          value={form.invoiceId}
          onChange={(event) => set({ invoiceId: event.target.value })}
        >
          <option value="">请选择开票月份</option>
          {months.map((item) => (
            <option key={item.id} value={item.id}>
              {item.time}（¥{item.amount}）
            </option>
          ))}
        </select>
      </div>
      {amount && <p className="legacy-invoice__money">开票金额 ¥{amount}</p>}
      <fieldset className="legacy-field legacy-field--choice" aria-labelledby={typeId}>
        <legend id={typeId} className="legacy-field__label">
          发票类型
        </legend>
        {[
          { value: '1', label: '个人' },
          { value: '2', label: '企业' },
        ].map((option) => (
          <label key={option.value} className="legacy-field__option">
            <input
              type="radio"
              name="legacyInvoiceType"
              value={option.value}
              checked={form.invoiceType === option.value}
              onChange={() => set({ invoiceType: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <LegacyField label="发票抬头" value={form.title} onChange={(title) => set({ title })} maxLength={100} />
      {enterprise && (
        <LegacyField
          label="纳税人识别号"
          value={form.taxNumber}
          onChange={(taxNumber) => set({ taxNumber })}
          compact={ENTRY.taxNumber}
        />
      )}
      <LegacyField label="联系人" value={form.name} onChange={(name) => set({ name })} maxLength={20} />
      <LegacyField
        label="联系电话"
        type="tel"
        value={form.telephone}
        onChange={(telephone) => set({ telephone })}
        compact={{ ...ENTRY.landline, limit: 20 }}
      />
      <LegacyField
        label="电子邮箱"
        type="email"
        inputMode="email"
        value={form.email}
        onChange={(email) => set({ email: email.trim() })}
      />
      <fieldset className="legacy-invoice__photos">
        <legend className="legacy-field__label">上传资料（每项一张）</legend>
        <div className="legacy-invoice__grid">
          {PHOTO_SLOTS.map((slot) => (
            <PhotoSlot
              key={slot.key}
              label={slot.label}
              image={photos[slot.key] ?? ''}
              onPick={(file) => void take(slot.key, file)}
            />
          ))}
        </div>
      </fieldset>
      {unconfirmed.invoiceId !== '' && (
        <p className="legacy-invoice__notice" role="alert">
          {UNCONFIRMED_SUBMIT.notice}
        </p>
      )}
      <Button
        className="legacy-invoice__submit"
        block
        type="primary"
        nativeType="submit"
        loading={busy}
        disabled={busy}
      >
        {unconfirmed.invoiceId !== '' ? UNCONFIRMED_SUBMIT.check : '提交'}
      </Button>
    </form>
  );
}
