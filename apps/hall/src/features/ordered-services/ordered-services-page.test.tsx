import * as calls from '@bluecat/api/calls';
import { answerWith, type Choice, type ContractStub, type SentRequest } from '@bluecat/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderedServicesPage from './ordered-services-page.tsx';

/** The page each request asked for, as the server read it. */
type Body = { type: number; page: number; pageSize: number };
const pagesOf = (server: ContractStub) => server.bodiesOf(calls.ORDER_BUSINESS) as Body[];

/**
 * Answers ORDER_BUSINESS by tab and page (`type:page`) with the contract's examples. A page not listed asks
 * for an example named after it, which the contract lacks: the test fails, naming it.
 */
function serve(pages: Record<string, Choice>) {
  const byPage = ({ body }: SentRequest) =>
    pages[`${body.type}:${body.page}`] ?? `page ${body.type}:${body.page}`;
  return answerWith({ ORDER_BUSINESS: byPage });
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderedServicesPage', () => {
  it('lists the base packages with times and a status badge each', async () => {
    // ORDER_BUSINESS's success example: 蓝猫19元畅享套餐 in effect, 蓝猫39元 reserved, 蓝猫9元 expired.
    const server = serve({ '1:1': 'success' });
    render(<OrderedServicesPage />);

    expect(screen.getByRole('tab', { name: '基础套餐' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(pagesOf(server)).toEqual([{ type: 1, page: 1, pageSize: 6 }]);

    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('生效中');
    expect(first).toHaveTextContent('生效时间2024-05-01 00:00:00');
    expect(first).toHaveTextContent('失效时间2099-12-31 23:59:59');
    expect(first).toHaveTextContent('订购时间2024-04-15 14:20:11');
    expect(second).toHaveTextContent('预约中');
    expect(third).toHaveTextContent('已失效');
    // Three is less than a page: the list is complete.
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('loads the next page with 加载更多 and stops after a short page', async () => {
    const user = userEvent.setup();
    // A full page of 6 (fullPage), then a short one of 3 (success).
    const server = serve({ '1:1': 'fullPage', '1:2': 'success' });
    render(<OrderedServicesPage />);

    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('蓝猫9元体验套餐')).toBeInTheDocument();
    expect(names()).toHaveLength(9);
    expect(pagesOf(server).at(-1)).toEqual({ type: 1, page: 2, pageSize: 6 });
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
    const server = serve({ '1:1': 'fullPage', '1:2': 'fullPage', '1:3': 'empty' });
    render(<OrderedServicesPage />);
    await screen.findByText('3元300MB夜间流量包');
    // The sentinel is observed from an effect, which React may run a moment after the list is drawn.
    await waitFor(() => expect(observed).toHaveLength(1));

    report(false);
    expect(server.countOf(calls.ORDER_BUSINESS)).toBe(1);
    report(true);
    await waitFor(() => expect(names()).toHaveLength(12));
    report(true);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(pagesOf(server).map(({ page }) => page)).toEqual([1, 2, 3]);
    expect(names()).toHaveLength(12);
  });

  it('keeps each tab’s list while the screen is open', async () => {
    const user = userEvent.setup();
    const server = serve({ '1:1': 'success', '2:1': 'fullPage', '3:1': 'valueAdded' });
    render(<OrderedServicesPage />);
    await screen.findByText('蓝猫19元畅享套餐');

    await user.click(screen.getByRole('tab', { name: '流量包' }));
    expect(await screen.findByText('1元500MB日包（自动续订）')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '流量包' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '增值业务' }));
    expect(await screen.findByText('来电显示')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '基础套餐' }));
    expect(screen.getByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(pagesOf(server).map(({ type }) => type)).toEqual([1, 2, 3]);
  });

  it('shows 暂无数据 when the answer carries data, and for an empty list', async () => {
    const user = userEvent.setup();
    // An answer with a data field (业务查询失败) is a failure the screen shows as 暂无数据.
    serve({ '1:1': 'withDataField', '2:1': 'empty' });
    render(<OrderedServicesPage />);

    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText('业务查询失败')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '流量包' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed first page with 重试', async () => {
    const user = userEvent.setup();
    const pages: Record<string, Choice> = { '1:1': 'code=500' };
    serve(pages);
    render(<OrderedServicesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    pages['1:1'] = 'success';
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
  });

  it('keeps the list when a later page fails and lets 加载更多 ask again', async () => {
    const user = userEvent.setup();
    const pages: Record<string, Choice> = { '1:1': 'fullPage', '1:2': 'failed' };
    serve(pages);
    render(<OrderedServicesPage />);

    await user.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败，请重试');
    expect(names()).toHaveLength(6);

    pages['1:2'] = 'valueAdded';
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
