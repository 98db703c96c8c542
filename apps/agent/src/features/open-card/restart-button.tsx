import { confirm } from '@bluecat/ui/overlays';

/**
 * 重新开卡 from steps 2–4, for a customer who walks away mid-opening. The record stays on the server,
 * so looking that card up again continues it; only this phone forgets it (`onRestart`, after the
 * agent confirms). A scanned order cannot change its card, so it has no such button.
 */
export function RestartButton({ onRestart }: { onRestart: () => void }) {
  async function restart() {
    const confirmed = await confirm({
      title: '重新开卡',
      message: '当前号码的开卡进度已保存，再次查询该号码可继续办理。确定换一个号码开卡吗？',
      cancelText: '取消',
      confirmText: '确定',
    });
    if (confirmed) onRestart();
  }

  return (
    <button type="button" className="open-card-restart" onClick={() => void restart()}>
      重新开卡
    </button>
  );
}
