import { describe, expect, it } from 'vitest';
import {
  hasMore,
  parseCommentPage,
  parseReplyDetails,
  parseReplyPage,
  proposalDetailHref,
} from './comment-data.ts';

const rawReply = {
  reply_id: 9001,
  name: '蓝猫移动',
  face: 'https://x/o.png',
  content: '<b>感谢</b>',
  reply_name: '',
  reply_content: '',
  is_official: 1,
};

describe('parseCommentPage', () => {
  it('reads flags as booleans and counts as numbers, keeping user text as typed', () => {
    expect(
      parseCommentPage({
        list: [
          {
            id: '3021',
            face: 'https://x/u1.png',
            name: '小蓝',
            time: '2024-06-12 09:30',
            text: '<img src=x onerror=alert(1)>',
            myLike: '1',
            total_good: '12',
            is_adopt: 1,
            reply: [rawReply],
          },
          { name: '无编号' },
        ],
        page: 1,
        total_page: '2',
        total: 17,
      }),
    ).toEqual({
      list: [
        {
          id: 3021,
          face: 'https://x/u1.png',
          name: '小蓝',
          time: '2024-06-12 09:30',
          text: '<img src=x onerror=alert(1)>',
          liked: true,
          likes: 12,
          selected: true,
          replies: [
            {
              id: 9001,
              name: '蓝猫移动',
              face: 'https://x/o.png',
              content: '<b>感谢</b>',
              replyName: '',
              replyContent: '',
              official: true,
            },
          ],
        },
      ],
      page: 1,
      totalPage: 2,
      total: 17,
    });
  });

  it('reads a malformed answer as an empty first page', () => {
    expect(parseCommentPage(null)).toEqual({ list: [], page: 1, totalPage: 0, total: 0 });
    expect(parseCommentPage({ list: [{ id: 1, total_good: -3 }] }).list[0]?.likes).toBe(0);
  });
});

it('reads replyDetails and more', () => {
  const details = parseReplyDetails({ id: 3020, name: '橘子', reply: [], page: 1, total_page: 0 });
  expect(details.comment.id).toBe(3020);
  expect(details.comment.replies).toEqual([]);
  expect(hasMore(details)).toBe(false);
  const next = parseReplyPage({ reply: [rawReply], page: 2, total_page: 3 });
  expect(next.replies).toHaveLength(1);
  expect(hasMore(next)).toBe(true);
});

it.each([
  [{ page: 1, totalPage: 2 }, true],
  [{ page: 2, totalPage: 2 }, false],
  [{ page: 1, totalPage: 0 }, false],
])('hasMore(%j) is %s', (paging, expected) => {
  expect(hasMore(paging)).toBe(expected);
});

it('builds the detail address', () => {
  expect(proposalDetailHref('/proposalDetail', 3021)).toBe('/proposalDetail?id=3021');
});
