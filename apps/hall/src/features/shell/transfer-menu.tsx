import { removeStored } from '@bluecat/api/storage';
import { LinkList, LinkListButton, type ListLink } from '@bluecat/ui/link-list';
import { toast } from '@bluecat/ui/overlays';
import { type ReactNode, useId } from 'react';
import { paths } from '../../config/paths.ts';
import { useCustomerService } from '../../lib/customer-service.ts';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import './transfer-menu.css';

export const TOKEN_CLEARED = '登录信息已清除';

function MenuSection({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly ListLink[];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="transfer-menu__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="transfer-menu__title">
        {title}
      </h2>
      <LinkList links={links}>{children}</LinkList>
    </section>
  );
}

const HALL_LINKS: readonly ListLink[] = [
  { label: '号码充值', to: paths.recharge },
  { label: '业务查询', to: paths.businessQuery },
  { label: '业务办理', to: paths.businessHandle },
  { label: '号码绑定', to: paths.accountBind },
];

const MALL_LINKS: readonly ListLink[] = [{ label: '特惠活动', to: paths.activity }];

const MEMBER_LINKS: readonly ListLink[] = [
  { label: '个人信息', to: paths.personal },
  { label: '积分中心', to: paths.integral },
  { label: '其他服务', to: paths.other },
];

/** 中转菜单 the transfer menu (product.md › 大厅与菜单): hall, activity mall and member center in one list. */
export default function TransferMenu() {
  const chat = useCustomerService();

  const clearToken = () => {
    removeStored('token');
    // Whoever signs in next on this phone finds nothing typed or fetched for this subscriber.
    forgetSubscriber();
    toast(TOKEN_CLEARED);
  };

  return (
    <main className="transfer-menu">
      <h1 className="transfer-menu__heading">服务导航</h1>
      <MenuSection title="营业厅" links={HALL_LINKS} />
      <MenuSection title="活动商城" links={MALL_LINKS} />
      <MenuSection title="会员中心" links={MEMBER_LINKS}>
        {chat.available && (
          <LinkListButton onClick={() => void chat.open()} disabled={chat.opening}>
            在线客服
          </LinkListButton>
        )}
        <LinkListButton onClick={clearToken}>清除登录信息</LinkListButton>
      </MenuSection>
    </main>
  );
}
