import { readStored, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { stepRecord } from '../../testing/real-name-fixture.ts';
import { agreementDraftKey } from './agreement-step-rules.ts';
import { photoDraftKey } from './photo-step-upload.ts';
import { RealNameStep } from './real-name-step.tsx';
import type { WizardVariant } from './step-props.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));
// The visitor's city by IP, answered here instead of by a maps service (testing/visitor-city-fixture.ts).
vi.mock('@bluecat/api/visitor-city', async () => {
  const { NANCHANG } = await import('../../testing/visitor-city-fixture.ts');
  return { visitorCity: vi.fn(async () => NANCHANG) };
});

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>) => Promise<unknown>
>;

const passed = {
  cardNum: {
    success: true,
    message: '身份校验成功',
    confirmName: '张伟',
    confirmIdcardNumber: '360102199003151234',
    address: '江西省南昌市东湖区八一大道100号',
    front: 'https://faceid.provider.example/front.jpg',
    back: 'https://faceid.provider.example/back.jpg',
  },
  simple: { success: true, message: '人脸校验成功', image: 'https://faceid.provider.example/face.jpg' },
};

let answers: Script;

const RECORD = stepRecord({ openCardLocation: 4, TogetherUrl: 'https://oss.bluecat.example/together/1.jpg' });

beforeEach(() => {
  storeAgentSession();
  answers = {
    getUrl: () => ok({ token: 'provider-token', biz_no: 'RN1', url: '/__demo/real-name?biz_no=RN1' }),
    getBossUrl: () =>
      ok({ token: 'provider-token', biz_no: 'RN7', url: 'https://faceid.provider.example/v?biz_no=RN7' }),
    getSimpleOrCardNum: () => ok(passed),
    doCheckIdentityCodeByWorkNo: () => ok(undefined, '校验通过'),
    querySign: () => ok({ sign: 'SIGN', timestamp: '20240613103015' }),
    dosubmit: () => ok(undefined, '支付成功开卡结束！！'),
  };
  call.mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  act(() => resetOverlays());
});

function backFromProvider() {
  writeStored('Judge', 'RealNameStart');
  writeStored('GetToken', 'provider-token');
  writeStored('BizNo', 'RN1');
}

function renderStep(variant: WizardVariant = 'main', record: OpeningRecord = RECORD) {
  const reset = vi.fn();
  const view = render(
    <>
      <RealNameStep record={record} variant={variant} save={vi.fn()} goTo={vi.fn()} reset={reset} />
      <OverlayHost />
    </>,
  );
  return { ...view, reset, user: userEvent.setup() };
}

const toast = () => screen.getByRole('status');
const namesCalled = () => call.mock.calls.map(([{ name }]) => name);
const bodyOf = (name: string) => call.mock.calls.find(([{ name: called }]) => called === name)?.[1];

