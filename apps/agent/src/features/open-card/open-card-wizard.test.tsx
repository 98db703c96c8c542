import { readStored, writeStored } from '@bluecat/api/storage';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { answerFrom, coded, ok } from '../../testing/call-fixture.ts';
import {
  type Answers,
  agent,
  freePackage,
  ICCID,
  newCardAnswers,
  PHONE,
  paidPackage,
  storedRecord,
} from '../../testing/open-card-fixture.ts';
import { OpenCardWizard } from './open-card-wizard.tsx';
import type { StepProps } from './step-props.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));
// The visitor's city by IP, answered here instead of by a maps service (testing/visitor-city-fixture.ts).
vi.mock('@bluecat/api/visitor-city', async () => {
  const { NANCHANG } = await import('../../testing/visitor-city-fixture.ts');
  return { visitorCity: vi.fn(async () => NANCHANG) };
});

// Steps 2–4 stand in with what the wizard hands them: the record's card and location, and buttons for
// their reports (save and go on, go to a step, reset).
function StandInStep({ name, props }: { name: string; props: StepProps }) {
  return (
    <section aria-label={name}>
      <p>
        {name}：{props.record.uimId} @ {props.record.openCardLocation}
      </p>
      <p>{props.record.ifCheckCard === 1 ? '需合影' : '免合影'}</p>
      <button
        type="button"
        onClick={() => void props.save({ openCardLocation: 4 }).then((saved) => saved && props.goTo(4))}
      >
        保存并继续
      </button>
      <button type="button" onClick={props.reset}>
        结束开卡
      </button>
    </section>
  );
}
vi.mock('./agreement-step.tsx', () => ({
  AgreementStep: (props: StepProps) => <StandInStep name="协议步骤" props={props} />,
}));
vi.mock('./photo-step.tsx', () => ({
  PhotoStep: (props: StepProps) => <StandInStep name="合影步骤" props={props} />,
}));
vi.mock('./real-name-step.tsx', () => ({
  RealNameStep: (props: StepProps) => <StandInStep name="实名步骤" props={props} />,
}));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>, options?: unknown) => Promise<unknown>
>;
const callsOf = (name: string) => call.mock.calls.filter(([{ name: called }]) => called === name);

let answers: Answers;

