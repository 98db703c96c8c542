import { useAtomValue, useSetAtom } from 'jotai';
import { careModeAtom, setCareModeAtom } from './care-mode.ts';
import './care-switch.css';

/**
 * The 关怀版 switch: a real switch, named with both of the mode's names (关怀版, 长辈版) so either finds it;
 * `lead` is the line under it that says what the mode does.
 */
export function CareSwitch({ lead = false }: { lead?: boolean }) {
  const on = useAtomValue(careModeAtom);
  const setOn = useSetAtom(setCareModeAtom);
  return (
    <button type="button" role="switch" aria-checked={on} className="care-switch" onClick={() => setOn(!on)}>
      <span className="care-switch__text">
        <span className="care-switch__name">关怀版（长辈版）</span>
        {lead && <span className="care-switch__lead">大字体、大按钮、简洁首页</span>}
      </span>
      <span className="care-switch__track" aria-hidden="true" />
    </button>
  );
}
