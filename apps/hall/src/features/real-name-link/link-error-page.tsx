import { useLocation } from 'react-router-dom';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';
import { realNameErrorOf } from './link-error.ts';

/**
 * /realNameLinkError (product.md › 扫码实名): the message the hall's own navigation carried, as text, never as HTML.
 * A `?error=` in the address is not read (provider.ts says why).
 */
export default function LinkErrorPage() {
  const { state } = useLocation();
  return <OutcomePage tone="fail" title="实名登记失败" text={realNameErrorOf(state)} />;
}
