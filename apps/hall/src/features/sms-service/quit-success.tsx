import { SmsResult } from './sms-result.tsx';

/** /quitSuccess?title= 退订成功 (001 §2 names the page, not its path). */
export default function QuitSuccess() {
  return (
    <SmsResult
      heading="退订成功"
      text="退订成功，请稍后进行查询！退订后，您登记的行业和拒收号码将不再拦截。"
    />
  );
}
