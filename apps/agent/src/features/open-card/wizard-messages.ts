/** The wizard's own messages (002 §8), copied literally from the spec. */
export const WIZARD_MESSAGES = {
  /** 002 §8 lost cache. */
  recordLost: '开卡时间过长数据缺失,请重新输入手机号',
  /** 002 §8 save failure, main wizard. */
  saveFailed: '缓存记录失败,请重新进行开卡',
  /** 002 §8 save failure, scan variant: its card comes from the link, so the link is opened again. */
  saveFailedScan: '缓存记录失败,请关闭链接重新扫码开卡！',
} as const;
