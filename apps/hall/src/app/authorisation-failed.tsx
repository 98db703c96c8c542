import { StatusPage } from '@bluecat/ui/status-page';

/** Shown by the guard's loop stop: two authorisations failed in this session, so it asks before trying again. */
export function AuthorisationFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      title="授权失败"
      text="微信授权未完成，暂时无法进入营业厅。请点击重试，并在授权页选择“允许”。"
      onRetry={onRetry}
    />
  );
}

/** A skip-list page opened outside WeChat and mobile browsers, after the authorisation could not help. */
export function BrowserUnsupported({ message }: { message: string }) {
  return <StatusPage title="提示" text={message} />;
}
