import { GatewayError } from '@bluecat/api/gateway';
import { AppLink } from '@bluecat/ui/app-link';
import { confirm, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { noteRegisterPath, paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { useFirstRead } from '../../lib/route-data.ts';
import { loadOrdered } from './sms-api.ts';
import './sms-service.css';
import * as calls from '@bluecat/api/calls';
import { useFormSubmit } from '../../lib/form/form-submit.ts';

const SERVICE_TITLE = '短信防打扰';
/** product.md › 短信防打扰 */
const MESSAGES = {
  agreementRequired: '请先勾选用户服务协议',
  ordered: '订购成功，请稍后进行查询!',
  unsubscribed: '退订成功，请稍后进行查询!',
} as const;

/** SMSREGISTER regflag: '01' 订购, '02' 退订 (product.md › 短信防打扰). */
type RegFlag = '01' | '02';

/**
 * /WillRegister 短信防打扰 (product.md › 短信防打扰): what the service does, the agreement, and — decided by
 * GET_SMSBYPHONE — 订购 for a member without it, or 去登记 and 退订 for one who has it.
 */
export default function WillRegister() {
  const phone = useBoundPhone();
  const navigate = useNavigate();
  const read = useFirstRead();
  const ordered = useLoad((signal) => read((first) => loadOrdered(phone, signal, first), signal), [phone]);
  // Kept as a draft, so reading the agreement and coming back keeps the tick.
  const [agreement, setAgreement] = usePersistedState('sms-agreement' satisfies HallFormDraft, {
    agreed: false,
  });
  const { busy, isSending, sendOnce } = useFormSubmit();
  const agreeId = useId();

  const register = async (regflag: RegFlag) => {
    if (isSending()) return;
    if (regflag === '01' && !agreement.agreed) {
      toast(MESSAGES.agreementRequired);
      return;
    }
    await sendOnce(async () => {
      try {
        if (regflag === '02') {
          const sure = await confirm({
            title: '退订短信防打扰',
            message: '退订后，已登记的行业和拒收号码将不再拦截，确定退订吗？',
            confirmText: '确定退订',
            cancelText: '取消',
          });
          if (!sure) return;
        }
        const answer = await api.call(calls.SMSREGISTER, { serviceid: phone, regflag });
        if (!answer.ok) return;
        const search = `?title=${encodeURIComponent(SERVICE_TITLE)}`;
        if (regflag === '01') {
          toast(MESSAGES.ordered);
          navigate(`${paths.openSuccess}${search}`, { replace: true });
        } else {
          toast(MESSAGES.unsubscribed);
          navigate(`${paths.quitSuccess}${search}`, { replace: true });
        }
      } catch (error) {
        // The gateway has shown the transport failure; the page stays for another try.
        if (!(error instanceof GatewayError)) throw error;
      }
    });
  };

  return (
    <>
      <PageHeader title={SERVICE_TITLE} onBack={() => navigate(paths.businessHandle)} />
      <main className="sms-page">
        <section className="sms-hero" aria-label="业务介绍">
          <h2 className="sms-hero__title">短信防打扰</h2>
          <p className="sms-hero__text">拦截骚扰营销短信，还您一个清净的收件箱</p>
        </section>
        <section className="sms-card" aria-labelledby={`${agreeId}-what`}>
          <h2 id={`${agreeId}-what`} className="sms-card__title">
            服务内容
          </h2>
          <ul className="sms-list">
            <li>行业营销防护：按行业拒收房产、教育、金融等11类营销短信</li>
            <li>拒收号码防护：拒收指定号码发来的短信</li>
            <li>拦截申诉与意见反馈：误拦截、漏拦截随时告诉我们</li>
          </ul>
          <p className="sms-card__text">本业务免费，办理号码：{phone}</p>
        </section>
        <PageStates loaded={ordered} empty={false}>
          {(isOrdered) =>
            isOrdered ? (
              <section className="sms-card" aria-label="已订购">
                <p className="sms-card__text">您已订购短信防打扰服务，可前往登记需要拦截的行业和号码。</p>
                <div className="sms-actions">
                  <AppLink className="sms-button sms-button--primary" to={noteRegisterPath(phone)}>
                    去登记
                  </AppLink>
                  <AppLink className="sms-button" to={paths.selectFunction}>
                    更多防护功能
                  </AppLink>
                  <button
                    type="button"
                    className="sms-button"
                    disabled={busy}
                    onClick={() => void register('02')}
                  >
                    退订
                  </button>
                </div>
              </section>
            ) : (
              <section className="sms-card" aria-label="订购">
                <div className="sms-check">
                  <input
                    id={agreeId}
                    type="checkbox"
                    checked={agreement.agreed}
                    onChange={(event) => setAgreement({ agreed: event.target.checked })}
                  />
                  <label htmlFor={agreeId}>
                    我已阅读并同意
                    <AppLink className="sms-link" to={paths.userAgreement}>
                      《用户服务协议》
                    </AppLink>
                  </label>
                </div>
                <div className="sms-actions">
                  <button
                    type="button"
                    className="sms-button sms-button--primary"
                    disabled={busy}
                    onClick={() => void register('01')}
                  >
                    订购
                  </button>
                </div>
              </section>
            )
          }
        </PageStates>
      </main>
    </>
  );
}
