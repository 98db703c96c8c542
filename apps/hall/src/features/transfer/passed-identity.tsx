import { confirm } from '@bluecat/ui/overlays';

export interface PassedIdentityProps {
  name: string;
  /** Forgets the passed check, so the identity step shows again. */
  onVerifyAgain: () => void;
  /** What a new check discards besides the pass (the new owner's uploads). */
  loses?: string;
}

/**
 * 身份核验已通过 above a transfer form, with 重新核验: a check made for the wrong person, or one the server
 * no longer accepts, can be made again instead of leaving the form stuck on it.
 */
export function PassedIdentity({ name, onVerifyAgain, loses }: PassedIdentityProps) {
  const again = async () => {
    const sure = await confirm({
      title: '提示',
      message: loses ? `重新核验后需${loses}，确定重新核验吗？` : '确定重新进行身份核验吗？',
      cancelText: '取消',
      confirmText: '确定',
    });
    if (sure) onVerifyAgain();
  };
  return (
    <div className="transfer__passed">
      <p>身份核验已通过：{name}</p>
      <button type="button" className="transfer__again" onClick={() => void again()}>
        重新核验
      </button>
    </div>
  );
}
