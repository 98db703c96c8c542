import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { paths } from '../../config/paths.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { BindForm } from './bind-form.tsx';
import { numberInfoOf } from './number-info.ts';
import { NumberInfoCard } from './number-info-card.tsx';
import '../../lib/block-button.css';
import './binding.css';

/** product.md › 号码绑定: the header's back asks first. */
export const LEAVE_ACCOUNT_BIND = '您确定退出号码信息吗';

/**
 * /AccountBind 号码绑定 (product.md › 号码绑定): for an unbound member the bind form (phone and SMS code, with
 * 收不到验证码 → /noCode); for a bound one the number info and 解绑.
 */
export default function AccountBindPage() {
  const { member, error, reload } = useMemberAccess();
  const leave = useLeaveConfirm(LEAVE_ACCOUNT_BIND, paths.personalInformation);
  const info = member && numberInfoOf(member);

  return (
    <div className="binding">
      <PageHeader title="号码绑定" onBack={leave.back} />
      {member === null ? (
        error !== null ? (
          <PageError message={error} onRetry={() => void reload()} />
        ) : (
          <PageSkeleton rows={4} />
        )
      ) : info ? (
        <>
          <NumberInfoCard info={info} />
          <div className="binding__actions">
            <AppLink className="block-button" to={paths.relieve}>
              解绑
            </AppLink>
          </div>
        </>
      ) : (
        <>
          <p className="binding__lead">绑定手机号后即可查询话费、办理业务</p>
          <BindForm />
        </>
      )}
    </div>
  );
}
