import { Outlet } from 'react-router-dom';
import { DEVICE_MESSAGES, deviceAccess } from './device.ts';
import './device-gate.css';

export interface DeviceGateProps {
  /** Injected by tests; the browser's own user agent otherwise. */
  userAgent?: string;
}

/** Shows the page only in a phone browser; the WeChat browser and other systems get a full-page notice. */
export function DeviceGate({ userAgent = navigator.userAgent }: DeviceGateProps) {
  const access = deviceAccess(userAgent);
  if (access === 'allowed') return <Outlet />;
  return (
    <main className={`agent-device-gate agent-device-gate-${access}`}>
      {access === 'wechat' && (
        <svg className="agent-device-gate-arrow" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path
            d="M12 56C16 32 30 18 52 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path d="M38 8l16 4-6 15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      <h1 className="agent-device-gate-message">{DEVICE_MESSAGES[access]}</h1>
    </main>
  );
}
