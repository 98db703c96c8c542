import { Button } from '@bluecat/ui/button';
import { clearDraft } from '@bluecat/ui/drafts';
import { toast } from '@bluecat/ui/overlays';
import { usePageRestore } from '@bluecat/ui/use-page-restore';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { readAgentSession } from '../../lib/agent-session.ts';
import { formatAmount } from '../../lib/amount.ts';
import { api } from '../../lib/api.ts';
import { agreementDraftKey } from './agreement-step-rules.ts';
import { photoDraftKey, preparedPhotoKey } from './photo-step-upload.ts';
import {
  clearRealNameKeys,
  finishRealName,
  isBackFromProvider,
  type ReturnOutcome,
  startRealName,
  type VerifiedCustomer,
} from './real-name-flow.ts';
import { StepButton } from './step-button.tsx';
import type { StepProps } from './step-props.ts';
import './real-name-step.css';

type Phase =
  /** Ready to go to the provider; `notice` says why the last attempt did not pass. */
  | { kind: 'ready'; notice?: string }
  /** On the way to the provider: the button stays disabled until the browser has left. */
  | { kind: 'leaving' }
  /** Back from the provider: the result is being checked and the opening submitted. */
  | { kind: 'checking' }
  | { kind: 'retry'; stage: 'result' }
  | { kind: 'retry'; stage: 'submit'; customer: VerifiedCustomer };

/** Where the customer went through the provider and came back, but a later call did not get through. */
const RETRY_NOTICE = {
  result: '未能获取实名认证结果，请检查网络后重试',
  submit: '实名认证已通过，开卡提交未完成，请重新提交',
} as const;

/** A refusal that came without a message of its own. */
const REJECTED_NOTICE = '实名认证未通过，请重新进行实名认证';

/**
 * Step 4, 实名认证 real-name: 去实名 leaves for the face-and-ID provider; coming back (Judge =
 * RealNameStart) checks the result and submits the opening. A finished opening or code -2 ends at
 * step 0 with the opening's keys cleared; a failed verification lets the agent start it again.
 */
export function RealNameStep({ record, variant, reset }: StepProps) {
  const [phase, setPhase] = useState<Phase>(() =>
    isBackFromProvider() ? { kind: 'checking' } : { kind: 'ready' },
  );
  const inFlight = useRef(false);
  const id = useId();

  const settle = useCallback(
    (outcome: ReturnOutcome) => {
      switch (outcome.kind) {
        case 'opened':
          toast(outcome.message);
          finishOpening(record.uimId);
          reset();
          return;
        case 'restart':
          finishOpening(record.uimId);
          reset();
          return;
        case 'rejected':
          // The verification is spent: its token and number go with the flag.
          clearRealNameKeys();
          if (!outcome.shown) toast(outcome.message);
          setPhase({ kind: 'ready', notice: outcome.message || REJECTED_NOTICE });
          return;
        case 'retry':
          setPhase(outcome);
          return;
      }
    },
    [record.uimId, reset],
  );

  const finish = useCallback(
    async (known?: VerifiedCustomer) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPhase({ kind: 'checking' });
      try {
        const workNo = readAgentSession()?.workNo ?? record.acceptPerson ?? '';
        settle(await finishRealName(record, variant, { api, workNo }, known));
      } catch {
        // An answer the flow could not read: the step never stays on 'checking'. The agent can ask
        // again (Judge stays, so a reload does the same) or start a new verification.
        setPhase(
          known ? { kind: 'retry', stage: 'submit', customer: known } : { kind: 'retry', stage: 'result' },
        );
      } finally {
        inFlight.current = false;
      }
    },
    [record, variant, settle],
  );

  // Back from the provider: check once on arrival, and again if the browser restores this page from
  // its back-forward cache (the customer pressed back at the provider).
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current && isBackFromProvider()) {
      arrived.current = true;
      void finish();
    }
  }, [finish]);
  usePageRestore(() => {
    if (isBackFromProvider()) void finish();
  });

  async function goToProvider() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ kind: 'leaving' });
    let leaving = false;
    try {
      // A new verification replaces one that could not be submitted.
      clearRealNameKeys();
      const outcome = await startRealName(record, variant, { api, toast, pageUrl: window.location.href });
      if (outcome.kind === 'leave') {
        leaving = true;
        window.location.assign(outcome.url);
      }
    } finally {
      inFlight.current = false;
      if (!leaving) setPhase({ kind: 'ready' });
    }
  }

  const busy = phase.kind === 'leaving' || phase.kind === 'checking';
  const notice =
    phase.kind === 'ready' ? phase.notice : phase.kind === 'retry' ? RETRY_NOTICE[phase.stage] : undefined;

  return (
    <section className="open-card-real-name" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="open-card-real-name-heading">
        实名认证
      </h2>

      <dl className="open-card-real-name-facts">
        <div className="open-card-real-name-fact">
          <dt>开卡号码</dt>
          <dd>{record.serviceid}</dd>
        </div>
        <div className="open-card-real-name-fact">
          <dt>套餐</dt>
          <dd>{record.prodOfferName}</dd>
        </div>
        {record.rechargeFlag === 'finish' && record.sumFee > 0 && (
          <div className="open-card-real-name-fact">
            <dt>预存话费</dt>
            <dd>{formatAmount(record.sumFee)}元（已支付）</dd>
          </div>
        )}
      </dl>

      {phase.kind === 'checking' ? (
        <p className="open-card-real-name-checking" aria-live="polite">
          正在核验实名认证结果，请稍候...
        </p>
      ) : (
        <ol className="open-card-real-name-guide">
          <li>请客户本人准备好二代居民身份证原件。</li>
          <li>点击“去实名”，按页面提示拍摄身份证正反面并完成人脸识别。</li>
          <li>认证完成后将自动返回本页并提交开卡，请勿关闭页面。</li>
        </ol>
      )}

      {notice && (
        <p className="open-card-real-name-notice" role="alert">
          {notice}
        </p>
      )}

      {phase.kind === 'retry' ? (
        <div className="open-card-real-name-actions">
          <Button
            className="open-card-real-name-next"
            nativeType="button"
            type="primary"
            block
            onClick={() => void finish(phase.stage === 'submit' ? phase.customer : undefined)}
          >
            {phase.stage === 'submit' ? '重新提交' : '重新获取认证结果'}
          </Button>
          <Button
            className="open-card-real-name-again"
            nativeType="button"
            fill="outline"
            block
            onClick={() => void goToProvider()}
          >
            重新实名认证
          </Button>
        </div>
      ) : (
        <StepButton className="open-card-real-name-next" busy={busy} onClick={() => void goToProvider()}>
          去实名
        </StepButton>
      )}
    </section>
  );
}

/** The opening is over: its real-name keys and the drafts of steps 2 and 3 go too. */
function finishOpening(uimId: string): void {
  clearRealNameKeys();
  clearDraft(agreementDraftKey(uimId));
  clearDraft(photoDraftKey(uimId));
  clearDraft(preparedPhotoKey(uimId));
}
