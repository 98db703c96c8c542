import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { writeDraft } from '@bluecat/ui/drafts';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openingCaptchaKey } from '../features/login/route-calls.ts';
import { AGENT_DRAFTS } from '../lib/agent-drafts.ts';
import { openingRecord } from '../testing/opening-examples.ts';
import { storeAgentSession } from '../testing/signed-in-agent.ts';
import { createAgentRouteDiscovery, everyFeatureScreen } from './route-tree.ts';
import { agentRoutes } from './router.tsx';

/** The whole tree, as the router has it once every address has been opened. */
const routes = agentRoutes(await everyFeatureScreen());

/**
 * A screen's first calls leave from its route's loader (each feature's routes.tsx lists them as `data`),
 * while the page's code is still on its way, never after it has arrived and mounted; the page then takes
 * those answers instead of asking again.
 */

/**
 * The pages' code, held until a test lets it arrive: a call that leaves while it is held left from the
 * route's loader, not from the page.
 */
const pageCode = vi.hoisted(() => {
  function held() {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return { arrived, arrive: () => arrive() };
  }
  return { pay: held(), topUp: held() };
});

vi.mock('../features/payment/open-pay-page.tsx', async (importOriginal) => {
  await pageCode.pay.arrived;
  return importOriginal();
});
vi.mock('../features/universal-pay/universal-pay-page.tsx', async (importOriginal) => {
  await pageCode.topUp.arrived;
  return importOriginal();
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2218A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64';

const UIM_ID = openingRecord('location1Unpaid').uimId;
const LINK = '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50';
const TOP_UP_ORDER = 'BOSS202405201030150009';

let userAgent = ANDROID;
let server: ContractStub;

/**
 * A session of its own for each opening: the gateway keeps what a loader started for the screen that
 * reads it, and a call of another session is another call, so no opening takes an earlier one's answer.
 */
let sessions = 0;
/** The user data of the agent the contract's scanned order names (loginName), chained on the order. */
const ORDER_AGENT = ['checkworknoinfo', { workNo: 'GZ0791001', type: 1 }];

function signIn(): void {
  sessions += 1;
  storeAgentSession();
  writeStored('token', `token-${sessions}`);
}

beforeEach(() => {
  userAgent = ANDROID;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  server = answerWith({ queryOpenCardLocation: 'location1Unpaid', getPayKind: 'wechat' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the loaders of the routes an address matches, as the router does when it is opened. */
async function openAddress(address: string): Promise<unknown[]> {
  const request = new Request(`http://localhost${address}`);
  const results: unknown[] = [];
  for (const match of matchRoutes(routes, address) ?? []) {
    const { loader } = match.route;
    if (typeof loader === 'function') results.push(await loader({ request, params: match.params } as never));
  }
  return results;
}

/** The calls the server got, by name and body, without the session fields the transport adds. */
async function sentCalls(): Promise<[string, object?][]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(server.requests).toHaveLength(vi.mocked(fetch).mock.calls.length));
  return server.requests.map(({ call, body: { token: _token, tokens: _tokens, ...body } }) =>
    Object.keys(body).length === 0 ? [call] : [call, body],
  );
}

describe("a route's loader starts its first calls", () => {
  const record: [string, object] = ['queryOpenCardLocation', { uimId: UIM_ID }];

  it.each([
    ['/OpenCard', [record]],
    ['/OpenPay', [record]],
    ['/WxQuery', [record]],
    ['/VnoOpenPay', [record]],
    ['/VnoWxQuery', [record]],
    ['/VnoOpenCard?pone=A1', [['getPhoneById', { id: 'A1' }], record, ORDER_AGENT]],
    // A channel entry has no order to read; the wizard reads the stored card's record.
    ['/VnoOpenCard?title=pcssh', [record]],
    ['/OpenCardMessage', []],
  ])('%s, for the stored card', async (address, expected) => {
    signIn();
    writeStored('uimId', UIM_ID);
    await openAddress(address);
    expect(await sentCalls()).toEqual(expected);
  });

  it('/login asks for the image code of the key its screen opens with', async () => {
    await openAddress('/login');
    expect(await sentCalls()).toEqual([['captchaImage', openingCaptchaKey()]]);
  });

  it('asks for no record when no card is stored', async () => {
    signIn();
    await openAddress('/OpenPay');
    await openAddress('/VnoOpenCard?pone=A1');
    expect(await sentCalls()).toEqual([['getPhoneById', { id: 'A1' }], ORDER_AGENT]);
  });

  it('asks for no agent when the scanned order names the one signed in on this phone', async () => {
    signIn();
    writeStored('workNo', 'GZ0791001');
    await openAddress('/VnoOpenCard?pone=A1');
    expect(await sentCalls()).toEqual([['getPhoneById', { id: 'A1' }]]);
  });

  it('reads a bare /VnoOpenCard as the order this tab remembered', async () => {
    signIn();
    writeDraft(AGENT_DRAFTS.scanLink(), { kind: 'order', pone: 'B7' });
    await openAddress('/VnoOpenCard');
    expect(await sentCalls()).toEqual([['getPhoneById', { id: 'B7' }], ORDER_AGENT]);
  });

  it('asks nothing for a broken scan link', async () => {
    writeDraft(AGENT_DRAFTS.scanLink(), { kind: 'order', pone: 'B7' });
    await openAddress('/VnoOpenCard?pone=');
    expect(await sentCalls()).toEqual([]);
  });

  it("asks about the order this phone made for a top-up link, and only for that link's", async () => {
    signIn();
    writeStored('BOSStopUp', { recordNumber: 'R20240520', serviceid: '17088886666', amount: 50 });
    writeStored('BOSSouttradeno', TOP_UP_ORDER);
    await openAddress(LINK);
    await openAddress(LINK.replace('amount=50', 'amount=30'));
    await openAddress('/UniversalPay?recordNumber=R20240520');
    expect(await sentCalls()).toEqual([['bossQueryOrderByOutTradeNo', { outTradeNo: TOP_UP_ORDER }]]);
  });

  it('asks nothing for a top-up link without an order', async () => {
    await openAddress(LINK);
    expect(await sentCalls()).toEqual([]);
  });

  it('runs the login check first: without a session, /login and no call', async () => {
    writeStored('uimId', UIM_ID);
    const [result] = await openAddress('/OpenPay');
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/login');
    expect(await sentCalls()).toEqual([]);
  });

  it.each(['/OpenCard', '/OpenPay', '/VnoOpenPay', '/VnoOpenCard?pone=A1', LINK])(
    'asks nothing for %s where the device gate turns the page away',
    async (address) => {
      userAgent = WECHAT;
      signIn();
      writeStored('uimId', UIM_ID);
      writeStored('BOSStopUp', { recordNumber: 'R20240520', serviceid: '17088886666', amount: 50 });
      writeStored('BOSSouttradeno', TOP_UP_ORDER);
      await openAddress(address);
      expect(await sentCalls()).toEqual([]);
    },
  );
});

describe('the page takes what its loader started', () => {
  function open(address: string) {
    // As the app's router: the feature's routes come when their address is opened.
    const router = createMemoryRouter(agentRoutes(), {
      initialEntries: [address],
      patchRoutesOnNavigation: createAgentRouteDiscovery().patchRoutesOnNavigation,
    });
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return router;
  }

  afterEach(() => cleanup());

  it('/OpenPay reads the record once, from its loader', async () => {
    signIn();
    writeStored('uimId', UIM_ID);
    open('/OpenPay');
    // Sent while the page's code is still on its way.
    await vi.waitFor(() => expect(server.countOf(calls.queryOpenCardLocation)).toBe(1));
    pageCode.pay.arrive();
    expect(await screen.findByRole('button', { name: '确认支付' }, { timeout: 5000 })).toBeInTheDocument();
    expect(server.countOf(calls.queryOpenCardLocation)).toBe(1);
    expect(server.countOf(calls.getPayKind)).toBe(1);
  });

  it('/login shows the image code its loader asked for, asked once', async () => {
    open('/login');
    await vi.waitFor(() => expect(server.countOf(calls.captchaImage)).toBe(1));
    expect(await screen.findByRole('button', { name: '刷新验证码' }, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: '刷新验证码' }).querySelector('img')).not.toBeNull(),
    );
    expect(server.countOf(calls.captchaImage)).toBe(1);
  });

  it('/UniversalPay asks about its order once, from its loader', async () => {
    signIn();
    writeStored('BOSStopUp', { recordNumber: 'R20240520', serviceid: '17088886666', amount: 50 });
    writeStored('BOSSouttradeno', TOP_UP_ORDER);
    open(LINK);
    await vi.waitFor(() => expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(1));
    pageCode.topUp.arrive();
    expect(await screen.findByRole('heading', { name: '充值成功' }, { timeout: 5000 })).toBeInTheDocument();
    expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(1);
  });
});
