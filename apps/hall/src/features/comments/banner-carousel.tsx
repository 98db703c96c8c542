import { useAfterShown } from '@bluecat/ui/use-after-shown';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useRouteCall } from '../../lib/route-data.ts';
import { type Banner, BannerSlide } from './banner-slide.tsx';
import { bannersQuery } from './route-calls.ts';
// The swiper's styles (a few hundred bytes) come inside the page's own stylesheet, not as a request of
// their own beside the swiper's code.
import '@nutui/nutui-react/dist/es/packages/swiper/style/css';
import '@nutui/nutui-react/dist/es/packages/swiperitem/style/css';

export function parseBanners(data: unknown): Banner[] {
  const list = (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .map((raw: Record<string, unknown> | null) => ({
      url: typeof raw?.url === 'string' ? raw.url.trim() : '',
      tpurl: typeof raw?.tpurl === 'string' ? raw.tpurl : '',
    }))
    .filter((banner) => banner.url !== '');
}

function FirstSlide({ banners }: { banners: Banner[] }) {
  const first = banners[0];
  return first ? <BannerSlide banner={first} position={1} /> : null;
}

/** The swiper's code; should its chunk fail to load, the first banner stays, still. */
const BannerSwiper = lazy(() =>
  import(/* webpackChunkName: "carousel" */ './banner-swiper.tsx').then(
    (module) => ({ default: module.BannerSwiper }),
    () => ({ default: FirstSlide }),
  ),
);

/**
 * The message page's banners (get_banner). Decoration above the comments: its place is kept while it loads,
 * and a failure or an empty list leaves no gap and no error. Until `turn` (the comments are shown) the first
 * banner shows still, so the swiper's code is not on the way to the comments; soon after, it turns.
 */
export function BannerCarousel({ turn }: { turn: boolean }) {
  const { status, data } = useRouteCall(bannersQuery, parseBanners);
  // Once the banners turn they keep turning (a tab change reloads the comments, not the banners).
  const [turning, setTurning] = useState(false);
  // The swiper's code is asked for once the comments are on the screen, so it does not compete with them;
  // the first turn comes 3000 ms later anyway (BANNER_AUTOPLAY_MS).
  const startTurning = useCallback(() => setTurning(true), []);
  useAfterShown(turn, startTurning);
  if (status === 'loading' && !data)
    return <div className="comments-banner comments-banner--loading" aria-hidden="true" />;
  if (status === 'error' || !data || data.length === 0) return null;
  return (
    <section className="comments-banner" aria-label="活动推荐">
      {turning && data.length > 1 ? (
        <Suspense fallback={<FirstSlide banners={data} />}>
          <BannerSwiper banners={data} />
        </Suspense>
      ) : (
        <FirstSlide banners={data} />
      )}
    </section>
  );
}
