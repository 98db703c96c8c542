import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import {
  answerWith,
  bendAnswer,
  type Choices,
  type ContractStub,
  held,
  type SentRequest,
} from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { forgetVisitorCity } from '@bluecat/visitor-city';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICCID, openingRecord, PHONE, type RecordExample } from '../../testing/opening-examples.ts';
import { spelledAsText } from '../../testing/spelled-as-text.ts';
import { visitorCityAnswer } from '../../testing/visitor-city-answer.ts';
import type { OpeningAgent } from './card-lookup.ts';
import { OpenCardWizard } from './open-card-wizard.tsx';
import type { StepProps } from './step-props.ts';

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

/** The agent of checkworknoinfo's success example, LM360021 (systemId 7). */
const agent: OpeningAgent = { workNo: 'LM360021', dealerId: '36010021', dealerMainId: '360100', systemId: 7 };

/** checkoffername's answer by the type asked: the changeable list for 1, `first` for the default. */
const packagesBy =
  (first = 'success', list = 'changeable') =>
  ({ body }: SentRequest) =>
    body.type === 1 ? list : first;

let server: ContractStub;

/**
 * The contract stub for a new card: found, no stored record, every check passed, the free default
 * package and the changeable ones, the record saved. `choices` change any of them.
 */
function answer(choices: Choices = {}) {
  server = answerWith({
    ...visitorCityAnswer('success'),
    simOrServiceIdQuery: 'success',
    queryOpenCardLocation: 'none',
    checkIccid: 'success',
    checkPhoneValid: 'success',
    chanelCheck: 'success',
    appCommonCheck: 'success',
    checkoffername: packagesBy(),
    addOpenCardLocation: 'success',
    ...choices,
  });
}

/** The wizard entered with the card of the contract's record `example` stored, the server keeping it. */
function storedOpening(example: RecordExample, choices: Choices = {}) {
  const record = openingRecord(example);
  writeStored('uimId', record.uimId);
  answer({ queryOpenCardLocation: example, ...choices });
  return record;
}

/** The server's stored record as it has been seen spelled: its numbers as text. */
function spellRecord() {
  bendAnswer(calls.queryOpenCardLocation, ({ data, ...envelope }) => ({
    ...envelope,
    data: spelledAsText(data as Record<string, unknown>),
  }));
}

