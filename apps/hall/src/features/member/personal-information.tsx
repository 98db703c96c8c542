import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { LinkList, LinkListButton } from '@bluecat/ui/link-list';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { links } from '../../config/menus/member.gen.ts';
import { paths } from '../../config/paths.ts';
import { CareSwitch } from '../../lib/care-mode/care-switch.tsx';
import { useCustomerService } from '../../lib/customer-service.ts';
import { UNBOUND_PROMPT } from './member-summary.tsx';
import { loadMemberAtom, type Member, memberAtom } from './state.ts';
import './member-card.css';
import './personal-information.css';

function MemberCard({ member }: { member: Member }) {
  const { memberName } = member.memberInfo;
  const phone = member.mobilePhoneInfo;
  return (
    <section className="member-card" aria-label="会员信息">
      <div className="member-card__row">
        <span className="member-card__avatar" aria-hidden="true">
          {memberName.slice(0, 1) || '蓝'}
        </span>
        <div>
          <p className="member-card__name">{memberName}</p>
          {phone && (
            <p className="member-card__meta">
              {phone.mobilePhone} · {phone.level}星用户
            </p>
          )}
        </div>
      </div>
      {phone ? (
        <FactList
          look="columns"
          className="member-card__stats"
          items={[
            { label: '当前积分', value: phone.pointInfo.currentPoints },
            { label: '累计积分', value: phone.pointInfo.grandTotalPoints },
          ]}
        />
      ) : (
        <>
          <p className="member-card__prompt">{UNBOUND_PROMPT}</p>
          <AppLink className="member-card__bind" to={paths.accountBind}>
            绑定手机号
          </AppLink>
        </>
      )}
    </section>
  );
}

/**
 * 个人信息 the member center tab: who is signed in, the bound number and points, and member services (the
 * route modules' `menu: 'member'` entries).
 */
export default function PersonalInformation() {
  const { member, error } = useAtomValue(memberAtom);
  const load = useSetAtom(loadMemberAtom);
  const chat = useCustomerService();

  return (
    <main className="member-center">
      <h1 className="member-center__title">个人信息</h1>
      {member ? (
        <MemberCard member={member} />
      ) : (
        <div className="member-state">
          {error ? <PageError message={error} onRetry={() => void load()} /> : <PageSkeleton rows={3} />}
        </div>
      )}
      <CareSwitch lead />
      <nav className="member-center__links" aria-label="会员服务">
        <LinkList links={links}>
          {chat.available && (
            <LinkListButton onClick={() => void chat.open()} disabled={chat.opening}>
              在线客服
            </LinkListButton>
          )}
        </LinkList>
      </nav>
    </main>
  );
}
