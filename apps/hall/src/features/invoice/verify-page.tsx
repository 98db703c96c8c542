import { invoiceVerifyRules } from '@bluecat/rules/invoice/invoice-verify';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { PhoneField } from '../../lib/form/phone-field.tsx';
import { SmsCodeField } from '../../lib/form/sms-code-field.tsx';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { startIdPhotoCheck } from './id-photo.ts';
import { InvoiceField } from './invoice-field.tsx';
import { storeVerifiedPhone } from './invoice-session.ts';
import './invoice.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';

const VERIFY_DRAFT: HallFormDraft = 'invoice-verify';

/** 发票短信验证码 the SMS code type of the invoice flow (product.md › 发票). */
const INVOICE_SMS_TYPE = '02';

/**
 * /invoiceVerify 电子发票 (product.md › 发票): the number and its SMS code; NEW_CHECKCODE proves the number, which
 * every later call of the flow sends as service_id. 收不到验证码 proves it by an ID photo instead.
 */
export default function InvoiceVerifyPage() {
  const navigate = useNavigate();
  // The code is not kept: it is only good for a few minutes, and the number is what a reload must keep.
  const [draft, setDraft] = usePersistedState(VERIFY_DRAFT, { service_id: '' });
  const [code, setCode] = useState('');
  const busy = useRef(false);

  const phoneProblem = (): string | null =>
    validate(invoiceVerifyRules.slice(0, 2), { service_id: draft.service_id, code: '' })?.message ?? null;

  const sendCode = async (): Promise<boolean> => {
    const problem = phoneProblem();
    if (problem) {
      toast(problem);
      return false;
    }
    return sendSmsCode(draft.service_id, INVOICE_SMS_TYPE);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const form = { service_id: draft.service_id, code: code.trim() };
    if (!passesRules(invoiceVerifyRules, form)) return;
    busy.current = true;
    try {
      const answer = await api.call(calls.NEW_CHECKCODE, form);
      // Any other code: the gateway has shown the server's message (product.md › 发票), the form stays as typed.
      if (!answer.ok) return;
      storeVerifiedPhone(form.service_id);
      navigate(paths.invoiceList);
    } catch {
      // A transport error has been shown by the gateway.
    } finally {
      busy.current = false;
    }
  };

  const noCode = () => {
    const problem = phoneProblem();
    if (problem) {
      toast(problem);
      return;
    }
    void startIdPhotoCheck(draft.service_id);
  };

  return (
    <div className="invoice-page">
      <PageHeader title="电子发票" />
      <section className="invoice-intro" aria-label="开票说明">
        <p className="invoice-intro__lead">验证手机号后即可为近6个月的话费开具电子发票</p>
      </section>
      <form className="invoice-card" aria-label="号码验证" onSubmit={submit} noValidate>
        <PhoneField
          frame={InvoiceField}
          label="手机号"
          autoComplete="tel"
          value={draft.service_id}
          onChange={(service_id) => setDraft({ service_id })}
        />
        <SmsCodeField
          frame={InvoiceField}
          buttonClassName="invoice-field__sms"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          onSend={sendCode}
        />
        <Button className="invoice-card__submit" block type="primary" nativeType="submit">
          下一步
        </Button>
        <button type="button" className="invoice-link" onClick={noCode}>
          收不到验证码？
        </button>
      </form>
    </div>
  );
}
