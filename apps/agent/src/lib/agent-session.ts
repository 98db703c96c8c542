import {
  type LocalKey,
  readStored,
  removeStored,
  SESSION_KEYS,
  type SessionKey,
  STORAGE_KEYS,
  type StoredValue,
  writeStored,
} from '@bluecat/api/storage';
import { clearAgentDrafts, clearOpeningDrafts, OPENING_KEYS } from './agent-drafts.ts';

/** 登录用户 the signed-in agent, as checkworknoinfo answers it. */
export type AgentUser = StoredValue<'Userdata'>;

export interface AgentSession {
  /** thirdSession from getSeesion, stored under `tokens`. */
  tokens: string;
  workNo: string;
  user: AgentUser;
  /** '4' or '7'; absent for a sale kind without a mapping. */
  systemId: string | null;
}

/**
 * The stored session, or null until a login has gone all the way through checkworknoinfo: a
 * session id without user data belongs to a login that stopped half-way.
 */
export function readAgentSession(): AgentSession | null {
  const tokens = readStored('tokens');
  const user = readStored('Userdata');
  if (!tokens || !user) return null;
  return { tokens, workNo: readStored('workNo') ?? user.workNo, user, systemId: readStored('systemId') };
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` after each change of the session made here (a login's two saves, a logout), until
 * the returned function is called. The screens' reactive view listens (session-view.ts): the login
 * pages save through these plain functions, so their first screens carry no state library.
 */
export function onAgentSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * A new session id starts a new login: the user data of whoever signed in before no longer applies
 * until checkworknoinfo answers for this agent.
 */
export function saveAgentTokens({ tokens, workNo }: { tokens: string; workNo: string }): void {
  removeStored('Userdata');
  removeStored('systemId');
  writeStored('tokens', tokens);
  writeStored('workNo', workNo);
  changed();
}

export function saveAgentUser({ user, systemId }: { user: AgentUser; systemId: number | null }): void {
  writeStored('Userdata', user);
  if (systemId === null) removeStored('systemId');
  else writeStored('systemId', String(systemId));
  changed();
}

/**
 * Logout forgets everything this app stored. The app has its own origin, so every declared key
 * found here is the agent's: the session, the opening record in progress, payment and real-name
 * flags, the per-visit record number, and every draft of the tab (the customer's typed number and
 * card, the signature strokes, the package offer). The server keeps the opening record, so the agent
 * resumes it by looking the card up again. Only the marks of a charge that may have happened stay
 * (lib/payment-marks.ts): they hold no customer data, and without them that card could be charged twice.
 */
export function clearAgentSession(): void {
  for (const key of Object.keys(STORAGE_KEYS) as LocalKey[]) removeStored(key);
  for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) removeStored(key);
  clearAgentDrafts();
  changed();
}

/**
 * -101: the session is over (the gateway removes its tokens), and with it whatever this device holds
 * of the agent and of an opening, as at logout: the next person to sign in here must not find the
 * previous customer. A universal top-up on this phone is nobody's session and keeps its order, so a
 * late payment of it is still asked about before another is made; the payment marks stay for the same
 * reason (lib/payment-marks.ts).
 */
export function endExpiredSession(): void {
  removeStored('Userdata');
  removeStored('systemId');
  for (const key of OPENING_KEYS) removeStored(key);
  clearOpeningDrafts();
}
