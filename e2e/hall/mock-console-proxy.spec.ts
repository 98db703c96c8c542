import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * `API_TARGET=https://… npm start`: the demo stack puts Prism's proxy mode between the apps and the real
 * API, and the console logs what the real answers break. Here the real API is a small local server that
 * answers each call with the contract's success example, except the balance, one of whose slice values
 * comes as a string where the contract says number, and the order query, whose review status is a
 * Chinese word outside the contract's list (the violation's message then holds Chinese text).
 */
const ROOT = path.resolve(__dirname, '../..');

interface Started {
  close(): Promise<void>;
}

const stops: Started[] = [];
let hallOrigin = '';

function closing(server: http.Server): Started {
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
/** Each path's success example, read with the bundler scripts/contract.mjs uses. */
async function successExamples(): Promise<Map<string, unknown>> {
  const generator = createRequire(path.join(ROOT, 'package.json')).resolve('openapi-typescript');
  const { bundle, createConfig } = createRequire(generator)('@redocly/openapi-core');
  const config = await createConfig({}, { extends: ['minimal'] });
  const { bundle: document } = await bundle({
    ref: path.join(ROOT, 'openapi/openapi.yaml'),
    config,
    dereference: true,
  });
  const examples = new Map<string, unknown>();
  type Operation = {
    responses?: Record<
      string,
      { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> }
    >;
  };
  const paths: Record<string, { post?: Operation; get?: Operation }> = document.parsed.paths;
  for (const [pathName, item] of Object.entries(paths)) {
    const operation = item.post ?? item.get;
    examples.set(
      pathName,
      operation?.responses?.['200']?.content?.['application/json']?.examples?.success?.value,
    );
  }
  return examples;
}

const ORDER_OUTSIDE_CONTRACT = {
  code: 1,
  msg: '成功',
  data: {
    list: [{ date: '2024-05-02 10:12', name: '销户', check: '已完成', oid: 'A1001', detail: '销户申请' }],
  },
};

/** The real API's stand-in: the contract's success answers, but the balance with a slice value as text. */
async function startUpstream(): Promise<string> {
  const successes = await successExamples();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const pathname = new URL(req.url ?? '/', 'http://upstream').pathname;
      const body =
        pathname === '/api/wechat/queryOrder'
          ? ORDER_OUTSIDE_CONTRACT
          : pathname === '/api/wechat/queryBalance'
            ? {
                code: 1,
                msg: '成功',
                data: {
                  amount: 68.5,
                  color: ['#4e7cff', '#ffc53d'],
                  title: '账户余额',
                  data: ['通用余额', '专用余额'],
                  dataVal: [48.5, '20'],
                  explain: '通用余额可抵扣所有费用。',
                },
              }
            : (successes.get(pathname) ?? { code: -100, msg: '未知接口' });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  stops.push(closing(server));
  return `http://${HOST}:${(server.address() as AddressInfo).port}`;
}

/** `API_TARGET=<upstream> npm start` without the build, on free ports. */
async function startStack(upstream: string): Promise<string> {
  const [hall, agent, prism] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs', '--e2e'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BLUECAT_HOST: HOST,
      API_TARGET: upstream,
      HALL_PORT: String(hall),
      AGENT_PORT: String(agent),
      PRISM_PORT: String(prism),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  stops.push({
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  });
  const origin = `http://${HOST}:${hall}`;
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo stack stopped: ${errors}`);
    try {
      await fetch(`${origin}/`);
      return origin;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`the demo stack did not answer within 80 s: ${errors}`);
}

test.beforeAll(async () => {
  test.setTimeout(100_000);
  hallOrigin = await startStack(await startUpstream());
});

test.afterAll(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop.close()));
});

test('a real answer outside the contract reaches the app, and the log names what it breaks', async ({
  page,
}) => {
  await signInSubscriber(page);
  await page.goto(`${hallOrigin}/__mock/`);

  await page.goto(`${hallOrigin}/balance`);
  await expect(page.getByRole('region', { name: '账户余额' })).toContainText('68.50元');

  await page.goto(`${hallOrigin}/__mock/`);
  const row = page.getByRole('row').filter({ hasText: 'QUERY_BALANCE' }).first();
  await expect(row).toContainText('HTTP 200 · 1 成功');
  await expect(row).toContainText('违反契约');
  await expect(row.getByRole('listitem')).toHaveText(
    'response.body.data.dataVal.1 Response body property data.dataVal.1 must be number',
  );
});

test('an answer whose violation is told in Chinese keeps the stack up, and the log shows it as written', async ({
  page,
}) => {
  await signInSubscriber(page);
  await page.goto(`${hallOrigin}/__mock/`);
  const call = (path: string, body: object) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      { path, body },
    );

  const order = await call('/api/wechat/queryOrder', { mobilePhone: '13800138000', code: '123456' });
  expect(order).toEqual({ status: 200, body: ORDER_OUTSIDE_CONTRACT });
  // The stack is still up: the next call is answered, by the same upstream through the same Prism.
  expect((await call('/api/wechat/signStatus', {})).status).toBe(200);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'ORDER_QUERY' }).first();
  await expect(row).toContainText('违反契约');
  await expect(row.getByRole('listitem')).toHaveText(
    'response.body.data.list.0.check Response body property data.list.0.check must be equal to one of the allowed values: 待审核, 审核通过, 审核未通过, 订单已失效',
  );
});
