import { TitledResult } from '../../lib/outcome/titled-result.tsx';

/** /quitSuccess?title= 退订成功 (product.md › 短信防打扰 names the page, not its path). */
export default function QuitSuccess() {
  return (
    <TitledResult
      fallbackTitle="短信防打扰"
      heading="退订成功"
      text="退订成功，请稍后进行查询！退订后，您登记的行业和拒收号码将不再拦截。"
    />
  );
}
