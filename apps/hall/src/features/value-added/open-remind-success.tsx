import { TitledResult } from '../../lib/outcome/titled-result.tsx';

/** /openRemindSuccess?title= 开通成功 */
export default function OpenRemindSuccess() {
  return <TitledResult fallbackTitle="增值业务" heading="开通成功" text="订购成功，请稍后进行查询!" />;
}
