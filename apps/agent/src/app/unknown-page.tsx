import { NotFound } from '@bluecat/ui/not-found';
import { paths } from '../config/paths.ts';

/** Any address the app does not know: 页面不存在 with a way back to /login. */
export default function UnknownPage() {
  return <NotFound homePath={paths.login} />;
}
