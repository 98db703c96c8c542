import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import type { OrderedBusiness } from './order-status.ts';
import OrderedServicesPage from './ordered-services-page.tsx';

const service = (name: string, status: OrderedBusiness['status'] = 1): OrderedBusiness => ({
  packageName: name,
  effectTime: '2024-06-01 00:00:00',
  overTime: '2024-06-30 23:59:59',
  orderTime: '2024-05-28 10:12:40',
  status,
});
const services = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => service(`${prefix}${index + 1}`));

type Body = { type: number; page: number; pageSize: number };
type Answer = Awaited<ReturnType<typeof api.call>> | Error;

/** Answers ORDER_BUSINESS per tab and page; the whole body comes back, as the gateway returns it. */
function serve(pages: Record<string, Answer>) {
  return vi.spyOn(api, 'call').mockImplementation(async (_name, body) => {
    const { type, page } = body as Body;
    const answer = pages[`${type}:${page}`];
    if (!answer) throw new Error(`unexpected page ${type}:${page}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}
const listBody = (list: OrderedBusiness[]) =>
  ({ ok: true, code: 1, msg: '成功', data: { code: 1, msg: '成功', list } }) as const;

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderedServicesPage', () => {
  it('lists the base packages with times and a status badge each', async () => {
    const call = serve({
      '1:1': listBody([
        service('蓝猫19元畅享套餐', 1),
        service('蓝猫39元畅享套餐', 0),
        service('蓝猫9元体验套餐', -1),
      ]),
    });
    render(<OrderedServicesPage />);

    expect(screen.getByRole('tab', { name: '基础套餐' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      calls.ORDER_BUSINESS,
      { type: 1, page: 1, pageSize: 6 },
      expect.objectContaining({ toast: false, loading: false }),
    );

    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('生效中');
    expect(first).toHaveTextContent('生效时间2024-06-01 00:00:00');
    expect(first).toHaveTextContent('失效时间2024-06-30 23:59:59');
    expect(first).toHaveTextContent('订购时间2024-05-28 10:12:40');
    expect(second).toHaveTextContent('预约中');
    expect(third).toHaveTextContent('已失效');
    // Three is less than a page: the list is complete.
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('loads the next page with 加载更多 and stops after a short page', async () => {
    const user = userEvent.setup();
    const call = serve({ '1:1': listBody(services('套餐', 6)), '1:2': listBody(services('续页', 2)) });
    render(<OrderedServicesPage />);

    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('续页2')).toBeInTheDocument();
    expect(names()).toHaveLength(8);
    expect(call).toHaveBeenLastCalledWith(
      calls.ORDER_BUSINESS,
      { type: 1, page: 2, pageSize: 6 },
      expect.anything(),
    );
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('asks for the next page when the end of the list scrolls into view', async () => {
    const observed: Element[] = [];
    let report: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          report = (visible) =>
            this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const call = serve({
      '1:1': listBody(services('套餐', 6)),
      '1:2': listBody(services('续页', 6)),
      '1:3': listBody([]),
    });
    render(<OrderedServicesPage />);
    await screen.findByText('套餐6');
    expect(observed).toHaveLength(1);

    report(false);
    expect(call).toHaveBeenCalledTimes(1);
    report(true);
    expect(await screen.findByText('续页6')).toBeInTheDocument();
    report(true);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(call.mock.calls.map(([, body]) => (body as Body).page)).toEqual([1, 2, 3]);
    expect(names()).toHaveLength(12);
  });

  it('keeps each tab’s list while the screen is open', async () => {
    const user = userEvent.setup();
    const call = serve({
      '1:1': listBody([service('蓝猫19元畅享套餐')]),
      '2:1': listBody([service('1元500MB日包（自动续订）')]),
      '3:1': listBody([service('来电显示')]),
    });
    render(<OrderedServicesPage />);
    await screen.findByText('蓝猫19元畅享套餐');

    await user.click(screen.getByRole('tab', { name: '流量包' }));
    expect(await screen.findByText('1元500MB日包（自动续订）')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '流量包' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '增值业务' }));
    expect(await screen.findByText('来电显示')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '基础套餐' }));
    expect(screen.getByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(call.mock.calls.map(([, body]) => (body as Body).type)).toEqual([1, 2, 3]);
  });

  it('shows 暂无数据 when the answer carries data, and for an empty list', async () => {
    const user = userEvent.setup();
    serve({
      // The gateway hands back `data` itself when the answer has one.
      '1:1': { ok: true, code: 1, msg: '成功', data: { code: -100, msg: '业务查询失败' } },
      '2:1': listBody([]),
    });
    render(<OrderedServicesPage />);

    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText('业务查询失败')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '流量包' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed first page with 重试', async () => {
    const user = userEvent.setup();
    const call = serve({
      '1:1': new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http', { status: 500 }),
    });
    render(<OrderedServicesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    call.mockResolvedValue(listBody([service('蓝猫19元畅享套餐')]));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
  });

  it('keeps the list when a later page fails and lets 加载更多 ask again', async () => {
    const user = userEvent.setup();
    const call = serve({
      '1:1': listBody(services('套餐', 6)),
      '1:2': { ok: false, code: -100, msg: '系统繁忙', data: { code: -100, msg: '系统繁忙' } },
    });
    render(<OrderedServicesPage />);

    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败，请重试');
    expect(names()).toHaveLength(6);

    call.mockResolvedValue(listBody(services('续页', 1)));
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
