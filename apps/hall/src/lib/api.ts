import { createGateway } from '@bluecat/api/gateway';
import { report } from '@bluecat/ui/field-reports/queue';
import { alert, showLoading, toast } from '@bluecat/ui/overlays';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { forgetSubscriber } from './forget-subscriber.ts';
import { navigateInApp } from './navigation.ts';

/** The hall's one gateway: it alone knows the business codes; screens call `api.call(calls.NAME, body)`. */
export const api = createGateway({
  baseUrl: env.apiBase,
  effects: {
    toast: (message) => toast(message),
    showLoading,
    // The gateway's one dialog is -101's 去登录: the session is over (the gateway removes the token), and
    // with it whatever this tab holds of the subscriber, before anyone answers the dialog.
    alert: (options) => {
      forgetSubscriber();
      return alert(options);
    },
    navigate: navigateInApp,
    // Transport failures by call name (never a business code) go to the field reports.
    transportFailed: ({ call, kind, status, trace }) =>
      report('transport', { call, failure: kind, status, trace }),
  },
  // product.md › 错误与提示: the subscriber side also treats code 0 as success.
  successCodes: [1, 0],
  sessionExpiredPath: paths.personalInformation,
});
