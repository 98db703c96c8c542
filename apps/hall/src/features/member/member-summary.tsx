import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { paths } from '../../config/paths.ts';
import { loadMemberAtom, memberAtom } from './state.ts';
import './member-card.css';

export const UNBOUND_PROMPT = '您还未绑定手机号，绑定后即可查询和办理业务';

/** The bound number at the top of 业务查询: number, plan, status and points, or the bind prompt. */
export function MemberSummary() {
  const { member, error } = useAtomValue(memberAtom);
  const load = useSetAtom(loadMemberAtom);

  if (!member) {
    return (
      <div className="member-state">
        {error ? <PageError message={error} onRetry={() => void load()} /> : <PageSkeleton rows={2} />}
      </div>
    );
  }

  const phone = member.mobilePhoneInfo;
  if (!phone) {
    return (
      <section className="member-card" aria-label="我的号码">
        <p className="member-card__prompt">{UNBOUND_PROMPT}</p>
        <AppLink className="member-card__bind" to={paths.accountBind}>
          绑定手机号
        </AppLink>
      </section>
    );
  }

  return (
    <section className="member-card" aria-label="我的号码">
      <p className="member-card__name">{phone.mobilePhone}</p>
      <p className="member-card__meta">{phone.packageName}</p>
      <FactList
        look="columns"
        className="member-card__stats"
        items={[
          { label: '号码状态', value: phone.mobileStatus },
          { label: '当前积分', value: phone.pointInfo.currentPoints },
        ]}
      />
    </section>
  );
}
