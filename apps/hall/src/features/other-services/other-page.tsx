import { LinkList, type ListLink } from '@bluecat/ui/link-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
import './other-services.css';

/**
 * 商务合作 and 投诉 are the list product.md › 其他服务 names. 门店查询 joins them: the store finder otherwise has only the
 * business-handling tile, and "other services" is where a subscriber looks for it.
 */
const OTHER_LINKS: readonly ListLink[] = [
  { label: '商务合作', to: paths.cooperate },
  { label: '投诉', to: paths.complain },
  { label: '门店查询', to: paths.store },
];

/** /other 其他服务 (product.md › 其他服务). */
export default function OtherPage() {
  return (
    <div className="other-services">
      <PageHeader title="其他服务" />
      <main className="other-services__main">
        <nav className="other-services__card" aria-label="其他服务">
          <LinkList links={OTHER_LINKS} />
        </nav>
      </main>
    </div>
  );
}
