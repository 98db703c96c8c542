import { RemindResult } from './remind-result.tsx';

/** /openRemindSuccess?title= 开通成功 */
export default function OpenRemindSuccess() {
  return <RemindResult heading="开通成功" text="订购成功，请稍后进行查询!" />;
}
