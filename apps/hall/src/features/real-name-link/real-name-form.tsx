import { ENTRY } from '@bluecat/rules/entries';
import { normaliseRealNameContact, realNameContactRules } from '@bluecat/rules/real-name-link/real-name-link';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { Redirect } from '@bluecat/ui/redirect';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { LoadError, useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { visitorCity } from '@bluecat/visitor-city';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { endFlow } from '../../lib/hall-drafts.ts';
import { readRoute } from '../../lib/route-data.ts';
import { REAL_NAME_MESSAGES, realNameErrorState } from './link-error.ts';
import { forgetSession, type RealNameFlow, returnedBizNo } from './provider.ts';
import { EMPTY_LINK_DRAFT, LINK_DRAFT, PERSONAGE_DRAFT } from './real-name-draft.ts';
import { imagesQuery } from './route-calls.ts';
import './real-name-link.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';

export interface RealNameFormProps {
  flow: RealNameFlow;
}

/**
 * /realNameLinkForm and /PersonageRealNameForm (product.md › 扫码实名): back from the provider, newGetImgPath shows
 * whom the check read; the contact number (second digit 3–8) is submitted with newTransAcctTForm (with the
 * link's order id and the visitor's city) or personTransAcctTForm. Success → /realNameLinkSuccess; any
 * refusal → /realNameLinkError?error={msg}.
 */
export function RealNameForm({ flow }: RealNameFormProps) {
  const navigate = useNavigate();
  const draftKey = flow === 'realNameLink' ? LINK_DRAFT : PERSONAGE_DRAFT;
  const [draft, setDraft] = usePersistedState(draftKey, EMPTY_LINK_DRAFT);
  const bizNo = returnedBizNo(flow) ?? draft.biz_no;
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (bizNo !== '' && bizNo !== draft.biz_no) setDraft((current) => ({ ...current, biz_no: bizNo }));
  }, [bizNo, draft.biz_no, setDraft]);

  // Whom the check read, as the route started it for this biz_no (route-calls.ts: the body comes from
  // the stored session, not the address).
  const images = useLoad(
    async (signal) => {
      if (bizNo === '') return null;
      const answer = await readRoute(imagesQuery[flow], new URL(window.location.href), {
        toast: false,
        loading: false,
        signal,
      });
      if (!answer.ok) throw new LoadError(answer.msg || REAL_NAME_MESSAGES.unknownError);
      return answer.data;
    },
    [bizNo, flow],
  );

  // product.md › 扫码实名: real-name errors go to the error page with the message. The session is spent: a later visit
  // of the link starts a new one instead of coming back here to the same refusal.
  useEffect(() => {
    if (images.status !== 'error') return;
    forgetSession(flow);
    endFlow(flow);
    navigate(paths.realNameLinkError, { replace: true, state: realNameErrorState(images.error ?? '') });
  }, [images.status, images.error, navigate, flow]);

  if (bizNo === '')
    return <Redirect to={paths.realNameLinkError} state={realNameErrorState(REAL_NAME_MESSAGES.noOrder)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const form = normaliseRealNameContact({ sparePhone: draft.sparePhone });
    if (!passesRules(realNameContactRules, form)) return;
    sending.current = true;
    setBusy(true);
    try {
      const answer =
        flow === 'realNameLink'
          ? await api.call(calls.newTransAcctTForm, {
              biz_no: bizNo,
              sparePhone: form.sparePhone,
              id: draft.pone,
              cityName: await cityNameOf(),
            })
          : await api.call(calls.personTransAcctTForm, { biz_no: bizNo, sparePhone: form.sparePhone });
      forgetSession(flow);
      // Sent, accepted or refused: the registration is over, and what it kept goes.
      endFlow(flow);
      if (answer.ok) {
        toast(REAL_NAME_MESSAGES.submitted);
        navigate(paths.realNameLinkSuccess, { replace: true });
      } else {
        navigate(paths.realNameLinkError, { replace: true, state: realNameErrorState(answer.msg) });
      }
    } catch {
      // The gateway has shown the transport error; the number stays for another try.
      sending.current = false;
      setBusy(false);
    }
  };

  const person = images.data;
  return (
    <div className="real-name-link">
      <PageHeader title="实名登记" />
      {images.status !== 'success' || !person ? (
        <PageSkeleton />
      ) : (
        <form aria-label="实名登记" onSubmit={submit} noValidate>
          <p className="real-name-link__lead">请核对证件信息，并留下可以联系到您的号码。</p>
          <section className="real-name-link__card real-name-link__holder" aria-label="证件信息">
            {person.portrait && isHttpUrl(person.portrait) && (
              <img className="real-name-link__portrait" src={person.portrait} alt="人像照片" />
            )}
            <dl>
              <dt>姓名</dt>
              <dd>{person.name}</dd>
              <dt>身份证号</dt>
              <dd>{person.idCard}</dd>
            </dl>
          </section>
          <div className="real-name-link__card">
            <TextField
              label="联系号码"
              type="tel"
              compact={ENTRY.phone}
              value={draft.sparePhone}
              onChange={(value) => setDraft((current) => ({ ...current, sparePhone: value }))}
              placeholder="请输入联系号码"
            />
          </div>
          <div className="real-name-link__submit">
            <Button block type="primary" nativeType="submit" loading={busy} disabled={busy}>
              提交
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** cityName: the visitor's city when the IP lookup locates it, '' otherwise (the lookup never rejects). */
async function cityNameOf(): Promise<string> {
  const city = await visitorCity();
  return city.located ? city.cityName : '';
}
