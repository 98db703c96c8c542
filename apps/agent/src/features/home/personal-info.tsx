import { Popup } from '@nutui/nutui-react';
import { useId } from 'react';
import type { AgentUser } from '../../lib/agent-session.ts';

export interface PersonalInfoProps {
  user: AgentUser;
  visible: boolean;
  onClose: () => void;
}

/** 个人信息 popup: who is signed in and for which channel. */
export function PersonalInfo({ user, visible, onClose }: PersonalInfoProps) {
  const titleId = useId();
  const rows: [string, string][] = [
    ['登录名', user.workName],
    ['工号', user.workNo],
    ['登录手机', user.mobile],
    ['渠道信息', user.dealerName],
  ];
  return (
    <Popup visible={visible} position="bottom" round closeable closeAriaLabel="关闭" onClose={onClose}>
      <section className="agent-info" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="agent-info-title">
          个人信息
        </h2>
        <dl className="agent-info-list">
          {rows.map(([label, value]) => (
            <div key={label} className="agent-info-row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Popup>
  );
}
