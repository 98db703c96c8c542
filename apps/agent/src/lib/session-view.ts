import { atom, getDefaultStore } from 'jotai';
import { onAgentSessionChange, readAgentSession } from './agent-session.ts';

/**
 * The screens' reactive view of the stored session. Storage stays the source of truth (the gateway
 * reads `tokens` and `workNo` from it for every request); the view is read again after every change
 * agent-session.ts makes, wherever it was made. It listens from the moment this module loads, not from
 * a screen's mount, so a login saved while no screen showed the session is never hidden behind a value
 * read before it. The app has one store, jotai's default (it renders no Provider).
 */
const revisionAtom = atom(0);

onAgentSessionChange(() => getDefaultStore().set(revisionAtom, (revision) => revision + 1));

export const agentSessionAtom = atom((get) => {
  get(revisionAtom);
  return readAgentSession();
});
