import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useMemberAutoload } from '../../features/member/use-member-autoload.ts';
import { HallShell } from '../../features/shell/hall-shell.tsx';
import { KeepAliveOutlet } from '../keep-alive-outlet.tsx';

/** The hall shell around its tabs; the member is loaded on entry and on each visit to 业务查询. */
export default function HallLayout() {
  const { pathname } = useLocation();
  useMemberAutoload(pathname === paths.businessQuery);
  return (
    <HallShell>
      <KeepAliveOutlet />
    </HallShell>
  );
}
