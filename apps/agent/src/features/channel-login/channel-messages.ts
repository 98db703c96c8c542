/** What a silent channel page says when it cannot sign in, whichever way it signs in (channel-sign-in.ts). */

/** This deployment cannot sign this link in (file mode: no account for the carrier); trying again will not help. */
export const CHANNEL_NOT_CONFIGURED = '该渠道暂未开通，请联系管理员';
/** Failure text when the server gave no reason of its own (the gateway has already shown its message). */
export const LOGIN_FAILED = '渠道账号登录失败，请稍后重试';
