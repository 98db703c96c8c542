import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** /realNameLinkSuccess (product.md › 扫码实名): the end of the flow; a scanned link has nowhere to return to. */
export default function LinkSuccessPage() {
  return <OutcomePage tone="success" title="提交成功" text="订单已提交，请退出此页面" />;
}
