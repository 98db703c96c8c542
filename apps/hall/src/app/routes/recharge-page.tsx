import { useAtomValue, useSetAtom } from 'jotai';
import { boundPhoneAtom, loadMemberAtom } from '../../features/member/state.ts';
import { RechargePage } from '../../features/recharge/recharge-page.tsx';

/** 号码充值 with the member's bound number and points; a page restored from the back-forward cache reloads the member. */
export default function RechargeRoutePage() {
  const phone = useAtomValue(boundPhoneAtom);
  const loadMember = useSetAtom(loadMemberAtom);
  return (
    <RechargePage
      boundPhone={phone?.mobilePhone ?? null}
      points={phone?.pointInfo.currentPoints ?? null}
      onRestore={() => void loadMember()}
    />
  );
}
