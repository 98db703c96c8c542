import { useState } from 'react';

export interface FallbackImageProps {
  src: string;
  alt: string;
  className?: string;
  /**
   * The screen's leading picture, in view from the start (a page's first banner): fetched at once and
   * ahead of the other pictures, not when layout finds it near the viewport.
   */
  leading?: boolean;
}

/**
 * A server picture that may be missing (banners, covers, avatars): when it cannot load, the frame's own
 * background (drawn by the caller's CSS) shows instead of the browser's broken-image mark. The alt text
 * stays for screen readers.
 */
export function FallbackImage({ src, alt, className, leading = false }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || src.trim() === '') {
    // A decorative picture (alt '') stays decorative: a named image only where there is a name to give.
    return alt ? (
      <span className={className} role="img" aria-label={alt} />
    ) : (
      <span className={className} aria-hidden="true" />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={leading ? 'eager' : 'lazy'}
      // React 18 knows no fetchPriority prop; the lowercase attribute reaches the element as written.
      {...(leading ? { fetchpriority: 'high' } : {})}
      onError={() => setFailed(true)}
    />
  );
}
