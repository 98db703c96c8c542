import { AppLink } from '@bluecat/ui/app-link';
import { FallbackImage } from '@bluecat/ui/fallback-image';
import { bannerTarget } from '@bluecat/ui/safe-url';

export interface Banner {
  url: string;
  tpurl: string;
}

/**
 * One banner picture, a link where its tpurl is http(s) or a path of the site. The first is the largest
 * picture on the screen when it opens: it is fetched at once.
 */
export function BannerSlide({ banner, position }: { banner: Banner; position: number }) {
  const target = bannerTarget(banner.tpurl);
  const picture = (
    <FallbackImage
      className="comments-banner__image"
      src={banner.url}
      alt={`吐槽专区活动${position}`}
      leading={position === 1}
    />
  );
  if (target?.kind === 'external')
    return (
      <a className="comments-banner__slide" href={target.href}>
        {picture}
      </a>
    );
  if (target?.kind === 'internal')
    return (
      <AppLink className="comments-banner__slide" to={target.to}>
        {picture}
      </AppLink>
    );
  return <div className="comments-banner__slide">{picture}</div>;
}
