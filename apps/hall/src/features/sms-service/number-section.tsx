import { MAX_REJECT_NUMBER_LENGTH } from '@bluecat/rules/sms-service/reject-number';
import { CompactInput } from '@bluecat/ui/compact-input';
import { useId, useState } from 'react';

/** product.md › 短信防打扰: the rejected numbers, 5 per page. */
export const NUMBERS_PER_PAGE = 5;

export interface NumberSectionProps {
  /** Numbers rejected and in force. */
  registered: readonly string[];
  /** Numbers with a change being processed: they wait until it is done. */
  pending: readonly string[];
  addList: readonly string[];
  delList: readonly string[];
  entry: string;
  onEntry: (value: string) => void;
  /** 添加: checks the entry against the rules and queues it. */
  onAdd: () => void;
  onUnqueue: (number: string) => void;
  onToggleDelete: (number: string, on: boolean) => void;
}

/** 拒收号码防护: the rejected numbers with paging and delete ticks, and the numbers to add. */
export function NumberSection(props: NumberSectionProps) {
  const { registered, pending, addList, delList, entry } = props;
  const [page, setPage] = useState(0);
  const titleId = useId();
  const inputId = useId();
  const pages = Math.max(1, Math.ceil(registered.length / NUMBERS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = registered.slice(current * NUMBERS_PER_PAGE, (current + 1) * NUMBERS_PER_PAGE);

  return (
    <section className="sms-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sms-card__title">
        拒收号码
      </h2>
      {registered.length === 0 ? (
        <p className="sms-muted">暂无拒收号码</p>
      ) : (
        <>
          <p className="sms-muted">勾选号码后提交即删除（恢复接收）</p>
          <ul className="sms-numbers" aria-label="已拒收号码">
            {shown.map((number) => {
              const busy = pending.includes(number);
              return (
                <li key={number}>
                  <label>
                    <input
                      type="checkbox"
                      checked={delList.includes(number)}
                      disabled={busy}
                      onChange={(event) => props.onToggleDelete(number, event.target.checked)}
                    />
                    <span>{number}</span>
                    {busy && <span className="sms-status">处理中</span>}
                  </label>
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <nav className="sms-pager" aria-label="拒收号码分页">
              <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)}>
                上一页
              </button>
              <span aria-live="polite">
                第{current + 1}/{pages}页
              </span>
              <button type="button" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                下一页
              </button>
            </nav>
          )}
        </>
      )}

      <label className="sms-card__text" htmlFor={inputId}>
        添加拒收号码
      </label>
      <div className="sms-row">
        <CompactInput
          id={inputId}
          className="sms-input"
          type="tel"
          chars="digits"
          limit={MAX_REJECT_NUMBER_LENGTH}
          placeholder="请输入需要拒收的号码"
          value={entry}
          onChange={props.onEntry}
        />
        <button type="button" className="sms-small-button" onClick={props.onAdd}>
          添加
        </button>
      </div>
      {addList.length > 0 && (
        <ul className="sms-chips" aria-label="待拒收号码" style={{ marginTop: '0.5rem' }}>
          {addList.map((number) => (
            <li key={number} className="sms-chip">
              {number}
              <button type="button" aria-label={`移除${number}`} onClick={() => props.onUnqueue(number)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sms-muted">单次最多拒收10个号码、删除10个号码。</p>
    </section>
  );
}
