export declare const WECHAT_ANDROID_UA: string;
export declare const ANDROID_CHROME_UA: string;
export declare const WECHAT_IPHONE_UA: string;
export declare const IPHONE_SAFARI_UA: string;
export declare const PHONE: {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly deviceScaleFactor: number;
  readonly isMobile: boolean;
  readonly hasTouch: boolean;
  readonly locale: string;
  readonly timezoneId: string;
};
