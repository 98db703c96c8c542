import { LinkList } from '@bluecat/ui/link-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { links } from '../../config/menus/other.gen.ts';
import './other-services.css';

/**
 * /other 其他服务 (product.md › 其他服务): the route modules' `menu: 'other'` entries. 商务合作 and 投诉 are the list
 * product.md › 其他服务 names; 门店查询 joins them: the store finder otherwise has only the business-handling tile,
 * and "other services" is where a subscriber looks for it.
 */
export default function OtherPage() {
  return (
    <div className="other-services">
      <PageHeader title="其他服务" />
      <main className="other-services__main">
        <nav className="other-services__card" aria-label="其他服务">
          <LinkList links={links} />
        </nav>
      </main>
    </div>
  );
}
