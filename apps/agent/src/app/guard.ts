import { redirect } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { readAgentSession } from '../lib/agent-session.ts';

/**
 * Loader of the pages behind login. The agent app has no subscriber OAuth (product.md › 代理商登录 skip list); what
 * it needs is the agent session that /login stores, checked before the page's code is even fetched.
 */
export function requireAgentSession() {
  return readAgentSession() ? null : redirect(paths.login);
}

/** `/` has no page of its own in this app: signed-in agents go home, everyone else to /login. */
export function enterApp() {
  return redirect(readAgentSession() ? paths.openCardMessage : paths.login);
}
