import type { Fact } from '@bluecat/ui/fact-list';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ExchangeResult, readResultState } from './exchange-result.tsx';
import { accountAtom, UNBOUND } from './state.ts';

/** product.md › 积分: the exchange failure page's words. */
export const EXCHANGE_FAILED_TEXT = '兑换失败，积分不足';

/** /exchangeFail: the exchange was refused for insufficient points; 返回 leads back to the products. */
export default function ExchangeFail() {
  const product = readResultState(useLocation().state);
  const account = useAtomValue(accountAtom);
  const navigate = useNavigate();
  const facts: Fact[] = [];
  if (product)
    facts.push({ label: '兑换商品', value: product.name }, { label: '所需积分', value: product.points });
  if (account && account !== UNBOUND) facts.push({ label: '当前积分', value: account.currentPoints });

  return (
    <ExchangeResult
      tone="fail"
      facts={facts}
      title={EXCHANGE_FAILED_TEXT}
      actions={
        <button
          type="button"
          className="exchange-result__primary"
          onClick={() => navigate(paths.integralPointsExchange, { replace: true })}
        >
          返回积分兑换
        </button>
      }
    />
  );
}
