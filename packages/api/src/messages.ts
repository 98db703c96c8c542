/**
 * 网关提示 the messages the gateway itself shows (product.md › 错误与提示), kept exactly as the spec writes them.
 * Screens show their own messages; these are only the ones no single screen owns.
 */
export const GATEWAY_MESSAGES = {
  /** -100 business error whose answer carries no msg. */
  operationFailed: '操作失败',
  /** -102 no bound phone, when the answer carries no msg. */
  bindPhoneFirst: '请先绑定手机号',
  /** Title of the -101 session-expired dialog. */
  sessionExpiredTitle: '提示',
  /**
   * Text of the -101 dialog when the answer carries no msg. The spec shows the server's msg only; an
   * empty dialog would not say why the subscriber must sign in again.
   */
  sessionExpired: '登录已失效，请重新登录',
  /** Button of the -101 session-expired dialog; it leads to the login (personal info) page. */
  sessionExpiredConfirm: '去登录',
  /** 60001–60003: the card-opening link is no longer valid. */
  linkClosed: '请关闭当前链接，重新进入进行开卡。',
  /** Any other code whose answer carries no msg. */
  unknownError: '未知错误',
  /** A failed HTTP answer that still carries a code but no msg. */
  requestFailed: '请求异常',
  /** HTTP 500. */
  serverError: '服务器内部错误 (500)，请稍后重试...',
  /**
   * HTTP 405, for every call of both apps. Decided between two texts: the queries' and the agent's gateway, meant
   * for every call, say 请求方式不被允许 (405)，请联系管理员; the handling flows' would say [name]异常, with
   * [name] the call's internal name. All of them sit on one gateway, and one gateway has one catalogue
   * (product.md › 错误与提示).
   * [name]异常 would show a subscriber a call name (`queryPackage异常`) that tells them nothing they can act
   * on, while a 405 is a fault of the deployment (a proxy or a backend refusing the method), which only an
   * administrator can mend: the text that says so wins.
   */
  methodNotAllowed: '请求方式不被允许 (405)，请联系管理员',
  /** No answer within the 30 s timeout. */
  timeout: '请求超时，请稍后重试...',
  /** Any other transport failure: other HTTP statuses, no network, an answer that is not the envelope. */
  systemUpdating: '系统更新中，请稍后重试...',
  /**
   * Decided (the spec names no message): a success answer without the data the contract describes, or
   * with data of another shape (data null, a list that is not a list), which no screen can read.
   */
  unreadableAnswer: '返回数据异常，请稍后重试',
  /** Default text of the loading overlay. */
  loading: '加载中...',
} as const;
