import { AppLink } from '@bluecat/ui/app-link';
import { FallbackImage } from '@bluecat/ui/fallback-image';
import { bannerTarget } from '@bluecat/ui/safe-url';
import { Swiper, SwiperItem } from '@nutui/nutui-react';
import { useAtomValue } from 'jotai';
import { careModeAtom } from '../../lib/care-mode/care-mode.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { pointsBannersQuery } from './route-calls.ts';
import type { Banner } from './state.ts';

/** product.md › 积分: banners turn every 3000 ms. */
const AUTOPLAY_MS = 3000;

function BannerSlide({ banner, position }: { banner: Banner; position: number }) {
  const target = bannerTarget(banner.tpurl);
  const picture = <FallbackImage className="points-banner__image" src={banner.url} alt={`活动${position}`} />;
  if (target?.kind === 'external') {
    return (
      <a className="points-banner__slide" href={target.href}>
        {picture}
      </a>
    );
  }
  if (target?.kind === 'internal') {
    return (
      <AppLink className="points-banner__slide" to={target.to}>
        {picture}
      </AppLink>
    );
  }
  return <div className="points-banner__slide">{picture}</div>;
}

/**
 * The banner list above the products. It is decoration beside the exchange list: while it loads its place
 * is kept (so the products do not jump), and when it fails or is empty it leaves no gap and no error —
 * the products below are what the page is for.
 */
export function BannerList() {
  const { status, data } = useRouteCall(pointsBannersQuery, (answer) => answer.list);

  const care = useAtomValue(careModeAtom);
  if (status === 'loading' && !data)
    return <div className="points-banner points-banner--loading" aria-hidden="true" />;
  if (status === 'error' || !data || data.length === 0) return null;

  return (
    <section className="points-banner" aria-label="活动推荐">
      <Swiper
        className="points-banner__swiper"
        // 关怀版: no carousel turns by itself.
        autoplay={data.length > 1 && !care ? AUTOPLAY_MS : false}
        loop={data.length > 1}
        indicator={data.length > 1}
      >
        {data.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id and the list is only ever replaced whole, never reordered
          <SwiperItem key={`${index}-${banner.url}`}>
            <BannerSlide banner={banner} position={index + 1} />
          </SwiperItem>
        ))}
      </Swiper>
    </section>
  );
}
