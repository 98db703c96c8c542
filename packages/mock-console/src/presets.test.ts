import { beforeAll, describe, expect, it } from 'vitest';
import {
  callPathsOf,
  checkScenarios,
  type Operation,
  operationsOf,
  type PresetSource,
  presetRules,
  readContract,
  readScenarios,
} from './catalogue.mjs';
import { afterSuccess, preferByRequest, preferFor, type Rule } from './scenarios.mjs';

/**
 * The console's presets and the answers chosen by request, walked over the contract's own examples: what
 * the demo stack answers under each preset agrees with itself (the same card, points that match the
 * outcome, a bill of the month asked), and the branches the presets promise can be reached. The screens
 * that show them are walked in e2e/hall/presets.spec.ts and e2e/agent/presets.spec.ts.
 */
type Json = Record<string, unknown>;
interface Answer {
  /** The example's name, or `code=…` for a transport answer. */
  name: string;
  code: number | undefined;
  msg: string;
  data: Json | undefined;
}
type Preset = PresetSource;

const scenarios = readScenarios();
let contract: Json;
let operations: Operation[];
let callPaths: Record<string, string>;

beforeAll(async () => {
  contract = (await readContract()) as Json;
  operations = operationsOf(contract);
  callPaths = callPathsOf(operations);
});

function operationOf(call: string): Operation {
  const found = operations.find((operation) => operation.names.includes(call));
  if (!found) throw new Error(`no call ${call} in the contract`);
  return found;
}

/** The operation object as the contract holds it, as far as its named answers go. */
interface OperationObject {
  responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value?: Json }> }> }>;
}

function exampleOf(operation: Operation, name: string): Answer {
  const paths = contract.paths as Record<string, Record<string, OperationObject>>;
  const examples =
    paths[operation.path]?.[operation.method]?.responses?.['200']?.content?.['application/json']?.examples;
  const value = examples?.[name]?.value;
  if (!value) throw new Error(`${operation.id} has no example ${name}`);
  return {
    name,
    code: typeof value.code === 'number' ? value.code : undefined,
    msg: typeof value.msg === 'string' ? value.msg : '',
    data: typeof value.data === 'object' && value.data !== null ? (value.data as Json) : undefined,
  };
}

/** What the demo stack answers `call` under these rules, as the console decides it (no request field). */
function answerUnder(rules: readonly Rule[], call: string): Answer {
  const operation = operationOf(call);
  const prefer = preferFor(rules, operation.path, operation, callPaths);
  if (prefer?.startsWith('code=')) return { name: prefer, code: undefined, msg: '', data: undefined };
  const name = prefer ? prefer.slice('example='.length) : (operation.examples[0]?.name ?? '');
  return exampleOf(operation, name);
}

/** The rules of a preset as applied, then after each of its later steps' calls has answered. */
function stagesOf(preset: Preset): Rule[][] {
  const stages = [presetRules(preset)];
  for (const step of preset.then ?? []) {
    const last = stages.at(-1) as Rule[];
    stages.push([...afterSuccess(last, operationOf(step.after).path, callPaths)]);
  }
  return stages;
}

const isSuccess = (answer: Answer) => answer.code === 1 || answer.code === 0;

// --- What one preset's answers must agree on -------------------------------------------------------------

/** 积分兑换: a refusal for points means no product in stock is affordable; an exchange, that one is. */
function pointsAgree(answer: (call: string) => Answer): string[] {
  const member = answer('PERSONAL_DATA').data?.mobilePhoneInfo as Json | undefined;
  const points = (member?.pointInfo as Json | undefined)?.currentPoints;
  const products = answer('POINTS_EXCHANGE_LIST').data?.list as {
    name: string;
    points: number;
    stock: number;
  }[];
  const exchange = answer('POINTS_EXCHANGE');
  if (typeof points !== 'number' || !Array.isArray(products)) return [];
  const inStock = products.filter((product) => product.stock > 0);
  const affordable = inStock.filter((product) => product.points <= points);
  if (exchange.msg.includes('积分不足') && affordable.length > 0) {
    return affordable.map(
      (product) =>
        `POINTS_EXCHANGE ${exchange.name} says 积分不足, yet ${points} points buy ${product.name} (${product.points})`,
    );
  }
  if (exchange.code === 1 && affordable.length === 0) {
    return [`POINTS_EXCHANGE ${exchange.name} exchanges, yet ${points} points buy no product in stock`];
  }
  return [];
}