describe('RealNameStep, going to the provider', () => {
  let assign: Mock<(url: string) => void>;

  beforeEach(() => {
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'https://kaika.bluecat.example/OpenCard',
      assign,
    } as Location);
  });

  it('shows the opening and 去实名, and leaves for the provider with the flag stored', async () => {
    const { user } = renderStep();
    expect(screen.getByText('17079112346')).toBeInTheDocument();
    expect(screen.getByText('蓝猫39元大流量卡')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '去实名' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://kaika.bluecat.example/__demo/real-name?biz_no=RN1'),
    );
    expect(bodyOf('getUrl')).toEqual({
      returnUrl: 'https://kaika.bluecat.example/OpenCard',
      serviceId: '17079112346',
      recordNumber: 'KK202406130002',
    });
    expect(readStored('Judge')).toBe('RealNameStart');
    expect(readStored('GetToken')).toBe('provider-token');
    expect(readStored('BizNo')).toBe('RN1');
    expect(screen.getByRole('button', { name: '去实名' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts the scan variant with getBossUrl', async () => {
    const { user } = renderStep('scan');
    await user.click(screen.getByRole('button', { name: '去实名' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://faceid.provider.example/v?biz_no=RN7'));
    expect(namesCalled()).toEqual(['getBossUrl']);
  });

  it('stays, ready to try again, when the start is refused', async () => {
    answers.getUrl = () => coded(-100, '获取实名认证地址失败');
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: '去实名' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '去实名' })).toHaveAttribute('aria-disabled', 'false'),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(readStored('Judge')).toBeNull();
  });
});

describe('RealNameStep, back from the provider', () => {
  it('submits the opening, shows the message and ends it with its keys and drafts cleared', async () => {
    backFromProvider();
    writeDraft(agreementDraftKey(RECORD.uimId), { agreed: true });
    writeDraft(photoDraftKey(RECORD.uimId), { togetherUrl: 'x' });
    const { reset } = renderStep();

    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(toast()).toHaveTextContent('支付成功开卡结束！！');
    expect(namesCalled()).toEqual([
      'getSimpleOrCardNum',
      'doCheckIdentityCodeByWorkNo',
      'querySign',
      'dosubmit',
    ]);
    expect(bodyOf('getSimpleOrCardNum')).toMatchObject({ token: 'provider-token', bizId: 'RN1' });
    expect(bodyOf('dosubmit')).toMatchObject({ systemId: 7, customerName: '张伟', rechargeAmount: 50 });
    for (const key of ['Judge', 'GetToken', 'BizNo'] as const) expect(readStored(key)).toBeNull();
    expect(readDraft(agreementDraftKey(RECORD.uimId))).toBeNull();
    expect(readDraft(photoDraftKey(RECORD.uimId))).toBeNull();
  });

  it('submits the scan variant with systemId 3', async () => {
    backFromProvider();
    const { reset } = renderStep('scan');
    await waitFor(() => expect(reset).toHaveBeenCalled());
    expect(bodyOf('dosubmit')).toMatchObject({ systemId: 3 });
  });

  it('goes back to step 0 on -2', async () => {
    backFromProvider();
    answers.dosubmit = () => coded(-2, '开卡信息已失效，请重新开卡');
    const { reset } = renderStep();
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(readStored('Judge')).toBeNull();
  });

  it.each([
    [
      'the face check failed',
      { ...passed, simple: { success: false, message: '活体检测未通过' } },
      '人脸校验失败，请重新继续进行实名',
    ],
    [
      'the ID check failed',
      { ...passed, cardNum: { success: false, message: '证件不清晰' } },
      '身份校验失败，请重新继续进行实名',
    ],
    ['the result lacks its face part', { cardNum: passed.cardNum }, '人脸校验失败，请重新继续进行实名'],
    ['the result lacks its ID part', { simple: passed.simple }, '身份校验失败，请重新继续进行实名'],
    ['the result is empty', {}, '身份校验失败，请重新继续进行实名'],
    ['the result is missing', undefined, '身份校验失败，请重新继续进行实名'],
  ])('lets the agent start again when %s', async (_case, result, message) => {
    backFromProvider();
    answers.getSimpleOrCardNum = () => ok(result);
    const { reset } = renderStep();

    await waitFor(() => expect(toast()).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(readStored('Judge')).toBeNull();
    expect(readStored('GetToken')).toBeNull();
    expect(screen.getByRole('button', { name: '去实名' })).toHaveAttribute('aria-disabled', 'false');
    expect(reset).not.toHaveBeenCalled();
    expect(namesCalled()).not.toContain('dosubmit');
  });

  it('offers 重新提交 after a refused submission, and submits again without a new verification', async () => {
    backFromProvider();
    answers.dosubmit = () => coded(-100, '开卡提交失败，请稍后重试');
    const { user, reset } = renderStep();

    const again = await screen.findByRole('button', { name: '重新提交' });
    expect(screen.getByRole('alert')).toHaveTextContent('实名认证已通过，开卡提交未完成，请重新提交');
    expect(readStored('Judge')).toBe('RealNameStart');
    answers.dosubmit = () => ok(undefined, '开卡成功');
    await user.click(again);
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(namesCalled().filter((name) => name === 'getSimpleOrCardNum')).toHaveLength(1);
    expect(namesCalled().filter((name) => name === 'dosubmit')).toHaveLength(2);
  });

  it('never stays on checking: an answer the step cannot read ends in a message and usable buttons', async () => {
    backFromProvider();
    answers.getSimpleOrCardNum = () => {
      throw new TypeError('unreadable answer');
    };
    const { user } = renderStep();

    const again = await screen.findByRole('button', { name: '重新获取认证结果' });
    expect(screen.getByRole('alert')).toHaveTextContent('未能获取实名认证结果，请检查网络后重试');
    expect(screen.getByRole('button', { name: '重新实名认证' })).toBeEnabled();
    expect(readStored('Judge')).toBe('RealNameStart');
    answers.getSimpleOrCardNum = () => ok(passed);
    await user.click(again);
    await waitFor(() => expect(namesCalled()).toContain('dosubmit'));
  });

  it('does nothing on arrival without the flag', () => {
    renderStep();
    expect(call).not.toHaveBeenCalled();
  });
});
