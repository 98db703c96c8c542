import { useId } from 'react';
import { type Industry, type IndustryState, industryStateOf } from './registration.ts';

const STATE_LABELS: Record<IndustryState, string> = {
  unchanged: '已登记',
  checked: '新增登记',
  cancel: '取消登记',
  nochange: '',
};

export interface IndustrySectionProps {
  industries: readonly Industry[];
  registered: readonly string[];
  ticked: readonly string[];
  /** Codes with a change being processed (处理中): they wait until it is done. */
  pending: readonly string[];
  onToggle: (code: string, on: boolean) => void;
}

/** 行业营销防护: the 11 industries as checkboxes, each with what submitting would do to it (product.md › 短信防打扰). */
export function IndustrySection({ industries, registered, ticked, pending, onToggle }: IndustrySectionProps) {
  const titleId = useId();
  return (
    <section className="sms-card" aria-labelledby={titleId}>
      <fieldset className="sms-industries">
        <legend id={titleId} className="sms-legend">
          拒收行业营销短信
        </legend>
        {industries.map((industry) => {
          const busy = pending.includes(industry.code);
          const state = industryStateOf(industry.code, registered, ticked);
          const label = busy ? '处理中' : STATE_LABELS[state];
          return (
            <label key={industry.code} className={`sms-industry sms-industry--${state}`}>
              <input
                type="checkbox"
                checked={busy ? registered.includes(industry.code) : ticked.includes(industry.code)}
                disabled={busy}
                onChange={(event) => onToggle(industry.code, event.target.checked)}
              />
              <span>{industry.name}</span>
              {label && <span className="sms-industry__state">{label}</span>}
            </label>
          );
        })}
      </fieldset>
      <p className="sms-muted">勾选后提交即登记拦截该行业营销短信，取消勾选后提交即取消登记。</p>
    </section>
  );
}
