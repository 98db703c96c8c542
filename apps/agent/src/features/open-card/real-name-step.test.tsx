import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, bendAnswer, type Choices, type ContractStub } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { forgetVisitorCity } from '@bluecat/visitor-city';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { visitorCityAnswer } from '../../testing/visitor-city-answer.ts';
import { agreementDraftKey } from './agreement-step-rules.ts';
import { photoDraftKey } from './photo-step-upload.ts';
import { RealNameStep } from './real-name-step.tsx';
import type { WizardVariant } from './step-props.ts';

/** The contract's opening at the real-name step, its joint photo taken (location4). */
const RECORD = openingRecord('location4');

let server: ContractStub;

/** The app's gateway answered by the contract, every step passing (the visitor in 南昌市) unless `choices` say. */
function answer(choices: Choices = {}) {
  server = answerWith({
    ...visitorCityAnswer('success'),
    getUrl: 'success',
    getBossUrl: 'provider',
    getSimpleOrCardNum: 'success',
    doCheckIdentityCodeByWorkNo: 'success',
    querySign: 'success',
    dosubmit: 'success',
    ...choices,
  });
}

beforeEach(() => {
  storeAgentSession();
  forgetVisitorCity();
  answer();
});

afterEach(() => {
  act(() => resetOverlays());
});

function backFromProvider() {
  writeStored('Judge', 'RealNameStart');
  writeStored('GetToken', 'provider-token');
  writeStored('BizNo', 'RN202406131030000001');
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
const namesCalled = () => server.requests.map(({ call }) => call).filter((call) => call !== 'IP_CITY');

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

    // getUrl's success example: the demo's stand-in page, its token and verification number.
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://kaika.bluecat.example/__demo/real-name?biz_no=RN202406131030000001',
      ),
    );
    expect(server.bodiesOf(calls.getUrl)).toEqual([
      {
        returnUrl: 'https://kaika.bluecat.example/OpenCard',
        serviceId: '17079112346',
        recordNumber: 'KK202406130002',
      },
    ]);
    expect(readStored('Judge')).toBe('RealNameStart');
    expect(readStored('GetToken')).toBe('5d7e2b1a-43c9-4f08-9a61-0c2e8b7f1d34');
    expect(readStored('BizNo')).toBe('RN202406131030000001');
    expect(screen.getByRole('button', { name: '去实名' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts the scan variant with getBossUrl', async () => {
    const { user } = renderStep('scan');
    await user.click(screen.getByRole('button', { name: '去实名' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://faceid.provider.example/h5/verify?biz_no=RN202406131045000007',
      ),
    );
    expect(namesCalled()).toEqual(['getBossUrl']);
  });

  it('stays, ready to try again, when the start is refused', async () => {
    answer({ getUrl: 'failed' });
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
    expect(server.bodiesOf(calls.getSimpleOrCardNum)[0]).toMatchObject({
      token: 'provider-token',
      bizId: 'RN202406131030000001',
    });
    expect(server.bodiesOf(calls.dosubmit)[0]).toMatchObject({
      systemId: 7,
      customerName: '张伟',
      rechargeAmount: 50,
    });
    for (const key of ['Judge', 'GetToken', 'BizNo'] as const) expect(readStored(key)).toBeNull();
    expect(readDraft(agreementDraftKey(RECORD.uimId))).toBeNull();
    expect(readDraft(photoDraftKey(RECORD.uimId))).toBeNull();
  });

  it('submits the scan variant with systemId 3', async () => {
    backFromProvider();
    const { reset } = renderStep('scan');
    await waitFor(() => expect(reset).toHaveBeenCalled());
    expect(server.bodiesOf(calls.dosubmit)[0]).toMatchObject({ systemId: 3 });
  });

  it('goes back to step 0 on -2', async () => {
    backFromProvider();
    answer({ dosubmit: 'reset' });
    const { reset } = renderStep();
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(readStored('Judge')).toBeNull();
  });

  // A result without data at all never reaches the step: the gateway refuses it (返回数据异常).
  it.each([
    ['the face check failed', 'faceFailed', '人脸校验失败，请重新继续进行实名'],
    ['the ID check failed', 'idFailed', '身份校验失败，请重新继续进行实名'],
    ['the result lacks its face part', 'incomplete', '人脸校验失败，请重新继续进行实名'],
    ['the result lacks its ID part', 'faceOnly', '身份校验失败，请重新继续进行实名'],
    ['the result is empty', 'empty', '身份校验失败，请重新继续进行实名'],
  ])('lets the agent start again when %s', async (_case, result, message) => {
    backFromProvider();
    answer({ getSimpleOrCardNum: result });
    const { reset } = renderStep();

    await waitFor(() => expect(toast()).toHaveTextContent(message));
    // The step's own message is drawn in the render after the toast's.
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(readStored('Judge')).toBeNull();
    expect(readStored('GetToken')).toBeNull();
    expect(screen.getByRole('button', { name: '去实名' })).toHaveAttribute('aria-disabled', 'false');
    expect(reset).not.toHaveBeenCalled();
    expect(namesCalled()).not.toContain('dosubmit');
  });

  it('offers 重新提交 after a refused submission, and submits again without a new verification', async () => {
    backFromProvider();
    answer({ dosubmit: ['failed', 'success'] });
    const { user, reset } = renderStep();

    const again = await screen.findByRole('button', { name: '重新提交' });
    expect(screen.getByRole('alert')).toHaveTextContent('实名认证已通过，开卡提交未完成，请重新提交');
    expect(readStored('Judge')).toBe('RealNameStart');
    await user.click(again);
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(namesCalled().filter((name) => name === 'getSimpleOrCardNum')).toHaveLength(1);
    expect(namesCalled().filter((name) => name === 'dosubmit')).toHaveLength(2);
  });

  it('never stays on checking: an answer the step cannot read ends in a message and usable buttons', async () => {
    backFromProvider();
    // The first result is a list where the contract has an object: the gateway cannot hand it on.
    bendAnswer(calls.getSimpleOrCardNum, (body) =>
      server.countOf(calls.getSimpleOrCardNum) === 1 ? { ...body, data: [] } : body,
    );
    const { user } = renderStep();

    const again = await screen.findByRole('button', { name: '重新获取认证结果' });
    expect(screen.getByRole('alert')).toHaveTextContent('未能获取实名认证结果，请检查网络后重试');
    expect(screen.getByRole('button', { name: '重新实名认证' })).toBeEnabled();
    expect(readStored('Judge')).toBe('RealNameStart');
    await user.click(again);
    await waitFor(() => expect(namesCalled()).toContain('dosubmit'));
  });

  it('does nothing on arrival without the flag', () => {
    renderStep();
    expect(server.requests).toEqual([]);
  });
});
