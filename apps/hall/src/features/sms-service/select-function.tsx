import { AppLink } from '@bluecat/ui/app-link';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CHAT_UNAVAILABLE, useCustomerService } from '../../lib/customer-service.ts';
import './sms-service.css';

/**
 * /SelectFunction (product.md › 短信防打扰): the four tiles of the service. 拦截申诉 opens the external customer-service
 * chat as the hall's 在线客服 does (wx_url gives the nick); where no chat page is configured the tile
 * says to call 10020 instead of disappearing, so the four tiles stay.
 */
export default function SelectFunction() {
  const navigate = useNavigate();
  const chat = useCustomerService();
  const appeal = () => {
    if (chat.available) void chat.open();
    else toast(CHAT_UNAVAILABLE);
  };
  return (
    <>
      <PageHeader title="短信防打扰" onBack={() => navigate(paths.willRegister, { replace: true })} />
      <main className="sms-page">
        <ul className="sms-tiles" aria-label="防护功能">
          <li>
            <AppLink className="sms-tile" to={paths.rejectionBusiness}>
              行业营销防护
              <span className="sms-tile__text">按行业拒收营销短信</span>
            </AppLink>
          </li>
          <li>
            <AppLink className="sms-tile" to={paths.rejectNumber}>
              拒收号码防护
              <span className="sms-tile__text">拒收指定号码的短信</span>
            </AppLink>
          </li>
          <li>
            <AppLink className="sms-tile" to={paths.customerService}>
              客服
              <span className="sms-tile__text">意见反馈</span>
            </AppLink>
          </li>
          <li>
            <button type="button" className="sms-tile" disabled={chat.opening} onClick={appeal}>
              拦截申诉
              <span className="sms-tile__text">误拦截、漏拦截在线申诉</span>
            </button>
          </li>
        </ul>
      </main>
    </>
  );
}
