import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AllowancePage from './allowance-page.tsx';

/** The page reads its route's call for the address shown, so it is drawn at its address. */
function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/setMeal']}>
      <AllowancePage />
    </MemoryRouter>,
  );
}

const outerRow = (label: string) => {
  const section = screen.getByRole('region', { name: '套餐外使用' });
  const term = within(section).getByText(label);
  const row = term.closest('div');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};

describe('AllowancePage', () => {
  it('shows the plan, traffic bars, out-of-package usage and the note', async () => {
    const server = answerWith({ QUERY_SET_MEAL: 'outOfPackage' });
    renderPage();

    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByText('蓝猫19元畅享套餐', { selector: '.allowance-plan__name' }),
    ).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_SET_MEAL)).toEqual([{}]);

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['流量', '语音', '短信']);
    expect(screen.getByRole('tab', { name: '流量' })).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel', { name: '流量' });
    expect(within(panel).getByRole('progressbar', { name: '国内通用流量使用进度' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(panel).getByText('3.00GB')).toBeInTheDocument();
    expect(within(panel).getByText('7.00GB')).toBeInTheDocument();
    expect(within(panel).getByText('10.00GB')).toBeInTheDocument();

    // No day pack: the whole 5 yuan is traffic at 0.25 yuan/MB.
    expect(outerRow('套餐外流量')).toHaveTextContent('20MB5.00元');
    expect(outerRow('套餐外语音')).toHaveTextContent('3分钟');
    expect(outerRow('套餐外短信')).toHaveTextContent('4条0.40元');
    expect(screen.queryByText('流量日包')).not.toBeInTheDocument();

    expect(screen.getByRole('region', { name: '温馨提示' })).toHaveTextContent(
      '套餐余量数据可能存在延迟，仅供参考，以月结账单为准。',
    );
  });

  it('switches tabs by tapping and by arrow keys', async () => {
    const user = userEvent.setup();
    answerWith({ QUERY_SET_MEAL: 'success' });
    renderPage();

    await user.click(await screen.findByRole('tab', { name: '语音' }));
    const voice = screen.getByRole('tabpanel', { name: '语音' });
    expect(within(voice).getByRole('progressbar', { name: '国内语音使用进度' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(within(voice).getByText('55分钟')).toBeInTheDocument();
    expect(within(voice).getByText('100分钟')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '短信' })).toHaveFocus();
    const sms = screen.getByRole('tabpanel', { name: '短信' });
    expect(within(sms).getByRole('progressbar', { name: '短信/彩信使用进度' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    expect(within(sms).getByText('88条')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '流量' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leads with the day pack and takes the day packs off the traffic charge', async () => {
    answerWith({ QUERY_SET_MEAL: 'dayPack' });
    renderPage();

    const pack = await screen.findByRole('article', { name: '1元500MB日包（自动续订）' });
    expect(within(pack).getByText('流量日包')).toBeInTheDocument();
    expect(within(pack).getByText('今日已用')).toBeInTheDocument();
    expect(within(pack).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    expect(pack).toHaveTextContent('本月已自动续订 12 个日包，共 5.86GB；累计使用满 200GB 后停止续订。');

    // (40 − 12) / 0.25 = 112 MB.
    expect(outerRow('套餐外流量')).toHaveTextContent('112MB28.00元');
    expect(outerRow('流量日包')).toHaveTextContent('12个12.00元');
    expect(outerRow('套餐外短信')).toHaveTextContent('2条0.20元');
  });

  it('shows the 15元600M month pack as a month pack', async () => {
    answerWith({ QUERY_SET_MEAL: 'monthPack' });
    renderPage();

    const pack = await screen.findByRole('article', { name: '15元600M月包' });
    expect(within(pack).getByText('本月已用')).toBeInTheDocument();
    expect(pack).not.toHaveTextContent('自动续订');
  });

  it('hides the traffic tab when there is no traffic item', async () => {
    answerWith({ QUERY_SET_MEAL: 'hidden' });
    renderPage();

    await screen.findByRole('tab', { name: '语音' });
    expect(screen.queryByRole('tab', { name: '流量' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '语音' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '语音' })).toHaveTextContent('国内语音');
    expect(outerRow('套餐外语音')).toHaveTextContent('12分钟');
  });

  it('shows a failed load with 重试', async () => {
    const user = userEvent.setup();
    const server = answerWith({ QUERY_SET_MEAL: ['failed', 'success'] });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('套餐查询失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('tab', { name: '流量' })).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_SET_MEAL)).toHaveLength(2);
  });

  it('shows 暂无数据 when the plan has no allowance at all', async () => {
    answerWith({ QUERY_SET_MEAL: 'noAllowance' });
    renderPage();

    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
