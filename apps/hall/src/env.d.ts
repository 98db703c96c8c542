/// <reference types="@rsbuild/core/types" />

// Only the declared PUBLIC_* variables may be read, and only by config/env.ts.
interface RsbuildTypeOptions {
  strictImportMetaEnv: true;
}

interface ImportMetaEnv {
  readonly PUBLIC_WECHAT_APP_ID?: string;
  readonly PUBLIC_OAUTH_AUTHORIZE_URL?: string;
  readonly PUBLIC_API_BASE?: string;
  readonly PUBLIC_CHANNEL_PATHS?: string;
  readonly PUBLIC_SERVICE_CHAT_URL?: string;
}
