import { PayScreen } from './pay-screen.tsx';

/** /OpenPay: the main wizard's prepayment. */
export default function OpenPayPage() {
  return <PayScreen variant="main" />;
}
