import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { RichText } from '@bluecat/ui/rich-text';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { parseActivityDetail } from './activity-data.ts';
import './activity.css';
import { activityDetailQuery } from './route-calls.ts';

/** Shown when the address carries no activity id (a cut link): nothing to ask the server for. */
export const NO_ACTIVITY = '未找到该活动';

/** The article of the address's activity (route-calls.ts reads its id the same way as the page). */
function Article() {
  const titleId = useId();
  const detail = useRouteCall(activityDetailQuery, parseActivityDetail);
  return (
    <PageStates loaded={detail} rows={6}>
      {(article) => (
        <article className="activity-article" aria-labelledby={titleId}>
          <h2 id={titleId} className="activity-article__title">
            {article.name}
          </h2>
          <p className="activity-article__meta">
            {article.author && <span>{article.author}</span>}
            {article.date && <time dateTime={article.date}>{article.date}</time>}
          </p>
          <RichText className="activity-article__body" html={article.detail} />
        </article>
      )}
    </PageStates>
  );
}

/** /activityDetails?id={activityId} (product.md › 特惠活动): name, author, date and the article as sanitised HTML. */
export default function ActivityDetails() {
  const id = useUrlSearchParams()[0].get('id')?.trim() ?? '';
  return (
    <div className="activity">
      <PageHeader title="活动详情" />
      <main className="activity__main">
        {id === '' ? (
          <PageEmpty text={NO_ACTIVITY}>
            <AppLink className="activity__back-link" to={paths.activity}>
              查看全部活动
            </AppLink>
          </PageEmpty>
        ) : (
          <Article key={id} />
        )}
      </main>
    </div>
  );
}
