import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
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
 * before leaving, as 销户's form does (001 §4); an untouched form leaves at once. Leaving the first page of
 * a visit goes to /transAcct.
 */
export function TransferHeader({ title, halfFilled, leaveMessage }: TransferHeaderProps) {
  return halfFilled ? (
    <GuardedHeader title={title} leaveMessage={leaveMessage} />
  ) : (
    <PageHeader title={title} />
  );
}

function GuardedHeader({ title, leaveMessage }: Omit<TransferHeaderProps, 'halfFilled'>) {
  const leave = useLeaveConfirm(leaveMessage, paths.transAcct);
  return <PageHeader title={title} onBack={leave.back} />;
}
