import { paths } from '../../config/paths.ts';
import { TitledResult } from '../../lib/outcome/titled-result.tsx';

/** /openSuccess?title= 开通成功: the order went through; protection is set up from /SelectFunction. */
export default function OpenSuccess() {
  return (
    <TitledResult
      fallbackTitle="短信防打扰"
      heading="开通成功"
      text="订购成功，请稍后进行查询！开通后即可设置行业营销防护和拒收号码防护。"
      next={{ label: '设置防护', to: paths.selectFunction }}
    />
  );
}
