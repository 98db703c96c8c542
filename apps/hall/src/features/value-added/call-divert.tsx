import { clearDraft, writeDraft } from '@bluecat/ui/drafts';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { IdentityStartPage } from '../../lib/face-auth/identity-start-page.tsx';
import {
  CALL_DIVERT_DRAFT,
  CALL_DIVERT_ENTRIES,
  CALL_DIVERT_PASS,
  type CallDivertPass,
} from './call-divert-state.ts';
import './value-added.css';

/**
 * /callDivert 呼叫转移 (product.md › 来电增值业务): ID last six and name, then face verification through the
 * hall's one mechanism (which drops an earlier pass when a new check starts). The provider returns to
 * /calldivertOrder, which checks the result.
 */
export default function CallDivert() {
  const navigate = useNavigate();
  return (
    <IdentityStartPage
      type="callDivert"
      title="呼叫转移"
      className="va-divert"
      draft={CALL_DIVERT_DRAFT}
      entries={CALL_DIVERT_ENTRIES}
      // Back here from the provider with the browser's back button: the check ran here instead.
      onPassed={(bizNo) => {
        writeDraft<CallDivertPass>(CALL_DIVERT_PASS, { bizNo, at: Date.now() });
        // The ID digits and name were for the check only.
        clearDraft(CALL_DIVERT_DRAFT);
        navigate(paths.calldivertOrder, { replace: true });
      }}
      intro={{
        label: '办理说明',
        lead: '办理呼叫转移需先核验机主本人身份',
        body: <p>核验通过后即可订购或退订呼叫转移业务，资费按月从话费余额中扣除。</p>,
      }}
      formLabel="呼叫转移身份核验"
      submitText="开始人脸核验"
      note="信息仅用于核验您的本人身份。"
    />
  );
}
