/**
 * What a payment needs beyond the form, in one file fetched when a payment is near (use-recharge-payment.ts):
 * the steps from the pay button to a known outcome, what each outcome shows, and the panels shown while
 * the order status is asked.
 */
export { apiSteps } from './checkout.ts';
export { ConfirmingPanel, UndecidedPanel } from './pay-status-panels.tsx';
export { runPayment } from './payment-run.ts';
