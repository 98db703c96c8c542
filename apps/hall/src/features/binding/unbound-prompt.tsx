import { AppLink } from '@bluecat/ui/app-link';
import { paths } from '../../config/paths.ts';
import '../../lib/block-button.css';

/** product.md › 号码绑定: an unbound subscriber sees a login prompt and limited info; binding is the login. */
export const LOGIN_PROMPT = '您还未登录，请先绑定手机号登录';

export function UnboundPrompt() {
  return (
    <section className="binding-prompt" aria-label="登录提示">
      <p className="binding-prompt__text">{LOGIN_PROMPT}</p>
      <AppLink className="block-button block-button--primary" to={paths.accountBind}>
        去登录
      </AppLink>
    </section>
  );
}
