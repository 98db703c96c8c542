import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { numberInfoOf } from './number-info.ts';
import { NumberInfoCard } from './number-info-card.tsx';
import { UnboundPrompt } from './unbound-prompt.tsx';
import '../../lib/block-button.css';
import './binding.css';

/**
 * /personal 号码信息 (product.md › 号码绑定): the bound number's facts with 修改服务密码 and 解绑, or for a member without a
 * number the login prompt that leads to /AccountBind. Back goes to the member center.
 */
export default function PersonalPage() {
  const navigate = useNavigate();
  const { member, loading, error, reload } = useMemberAccess();

  // A member already loaded elsewhere is shown at once and refreshed, so the facts are today's.
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current || member === null) return;
    refreshed.current = true;
    void reload();
  }, [member, reload]);

  const info = member && numberInfoOf(member);
  return (
    <div className="binding">
      <PageHeader title="号码信息" onBack={() => navigate(paths.personalInformation, { replace: true })} />
      {member === null || (loading && !info) ? (
        error !== null && !loading ? (
          <PageError message={error} onRetry={() => void reload()} />
        ) : (
          <PageSkeleton rows={6} />
        )
      ) : info ? (
        <>
          <NumberInfoCard info={info} />
          <div className="binding__actions">
            <AppLink className="block-button block-button--primary" to={paths.setPassword}>
              修改服务密码
            </AppLink>
            <AppLink className="block-button" to={paths.relieve}>
              解绑
            </AppLink>
          </div>
        </>
      ) : (
        <UnboundPrompt />
      )}
    </div>
  );
}
