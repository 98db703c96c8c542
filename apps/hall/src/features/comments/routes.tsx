import { defineRoutes } from '../../lib/route-module.ts';
import { bannersQuery, firstCommentsQuery, replyDetailsQuery } from './route-calls.ts';

/** 吐槽专区 the comment zone: proposing, the list, one proposal (product.md › 吐槽专区). */
export const routes = defineRoutes({
  proposal: {
    path: '/proposal',
    title: '吐槽专区',
    page: () => import('./proposal-page.tsx'),
    search: {
      id: 'comments',
      name: '吐槽专区',
      group: '业务办理',
      keywords: ['留言', '建议', '意见'],
      order: 30,
    },
    menu: [
      { menu: 'business-handle', section: '积分与更多', mark: '槽', tone: 'cyan', order: 3 },
      { menu: 'member', order: 8 },
    ],
  },
  message: {
    path: '/message',
    title: '留言区',
    // The first tab (全部) opens with the page: its first page is what the screen shows first. The banners
    // above it are the largest picture on the screen: their list comes with it, so the picture can follow.
    data: [firstCommentsQuery, bannersQuery],
    page: () => import('./message-page.tsx'),
  },
  proposalDetail: {
    path: '/proposalDetail',
    title: '留言详情',
    needs: { parameter: 'id' },
    data: [replyDetailsQuery],
    page: () => import('./proposal-detail.tsx'),
  },
});
