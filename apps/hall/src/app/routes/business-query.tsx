import { MemberSummary } from '../../features/member/member-summary.tsx';
import { BusinessQuery } from '../../features/shell/business-query.tsx';

export default function BusinessQueryPage() {
  return <BusinessQuery summary={<MemberSummary />} />;
}
