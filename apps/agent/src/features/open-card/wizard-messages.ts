/** The wizard's own messages (product.md › 开卡向导), copied literally from the spec. */
export const WIZARD_MESSAGES = {
  /** Lost cache (product.md › 开卡向导). */
  recordLost: '开卡时间过长数据缺失,请重新输入手机号',
  /** product.md › 开卡向导 save failure, main wizard. */
  saveFailed: '缓存记录失败,请重新进行开卡',
  /** product.md › 开卡向导 save failure, scan variant: its card comes from the link, so the link is opened again. */
  saveFailedScan: '缓存记录失败,请关闭链接重新扫码开卡！',
} as const;
