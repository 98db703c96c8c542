import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { RichText } from '@bluecat/ui/rich-text';
import { useRouteCall } from '../../lib/route-data.ts';
import { cooperationQuery } from './route-calls.ts';
import './other-services.css';

/** COOPERATION's HTML as it enters the app: anything but a string is no content. */
export function parseCooperation(data: unknown): string {
  const content = (data as { content?: unknown } | null)?.content;
  return typeof content === 'string' ? content : '';
}

/** /cooperate 商务合作 (product.md › 其他服务): the COOPERATION content, sanitised. */
export default function CooperatePage() {
  const content = useRouteCall(cooperationQuery, parseCooperation);
  return (
    <div className="other-services">
      <PageHeader title="商务合作" />
      <main className="other-services__main">
        <PageStates loaded={content} empty={(html) => html.trim() === ''} rows={5}>
          {(html) => <RichText className="other-services__card other-services__rich" html={html} />}
        </PageStates>
      </main>
    </div>
  );
}
