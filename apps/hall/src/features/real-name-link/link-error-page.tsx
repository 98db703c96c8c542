import { useQuery } from '@bluecat/ui/use-query';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';
import { REAL_NAME_MESSAGES } from './provider.ts';

/** /realNameLinkError?error={msg} (001 §2, §8): the message as text, never as HTML. */
export default function LinkErrorPage() {
  const [params] = useQuery();
  const message = params.get('error')?.trim() || REAL_NAME_MESSAGES.unknownError;
  return <OutcomePage tone="fail" title="实名登记失败" text={message} />;
}