beforeEach(() => {
  answers = newCardAnswers();
  call.mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderWizard(variant: 'main' | 'scan' = 'main', fixed?: { phone: string; cardNo: string }) {
  const router = createMemoryRouter(
    [
      {
        path: '/OpenCard',
        element: (
          <OpenCardWizard
            variant={variant}
            agent={agent}
            fixedEntry={fixed}
            title="开卡"
            onLeave={() => {}}
          />
        ),
      },
      { path: '/OpenPay', element: <p>支付页</p> },
      { path: '/VnoOpenPay', element: <p>扫码支付页</p> },
    ],
    { initialEntries: ['/OpenCard'] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return { router, view, user: userEvent.setup() };
}

const toastText = () => screen.getByRole('status');
const progress = () => screen.getByRole('region', { name: '开卡进度' });
const nextButton = () => screen.getByRole('button', { name: '下一步' });

async function fillEntry(user: ReturnType<typeof userEvent.setup>, phone = PHONE, cardNo = '1234567') {
  await screen.findByLabelText('手机号');
  if (phone) await user.type(screen.getByLabelText('手机号'), phone);
  if (cardNo) await user.type(screen.getByLabelText('卡号'), cardNo);
}

describe('OpenCardWizard, step 0', () => {
  it('starts at 1/4 with the card entry', async () => {
    renderWizard();
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
    expect(within(progress()).getByText('1/4', { exact: false })).toBeInTheDocument();
    expect(within(progress()).getByText('填写信息').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(callsOf('queryOpenCardLocation')).toHaveLength(0);
  });

  it.each([
    ['', '', '手机号 卡号不能为空'],
    [PHONE, '', '卡号长度有误，请重新输入'],
    [PHONE, '123456', '卡号长度有误，请重新输入'],
  ])('phone "%s", card "%s": %s', async (phone, cardNo, message) => {
    const { user } = renderWizard();
    await fillEntry(user, phone, cardNo);
    await user.click(nextButton());
    expect(toastText()).toHaveTextContent(message);
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps digits only, at most 11, in the number and the spare contact, and 7 card characters', async () => {
    const { user } = renderWizard();
    await screen.findByLabelText('手机号');
    await user.type(screen.getByLabelText('手机号'), '170a7911-23456789');
    await user.type(screen.getByLabelText('备用联系号码'), '139x1234 5678');
    await user.type(screen.getByLabelText('卡号'), '123456789');
    expect(screen.getByLabelText('手机号')).toHaveValue('17079112345');
    expect(screen.getByLabelText('备用联系号码')).toHaveValue('13912345678');
    expect(screen.getByLabelText('卡号')).toHaveValue('1234567');
  });

  it('shows 号码查询失败 and stays when the SIM query finds nothing', async () => {
    answers.simOrServiceIdQuery = () => ok({ code: '0001', msg: '查询失败' });
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    expect(toastText()).toHaveTextContent('号码查询失败');
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
  });

  it('sends one lookup for a double tap', async () => {
    let release: () => void = () => {};
    const sim = answers.simOrServiceIdQuery;
    answers.simOrServiceIdQuery = (body) =>
      new Promise((resolve) => {
        release = () => resolve(sim?.(body));
      });
    const { user } = renderWizard();
    await fillEntry(user);
    await user.dblClick(nextButton());
    await user.click(nextButton());
    expect(callsOf('simOrServiceIdQuery')).toHaveLength(1);
    await act(async () => release());
    expect(await screen.findByText('2/4', { exact: false })).toBeInTheDocument();
  });

  it('keeps what was typed over a reload', async () => {
    const first = renderWizard();
    await fillEntry(first.user, PHONE, '123');
    first.view.unmount();
    renderWizard();
    expect(await screen.findByLabelText('手机号')).toHaveValue(PHONE);
    expect(screen.getByLabelText('卡号')).toHaveValue('123');
  });
});

describe('OpenCardWizard, step 1', () => {
  it('shows the free package with its sanitised description and goes on to the agreement', async () => {
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());

    expect(await screen.findByRole('heading', { name: '蓝猫19元畅享卡' })).toBeInTheDocument();
    expect(within(progress()).getByText('2/4', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('月租19元').closest('.bc-rich-text')).not.toBeNull();
    // The changeable packages are offered beside the default, which stays chosen.
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /蓝猫19元畅享卡/ })).toBeChecked();

    await user.click(nextButton());
    expect(await screen.findByRole('region', { name: '协议步骤' })).toHaveTextContent(`${ICCID} @ 2`);
    expect(within(progress()).getByText('3/4', { exact: false })).toBeInTheDocument();
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toMatchObject({
      openCardLocation: 2,
      rechargeFlag: 'nopay',
      sumFee: 0,
      prodOfferId: '1354122',
      serviceid: PHONE,
      uimId: ICCID,
    });
  });

  it('shows the default package alone when no changeable one can be had', async () => {
    answers.checkoffername = (body) => (body?.type === 1 ? coded(-100, '暂无可变更套餐') : ok(freePackage));
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());

    expect(await screen.findByRole('heading', { name: '蓝猫19元畅享卡' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(callsOf('checkoffername').map(([, body, options]) => [body?.type, options])).toEqual([
      [2, { toast: true }],
      [1, { toast: false }],
    ]);
  });

  it('saves a package with a fee at location 1 and goes to the payment page', async () => {
    answers.checkoffername = () => ok(paidPackage);
    const { router, user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    expect(await screen.findByText('¥50.00')).toBeInTheDocument();

    await user.click(nextButton());
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toMatchObject({
      openCardLocation: 1,
      rechargeFlag: 'start',
      sumFee: 50,
      ifCheckCard: 1,
    });
    expect(readStored('uimId')).toBe(ICCID);
  });

  it('goes back to step 0 with 缓存记录失败 when the save fails', async () => {
    answers.addOpenCardLocation = () => coded(-100, '保存开卡记录失败');
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    await screen.findByRole('heading', { name: '蓝猫19元畅享卡' });
    await user.click(nextButton());

    expect(toastText()).toHaveTextContent('缓存记录失败,请重新进行开卡');
    expect(await screen.findByLabelText('手机号')).toHaveValue(PHONE);
    expect(within(progress()).getByText('1/4', { exact: false })).toBeInTheDocument();
  });

  it('comes back to the package step after a reload', async () => {
    const first = renderWizard();
    await fillEntry(first.user);
    await first.user.click(nextButton());
    await screen.findByRole('heading', { name: '蓝猫19元畅享卡' });
    first.view.unmount();

    renderWizard();
    expect(await screen.findByRole('heading', { name: '蓝猫19元畅享卡' })).toBeInTheDocument();
    expect(callsOf('queryOpenCardLocation').at(-1)?.[1]).toEqual({ uimId: ICCID });
  });

  it('goes back to the card entry from the back arrow', async () => {
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    await screen.findByRole('heading', { name: '蓝猫19元畅享卡' });
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue(PHONE);
  });
});

describe('OpenCardWizard, entering the page', () => {
  beforeEach(() => writeStored('uimId', ICCID));

  it.each([
    [2, '协议步骤', '3/4'],
    [3, '合影步骤', '4/4'],
    [4, '实名步骤', '4/4'],
  ] as const)('resumes a record at location %s', async (location, name, shown) => {
    answers.queryOpenCardLocation = () => ok(storedRecord({ openCardLocation: location }));
    renderWizard();
    expect(await screen.findByRole('region', { name })).toHaveTextContent(`${ICCID} @ ${location}`);
    expect(within(progress()).getByText(shown, { exact: false })).toBeInTheDocument();
  });

  it.each([
    [{ openCardLocation: '3', ifCheckCard: '1' }, '合影步骤', '需合影'],
    [{ openCardLocation: '2', ifCheckCard: '1', sumFee: '0.00' }, '协议步骤', '需合影'],
    [{ openCardLocation: '4', ifCheckCard: '0' }, '实名步骤', '免合影'],
  ])('resumes a record whose numbers come as text (%o)', async (spelled, name, check) => {
    answers.queryOpenCardLocation = () => ok({ ...storedRecord(), ...spelled });
    renderWizard();
    const step = await screen.findByRole('region', { name });
    expect(step).toHaveTextContent(`${ICCID} @ ${spelled.openCardLocation}`);
    expect(step).toHaveTextContent(check);
  });

  it('goes to the payment page for a record at location "1" with fee "50.00"', async () => {
    answers.queryOpenCardLocation = () =>
      ok({ ...storedRecord(), openCardLocation: '1', sumFee: '50.00', rechargeFlag: 'start' });
    const { router } = renderWizard();
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
  });

  it('shows the real-name step when back from the provider', async () => {
    writeStored('Judge', 'RealNameStart');
    answers.queryOpenCardLocation = () => ok(storedRecord({ openCardLocation: 2 }));
    renderWizard();
    expect(await screen.findByRole('region', { name: '实名步骤' })).toBeInTheDocument();
    expect(within(progress()).getByText('4/4', { exact: false })).toBeInTheDocument();
  });

  it('continues at the agreement after a paid prepayment, and forgets payquery', async () => {
    writeStored('payquery', '1');
    answers.queryOpenCardLocation = () =>
      ok(storedRecord({ openCardLocation: 1, sumFee: 50, rechargeFlag: 'finish' }));
    renderWizard();
    expect(await screen.findByRole('region', { name: '协议步骤' })).toHaveTextContent(`${ICCID} @ 1`);
    expect(readStored('payquery')).toBeNull();
  });

  it('goes to the payment page for a prepayment still to make', async () => {
    answers.queryOpenCardLocation = () =>
      ok(storedRecord({ openCardLocation: 1, sumFee: 50, rechargeFlag: 'start' }));
    const { router } = renderWizard();
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
  });

  it('says the opening was lost when the record is gone after the provider', async () => {
    writeStored('Judge', 'RealNameStart');
    answers.queryOpenCardLocation = () => ok({});
    renderWizard();
    // The card entry's first render loads its step and fields: on a busy machine that outlasts the default wait.
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
    expect(dialog).toHaveTextContent('开卡时间过长数据缺失,请重新输入手机号');
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
    expect(readStored('uimId')).toBeNull();
    expect(readStored('Judge')).toBeNull();
  }, 15_000);

  it('offers 重试 when the record cannot be read', async () => {
    let attempts = 0;
    answers.queryOpenCardLocation = () => (++attempts === 1 ? coded(-100, '查询失败') : ok(storedRecord()));
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '协议步骤' })).toBeInTheDocument();
  });
});

describe('OpenCardWizard, what steps 2–4 report', () => {
  beforeEach(() => {
    writeStored('uimId', ICCID);
    writeStored('recordNumber', 'KK202406130001');
    answers.queryOpenCardLocation = () => ok(storedRecord({ openCardLocation: 2 }));
  });

  it('saves the merged record and moves on', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '保存并继续' }));
    expect(await screen.findByRole('region', { name: '实名步骤' })).toHaveTextContent(`${ICCID} @ 4`);
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toEqual({
      ...storedRecord({ openCardLocation: 4 }),
      applyEvent: '1',
    });
  });

  it.each([
    ['main', '缓存记录失败,请重新进行开卡'],
    ['scan', '缓存记录失败,请关闭链接重新扫码开卡！'],
  ] as const)('a failed save of the %s wizard says so and goes back to step 0', async (variant, message) => {
    answers.addOpenCardLocation = () => coded(-100, '保存开卡记录失败');
    const { user } = renderWizard(variant);
    await user.click(await screen.findByRole('button', { name: '保存并继续' }));
    expect(toastText()).toHaveTextContent(message);
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
  });

  it('a reset ends the opening: keys and typed entry are cleared', async () => {
    writeStored('Judge', 'RealNameStart');
    writeStored('GetToken', 'provider-token');
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '结束开卡' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
    for (const key of ['uimId', 'Judge', 'GetToken', 'recordNumber'] as const)
      expect(readStored(key)).toBeNull();
  });

  it('重新开卡 leaves the card for another after a confirmation', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '重新开卡' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
    expect(readStored('uimId')).toBeNull();
    expect(callsOf('delOpenCardLocation')).toHaveLength(0);
  });
});

