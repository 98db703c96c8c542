import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageSkeleton as OwnFileSkeleton } from './page-skeleton.tsx';
import { PageEmpty, PageError, PageSkeleton, PageStates } from './page-state.tsx';

describe('PageSkeleton', () => {
  it('is offered beside the other states, as the skeleton of its own file', () => {
    expect(PageSkeleton).toBe(OwnFileSkeleton);
  });
});

describe('PageError', () => {
  it('says 加载失败 by default and retries on 重试', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<PageError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the given message', () => {
    render(<PageError message="服务器内部错误 (500)，请稍后重试..." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
  });
});

describe('PageEmpty', () => {
  it('says 暂无数据 by default with a local picture', () => {
    const { container } = render(<PageEmpty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the given text and action', () => {
    render(
      <PageEmpty text="暂无开票记录">
        <a href="/invoiceList">去开票</a>
      </PageEmpty>,
    );
    expect(screen.getByText('暂无开票记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去开票' })).toBeInTheDocument();
  });
});

describe('PageStates', () => {
  const list = (items: string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  it('shows the skeleton while loading', () => {
    render(
      <PageStates status="loading" data={undefined} onRetry={() => {}}>
        {list}
      </PageStates>,
    );
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <PageStates status="error" data={['旧数据']} errorMessage="请求异常" onRetry={onRetry}>
        {list}
      </PageStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('请求异常');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty list', [] as string[]],
    ['missing data', undefined],
    ['null data', null],
  ])('shows the empty text for %s', (_case, data) => {
    render(
      <PageStates status="success" data={data} emptyText="暂无充值记录" onRetry={() => {}}>
        {list}
      </PageStates>,
    );
    expect(screen.getByText('暂无充值记录')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('uses the empty predicate for non-list data', () => {
    render(
      <PageStates
        status="success"
        data={{ total: 0, rows: ['x'] }}
        empty={(page) => page.total === 0}
        onRetry={() => {}}
      >
        {(page) => <p>共 {page.total} 条</p>}
      </PageStates>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('renders the content for loaded data', () => {
    render(
      <PageStates status="success" data={['2024年05月', '2024年04月']} onRetry={() => {}}>
        {list}
      </PageStates>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2024年05月',
      '2024年04月',
    ]);
  });

  it('takes a useLoad result as it is', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const { rerender } = render(
      <PageStates loaded={{ status: 'error', data: null, error: '账单查询失败', reload }}>{list}</PageStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('账单查询失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);

    rerender(
      <PageStates loaded={{ status: 'success', data: ['2024年05月'], error: null, reload }}>
        {list}
      </PageStates>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('2024年05月');
  });
});
