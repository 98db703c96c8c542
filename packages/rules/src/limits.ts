/** Input length limits named by the three specs (product.md › 表单与校验), in characters. */
export const MAX_LENGTH = {
  /** 身份证号后六位 ID last six digits */
  idSuffix: 6,
  name: 10,
  phone: 11,
  /** SMS verification code */
  code: 8,
  /** 服务密码 service password of the real-name form */
  realNamePassword: 10,
  idCard: 18,
  /** 开户行 bank branch of the cancel refund */
  bankName: 40,
  /** 原密码 old service password */
  oldPassword: 20,
  /** Name on the forgot-password form */
  forgotPasswordName: 11,
  /** Feedback of the SMS service, shown with a counter */
  feedback: 100,
  companyName: 100,
  taxNumber: 20,
  /** Card number entry of the agent wizard */
  cardEntry: 7,
  /** Spare contact number of the agent wizard */
  spareContact: 11,
} as const;

export const MIN_LENGTH = {
  /** Company search keyword */
  companyName: 3,
} as const;
