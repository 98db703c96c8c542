import { RemindResult } from './remind-result.tsx';

/** /quitRemindSuccess?title= 退订成功 */
export default function QuitRemindSuccess() {
  return <RemindResult heading="退订成功" text="退订成功，请稍后进行查询!" />;
}
