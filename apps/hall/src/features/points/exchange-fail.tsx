import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ExchangeResult, type ResultFact, readResultState } from './exchange-result.tsx';
import { accountAtom, UNBOUND } from './state.ts';

/** 001 §8: the exchange failure page's words. */
export const EXCHANGE_FAILED_TEXT = '兑换失败，积分不足';

/** /exchangeFail: the exchange was refused for insufficient points; 返回 leads back to the products. */
export default function ExchangeFail() {
  const product = readResultState(useLocation().state);
  const account = useAtomValue(accountAtom);
  const navigate = useNavigate();
  const facts: ResultFact[] = [];
  if (product) facts.push(['兑换商品', product.name], ['所需积分', product.points]);
  if (account && account !== UNBOUND) facts.push(['当前积分', account.currentPoints]);

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
