import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
import { endFlow } from '../../lib/hall-drafts.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';

export interface TransferHeaderProps {
  title: string;
  /** Something is typed or the identity check has passed: leaving would lose it. */
  halfFilled: boolean;
  /** The question asked before leaving a half-filled form. */
  leaveMessage: string;
}

/**
 * A transfer form's header. While the form holds work, its back arrow and the phone's back gesture ask
 * before leaving, as 销户's form does (product.md › 过户); an untouched form leaves at once. Leaving the first page of
 * a visit goes to /transAcct. A confirmed exit ends the transfer: both owners' ID numbers, names and the
 * uploaded ID photos' addresses go with it.
 */
export function TransferHeader({ title, halfFilled, leaveMessage }: TransferHeaderProps) {
  const leave = useLeaveConfirm(leaveMessage, paths.transAcct, {
    active: halfFilled,
    onLeave: () => endFlow('transfer'),
  });
  return <PageHeader title={title} onBack={leave.back} />;
}
