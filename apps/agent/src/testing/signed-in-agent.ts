import { writeStored } from '@bluecat/api/storage';
import type { AgentUser } from '../lib/agent-session.ts';

/** checkworknoinfo's agent for tests; 销售类型 defaultSaleKind 1 maps to systemId 7. */
export const signedInAgent: AgentUser = {
  workName: '李明',
  workNo: 'LM360021',
  mobile: '13912345678',
  dealerName: '南昌红谷滩蓝猫营业厅',
  dealerId: '36010021',
  dealerMainId: '360100',
  defaultSaleKind: 1,
};

/** Stores what a finished login leaves for `signedInAgent`: session id, work number, user data, systemId. */
export function storeAgentSession(): void {
  writeStored('tokens', 'sess-1');
  writeStored('workNo', signedInAgent.workNo);
  writeStored('Userdata', signedInAgent);
  writeStored('systemId', '7');
}
