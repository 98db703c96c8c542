import { useCustomerService } from './customer-service.ts';

/**
 * 在线客服: opens the configured chat page; absent when none is configured. Beside the hotline banner on
 * every tab, and beside the 10020 call on 关怀版's home, each with its own look.
 */
export function ServiceChatButton({ className }: { className: string }) {
  const chat = useCustomerService();
  if (!chat.available) return null;
  return (
    <button type="button" className={className} onClick={() => void chat.open()} disabled={chat.opening}>
      在线客服
    </button>
  );
}
