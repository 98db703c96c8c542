type Navigate = (to: string) => void;

// Until the router registers itself (and in tests without one) a full page load reaches the same place.
let navigateWith: Navigate = (to) => window.location.assign(to);

/**
 * Called once at start-up with the router's navigate, so -101/-102 stay inside the single-page app. This
 * is a file of its own so that the app's entry, part of the first download, does not bring the gateway along.
 */
export function bindNavigation(navigate: Navigate): void {
  navigateWith = navigate;
}

/** Goes to `to` inside the app once the router is bound, by a full page load before. */
export function navigateInApp(to: string): void {
  navigateWith(to);
}
