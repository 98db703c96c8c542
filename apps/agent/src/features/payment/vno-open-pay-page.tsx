import { PayScreen } from './pay-screen.tsx';

/** /VnoOpenPay: the scan variant's prepayment. */
export default function VnoOpenPayPage() {
  return <PayScreen variant="scan" />;
}
