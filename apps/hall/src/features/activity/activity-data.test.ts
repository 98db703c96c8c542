import { describe, expect, it } from 'vitest';
import { activityDetailsHref, parseActivityDetail, parseActivityList } from './activity-data.ts';

describe('parseActivityList', () => {
  it('reads ids as strings, fills missing fields and drops entries without an id', () => {
    expect(
      parseActivityList({
        list: [
          { activityId: 101, cover: ' https://x/1.jpg ', name: '充100送20' },
          { name: '没有编号' },
          null,
        ],
      }),
    ).toEqual([{ activityId: '101', cover: 'https://x/1.jpg', name: '充100送20', desc: '' }]);
  });

  it.each([null, {}, { list: 'x' }])('reads %j as no activity', (data) => {
    expect(parseActivityList(data)).toEqual([]);
  });
});

describe('parseActivityDetail', () => {
  it('keeps the HTML body as given and fills missing fields', () => {
    expect(parseActivityDetail({ name: '签到', detail: '<p>a</p>' })).toEqual({
      name: '签到',
      author: '',
      date: '',
      detail: '<p>a</p>',
    });
  });
});

it('builds the detail address with the id encoded', () => {
  expect(activityDetailsHref('/activityDetails', 'a&b')).toBe('/activityDetails?id=a%26b');
});
