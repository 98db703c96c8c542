import { AppLink } from '@bluecat/ui/app-link';
import type { Fact } from '@bluecat/ui/fact-list';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ExchangeResult, readResultState } from './exchange-result.tsx';
import { accountAtom, UNBOUND } from './state.ts';

/** 兑换成功 /exchangeSuccess: what was exchanged, the points left, and 继续兑换. */
export default function ExchangeSuccess() {
  const product = readResultState(useLocation().state);
  const account = useAtomValue(accountAtom);
  const navigate = useNavigate();
  const facts: Fact[] = [];
  if (product)
    facts.push({ label: '兑换商品', value: product.name }, { label: '消耗积分', value: product.points });
  if (account && account !== UNBOUND) facts.push({ label: '剩余积分', value: account.currentPoints });

  return (
    <ExchangeResult
      tone="success"
      facts={facts}
      title="兑换成功"
      actions={
        <>
          <button
            type="button"
            className="exchange-result__primary"
            // Replaces this page, so back from the list does not return to a finished exchange.
            onClick={() => navigate(paths.integralPointsExchange, { replace: true })}
          >
            继续兑换
          </button>
          <AppLink className="exchange-result__secondary" to={paths.myOrder} replace>
            查看订单
          </AppLink>
        </>
      }
    />
  );
}
