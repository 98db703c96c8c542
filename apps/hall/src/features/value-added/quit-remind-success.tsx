import { TitledResult } from '../../lib/outcome/titled-result.tsx';

/** /quitRemindSuccess?title= 退订成功 */
export default function QuitRemindSuccess() {
  return <TitledResult fallbackTitle="增值业务" heading="退订成功" text="退订成功，请稍后进行查询!" />;
}
