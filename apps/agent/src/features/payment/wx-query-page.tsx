import { QueryScreen } from './query-screen.tsx';

/** /WxQuery: where the cashier returns in the main wizard. */
export default function WxQueryPage() {
  return <QueryScreen variant="main" />;
}
