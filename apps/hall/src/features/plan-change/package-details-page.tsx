import { FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { RichText } from '@bluecat/ui/rich-text';
import { useLoad } from '@bluecat/ui/use-load';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useRouteLoad } from '../../lib/route-data.ts';
import { packageDetailsQuery } from './route-calls.ts';
import './plan-change.css';

/** /PackageDetails?id={productId} 套餐详情 (product.md › 变更套餐): PACKAGE_DETAILS; the description only through RichText. */
export default function PackageDetailsPage() {
  const [params] = useUrlSearchParams();
  const productId = params.get('id') ?? '';
  // The route's guard sends an address without `id` away; a page shown without one asks for nothing.
  const loadDetails = useRouteLoad(packageDetailsQuery);
  const details = useLoad(
    (signal) => (productId === '' ? Promise.resolve(null) : loadDetails(signal)),
    [productId, loadDetails],
  );

  return (
    <div className="plan-change">
      <PageHeader title="套餐详情" />
      <PageStates loaded={details} emptyText="未找到该套餐">
        {(plan) =>
          plan && (
            <article className="plan-change__card plan-details" aria-labelledby="plan-details-name">
              <h2 id="plan-details-name" className="plan-details__name">
                {plan.name}
              </h2>
              <p className="plan-details__fee">
                <span className="plan-change__amount">{plan.monthfee}</span>元/月
              </p>
              <FactList
                items={[
                  { label: '国内接听', value: plan.voicein },
                  { label: '国内主叫', value: plan.voiceout },
                  { label: '国内流量', value: plan.datain },
                  { label: '短信', value: plan.smsout },
                  { label: '增值业务', value: plan.vsopin },
                ].filter((row): row is { label: string; value: string } => Boolean(row.value))}
              />
              <h3 className="plan-details__heading">套餐说明</h3>
              <RichText className="plan-details__description" html={plan.description} />
            </article>
          )
        }
      </PageStates>
    </div>
  );
}
