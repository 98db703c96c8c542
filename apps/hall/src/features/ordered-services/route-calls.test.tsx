import * as calls from '@bluecat/api/calls';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import OrderedServicesPage from './ordered-services-page.tsx';
import { routes } from './routes.tsx';

const { firstCallsOf, server } = firstCallsKit();

describe('已订业务 first call', () => {
  it("asks for page 1 of 基础套餐, 6 at a time, with the route's code", async () => {
    expect(await firstCallsOf(routes.orderbusine, '/orderbusine')).toEqual([
      ['/api/wechat/querySubscribeBusiness', { type: 1, page: 1, pageSize: 6 }],
    ]);
  });

  it("shows the page the route's loader started, without asking again", async () => {
    await firstCallsOf(routes.orderbusine, '/orderbusine');
    render(<OrderedServicesPage />);
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(server().countOf(calls.ORDER_BUSINESS)).toBe(1);
  });
});
