import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { browserFaceAuthEffects } from '../../lib/face-auth/browser-effects.ts';
import type { FaceAuthEffects } from '../../lib/face-auth/controller.ts';
import { type IdentityEntry, IdentityStartPage } from '../../lib/face-auth/identity-start-page.tsx';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import { endFlow, HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import './binding.css';

/**
 * The 收不到验证码 variant of 号码绑定: phone, ID last six and name (product.md › 号码绑定). The six ID digits go as `idCard`:
 * the contract's account-bind start takes them there.
 */
export const NO_CODE_ENTRIES: readonly IdentityEntry[] = [
  { input: 'mobile', field: 'mobilePhone' },
  { input: 'idSuffix', field: 'idCard' },
  { input: 'name', field: 'name' },
];

export const NO_CODE_DRAFT = HALL_DRAFTS.noCodeBind;

export const LEAVE_NO_CODE = '您确定退出号码绑定吗？';

/**
 * /noCode: phone, ID last six and name → FACE_AUTH_ACCOUNT_BIND. The provider returns here (product.md › 号码绑定);
 * a passed check has bound the number (the bind-success page), a face that did not match opens the
 * bind-fail page instead of the usual alert. The form is kept in the tab for the round trip, and
 * forgotten once the person confirms leaving.
 */
export default function NoCodePage() {
  const navigate = useNavigate();
  const leave = useLeaveConfirm(LEAVE_NO_CODE, paths.accountBind, { onLeave: () => endFlow('noCodeBind') });
  const effects = useMemo<FaceAuthEffects>(
    () => ({
      ...browserFaceAuthEffects,
      // The check's only alert is the mismatch: binding shows it as its own page (product.md › 号码绑定).
      alert: async () => {
        navigate(paths.bindFail, { replace: true });
      },
    }),
    [navigate],
  );

  return (
    <IdentityStartPage
      type="accountBind"
      title="号码绑定"
      className="binding"
      draft={NO_CODE_DRAFT}
      entries={NO_CODE_ENTRIES}
      effects={effects}
      onBack={leave.back}
      onPassed={() => {
        // Another number is bound now: nothing typed or fetched for the previous one stays.
        forgetSubscriber();
        navigate(paths.bindSuccess, { replace: true });
      }}
      intro={{
        label: '办理说明',
        lead: '收不到验证码？通过人脸核验绑定号码',
        body: (
          <p className="binding__intro">
            请填写机主本人的号码、身份证号后六位和姓名，核验通过后号码即绑定到当前微信。
          </p>
        ),
      }}
      formLabel="人脸核验绑定"
      submitText="开始人脸核验"
    />
  );
}
