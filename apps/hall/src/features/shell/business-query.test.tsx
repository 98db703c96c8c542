import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import BusinessHandle from './business-handle.tsx';
import { BusinessQuery } from './business-query.tsx';

function hrefs(region: string) {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('BusinessQuery hub', () => {
  it('shows the summary it is given and links every query screen', () => {
    render(
      <MemoryRouter>
        <BusinessQuery summary={<p>号码摘要</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '业务查询' })).toBeInTheDocument();
    expect(screen.getByText('号码摘要')).toBeInTheDocument();
    expect(hrefs('账单与余额')).toEqual(['/bill', '/historyBill', '/balance', '/record']);
    expect(hrefs('套餐与业务')).toEqual(['/setMeal', '/orderbusine', '/integral', '/orderQuery']);
    expect(hrefs('证件与发票')).toEqual(['/queryCard', '/querySteps', '/invoiceVerify']);
  });
});

describe('BusinessHandle hub', () => {
  it('links every handling flow', () => {
    render(
      <MemoryRouter>
        <BusinessHandle />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '业务办理' })).toBeInTheDocument();
    expect(hrefs('号码服务')).toEqual([
      '/realName',
      '/PersonageRealName',
      '/AccountBind',
      '/setPassword',
      '/changeCard',
      '/cancel',
      '/transAcct',
    ]);
    expect(hrefs('套餐与增值业务')).toEqual([
      '/verification',
      '/openCaller?type=1',
      '/openCaller?type=2',
      '/callDivert',
      '/WillRegister',
    ]);
    expect(hrefs('积分与更多')).toEqual([
      '/integral/pointsExchange',
      '/activity',
      '/proposal',
      '/other',
      '/store',
    ]);
    expect(screen.getByRole('link', { name: '呼叫转移' })).toBeInTheDocument();
  });
});
