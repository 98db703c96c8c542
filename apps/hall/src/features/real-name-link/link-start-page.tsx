import { ENTRY } from '@bluecat/rules/entries';
import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { LoadError, useLoad } from '@bluecat/ui/use-load';
import { usePageRestore } from '@bluecat/ui/use-page-restore';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';
import { readRoute } from '../../lib/route-data.ts';
import { REAL_NAME_MESSAGES, realNameErrorState } from './link-error.ts';
import { forgetSession, leaveForProvider, realNameReturnUrl, resumeSession } from './provider.ts';
import { EMPTY_LINK_DRAFT, LINK_DRAFT } from './real-name-draft.ts';
import { orderPhoneQuery } from './route-calls.ts';
import './real-name-link.css';
import * as calls from '@bluecat/api/calls';

/**
 * /realNameLink?pone={order id} 扫码实名 (product.md › 扫码实名), a public page: the number of the order read-only
 * (getPhoneById), then 下一步 starts the provider's check (newTransAcctT), which returns to the form.
 */
export default function LinkStartPage() {
  const [params] = useUrlSearchParams();
  const pone = params.get('pone')?.trim() ?? '';
  // Back on this page with a session of this order under way (the link opened again, not the back
  // button): it continues on the form, where the provider returns to.
  // Decided once per arrival: the back button or a new scan starts afresh (resumeSession).
  const [resume] = useState(() => resumeSession('realNameLink', { order: pone }));
  if (resume) return <Redirect to={paths.realNameLinkForm} />;
  if (pone === '') return <OutcomePage tone="fail" title="扫码实名" text={REAL_NAME_MESSAGES.noOrder} />;
  return <LinkStart key={pone} pone={pone} />;
}

function LinkStart({ pone }: { pone: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [, setDraft] = usePersistedState(LINK_DRAFT, EMPTY_LINK_DRAFT);
  const starting = useRef(false);
  const [busy, setBusy] = useState(false);
  // Back from the provider's page into this one as it was left (the back-forward cache): the session
  // there was not finished; 下一步 starts a new one.
  usePageRestore(() => {
    forgetSession('realNameLink');
    starting.current = false;
    setBusy(false);
  });
  // The order's number, as the route started it (route-calls.ts).
  const order = useLoad(
    async (signal) => {
      const address = new URL(`${pathname}${search}`, window.location.origin);
      const answer = await readRoute(orderPhoneQuery, address, { toast: false, loading: false, signal });
      if (!answer.ok) throw new LoadError(answer.msg || REAL_NAME_MESSAGES.noPhone);
      const serviceId = String(answer.data?.serviceId ?? '');
      if (serviceId === '') throw new LoadError(REAL_NAME_MESSAGES.noPhone);
      return { serviceId };
    },
    [pone],
  );

  // A new scan starts a new draft: the order id goes with the contact number the form will take.
  useEffect(() => {
    setDraft((current) => (current.pone === pone ? current : { ...EMPTY_LINK_DRAFT, pone }));
  }, [pone, setDraft]);

  const next = async (serviceId: string) => {
    if (starting.current) return;
    starting.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.newTransAcctT, {
        serviceId,
        returnUrl: realNameReturnUrl('realNameLink'),
      });
      if (answer.ok) {
        if (leaveForProvider('realNameLink', answer.data)) return;
      } else {
        navigate(paths.realNameLinkError, { replace: true, state: realNameErrorState(answer.msg) });
      }
    } catch {
      // The gateway has shown the transport error; 下一步 may be tapped again.
    }
    starting.current = false;
    setBusy(false);
  };

  return (
    <div className="real-name-link">
      <PageHeader title="扫码实名" />
      <PageStates loaded={order} empty={false}>
        {(data) => (
          <>
            <p className="real-name-link__lead">请核对办理号码，点击下一步拍摄身份证并完成人脸识别。</p>
            <div className="real-name-link__card">
              <TextField
                label="手机号"
                type="tel"
                compact={ENTRY.phone}
                value={data.serviceId}
                onChange={() => {}}
                placeholder=""
                readOnly
              />
            </div>
            <div className="real-name-link__submit">
              <Button
                block
                type="primary"
                onClick={() => void next(data.serviceId)}
                loading={busy}
                disabled={busy}
              >
                下一步
              </Button>
            </div>
          </>
        )}
      </PageStates>
    </div>
  );
}
