import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { answerWith } from '@bluecat/api/testing';
import { PageStates } from '@bluecat/ui/page-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeData, useRouteCall } from './route-data.ts';

/** A bill of the address's month, declared as a feature declares it: the body comes from the address. */
const billQuery = routeCall(calls.QUERY_BILL_DETAILS, (url) => {
  const date = url.searchParams.get('date');
  return date ? { date } : {};
});

function BillMonth() {
  const loaded = useRouteCall(billQuery, (data) => data.date);
  return <PageStates loaded={loaded}>{(date) => <p>账期 {date}</p>}</PageStates>;
}

/** The bill with a 刷新 of its own, as pull to refresh or a page restored asks again. */
function RefreshableBillMonth() {
  const { data, reload } = useRouteCall(billQuery, (answer) => answer.amount);
  return (
    <>
      <p>合计 {data ?? '…'}</p>
      <button type="button" onClick={reload}>
        刷新
      </button>
    </>
  );
}

/** What the router does for the address: its loader first, then the screen. */
async function open(address: string, screenOf = () => <BillMonth />) {
  await routeData(billQuery)({
    request: new Request(new URL(address, window.location.origin)),
    params: {},
    context: undefined,
  } as never);
  return render(<MemoryRouter initialEntries={[address]}>{screenOf()}</MemoryRouter>);
}

beforeEach(() => {
  window.localStorage.setItem('token', 'demo-token');
});

afterEach(() => {
  window.localStorage.clear();
});

describe('useRouteCall', () => {
  it('shows the answer the route’s loader started, with no second request', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'success' });
    await open('/billDetails?date=2024-05');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{ token: 'demo-token', date: '2024-05' }]);
  });

  it('builds the body from the address shown, for the loader and the screen alike', async () => {
    // No month asked: the server answers the current one.
    const server = answerWith({ QUERY_BILL_DETAILS: 'success' });
    await open('/billDetails');
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{ token: 'demo-token' }]);
  });

  it('重试 sends the declared call again and shows its answer', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: ['failed', 'success'] });
    await open('/billDetails?date=2024-05');
    expect(await screen.findByText('账单查询失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([
      { token: 'demo-token', date: '2024-05' },
      { token: 'demo-token', date: '2024-05' },
    ]);
  });

  it('asks the server itself when no loader started the call', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'history' });
    render(
      <MemoryRouter initialEntries={['/billDetails?date=2024-03']}>
        <BillMonth />
      </MemoryRouter>,
    );
    expect(await screen.findByText('账期 2024-03')).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{ token: 'demo-token', date: '2024-03' }]);
  });

  it('a screen mounted twice by strict mode takes the loader’s one request', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'success' });
    await open('/billDetails?date=2024-05', () => (
      <StrictMode>
        <BillMonth />
      </StrictMode>
    ));
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(server.countOf(calls.QUERY_BILL_DETAILS)).toBe(1);
  });

  it('a screen mounted again within the lifetime shows the kept answer without asking again', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'success' });
    const first = await open('/billDetails?date=2024-05');
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    first.unmount();
    render(
      <MemoryRouter initialEntries={['/billDetails?date=2024-05']}>
        <BillMonth />
      </MemoryRouter>,
    );
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(server.countOf(calls.QUERY_BILL_DETAILS)).toBe(1);
  });

  it('a new visit to the address asks again for what its screen has shown', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: ['success', 'history'] });
    const first = await open('/billDetails?date=2024-05');
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    first.unmount();
    await open('/billDetails?date=2024-05');
    expect(await screen.findByText('账期 2024-03')).toBeInTheDocument();
    expect(server.countOf(calls.QUERY_BILL_DETAILS)).toBe(2);
  });

  it('a reload after a success asks again and shows the new answer', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: ['success', 'history'] });
    await open('/billDetails?date=2024-05', () => <RefreshableBillMonth />);
    expect(await screen.findByText('合计 26.5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await vi.waitFor(() => expect(server.countOf(calls.QUERY_BILL_DETAILS)).toBe(2));
    expect(await screen.findByText('合计 19')).toBeInTheDocument();
  });
});
