import { useState } from 'react';

export interface FallbackImageProps {
  src: string;
  alt: string;
  className?: string;
}

/**
 * A server picture that may be missing (banners, covers, avatars): when it cannot load, the frame's own
 * background (drawn by the caller's CSS) shows instead of the browser's broken-image mark. The alt text
 * stays for screen readers.
 */
export function FallbackImage({ src, alt, className }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || src.trim() === '') {
    // A decorative picture (alt '') stays decorative: a named image only where there is a name to give.
    return alt ? (
      <span className={className} role="img" aria-label={alt} />
    ) : (
      <span className={className} aria-hidden="true" />
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