beforeEach(() => {
  forgetVisitorCity();
  answer();
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
    expect(server.countOf(calls.queryOpenCardLocation)).toBe(0);
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
    expect(server.requests).toEqual([]);
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
    answer({ simOrServiceIdQuery: 'notFound' });
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    expect(toastText()).toHaveTextContent('号码查询失败');
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
  });

  it('sends one lookup for a double tap', async () => {
    const sim = held();
    answer({ simOrServiceIdQuery: sim });
    const { user } = renderWizard();
    await fillEntry(user);
    await user.dblClick(nextButton());
    await user.click(nextButton());
    expect(server.countOf(calls.simOrServiceIdQuery)).toBe(1);
    await act(async () => sim.release('success'));
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
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toMatchObject({
      openCardLocation: 2,
      rechargeFlag: 'nopay',
      sumFee: 0,
      prodOfferId: '1354122',
      serviceid: PHONE,
      uimId: ICCID,
    });
  });

  it('shows the default package alone when no changeable one can be had', async () => {
    answer({ checkoffername: packagesBy('success', 'failed') });
    const { user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());

    expect(await screen.findByRole('heading', { name: '蓝猫19元畅享卡' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(server.bodiesOf(calls.checkoffername).map((body) => body.type)).toEqual([2, 1]);
  });

  it('saves a package with a fee at location 1 and goes to the payment page', async () => {
    answer({ checkoffername: packagesBy('paid') });
    const { router, user } = renderWizard();
    await fillEntry(user);
    await user.click(nextButton());
    expect(await screen.findByText('¥50.00')).toBeInTheDocument();

    await user.click(nextButton());
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toMatchObject({
      openCardLocation: 1,
      rechargeFlag: 'start',
      sumFee: 50,
      ifCheckCard: 1,
    });
    expect(readStored('uimId')).toBe(ICCID);
  });

  it('goes back to step 0 with 缓存记录失败 when the save fails', async () => {
    answer({ addOpenCardLocation: 'failed' });
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
    expect(server.bodiesOf(calls.queryOpenCardLocation).at(-1)).toEqual({ uimId: ICCID });
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
  it.each([
    ['location2', 2, '协议步骤', '3/4'],
    ['location3', 3, '合影步骤', '4/4'],
    ['location4', 4, '实名步骤', '4/4'],
  ] as const)('resumes a record at %s', async (example, location, name, shown) => {
    const record = storedOpening(example);
    renderWizard();
    expect(await screen.findByRole('region', { name })).toHaveTextContent(`${record.uimId} @ ${location}`);
    expect(within(progress()).getByText(shown, { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['location3', 3, '合影步骤', '需合影'],
    ['location2', 2, '协议步骤', '免合影'],
    ['location4', 4, '实名步骤', '需合影'],
  ] as const)('resumes a record whose numbers come as text (%s)', async (example, location, name, check) => {
    const record = storedOpening(example);
    spellRecord();
    renderWizard();
    const step = await screen.findByRole('region', { name });
    expect(step).toHaveTextContent(`${record.uimId} @ ${location}`);
    expect(step).toHaveTextContent(check);
  });

  it('goes to the payment page for a record at location "1" with fee "50.00"', async () => {
    storedOpening('location1Unpaid');
    spellRecord();
    const { router } = renderWizard();
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
  });

  it('shows the real-name step when back from the provider', async () => {
    writeStored('Judge', 'RealNameStart');
    storedOpening('location2');
    renderWizard();
    expect(await screen.findByRole('region', { name: '实名步骤' })).toBeInTheDocument();
    expect(within(progress()).getByText('4/4', { exact: false })).toBeInTheDocument();
  });

  it('continues at the agreement after a paid prepayment, and forgets payquery', async () => {
    writeStored('payquery', '1');
    const record = storedOpening('location1Paid');
    renderWizard();
    expect(await screen.findByRole('region', { name: '协议步骤' })).toHaveTextContent(`${record.uimId} @ 1`);
    expect(readStored('payquery')).toBeNull();
  });

  it('goes to the payment page for a prepayment still to make', async () => {
    storedOpening('location1Unpaid');
    const { router } = renderWizard();
    expect(await screen.findByText('支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenPay');
  });

  it('says the opening was lost when the record is gone after the provider', async () => {
    writeStored('Judge', 'RealNameStart');
    writeStored('uimId', ICCID);
    answer({ queryOpenCardLocation: 'none' });
    renderWizard();
    // The card entry's first render loads its step and fields: on a busy machine that outlasts the default wait.
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
    expect(dialog).toHaveTextContent('开卡时间过长数据缺失,请重新输入手机号');
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
    expect(readStored('uimId')).toBeNull();
    expect(readStored('Judge')).toBeNull();
  }, 15_000);

  it('offers 重试 when the record cannot be read', async () => {
    storedOpening('location2', { queryOpenCardLocation: ['failed', 'location2'] });
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '协议步骤' })).toBeInTheDocument();
  });
});

describe('OpenCardWizard, what steps 2–4 report', () => {
  beforeEach(() => {
    writeStored('recordNumber', 'KK202406130001');
    storedOpening('location2');
  });

  it('saves the merged record and moves on', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: '保存并继续' }));
    expect(await screen.findByRole('region', { name: '实名步骤' })).toHaveTextContent(`${ICCID} @ 4`);
    expect(server.bodiesOf(calls.addOpenCardLocation)).toEqual([
      { ...openingRecord('location2'), openCardLocation: 4, applyEvent: '1' },
    ]);
  });

  it.each([
    ['main', '缓存记录失败,请重新进行开卡'],
    ['scan', '缓存记录失败,请关闭链接重新扫码开卡！'],
  ] as const)('a failed save of the %s wizard says so and goes back to step 0', async (variant, message) => {
    server.pick({ addOpenCardLocation: 'failed' });
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
    expect(server.countOf(calls.delOpenCardLocation)).toBe(0);
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
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toMatchObject({
      prodOfferId: '1354262',
      openCardLocation: 1,
    });
  });

  it('does not resume a stored opening of another card', async () => {
    // location4's card …1234568 and number 17079112346 are not the order's.
    writeStored('Judge', 'RealNameStart');
    storedOpening('location4');
    renderWizard('scan', fixed);
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
    await waitFor(() => expect(readStored('Judge')).toBeNull());
    expect(screen.queryByRole('region', { name: '实名步骤' })).not.toBeInTheDocument();
    expect(readStored('uimId')).toBeNull();
  });
});
