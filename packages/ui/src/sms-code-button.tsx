import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { useCountdown } from './use-countdown.ts';

/** Seconds before another code may be requested. */
export const SMS_RESEND_SECONDS = 60;
/** How long the sending flag stays on after a successful send. */
export const SMS_SENDING_HOLD_MS = 3000;

export interface SmsCodeButtonProps {
  /**
   * Requests the code. Resolve false (or reject) when it was not sent — the gateway has already
   * shown why — so the button is usable again at once.
   */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  className?: string;
}

/** 获取验证码 get-verification-code button with the 60 s resend countdown. */
export function SmsCodeButton({ onSend, disabled = false, className }: SmsCodeButtonProps) {
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(holdTimer.current);
    };
  }, []);

  const handleClick = async () => {
    if (disabled || sending || countdown.running) return;
    clearTimeout(holdTimer.current);
    setSending(true);
    // The countdown starts on the tap so a second tap cannot fire a second SMS while the first is in flight.
    countdown.start();
    let sent: boolean;
    try {
      sent = await onSend();
    } catch {
      // A rejected send has already been reported by the gateway; here it only means "not sent".
      sent = false;
    }
    if (!mounted.current) return;
    if (sent) {
      holdTimer.current = setTimeout(() => setSending(false), SMS_SENDING_HOLD_MS);
    } else {
      setSending(false);
      countdown.stop();
    }
  };

  const unavailable = disabled || sending || countdown.running;

  return (
    // NutUI's Button never sets the native `disabled` attribute, so the state is announced with aria-disabled.
    <Button
      className={className}
      size="small"
      type="primary"
      fill="outline"
      nativeType="button"
      loading={sending}
      disabled={unavailable}
      aria-disabled={unavailable}
      aria-busy={sending}
      onClick={() => {
        void handleClick();
      }}
    >
      {countdown.running ? `${countdown.remaining}s` : '获取验证码'}
    </Button>
  );
}
