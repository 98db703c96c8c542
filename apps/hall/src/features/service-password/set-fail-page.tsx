import { PageHeader } from '@bluecat/ui/page-header';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ResultPanel } from '../../lib/outcome/result-panel.tsx';
import '../../lib/block-button.css';
import './service-password.css';

/** What /newPassword hands the failure page: the server's words, when it gave any. */
export interface SetFailState {
  message: string;
}

export const SET_FAIL_TITLE = '服务密码修改失败';
export const SET_FAIL_TEXT = '请稍后重试，或拨打客服热线10020咨询。';

function messageOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { message } = state as Record<string, unknown>;
  return typeof message === 'string' ? message.trim() : '';
}

/** React Router numbers the entries of a visit; going back 2 needs two behind this one. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return 0;
}

/** /setFail 修改失败 (product.md › 服务密码): its way back goes 2 pages back, past the new-password step. */
export default function SetFailPage() {
  const navigate = useNavigate();
  const message = messageOf(useLocation().state);
  const back = () => {
    if (historyIndex() >= 2) navigate(-2);
    else navigate(paths.setPassword, { replace: true });
  };
  return (
    <div className="service-password">
      <PageHeader title="服务密码" onBack={back} />
      <ResultPanel outcome="fail" title={SET_FAIL_TITLE} text={message || SET_FAIL_TEXT}>
        <button type="button" className="block-button block-button--primary" onClick={back}>
          重新修改
        </button>
      </ResultPanel>
    </div>
  );
}
