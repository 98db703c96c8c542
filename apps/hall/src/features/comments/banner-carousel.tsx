import { FallbackImage } from '@bluecat/ui/fallback-image';
import { bannerTarget } from '@bluecat/ui/safe-url';
import { useLoad } from '@bluecat/ui/use-load';
import { Swiper, SwiperItem } from '@nutui/nutui-react';
import { Link } from 'react-router-dom';
import { loadCall } from '../../lib/load-call.ts';

/** 001 §9: the banner turns every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

interface Banner {
  url: string;
  tpurl: string;
}

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

function Slide({ banner, position }: { banner: Banner; position: number }) {
  const target = bannerTarget(banner.tpurl);
  const picture = (
    <FallbackImage className="comments-banner__image" src={banner.url} alt={`吐槽专区活动${position}`} />
  );
  if (target?.kind === 'external')
    return (
      <a className="comments-banner__slide" href={target.href}>
        {picture}
      </a>
    );
  if (target?.kind === 'internal')
    return (
      <Link className="comments-banner__slide" to={target.to}>
        {picture}
      </Link>
    );
  return <div className="comments-banner__slide">{picture}</div>;
}

/**
 * The message page's banners (get_banner). Decoration above the comments: its place is kept while it loads,
 * and a failure or an empty list leaves no gap and no error.
 */
export function BannerCarousel() {
  const { status, data } = useLoad((signal) => loadCall('get_banner', {}, signal).then(parseBanners), []);
  if (status === 'loading' && !data)
    return <div className="comments-banner comments-banner--loading" aria-hidden="true" />;
  if (status === 'error' || !data || data.length === 0) return null;
  return (
    <section className="comments-banner" aria-label="活动推荐">
      <Swiper
        autoplay={data.length > 1 ? BANNER_AUTOPLAY_MS : false}
        loop={data.length > 1}
        indicator={data.length > 1}
      >
        {data.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id and the list is only ever replaced whole
          <SwiperItem key={`${index}-${banner.url}`}>
            <Slide banner={banner} position={index + 1} />
          </SwiperItem>
        ))}
      </Swiper>
    </section>
  );
}
