import { FactList } from '@bluecat/ui/fact-list';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { formatYuan } from '../../lib/money.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';
import { readReceipt } from './receipt.ts';

/** 支付成功 the top-up was paid (the order status said so, not only the cashier). */
export default function PaySuccess() {
  const receipt = readReceipt(useLocation().state);
  return (
    <OutcomePage
      tone="success"
      title="支付成功！"
      text="充值已受理，通常即时到账，高峰期可能稍有延迟，可在充值记录中查看进度。"
      actions={[
        { label: '返回首页', to: paths.home },
        { label: '查看充值记录', to: paths.record },
      ]}
    >
      {receipt && (
        <section className="outcome__details" aria-label="支付详情">
          <FactList
            items={[
              { label: '充值号码', value: receipt.mobilePhone },
              { label: '充值内容', value: receipt.title },
              { label: '支付金额', value: `¥${formatYuan(receipt.amount)}` },
            ]}
          />
        </section>
      )}
    </OutcomePage>
  );
}
