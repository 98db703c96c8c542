import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { RichText } from '@bluecat/ui/rich-text';
import { Tabs } from '@bluecat/ui/tabs';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useCallback } from 'react';
import { paths } from '../../config/paths.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { DETAIL_TYPES, type DetailType, detailCache, parseChoice, RULE_KEY, ruleCache } from './caches.ts';
import {
  DETAILS_TABS,
  type DetailsTab,
  readDetailsTab,
  TAB_PARAM,
  TYPE_PARAM,
} from './integral-details-search.ts';
import { detailQuery, ruleQuery } from './route-calls.ts';
import { useBack } from './use-back.ts';
import { useCached } from './use-cached.ts';
import './points.css';

/** A signed change: earned points with a plus, used points with their minus. */
export function formatPointsChange(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

function DetailList({ type }: { type: DetailType }) {
  const loadDetail = useRouteLoad(detailQuery);
  const detail = useCached(
    detailCache,
    type,
    useCallback((signal: AbortSignal) => loadDetail(signal).then((data) => data.list), [loadDetail]),
  );
  return (
    <PageStates loaded={detail}>
      {(list) => (
        <ul className="points-rows">
          {list.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and the list is only ever replaced whole; the place keeps two same-second lines apart
            <li key={`${index}-${item.date}`} className="points-row">
              <div className="points-row__main">
                <p className="points-row__title">{item.title}</p>
                <p className="points-row__meta">{item.date}</p>
              </div>
              <span
                className={`points-row__value ${item.points >= 0 ? 'points-row__value--earned' : 'points-row__value--used'}`}
              >
                {formatPointsChange(item.points)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageStates>
  );
}

function PointsRule() {
  const loadRule = useRouteLoad(ruleQuery);
  const rule = useCached(
    ruleCache,
    RULE_KEY,
    useCallback((signal: AbortSignal) => loadRule(signal).then((data) => data.content), [loadRule]),
  );
  return (
    <PageStates
      status={rule.status}
      data={rule.data}
      empty={(content) => content.trim() === ''}
      onRetry={rule.reload}
      errorMessage={rule.error ?? undefined}
    >
      {(content) => <RichText className="points-rule" html={content} />}
    </PageStates>
  );
}

/** /integralDetails: 积分明细 by type (全部, 获得, 使用) and 积分规则, each fetched once and reused. */
export default function IntegralDetails() {
  const [search, replaceQuery] = useUrlSearchParams();
  const tab = readDetailsTab(search);
  const type = parseChoice(search.get(TYPE_PARAM), DETAIL_TYPES, 0);
  const back = useBack(paths.integralMyPoints);

  // Tab changes replace the address: the back arrow leaves the page rather than stepping through tabs.
  const choose = (name: string, value: string) => replaceQuery((query) => query.set(name, value));

  return (
    <div className="points-details">
      <PageHeader title="积分明细" onBack={back} />
      <Tabs<DetailsTab>
        label="积分"
        tabs={DETAILS_TABS}
        value={tab}
        onChange={(value) => choose(TAB_PARAM, value)}
      >
        {tab === 'detail' ? (
          <Tabs<DetailType>
            label="明细类型"
            look="pill"
            tabs={DETAIL_TYPES}
            value={type}
            onChange={(value) => choose(TYPE_PARAM, String(value))}
            panelClassName="points-details__types"
          >
            <DetailList type={type} />
          </Tabs>
        ) : (
          <PointsRule />
        )}
      </Tabs>
    </div>
  );
}
