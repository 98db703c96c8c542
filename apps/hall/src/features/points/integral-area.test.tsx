import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boundMember } from '../../testing/member-fixture.ts';
import {
  answerCalls,
  callsOf,
  clearOverlays,
  inTurn,
  ok,
  preloadDialog,
  refused,
  renderPoints,
} from '../../testing/points-test-kit.tsx';

beforeAll(preloadDialog);
afterEach(clearOverlays);

const strip = () => screen.getByRole('region', { name: '可用积分' });
const card = () => screen.getByRole('region', { name: '我的积分' });
const product = (name: string) => screen.getByRole('article', { name });

describe('/integral', () => {
  it('opens on 积分兑换 with the current points and the products', async () => {
    answerCalls({});
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
    const call = answerCalls({});
    renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(screen.getByRole('navigation', { name: '积分' })).getByRole('link', { name: '我的积分' }),
    );
    expect(await within(card()).findByText('3580')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的积分' })).toBeInTheDocument();

    expect(callsOf(call, 'PERSONAL_DATA')).toHaveLength(1);
    expect(callsOf(call, 'SIGN_STATUS')).toHaveLength(1);
  });

  it('exchanges after the confirm, lowers the points at once and shows 兑换成功', async () => {
    const user = userEvent.setup();
    const call = answerCalls({ POINTS_EXCHANGE: ok({ code: 1, msg: '兑换成功' }, '兑换成功') });
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
    expect(callsOf(call, 'POINTS_EXCHANGE')).toEqual([{ productId: 'P1001' }]);
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
    const call = answerCalls({});
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
    expect(callsOf(call, 'POINTS_EXCHANGE')).toHaveLength(0);
  });

  it('leads a refusal for insufficient points to 兑换失败，积分不足, and 返回 to the products', async () => {
    const user = userEvent.setup();
    answerCalls({
      POINTS_EXCHANGE_LIST: ok({
        list: [{ productId: 'P1003', name: '蓝猫定制数据线', points: 2000, image: '', stock: 5 }],
      }),
      POINTS_EXCHANGE: refused(-100, '兑换失败，积分不足'),
    });
    const { router } = renderPoints('/integral/pointsExchange');
    await within(strip()).findByText('1260');

    await user.click(
      within(await screen.findByRole('article', { name: '蓝猫定制数据线' })).getByRole('button', {
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
    expect(await screen.findByRole('article', { name: '蓝猫定制数据线' })).toBeInTheDocument();
  });

  it('stays on the list when an exchange is refused for another reason', async () => {
    const user = userEvent.setup();
    answerCalls({ POINTS_EXCHANGE: refused(-100, '库存不足') });
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
    const call = answerCalls({ SIGN: ok({ code: 1, msg: '签到成功，积分+1' }, '签到成功，积分+1') });
    renderPoints('/integral/myPoints');

    expect(await within(card()).findByText('1260')).toBeInTheDocument();
    expect(within(card()).getByText('3580')).toBeInTheDocument();
    expect(within(card()).getByText('签到可得1积分')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: '签到' }));

    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('1261')).toBeInTheDocument();
    expect(within(card()).getByText('3581')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('签到成功，积分+1');
    expect(callsOf(call, 'SIGN')).toEqual([{}]);
    expect(callsOf(call, 'PERSONAL_DATA')).toHaveLength(1);
  });

  it('shows 已签到 when SIGN_STATUS says today is signed', async () => {
    answerCalls({ SIGN_STATUS: ok({ is_sign: true }) });
    renderPoints('/integral/myPoints');
    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('今日已签到，明天再来')).toBeInTheDocument();
  });

  it('turns the button to 已签到 without a point when the server says 今日已签到', async () => {
    const user = userEvent.setup();
    answerCalls({ SIGN: refused(-100, '今日已签到') });
    renderPoints('/integral/myPoints');
    await user.click(await within(card()).findByRole('button', { name: '签到' }));

    expect(await within(card()).findByRole('button', { name: '已签到' })).toBeDisabled();
    expect(within(card()).getByText('1260')).toBeInTheDocument();
  });

  it('links 我的订单, 积分明细 and 积分规则', async () => {
    answerCalls({});
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
    answerCalls({ PERSONAL_DATA: inTurn(refused(-100, '系统繁忙，请稍后再试'), ok(boundMember)) });
    renderPoints('/integral/myPoints');

    expect(await within(card()).findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await user.click(within(card()).getByRole('button', { name: '重试' }));
    expect(await within(card()).findByText('1260')).toBeInTheDocument();
  });

  it('asks a member without a bound number to bind one', async () => {
    answerCalls({ PERSONAL_DATA: ok({ memberInfo: { memberName: '蓝猫用户', bindStatus: 0 } }) });
    renderPoints('/integral/myPoints');
    expect(await within(card()).findByText('请先绑定手机号')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: '去绑定' })).toHaveAttribute('href', '/AccountBind');
  });

  it('shows the product list empty and failed states', async () => {
    const user = userEvent.setup();
    answerCalls({ POINTS_EXCHANGE_LIST: inTurn(refused(-100, '服务器开小差了'), ok({ list: [] })) });
    renderPoints('/integral/pointsExchange');

    const section = await screen.findByRole('region', { name: '积分好礼' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('服务器开小差了');
    await user.click(within(section).getByRole('button', { name: '重试' }));
    expect(await within(section).findByText('暂无数据')).toBeInTheDocument();
  });

  it('links banners only to http(s) addresses and in-app paths', async () => {
    answerCalls({
      BANNER: ok({
        list: [
          { url: '/static/banner/sign.png', tpurl: 'https://example.com/activity/1' },
          { url: '/static/banner/mall.png', tpurl: '/activity' },
          { url: '/static/banner/bad.png', tpurl: 'javascript:alert(1)' },
        ],
      }),
    });
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
    answerCalls({});
    renderPoints('/integral/pointsExchange');
    await screen.findByRole('article', { name: '10元话费券' });
    expect(screen.queryByRole('region', { name: '活动推荐' })).not.toBeInTheDocument();
  });
});
