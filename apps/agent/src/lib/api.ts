import { createGateway } from '@bluecat/api/gateway';
import { report } from '@bluecat/ui/field-reports/queue';
import { alert, showLoading, toast } from '@bluecat/ui/overlays';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { endExpiredSession } from './agent-session.ts';
import { navigateInApp } from './navigation.ts';

/** The one gateway of the card-opening app: success is code 1 only, and an expired session leads to /login. */
export const api = createGateway({
  baseUrl: env.apiBase,
  successCodes: [1],
  sessionExpiredPath: paths.login,
  // -101: the dead session id goes with the token; the rest of the session goes in `alert` below.
  sessionKeys: ['token', 'tokens'],
  effects: {
    toast: (message) => toast(message),
    showLoading,
    // The gateway's one dialog is -101's 去登录: the user data and every key and draft of an opening go
    // with the session at once, before the agent answers it (product.md › 错误与提示; the server keeps the record).
    alert: (options) => {
      endExpiredSession();
      return alert(options);
    },
    navigate: navigateInApp,
    // Transport failures by call name (never a business code) go to the field reports.
    transportFailed: ({ call, kind, status, trace }) =>
      report('transport', { call, failure: kind, status, trace }),
  },
});
