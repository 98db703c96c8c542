import { AppLink } from '@bluecat/ui/app-link';
import { FallbackImage } from '@bluecat/ui/fallback-image';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { activityDetailsHref, parseActivityList } from './activity-data.ts';
import './activity.css';
import { activityListQuery } from './route-calls.ts';

/** /activity 特惠活动 (product.md › 特惠活动): each activity's cover, name and one line, leading to its article. */
export default function ActivityList() {
  const activities = useRouteCall(activityListQuery, parseActivityList);

  return (
    <div className="activity">
      <PageHeader title="特惠活动" />
      <main className="activity__main">
        <PageStates loaded={activities} emptyText="暂无活动">
          {(list) => (
            <ul className="activity-list">
              {list.map((item) => (
                <li key={item.activityId}>
                  <AppLink
                    className="activity-card"
                    to={activityDetailsHref(paths.activityDetails, item.activityId)}
                  >
                    <FallbackImage className="activity-card__cover" src={item.cover} alt="" />
                    <span className="activity-card__body">
                      <span className="activity-card__name">{item.name}</span>
                      {item.desc && <span className="activity-card__desc">{item.desc}</span>}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </PageStates>
      </main>
    </div>
  );
}
