import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearOverlays, preloadDialog, renderPoints } from '../../testing/points-test-kit.tsx';

// Every call answers its contract example `success` unless a test names another: the member has 1260 of
// 3580 points and has not signed in today; the products are 10元话费券 (1000, 120 left), 1GB国内流量日包
// and 蓝猫定制数据线 (sold out).
beforeAll(preloadDialog);
afterEach(clearOverlays);

const strip = () => screen.getByRole('region', { name: '可用积分' });
const card = () => screen.getByRole('region', { name: '我的积分' });
const product = (name: string) => screen.getByRole('article', { name });

describe('/integral', () => {
  it('opens on 积分兑换 with the current points and the products', async () => {
    answerWith();
    const { router } = renderPoints('/integral');

    expect(await screen.findByRole('heading', { level: 1, name: '积分兑换' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integral/pointsExchange');
    expect(await within(strip()).findByText('1260')).toBeInTheDocument();
    expect(within(strip()).getByRole('link', { name: '去签到' })).toHaveAttribute(
      'href',
      '/integral/myPoints',
    );

    const call10 = await screen.findByRole('article', { name: '10元话费券' });
    expect(within(call10).getByText('兑换后24小时内到账')).toBeInTheDocument();
    expect(within(call10).getByText('剩余120件')).toBeInTheDocument();
    expect(within(call10).getByRole('button', { name: '兑换' })).toBeEnabled();
    expect(within(product('蓝猫定制数据线')).getByRole('button', { name: '已兑完' })).toBeDisabled();

    const tabs = screen.getByRole('navigation', { name: '积分' });
    expect(within(tabs).getByRole('link', { name: '积分兑换' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the account across the tabs: switching asks PERSONAL_DATA and SIGN_STATUS only once', async () => {
    const user = userEvent.setup();
    const server = answerWith();
    renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(screen.getByRole('navigation', { name: '积分' })).getByRole('link', { name: '我的积分' }),
    );
    expect(await within(card()).findByText('3580')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的积分' })).toBeInTheDocument();

    expect(server.countOf(calls.PERSONAL_DATA)).toBe(1);
    expect(server.countOf(calls.SIGN_STATUS)).toBe(1);
  });

  it('exchanges after the confirm, lowers the points at once and shows 兑换成功', async () => {
    const user = userEvent.setup();
    const server = answerWith({ POINTS_EXCHANGE: 'success' });
    const { router } = renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(await screen.findByRole('article', { name: '10元话费券' })).getByRole('button', {
        name: '兑换',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '确认兑换' });
    expect(dialog).toHaveTextContent('确定使用1000积分兑换「10元话费券」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确认兑换' }));

    expect(await screen.findByRole('heading', { name: '兑换成功' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exchangeSuccess');
    expect(server.bodiesOf(calls.POINTS_EXCHANGE)).toEqual([{ productId: 'P1001' }]);
    const facts = screen.getByRole('main');
    expect(within(facts).getByText('10元话费券')).toBeInTheDocument();
    expect(within(facts).getByText('1000')).toBeInTheDocument();
    expect(within(facts).getByText('剩余积分').nextSibling).toHaveTextContent('260');
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/myOrder');

    await user.click(screen.getByRole('button', { name: '继续兑换' }));
    expect(await screen.findByRole('heading', { level: 1, name: '积分兑换' })).toBeInTheDocument();
  });

  it('makes no call when the confirm is cancelled', async () => {
    const user = userEvent.setup();
    const server = answerWith();
    renderPoints('/integral/pointsExchange');

    await user.click(
      within(await screen.findByRole('article', { name: '10元话费券' })).getByRole('button', {
        name: '兑换',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认兑换' })).getByRole('button', { name: '取消' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.countOf(calls.POINTS_EXCHANGE)).toBe(0);
  });

  it('leads a refusal for insufficient points to 兑换失败，积分不足, and 返回 to the products', async () => {
    const user = userEvent.setup();
    answerWith({ POINTS_EXCHANGE: 'insufficient' });
    const { router } = renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(await screen.findByRole('article', { name: '10元话费券' })).getByRole('button', {
        name: '兑换',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认兑换' })).getByRole('button', {
        name: '确认兑换',
      }),
    );

    expect(await screen.findByRole('heading', { name: '兑换失败，积分不足' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exchangeFail');
    expect(within(screen.getByRole('main')).getByText('当前积分').nextSibling).toHaveTextContent('1260');

    await user.click(screen.getByRole('button', { name: '返回积分兑换' }));
    expect(await screen.findByRole('article', { name: '10元话费券' })).toBeInTheDocument();
  });

  it('stays on the list when an exchange is refused for another reason', async () => {
    const user = userEvent.setup();
    answerWith({ POINTS_EXCHANGE: 'soldOut' });
    const { router } = renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(await screen.findByRole('article', { name: '10元话费券' })).getByRole('button', {
        name: '兑换',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认兑换' })).getByRole('button', {
        name: '确认兑换',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/integral/pointsExchange');
    expect(within(strip()).getByText('1260')).toBeInTheDocument();
  });

  it('signs in: +1 to both totals at once and the button becomes 已签到, without reloading', async () => {
    const user = userEvent.setup();
    const server = answerWith({ SIGN: 'success' });
    renderPoints('/integral/myPoints');

    expect(await within(card()).findByText('1260')).toBeInTheDocument();
    expect(within(card()).getByText('3580')).toBeInTheDocument();
    expect(within(card()).getByText('签到可得1积分')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: '签到' }));

    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('1261')).toBeInTheDocument();
    expect(within(card()).getByText('3581')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('签到成功，积分+1');
    expect(server.bodiesOf(calls.SIGN)).toEqual([{}]);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(1);
  });

  it('shows 已签到 when SIGN_STATUS says today is signed', async () => {
    answerWith({ SIGN_STATUS: 'signed' });
    renderPoints('/integral/myPoints');
    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('今日已签到，明天再来')).toBeInTheDocument();
  });

  it('turns the button to 已签到 without a point when the server says 今日已签到', async () => {
    const user = userEvent.setup();
    answerWith({ SIGN: 'alreadySigned' });
    renderPoints('/integral/myPoints');
    await user.click(await within(card()).findByRole('button', { name: '签到' }));

    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('1260')).toBeInTheDocument();
  });

  it('links 我的订单, 积分明细 and 积分规则', async () => {
    answerWith();
    renderPoints('/integral/myPoints');
    const links = within(await screen.findByRole('navigation', { name: '积分服务' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['我的订单', '/myOrder'],
      ['积分明细', '/integralDetails'],
      ['积分规则', '/integralDetails?tab=rule'],
    ]);
  });

  it('shows a failed account load with 重试, which loads again', async () => {
    const user = userEvent.setup();
    answerWith({ PERSONAL_DATA: ['busy', 'success'] });
    renderPoints('/integral/myPoints');

    expect(await within(card()).findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await user.click(within(card()).getByRole('button', { name: '重试' }));
    expect(await within(card()).findByText('1260')).toBeInTheDocument();
  });

  it('asks a member without a bound number to bind one', async () => {
    answerWith({ PERSONAL_DATA: 'unbound' });
    renderPoints('/integral/myPoints');
    expect(await within(card()).findByText('请先绑定手机号')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: '去绑定' })).toHaveAttribute('href', '/AccountBind');
  });

  it('shows the product list empty and failed states', async () => {
    const user = userEvent.setup();
    answerWith({ POINTS_EXCHANGE_LIST: ['failed', 'empty'] });
    renderPoints('/integral/pointsExchange');

    const section = await screen.findByRole('region', { name: '积分好礼' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('服务器开小差了');
    await user.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('暂无数据')).toBeInTheDocument();
  });

  // The contract allows only http(s) and in-app addresses; bannerTarget's own tests refuse the rest.
  it('links banners to http(s) addresses and in-app paths, and not without one', async () => {
    answerWith({ BANNER: 'inAppLink' });
    renderPoints('/integral/pointsExchange');

    const banners = await screen.findByRole('region', { name: '活动推荐' });
    expect(within(banners).getByRole('link', { name: '活动1' })).toHaveAttribute(
      'href',
      'https://example.com/activity/1',
    );
    expect(within(banners).getByRole('link', { name: '活动2' })).toHaveAttribute('href', '/activity');
    expect(within(banners).getAllByRole('link')).toHaveLength(2);
    expect(within(banners).getByRole('img', { name: '活动3' })).toBeInTheDocument();
  });

  it('leaves no banner gap when there are none', async () => {
    answerWith({ BANNER: 'empty' });
    renderPoints('/integral/pointsExchange');
    await screen.findByRole('article', { name: '10元话费券' });
    expect(screen.queryByRole('region', { name: '活动推荐' })).not.toBeInTheDocument();
  });
});
