import { GatewayError } from '@bluecat/api/gateway';
import { AppLink } from '@bluecat/ui/app-link';
import { FallbackImage } from '@bluecat/ui/fallback-image';
import { confirm } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { AccountBlock } from './account-block.tsx';
import { BannerList } from './banner-list.tsx';
import type { ExchangeResultState } from './exchange-result.tsx';
import { exchangeListQuery } from './route-calls.ts';
import { type ExchangeProduct, exchangeAtom } from './state.ts';

function ProductCard({ product, onExchange }: { product: ExchangeProduct; onExchange: () => void }) {
  const nameId = useId();
  const soldOut = product.stock <= 0;
  return (
    <article className="points-product" aria-labelledby={nameId}>
      <FallbackImage className="points-product__image" src={product.image} alt={product.name} />
      <div className="points-product__body">
        <h3 id={nameId} className="points-product__name">
          {product.name}
        </h3>
        {product.desc && <p className="points-product__desc">{product.desc}</p>}
        <p className="points-product__price">
          <strong>{product.points}</strong> 积分
        </p>
        <div className="points-product__footer">
          <span className="points-product__stock">{soldOut ? '已兑完' : `剩余${product.stock}件`}</span>
          <button type="button" className="points-product__button" disabled={soldOut} onClick={onExchange}>
            {soldOut ? '已兑完' : '兑换'}
          </button>
        </div>
      </div>
    </article>
  );
}

/** 积分兑换 tab: banners, the member's current points and the products to exchange them for. */
export default function PointsExchange() {
  const products = useRouteCall(exchangeListQuery, (answer) => answer.list);
  const exchange = useSetAtom(exchangeAtom);
  const navigate = useNavigate();
  const busy = useRef(false);
  const titleId = useId();

  const onExchange = async (product: ExchangeProduct) => {
    // The confirm dialog and the loading overlay cover the page, but a quick double tap lands before them.
    if (busy.current) return;
    busy.current = true;
    try {
      const confirmed = await confirm({
        title: '确认兑换',
        message: `确定使用${product.points}积分兑换「${product.name}」吗？`,
        cancelText: '取消',
        confirmText: '确认兑换',
      });
      if (!confirmed) return;
      const outcome = await exchange(product);
      const state: ExchangeResultState = { name: product.name, points: product.points };
      if (outcome === 'exchanged') navigate(paths.exchangeSuccess, { state });
      else if (outcome === 'insufficient') navigate(paths.exchangeFail, { state });
    } catch (error) {
      // A transport failure has already been toasted by the gateway; the list stays for another try.
      if (!(error instanceof GatewayError)) throw error;
    } finally {
      busy.current = false;
    }
  };

  return (
    <main className="points-page">
      <BannerList />
      <section className="points-strip" aria-label="可用积分">
        <AccountBlock>
          {(account) => (
            <>
              <p className="points-strip__label">
                可用积分<strong className="points-strip__value">{account.currentPoints}</strong>
              </p>
              <AppLink className="points-strip__link" to={paths.integralMyPoints} replace>
                {account.is_sign ? '我的积分' : '去签到'}
              </AppLink>
            </>
          )}
        </AccountBlock>
      </section>
      <section className="points-section" aria-labelledby={titleId}>
        <h2 id={titleId} className="points-section__title">
          积分好礼
        </h2>
        <PageStates loaded={products}>
          {(list) => (
            <ul className="points-products">
              {list.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} onExchange={() => void onExchange(product)} />
                </li>
              ))}
            </ul>
          )}
        </PageStates>
      </section>
    </main>
  );
}
