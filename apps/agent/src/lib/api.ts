import { createGateway } from '@bluecat/api/gateway';
import { alert, hideLoading, showLoading, toast } from '@bluecat/ui/overlays';
import { getDefaultStore } from 'jotai';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { sessionExpiredAtom } from './agent-session.ts';
import { navigateInApp } from './navigation.ts';

/** The one gateway of the card-opening app: success is code 1 only, and an expired session leads to /login. */
export const api = createGateway({
  baseUrl: env.apiBase,
  successCodes: [1],
  sessionExpiredPath: paths.login,
  effects: {
    toast: (message) => toast(message),
    showLoading,
    hideLoading,
    alert,
    navigate(to) {
      // The gateway only sends the agent to /login when the server ended the session (-101 去登录):
      // the stored session id is dead, so the pages behind login must not open with it any more.
      if (to === paths.login) getDefaultStore().set(sessionExpiredAtom);
      navigateInApp(to);
    },
  },
});
