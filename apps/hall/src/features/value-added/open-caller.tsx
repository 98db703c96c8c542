import { PageHeader } from '@bluecat/ui/page-header';
import { StatusPage } from '@bluecat/ui/status-page';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { CALL_PACKAGE_TITLES, readPackageType } from './order-types.ts';
import { PackageList } from './package-list.tsx';
import { callerPackagesQuery } from './route-calls.ts';
import './value-added.css';

const INTROS = {
  1: '关机、无信号或通话中错过的来电，开机后以短信告知来电号码和时间。',
  2: '来电时显示主叫号码，接听前知道是谁来电。来电显示开通后不可在此退订。',
  3: '将来电转移到您指定的号码，不错过任何重要来电。',
} as const;

/** /openCaller?type=1|2|3 来电提醒 / 来电显示 / 订购呼转 (product.md › 来电增值业务). */
export default function OpenCaller() {
  const [search] = useUrlSearchParams();
  const type = readPackageType(search.get('type'));
  // A link without any type never gets here (the route's missing-parameter rule); one of an unknown type
  // says so.
  if (type === null) {
    return <StatusPage title="业务不存在" text="未找到该增值业务，请返回业务办理重新选择。" />;
  }
  return (
    <>
      <PageHeader title={CALL_PACKAGE_TITLES[type]} />
      <main className="va-page">
        <p className="va-intro">{INTROS[type]}</p>
        <PackageList type={type} query={callerPackagesQuery} />
      </main>
    </>
  );
}
