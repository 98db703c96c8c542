/** The words of face verification, as product.md › 人脸核验 gives them; the two marked as decided are not in the specs. */
export const FACE_AUTH_MESSAGES = {
  /** -106: the commitment video (承诺视频) is still to be recorded. */
  videoRequired: '请继续完成承诺视频',
  /** Under the mini-program QR code of the commitment video. */
  qrHint: '请长按识别图中小程序码，完成视频上传',
  qrFailed: '二维码获取失败',
  /** The face matched. */
  passed: '身份核验成功',
  /** product.md › 人脸核验: the check ran and did not match (the query screens): alert, then the form again. */
  rejected: '您的身份信息校验失败，请重试',
  /** product.md › 人脸核验: the same for a handling business: alert, then its start page again. */
  rejectedHandling: '身份核验失败，请重试',
  /** Title of the authentication-failed screen. */
  failedTitle: '身份核验失败',
  /** Text of that screen when the answer gives none. */
  failed: '身份核验失败，请重试',
  /** Decided: a start answered code 1 without a usable http(s) address. */
  startUnavailable: '人脸核验暂时无法发起，请稍后重试',
  /** Decided: the button label while the result is being asked for. */
  checking: '核验结果查询中...',
} as const;
