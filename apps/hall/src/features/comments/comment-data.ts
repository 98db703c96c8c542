/** product.md › 吐槽专区: comment pages and reply pages hold 15. */
export const PAGE_SIZE = 15;
/** product.md › 吐槽专区: replies shown under a comment in the list; 'view all N' appears from this many. */
export const INLINE_REPLIES = 3;

/** One reply under a comment. */
export interface Reply {
  id: number;
  name: string;
  face: string;
  content: string;
  /** The reply this one answers ('' when it answers the comment). */
  replyName: string;
  replyContent: string;
  /** is_official 1: shown with 官方. */
  official: boolean;
}

/** One comment as the screens read it (numbers as numbers, flags as booleans). */
export interface Comment {
  id: number;
  face: string;
  name: string;
  time: string;
  text: string;
  /** myLike 1 */
  liked: boolean;
  /** total_good */
  likes: number;
  /** is_adopt 1: 精选 */
  selected: boolean;
  replies: Reply[];
}

export interface CommentPage {
  list: Comment[];
  page: number;
  totalPage: number;
  total: number;
}

export interface ReplyPage {
  replies: Reply[];
  page: number;
  totalPage: number;
}

type Raw = Record<string, unknown> | null | undefined;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function count(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
}

function flag(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

export function parseReply(raw: Raw): Reply {
  return {
    id: count(raw?.reply_id),
    name: text(raw?.name).trim(),
    face: text(raw?.face).trim(),
    content: text(raw?.content),
    replyName: text(raw?.reply_name).trim(),
    replyContent: text(raw?.reply_content),
    official: flag(raw?.is_official),
  };
}

function replies(value: unknown): Reply[] {
  return Array.isArray(value) ? value.map((raw: Raw) => parseReply(raw)) : [];
}

export function parseComment(raw: Raw): Comment {
  return {
    id: count(raw?.id),
    face: text(raw?.face).trim(),
    name: text(raw?.name).trim(),
    time: text(raw?.time).trim(),
    text: text(raw?.text),
    liked: flag(raw?.myLike),
    likes: count(raw?.total_good),
    selected: flag(raw?.is_adopt),
    replies: replies(raw?.reply),
  };
}

/** comment_list's data, read once here; a comment without an id cannot be liked or answered and is dropped. */
export function parseCommentPage(data: unknown): CommentPage {
  const raw = (data ?? {}) as Record<string, unknown>;
  const list = Array.isArray(raw.list) ? raw.list.map((item: Raw) => parseComment(item)) : [];
  return {
    list: list.filter((comment) => comment.id > 0),
    page: Math.max(1, count(raw.page)),
    totalPage: count(raw.total_page),
    total: count(raw.total),
  };
}

/** replyDetails' data: the comment, and its first page of replies with the paging. */
export function parseReplyDetails(data: unknown): { comment: Comment; page: number; totalPage: number } {
  const raw = (data ?? {}) as Record<string, unknown>;
  return { comment: parseComment(raw), page: Math.max(1, count(raw.page)), totalPage: count(raw.total_page) };
}

/** more's data: a further page of replies. */
export function parseReplyPage(data: unknown): ReplyPage {
  const raw = (data ?? {}) as Record<string, unknown>;
  return {
    replies: replies(raw.reply),
    page: Math.max(1, count(raw.page)),
    totalPage: count(raw.total_page),
  };
}

/** product.md › 吐槽专区: the next page is asked for while total_page > page. */
export function hasMore(paging: { page: number; totalPage: number }): boolean {
  return paging.totalPage > paging.page;
}

/** /proposalDetail?id={id} */
export function proposalDetailHref(detailPath: string, id: number): string {
  return `${detailPath}?${new URLSearchParams({ id: String(id) })}`;
}
