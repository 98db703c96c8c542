import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { exampleData } from '@bluecat/api/testing';
import type { AgentUser } from '../lib/agent-session.ts';

/**
 * The agent of checkworknoinfo's success example, 李明 LM360021 of 南昌红谷滩蓝猫营业厅; 销售类型
 * defaultSaleKind 1 maps to systemId 7. A copy: a test may change it.
 */
export const signedInAgent = JSON.parse(JSON.stringify(exampleData(calls.checkworknoinfo))) as AgentUser;

/** Stores what a finished login leaves for `signedInAgent`: session id, work number, user data, systemId. */
export function storeAgentSession(): void {
  writeStored('tokens', 'sess-1');
  writeStored('workNo', signedInAgent.workNo);
  writeStored('Userdata', signedInAgent);
  writeStored('systemId', '7');
}
