import * as calls from '@bluecat/api/calls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { type CaptchaKey, newCaptchaKey } from './captcha-key.ts';
import { captchaQuery, forgetOpeningCaptchaKey, openingCaptchaKey } from './route-calls.ts';

/**
 * The image code on the login form. The key of the newest request is what login sends, so an
 * answer that arrives after a newer tap is dropped rather than shown beside the wrong key. The first
 * image is the one the route's loader asked for (route-calls.ts); every later one has a new key.
 */
export function useCaptcha() {
  const [opening] = useState(() => openingCaptchaKey());
  const latest = useRef<CaptchaKey>(opening);
  const [image, setImage] = useState<string | null>(null);

  const show = useCallback(async (key: CaptchaKey, first: boolean) => {
    latest.current = key;
    try {
      const result = await api.call(calls.captchaImage, key, first ? { route: captchaQuery } : {});
      if (latest.current !== key) return;
      setImage(result.ok ? `data:image/png;base64,${result.data.img}` : null);
    } catch {
      // The gateway has shown the transport message; the button stays there to try again.
      if (latest.current === key) setImage(null);
    }
  }, []);

  const reload = useCallback(async () => {
    forgetOpeningCaptchaKey();
    await show(newCaptchaKey(), false);
  }, [show]);

  useEffect(() => {
    void show(opening, true);
  }, [show, opening]);

  const currentKey = useCallback(() => latest.current, []);
  return { image, reload, currentKey };
}
