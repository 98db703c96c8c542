import * as calls from '@bluecat/api/calls';
import type { CallBody } from '@bluecat/api/gateway';
import { routeCall } from '@bluecat/api/route-call';
import { PAGE_SIZE } from './comment-data.ts';

/** comment_list tab: 0 全部 all, 1 精选 selected, 2 我的 mine. */
export type CommentTab = 0 | 1 | 2;

/** comment_list's body for one page of a tab, 15 a page (product.md › 吐槽专区). */
export const commentPage = (tab: CommentTab, page: number): CallBody<'comment_list'> => ({
  tab,
  page,
  page_size: PAGE_SIZE,
});

/*
 * The message page's first calls, started by its route's loader and read by the page through these same
 * objects. Small enough for the hall's entry, where the routes are declared.
 */

/** The first page of 全部, the tab the page opens on: what the screen shows first. */
export const firstCommentsQuery = routeCall(calls.comment_list, () => commentPage(0, 1));

/**
 * The banners above the comments: the first is the largest picture on the screen, so their list comes with
 * the page, and that picture is asked for as soon as the list is in.
 */
export const bannersQuery = routeCall(calls.get_banner, () => ({}), { picture: '/list/0/url' });

/**
 * 留言详情's first call: the comment of the address's `id` with its first page of replies (15); an id that
 * is not a number asks for nothing (the page says 未找到该留言).
 */
export const replyDetailsQuery = routeCall(calls.replyDetails, (url): CallBody<'replyDetails'> | null => {
  const raw = (url.searchParams.get('id') ?? '').trim();
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? { id, page: 1, page_size: PAGE_SIZE } : null;
});
