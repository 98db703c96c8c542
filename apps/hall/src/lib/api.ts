import { createGateway } from '@bluecat/api/gateway';
import { alert, hideLoading, showLoading, toast } from '@bluecat/ui/overlays';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';

type Navigate = (to: string) => void;

// Until the router registers itself (and in tests without one) a full page load reaches the same place.
let navigateWith: Navigate = (to) => window.location.assign(to);

/** Called once at start-up with the router's navigate, so -101/-102 stay inside the single-page app. */
export function bindNavigation(navigate: Navigate): void {
  navigateWith = navigate;
}

/** The hall's one gateway: it alone knows the business codes; screens call `api.call(NAME, body)`. */
export const api = createGateway({
  baseUrl: env.apiBase,
  effects: {
    toast: (message) => toast(message),
    showLoading,
    hideLoading,
    alert,
    navigate: (to) => navigateWith(to),
  },
  // 000 §8 and 002 §8: the subscriber side also treats code 0 as success.
  successCodes: [1, 0],
  sessionExpiredPath: paths.personalInformation,
});