/** 流量包: after a top-up of the pack's price, only an account in debt lacks the balance for it. */
function balanceAgrees(answer: (call: string) => Answer): string[] {
  const pack = answer('openFlow');
  const balance = answer('QUERY_BALANCE').data?.amount;
  if (pack.msg.includes('余额不足') && typeof balance === 'number' && balance >= 0) {
    return [
      `openFlow ${pack.name} says 余额不足 after a top-up of the pack's price, yet the balance is ${balance}`,
    ];
  }
  return [];
}

/** 号码绑定 is offered to a member without a number, 解绑 to a member with one. */
function bindingAgrees(answer: (call: string) => Answer, picked: (call: string) => boolean): string[] {
  const bound = answer('PERSONAL_DATA').data?.mobilePhoneInfo !== undefined;
  const problems: string[] = [];
  if (picked('BIND_PHONE') && bound) problems.push('BIND_PHONE is picked, but the member is bound already');
  if (picked('RELIEVE_BINDING') && !bound)
    problems.push('RELIEVE_BINDING is picked, but the member has no number');
  return problems;
}

const CARD_FIELDS = ['uimId', 'serviceid', 'recordNumber', 'prodOfferId', 'prodOfferName', 'sumFee'] as const;

/**
 * 开卡: every opening record a preset answers, before and after its steps, is of one card, the card the
 * SIM query finds, of the package offered when the card was new; an order number it holds is the one the
 * payment answered; a payment refused is one the pay page makes (WeChat-style or the fund pool, as
 * getPayKind says), for a record that awaits it.
 */
function openingAgrees(stages: Rule[][]): string[] {
  const problems: string[] = [];
  const records = stages
    .map((rules) => ({ rules, record: answerUnder(rules, 'queryOpenCardLocation') }))
    .filter(({ record }) => record.data && Object.keys(record.data).length > 0);
  const [first] = records;
  const start = stages[0] as Rule[];
  if (!first) return problems;
  for (const { record } of records.slice(1)) {
    for (const field of CARD_FIELDS) {
      if (field === 'sumFee' || field === 'prodOfferName' || field === 'prodOfferId') {
        if (record.data?.[field] !== first.record.data?.[field]) {
          problems.push(`records ${first.record.name} and ${record.name} differ in ${field}`);
        }
      } else if (record.data?.[field] !== first.record.data?.[field]) {
        problems.push(`records ${first.record.name} and ${record.name} are of different cards (${field})`);
      }
    }
  }
  const sim = answerUnder(start, 'simOrServiceIdQuery').data;
  if (sim?.code === '0000') {
    const card = first.record.data as Json;
    if (
      sim.cardNo !== card.uimId ||
      sim.phoneNum !== card.serviceid ||
      sim.recordNumber !== card.recordNumber
    ) {
      problems.push(
        `the SIM query ${answerUnder(start, 'simOrServiceIdQuery').name} finds ${String(sim.phoneNum)}, the record ${first.record.name} is of ${String(card.serviceid)}`,
      );
    }
  }
  const startRecord = answerUnder(start, 'queryOpenCardLocation');
  if (startRecord.data && Object.keys(startRecord.data).length === 0) {
    // A new card: the records after the package step are of the package offered.
    const offered = answerUnder(start, 'checkoffername').data;
    const packages = (Array.isArray(offered) ? offered : [offered]) as Json[];
    for (const { record } of records) {
      if (
        !packages.some(
          (pkg) => pkg?.prodOfferId === record.data?.prodOfferId && pkg?.sumFee === record.data?.sumFee,
        )
      ) {
        problems.push(`record ${record.name} is not of the package checkoffername offers`);
      }
    }
  }
  const orders = new Set(
    [
      answerUnder(start, 'wxPay').data?.outtradeno,
      answerUnder(start, 'fundPoolRecharge').data?.outTradeNo,
    ].filter((order): order is string => typeof order === 'string'),
  );
  for (const { record } of records) {
    const order = record.data?.outTradeNo;
    if (typeof order === 'string' && order !== '' && !orders.has(order)) {
      problems.push(`record ${record.name} holds order ${order}, which no payment answer gives`);
    }
  }
  const payKind = answerUnder(start, 'getPayKind').data?.payKind;
  const payment = { wxPay: 1, fundPoolRecharge: 2 } as const;
  for (const [call, kind] of Object.entries(payment)) {
    const picked = stages[0]?.some((rule) => rule.target === call && !rule.after);
    if (!picked || isSuccess(answerUnder(start, call))) continue;
    if (payKind !== kind) problems.push(`${call} is refused, but getPayKind says payKind ${String(payKind)}`);
    const data = startRecord.data ?? {};
    const awaits = data.openCardLocation === 1 && data.rechargeFlag === 'start' && Number(data.sumFee) > 0;
    if (!awaits) problems.push(`${call} is refused, but the record ${startRecord.name} awaits no payment`);
  }
  return problems;
}

