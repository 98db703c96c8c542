import { defineRoutes } from '../../lib/route-module.ts';
import { activityDetailQuery, activityListQuery } from './route-calls.ts';

/** 特惠活动 activities and one activity (product.md › 特惠活动). */
export const routes = defineRoutes({
  activity: {
    path: '/activity',
    title: '特惠活动',
    data: [activityListQuery],
    page: () => import('./activity-list.tsx'),
    search: {
      id: 'activity',
      name: '特惠活动',
      group: '业务办理',
      keywords: ['活动', '优惠', '福利'],
      order: 29,
    },
    menu: [
      { menu: 'business-handle', section: '积分与更多', mark: '惠', tone: 'red', order: 2 },
      { menu: 'transfer', section: '活动商城', order: 1 },
      { menu: 'member', order: 7 },
    ],
  },
  activityDetails: {
    path: '/activityDetails',
    title: '活动详情',
    needs: { parameter: 'id' },
    data: [activityDetailQuery],
    page: () => import('./activity-details.tsx'),
  },
});
