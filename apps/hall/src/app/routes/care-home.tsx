import { useAtomValue } from 'jotai';
import { CareHome } from '../../features/care/care-home.tsx';
import { boundPhoneAtom } from '../../features/member/state.ts';
import { useMemberAutoload } from '../../features/member/use-member-autoload.ts';
import { HallShell } from '../../features/shell/hall-shell.tsx';

/** 关怀版首页 inside the hall's frame, with the member's bound number. */
export default function CareHomePage() {
  useMemberAutoload(false);
  const phone = useAtomValue(boundPhoneAtom);
  return (
    <HallShell>
      <CareHome boundPhone={phone?.mobilePhone ?? null} />
    </HallShell>
  );
}
