import { createGateway } from '@bluecat/api/gateway';
import { alert, showLoading, toast } from '@bluecat/ui/overlays';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { navigateInApp } from './navigation.ts';

/** The one gateway of the card-opening app: success is code 1 only, and an expired session leads to /login. */
export const api = createGateway({
  baseUrl: env.apiBase,
  successCodes: [1],
  sessionExpiredPath: paths.login,
  // -101: the dead session id goes with the token; an opening record in progress survives the new login.
  sessionKeys: ['token', 'tokens'],
  effects: {
    toast: (message) => toast(message),
    showLoading,
    alert,
    navigate: navigateInApp,
  },
});
