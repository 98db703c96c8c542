import * as calls from '@bluecat/api/calls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { type CaptchaKey, newCaptchaKey } from './captcha-key.ts';

/**
 * The image code on the login form. The key of the newest request is what login sends, so an
 * answer that arrives after a newer tap is dropped rather than shown beside the wrong key.
 */
export function useCaptcha() {
  const latest = useRef<CaptchaKey>(newCaptchaKey());
  const [image, setImage] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const key = newCaptchaKey();
    latest.current = key;
    try {
      const result = await api.call(calls.captchaImage, key);
      if (latest.current !== key) return;
      setImage(result.ok ? `data:image/png;base64,${result.data.img}` : null);
    } catch {
      // The gateway has shown the transport message; the button stays there to try again.
      if (latest.current === key) setImage(null);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const currentKey = useCallback(() => latest.current, []);
  return { image, reload, currentKey };
}
