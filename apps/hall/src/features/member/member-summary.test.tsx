import * as calls from '@bluecat/api/calls';
import { exampleData } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MemberData } from '../../lib/member-access.ts';
import { MemberSummary } from './member-summary.tsx';
import { type MemberState, memberAtom } from './state.ts';

function renderSummary(state: MemberState) {
  const store = createStore();
  store.set(memberAtom, state);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MemberSummary />
      </MemoryRouter>
    </Provider>,
  );
}

// The contract's members (PERSONAL_DATA's success and unbound examples).
const boundMember = exampleData(calls.PERSONAL_DATA) as MemberData;
const unboundMember = exampleData(calls.PERSONAL_DATA, 'unbound') as MemberData;

describe('MemberSummary', () => {
  it('shows a skeleton before the first answer', () => {
    renderSummary({ member: null, loading: true, error: null });
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('shows the error with a retry', () => {
    renderSummary({ member: null, loading: false, error: '登录已失效，请重新登录' });
    expect(screen.getByRole('alert')).toHaveTextContent('登录已失效，请重新登录');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the bound number, plan, status and points', () => {
    renderSummary({
      member: boundMember,
      loading: true,
      error: null,
    });
    const card = screen.getByRole('region', { name: '我的号码' });
    expect(within(card).getByText('17088886666')).toBeInTheDocument();
    expect(within(card).getByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(within(card).getByText('正常服务')).toBeInTheDocument();
    expect(within(card).getByText('1260')).toBeInTheDocument();
  });

  it('offers binding to an unbound member', () => {
    renderSummary({
      member: unboundMember,
      loading: false,
      error: null,
    });
    expect(screen.getByRole('link', { name: '绑定手机号' })).toHaveAttribute('href', '/AccountBind');
  });
});
