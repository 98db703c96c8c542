type Navigate = (to: string) => void;

// Until the router registers itself, a full page load still reaches the right address.
let navigateTo: Navigate = (to) => window.location.assign(to);

/**
 * The router hands over its navigate once created, so the gateway's redirects stay in the app. This is
 * a file of its own so that the router, part of the first download, does not bring the gateway along.
 */
export function connectNavigation(navigate: Navigate): void {
  navigateTo = navigate;
}

/** Goes to `to` inside the app once the router is connected, by a full page load before. */
export function navigateInApp(to: string): void {
  navigateTo(to);
}