describe('each preset', () => {
  it('picks answers the contract documents', () => {
    expect(checkScenarios(scenarios, operations)).toEqual([]);
  });

  it.each(scenarios.presets.map((preset) => [preset.id, preset] as const))(
    '%s: its answers agree with each other, before and after each of its steps',
    (_id, preset) => {
      const stages = stagesOf(preset);
      const problems = stages.flatMap((rules) => {
        const answer = (call: string) => answerUnder(rules, call);
        const picked = (call: string) =>
          rules.some((rule) => rule.target === call && rule.after === undefined);
        return [...pointsAgree(answer), ...balanceAgrees(answer), ...bindingAgrees(answer, picked)];
      });
      problems.push(...openingAgrees(stages));
      expect([...new Set(problems)]).toEqual([]);
    },
  );

  it('without a preset, the contract’s first answers agree with each other as well', () => {
    const answer = (call: string) => answerUnder([], call);
    expect([...pointsAgree(answer), ...balanceAgrees(answer), ...openingAgrees([[]])]).toEqual([]);
  });
});

describe('the branches the presets promise', () => {
  it('the opening sent to the cashier can be confirmed paid on /WxQuery and is read back paid', () => {
    // /WxQuery asks for the order the record holds, records it paid (支付成功开卡结束！！) and the wizard
    // reads the record again: a preset must answer an order awaiting confirmation, its status paid, and
    // then the record paid with that order.
    const reaching = scenarios.presets.filter((preset) =>
      stagesOf(preset).some((rules) => {
        const record = answerUnder(rules, 'queryOpenCardLocation').data ?? {};
        const order = record.outTradeNo;
        if (record.openCardLocation !== 1 || record.rechargeFlag !== 'start' || !order) return false;
        if (answerUnder(rules, 'queryOrderByOutTradeNo').code !== 1) return false;
        const after = afterSuccess(rules, operationOf('queryOrderByOutTradeNo').path, callPaths);
        const read = answerUnder(after, 'queryOpenCardLocation').data ?? {};
        return read.rechargeFlag === 'finish' && read.outTradeNo === order && read.uimId === record.uimId;
      }),
    );
    expect(reaching.map((preset) => preset.id)).not.toEqual([]);
  });

  it('a points refusal, with the member’s points below every price', () => {
    const refusing = scenarios.presets.filter((preset) =>
      answerUnder(presetRules(preset), 'POINTS_EXCHANGE').msg.includes('积分不足'),
    );
    expect(refusing.map((preset) => preset.id)).not.toEqual([]);
  });
});

/**
 * Where a screen lists items and each opens its own detail by an address (`/billDetails?date=2024-04`),
 * the detail the demo stack answers is the item's: the value asked is in it and the fields both show
 * agree. An address no list offers gets a refusal, never another item's detail.
 */
const LINKS = [
  {
    list: 'QUERY_HISTORY_BILL',
    items: 'list',
    key: 'date',
    detail: 'QUERY_BILL_DETAILS',
    field: 'date',
    stray: '2026-10',
  },
  { list: 'ORDER_QUERY', items: 'list', key: 'oid', detail: 'ORDER_DETAIL', field: 'oid', stray: 'XX1' },
  // An activity's article and an issued invoice do not repeat their id: their name and month show them.
  {
    list: 'GET_ACTIVITY_LIST',
    items: 'list',
    key: 'activityId',
    detail: 'GET_ACTIVITY_DETAIL',
    field: 'activityId',
    stray: '999',
    shows: 'name',
  },
  { list: 'comment_list', items: 'list', key: 'id', detail: 'replyDetails', field: 'id', stray: 3099 },
  // 变更套餐's plans open /PackageDetails?id=; the member center's package opens /mealDetails?id=.
  {
    list: 'RECHARGE_PRODUCT',
    items: 'userprod.list',
    key: 'productId',
    detail: 'PACKAGE_DETAILS',
    field: 'productId',
    stray: '90000000',
    shows: 'name',
  },
  {
    list: 'PERSONAL_DATA',
    items: 'mobilePhoneInfo',
    key: 'packageId',
    detail: 'GET_MEAL',
    field: 'packageId',
    shows: 'packageName',
  },
  // The older list's issued invoices; the newer flow's ids are answered by the first example.
  {
    list: 'INVOICE_LIST',
    items: 'openedInvoice',
    key: 'id',
    detail: 'INVOICE_DETAIL',
    field: 'invoiceId',
    shows: 'time',
  },
] as {
  list: string;
  items: string;
  key: string;
  detail: string;
  field: string;
  stray: string | number;
  shows?: string;
}[];

