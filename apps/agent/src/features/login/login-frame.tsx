import type { ReactNode } from 'react';

/**
 * /login's frame: the heading on the brand band, with the form inside. /login's own page also draws it,
 * empty, before the app starts (config/first-screens.ts); its styles are the login page's.
 */
export function LoginFrame({ children }: { children?: ReactNode }) {
  return (
    <main className="agent-login">
      <header className="agent-login-header">
        <h1 className="agent-login-title">蓝猫移动开卡</h1>
        <p className="agent-login-subtitle">代理商工号登录</p>
      </header>
      {children}
    </main>
  );
}
