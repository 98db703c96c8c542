import { removeStored } from '@bluecat/api/storage';
import { LinkList, LinkListButton, type ListLink } from '@bluecat/ui/link-list';
import { toast } from '@bluecat/ui/overlays';
import { type ReactNode, useId } from 'react';
import { sections } from '../../config/menus/transfer.gen.ts';
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

/**
 * 中转菜单 the transfer menu (product.md › 大厅与菜单): hall, activity mall and member center in one list, the
 * route modules' `menu: 'transfer'` entries; 会员中心 ends with 在线客服 and 清除登录信息.
 */
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
      {sections.map((section) => (
        <MenuSection key={section.title} title={section.title} links={section.links}>
          {section.title === '会员中心' && (
            <>
              {chat.available && (
                <LinkListButton onClick={() => void chat.open()} disabled={chat.opening}>
                  在线客服
                </LinkListButton>
              )}
              <LinkListButton onClick={clearToken}>清除登录信息</LinkListButton>
            </>
          )}
        </MenuSection>
      ))}
    </main>
  );
}