/** What the demo stack answers a detail request (no choice made): by the request's field, else the first. */
function detailAnswer(call: string, fields: Json): Answer {
  const operation = operationOf(call);
  const table = (scenarios.answersByRequest ?? []).find((each) => operationOf(each.call).id === operation.id);
  const prefer = table ? preferByRequest(table, fields) : undefined;
  return answerUnder(prefer ? [{ target: operation.id, prefer }] : [], call);
}

function mentions(value: unknown, asked: string): boolean {
  if (Array.isArray(value)) return value.some((item) => mentions(item, asked));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((item) => mentions(item, asked));
  return String(value) === asked;
}

describe('a detail the demo stack answers is the one its address asks for', () => {
  it.each(LINKS.map((link) => [`${link.list} → ${link.detail}`, link] as const))('%s', (_name, link) => {
    const problems: string[] = [];
    const list = operationOf(link.list);
    for (const example of list.examples) {
      const found = link.items
        .split('.')
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], exampleOf(list, example.name).data);
      const items = Array.isArray(found) ? found : found && typeof found === 'object' ? [found] : [];
      for (const item of items as Json[]) {
        const asked = item[link.key];
        const detail = detailAnswer(link.detail, { [link.field]: asked });
        const where = `${link.list} ${example.name} lists ${String(asked)}: ${link.detail} answers ${detail.name}`;
        if (detail.code !== 1 || !mentions(detail.data, String(item[link.shows ?? link.key]))) {
          problems.push(`${where}, which is not its detail`);
          continue;
        }
        for (const [field, shown] of Object.entries(item)) {
          const there = detail.data?.[field];
          if (field !== link.key && there !== undefined && typeof there !== 'object' && there !== shown) {
            problems.push(`${where}, whose ${field} is ${String(there)}, not ${String(shown)}`);
          }
          // What the list shows of a list inside the item (a comment's replies) is in its detail too.
          if (Array.isArray(shown) && Array.isArray(there)) {
            const missing = shown.filter(
              (each) => !there.some((held) => JSON.stringify(held) === JSON.stringify(each)),
            );
            if (missing.length > 0)
              problems.push(`${where}, whose ${field} lacks ${JSON.stringify(missing)}`);
          }
        }
      }
    }
    const stray =
      link.stray === undefined ? undefined : detailAnswer(link.detail, { [link.field]: link.stray });
    if (stray && stray.code === 1 && !mentions(stray.data, String(link.stray))) {
      problems.push(
        `${link.detail} asked for ${String(link.stray)}, which no list offers, answers ${stray.name}`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('each bill adds up: its lines and its chart make its total', () => {
    const bills = operationOf('QUERY_BILL_DETAILS');
    const problems = bills.examples.flatMap(({ name }) => {
      const data = exampleOf(bills, name).data as
        | {
            amount: number;
            list: { amount: number }[];
            chart: { name: string; value: number }[];
            legend: string[];
            color: string[];
          }
        | undefined;
      if (!data) return [];
      const lines = data.list.reduce((sum, line) => sum + line.amount, 0);
      const slices = data.chart.reduce((sum, slice) => sum + slice.value, 0);
      const wrong: string[] = [];
      if (Math.abs(lines - data.amount) > 0.005)
        wrong.push(`${name}: lines make ${lines}, not ${data.amount}`);
      if (Math.abs(slices - data.amount) > 0.005)
        wrong.push(`${name}: chart makes ${slices}, not ${data.amount}`);
      if (data.legend.join() !== data.chart.map((slice) => slice.name).join())
        wrong.push(`${name}: legend ≠ chart`);
      if (data.color.length !== data.chart.length) wrong.push(`${name}: a colour per slice`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });
});
