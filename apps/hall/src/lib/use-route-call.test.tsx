import * as calls from '@bluecat/api/calls';
import type { CallData } from '@bluecat/api/gateway';
import { routeCall } from '@bluecat/api/route-call';
import { PageStates } from '@bluecat/ui/page-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeData } from './route-data.ts';
import { useRouteCall } from './use-route-call.ts';

/** A bill of the address's month, declared as a feature declares it: the body comes from the address. */
const billQuery = routeCall(calls.QUERY_BILL_DETAILS, (url) => {
  const date = url.searchParams.get('date');
  return date ? { date } : {};
});

const bill = (date: string): CallData<'QUERY_BILL_DETAILS'> => ({
  amount: 19,
  date,
  color: ['#4e7cff'],
  title: '您好，您的账单为',
  detailTitle: '费用明细',
  legend: ['套餐费'],
  chart: [{ name: '套餐费', value: 19 }],
  desc: '',
  list: [{ name: '套餐月基本费', amount: 19 }],
});

/** The requests the hall's gateway sends, by body; each is answered in turn from `answers`. */
function server(...answers: unknown[]) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    bodies.push(await request.clone().json());
    const answer = answers[Math.min(bodies.length, answers.length) - 1];
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return bodies;
}

function BillMonth() {
  const loaded = useRouteCall(billQuery, (data) => data.date);
  return <PageStates loaded={loaded}>{(date) => <p>账期 {date}</p>}</PageStates>;
}

/** What the router does for the address: its loader first, then the screen. */
async function open(address: string) {
  await routeData(billQuery)({
    request: new Request(new URL(address, window.location.origin)),
    params: {},
    context: undefined,
  } as never);
  render(
    <MemoryRouter initialEntries={[address]}>
      <BillMonth />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.setItem('token', 'demo-token');
});

afterEach(() => {
  window.localStorage.clear();
});

describe('useRouteCall', () => {
  it('shows the answer the route’s loader started, with no second request', async () => {
    const bodies = server({ code: 1, msg: '成功', data: bill('2024-05') });
    await open('/billDetails?date=2024-05');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'demo-token', date: '2024-05' }]);
  });

  it('builds the body from the address shown, for the loader and the screen alike', async () => {
    const bodies = server({ code: 1, msg: '成功', data: bill('2024-06') });
    await open('/billDetails');
    expect(await screen.findByText('账期 2024-06')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'demo-token' }]);
  });

  it('重试 sends the declared call again and shows its answer', async () => {
    const bodies = server(
      { code: -100, msg: '账单查询失败' },
      { code: 1, msg: '成功', data: bill('2024-05') },
    );
    await open('/billDetails?date=2024-05');
    expect(await screen.findByText('账单查询失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('账期 2024-05')).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: 'demo-token', date: '2024-05' },
      { token: 'demo-token', date: '2024-05' },
    ]);
  });

  it('asks the server itself when no loader started the call', async () => {
    const bodies = server({ code: 1, msg: '成功', data: bill('2024-04') });
    render(
      <MemoryRouter initialEntries={['/billDetails?date=2024-04']}>
        <BillMonth />
      </MemoryRouter>,
    );
    expect(await screen.findByText('账期 2024-04')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'demo-token', date: '2024-04' }]);
  });
});
