import * as calls from '@bluecat/api/calls';
import { answerWith, held } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import HistoryBillPage from './history-bill-page.tsx';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/historyBill']}>
      <HistoryBillPage />
    </MemoryRouter>,
  );
}

describe('HistoryBillPage', () => {
  it('shows a skeleton while the months load', () => {
    answerWith({ QUERY_HISTORY_BILL: held() });
    renderPage();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('lists the months with their totals, each leading to its bill', async () => {
    const server = answerWith({ QUERY_HISTORY_BILL: 'success' });
    renderPage();

    const list = await screen.findByRole('list', { name: '历史账单' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2024年04月24.30元', '/billDetails?date=2024-04'],
      ['2024年03月19.00元', '/billDetails?date=2024-03'],
      ['2024年02月31.80元', '/billDetails?date=2024-02'],
    ]);
    expect(server.bodiesOf(calls.QUERY_HISTORY_BILL)).toEqual([{}]);
  });

  it('says 暂无数据 when there are no past bills', async () => {
    answerWith({ QUERY_HISTORY_BILL: 'empty' });
    renderPage();

    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '历史账单' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const user = userEvent.setup();
    answerWith({ QUERY_HISTORY_BILL: ['code=500', 'success'] });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /2024年04月/ })).toBeInTheDocument();
  });
});
