import { NotFound } from '@bluecat/ui/not-found';
import { paths } from '../../config/paths.ts';

/** 页面不存在 for any address the hall does not serve (yet), with the way home. */
export default function NotFoundPage() {
  return <NotFound homePath={paths.home} />;
}
