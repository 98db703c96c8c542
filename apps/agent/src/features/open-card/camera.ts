/**
 * The rear camera for the card-board scan (product.md › 开卡向导 › 扫描卡板). Where it cannot be had, the
 * reason is one line under the scan button, and 卡号 is typed as before.
 */
export const CAMERA_MESSAGES = {
  /** A plain-HTTP page: browsers give the camera to HTTPS pages only. */
  insecure: '当前页面不是HTTPS，无法使用摄像头，请手动输入卡号',
  /** No getUserMedia in this browser (an old engine, a WebView without camera access). */
  unsupported: '当前浏览器不支持摄像头扫码，请手动输入卡号',
  /** NotAllowedError: the agent, or the browser's settings, refused the camera. */
  refused: '摄像头权限被拒绝，请在设置中允许后重试，或手动输入卡号',
  /** NotFoundError / OverconstrainedError: the device has no camera. */
  missing: '未找到可用的摄像头，请手动输入卡号',
  /** Any other failure: the camera is busy (NotReadableError) or the page could not start it. */
  failed: '摄像头无法打开，请稍后重试或手动输入卡号',
  /**
   * Neither the browser's own BarcodeDetector nor a 2D canvas for the JavaScript decoder (the
   * WebAssembly one needs more still): an engine that has getUserMedia has a canvas, so in practice
   * none says this.
   */
  noDecoder: '当前浏览器不支持条码识别，请手动输入卡号',
  /** The decoder's files did not arrive. */
  decoderFailed: '扫码组件加载失败，请稍后重试或手动输入卡号',
} as const;

export type CameraProblem = keyof typeof CAMERA_MESSAGES;

/** Why this page can never have the camera, before asking for it; null when it may. */
export function cameraUnavailable(): CameraProblem | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  if (typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function')
    return 'unsupported';
  return null;
}

/** The problem a refused getUserMedia names. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  return 'failed';
}

/** The rear camera (the one facing the card board), video only. */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

/** Ends every track: the camera's light goes off and no further frame is taken. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
