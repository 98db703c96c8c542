import { Swiper, SwiperItem } from '@nutui/nutui-react';
import { useAtomValue } from 'jotai';
import { careModeAtom } from '../../lib/care-mode/care-mode.ts';
import { type Banner, BannerSlide } from './banner-slide.tsx';

/** product.md › 吐槽专区: the banner turns every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * The turning banners: NutUI's Swiper with its gesture library, a chunk of its own (about 25 KB) that the
 * message page loads once the comments are drawn.
 */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  // 关怀版: no carousel turns by itself.
  const care = useAtomValue(careModeAtom);
  return (
    <Swiper autoplay={care ? false : BANNER_AUTOPLAY_MS} loop indicator>
      {banners.map((banner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id and the list is only ever replaced whole
        <SwiperItem key={`${index}-${banner.url}`}>
          <BannerSlide banner={banner} position={index + 1} />
        </SwiperItem>
      ))}
    </Swiper>
  );
}
