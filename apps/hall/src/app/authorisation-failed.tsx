import './status-page.css';

/** Shown by the guard's loop stop: two authorisations failed in this session, so it asks before trying again. */
export function AuthorisationFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="status-page" aria-labelledby="authorisation-failed-title">
      <h1 id="authorisation-failed-title" className="status-page__title">
        授权失败
      </h1>
      <p className="status-page__text">
        微信授权未完成，暂时无法进入营业厅。请点击重试，并在授权页选择“允许”。
      </p>
      <button type="button" className="status-page__button" onClick={onRetry}>
        重试
      </button>
    </main>
  );
}

/** A skip-list page opened outside WeChat and mobile browsers, after the authorisation could not help. */
export function BrowserUnsupported({ message }: { message: string }) {
  return (
    <main className="status-page" aria-labelledby="browser-unsupported-title">
      <h1 id="browser-unsupported-title" className="status-page__title">
        提示
      </h1>
      <p className="status-page__text">{message}</p>
    </main>
  );
}