describe('OpenCardWizard, scan variant', () => {
  const fixed = { phone: '17012345678', cardNo: '1234567' };

  it('shows the order’s number and card read-only, then the package list to pick from', async () => {
    const { router, user } = renderWizard('scan', fixed);
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('卡号')).toHaveValue('1234567');
    await user.click(nextButton());

    const choices = await screen.findAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '蓝猫19元畅享卡默认预存 0.00 元',
      '蓝猫39元大流量卡预存 50.00 元',
      '蓝猫59元全能卡预存 100.00 元',
    ]);
    expect(choices[0]).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /蓝猫39元大流量卡/ }));
    expect(screen.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeInTheDocument();

    await user.click(nextButton());
    expect(await screen.findByText('扫码支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenPay');
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toMatchObject({
      prodOfferId: '1354262',
      openCardLocation: 1,
    });
  });

  it('does not resume a stored opening of another card', async () => {
    writeStored('uimId', '89860000000000000001');
    writeStored('Judge', 'RealNameStart');
    answers.queryOpenCardLocation = () =>
      ok(storedRecord({ uimId: '89860000000000000001', serviceid: '17000000000' }));
    renderWizard('scan', fixed);
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
    await waitFor(() => expect(readStored('Judge')).toBeNull());
    expect(screen.queryByRole('region', { name: '实名步骤' })).not.toBeInTheDocument();
    expect(readStored('uimId')).toBeNull();
  });
});
