/**
 * 图形验证码 image code key. The server draws the image for `randomStr` (a digit 1–10) and `times`
 * (the request time); login sends the two glued together, which ties the typed code to the image.
 */
export interface CaptchaKey {
  randomStr: string;
  times: string;
}

export function newCaptchaKey(now: number = Date.now(), random: () => number = Math.random): CaptchaKey {
  return { randomStr: String(1 + Math.floor(random() * 10)), times: String(now) };
}

export function loginRandomStr(key: CaptchaKey): string {
  return `${key.randomStr}${key.times}`;
}
