/** What a silent channel page says when it cannot sign in, whichever way it signs in (channel-sign-in.ts). */

/** The deployment has no account for this channel (file mode), or the API refuses the link for good. */
export const CHANNEL_NOT_CONFIGURED = '该渠道暂未开通，请联系管理员';
/** The accounts file could not be read (network, server error): worth a 重试. */
export const CHANNEL_CONFIG_UNREACHABLE = '渠道信息获取失败，请稍后重试';
/** Failure text when the server gave no reason of its own (the gateway has already shown its message). */
export const LOGIN_FAILED = '渠道账号登录失败，请稍后重试';
