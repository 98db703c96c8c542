import { ENTRY } from '@bluecat/rules/entries';
import { CompactInput } from '@bluecat/ui/compact-input';
import { FactList } from '@bluecat/ui/fact-list';
import { useId } from 'react';
import { formatYuan } from '../../lib/money.ts';
import './number-card.css';

/** 账户余额 and 当前积分 of the bound number; null where not known (yet). */
export interface AccountFigures {
  balance: number | null;
  points: number | null;
}

export interface NumberCardProps {
  /** The number as shown: the bound one until edited. */
  phone: string;
  error: string | null;
  /** The number shown is the member's own. */
  isOwn: boolean;
  onChange: (value: string) => void;
  /** null for a member without a bound number: there are no figures to show. */
  account: AccountFigures | null;
}

/** 充值号码 the number to top up, with a clear button, its check message, and the bound number's figures. */
export function NumberCard({ phone, error, isOwn, onChange, account }: NumberCardProps) {
  const phoneId = useId();
  const errorId = useId();
  return (
    <section className="recharge-card">
      <label className="recharge-card__label" htmlFor={phoneId}>
        充值号码
      </label>
      <div className="recharge-card__field">
        <CompactInput
          id={phoneId}
          className="recharge-card__input"
          type="tel"
          {...ENTRY.phone}
          autoComplete="tel"
          placeholder="请输入手机号"
          value={phone}
          onChange={onChange}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        {phone !== '' && (
          <button
            type="button"
            className="recharge-card__clear"
            aria-label="清空号码"
            onClick={() => onChange('')}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {error ? (
        <p id={errorId} className="recharge-card__error" role="alert">
          {error}
        </p>
      ) : (
        phone !== '' && (
          <p className="recharge-card__hint">{isOwn ? '本人绑定号码' : '为其他号码充值，请仔细核对'}</p>
        )
      )}
      {account !== null && (
        <FactList
          look="columns"
          className="recharge-card__stats"
          items={[
            { label: '账户余额(元)', value: account.balance !== null ? formatYuan(account.balance) : '--' },
            { label: '当前积分', value: account.points ?? '--' },
          ]}
        />
      )}
    </section>
  );
}
