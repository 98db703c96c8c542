import type { CallData } from '@bluecat/api/gateway';

export type ActivityItem = CallData<'GET_ACTIVITY_LIST'>['list'][number];
export type ActivityDetail = CallData<'GET_ACTIVITY_DETAIL'>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * The activity list as it enters the app: ids as strings, missing fields as '', and entries without an id
 * dropped (they could not open a detail page).
 */
export function parseActivityList(data: unknown): ActivityItem[] {
  const list = (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .map((raw: Record<string, unknown>) => ({
      activityId: text(raw?.activityId),
      cover: text(raw?.cover),
      name: text(raw?.name),
      desc: text(raw?.desc),
    }))
    .filter((item) => item.activityId !== '');
}

/** One activity as it enters the app; the HTML body stays raw for RichText to sanitise. */
export function parseActivityDetail(data: unknown): ActivityDetail {
  const raw = (data ?? {}) as Record<string, unknown>;
  return {
    name: text(raw.name),
    author: text(raw.author),
    date: text(raw.date),
    detail: typeof raw.detail === 'string' ? raw.detail : '',
  };
}

/** /activityDetails?id={activityId} */
export function activityDetailsHref(detailsPath: string, activityId: string): string {
  return `${detailsPath}?${new URLSearchParams({ id: activityId })}`;
}
