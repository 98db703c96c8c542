import { QueryScreen } from './query-screen.tsx';

/** /VnoWxQuery: where the cashier returns in the scan variant. */
export default function VnoWxQueryPage() {
  return <QueryScreen variant="scan" />;
}
