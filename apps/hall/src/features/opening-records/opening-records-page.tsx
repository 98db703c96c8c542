import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import {
  type SimRecordQueryForm,
  simRecordQueryRules,
} from '@bluecat/rules/opening-records/sim-record-query';
import { Button } from '@bluecat/ui/button';
import { CompactInput } from '@bluecat/ui/compact-input';
import { FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { auditBadge, type OpeningRecord } from './audit-status.ts';
import { EMPTY_QUERY, normaliseQuery } from './query-form.ts';
import { RecordDetails } from './record-details.tsx';
import './opening-records-page.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';

/** sessionStorage draft of the form: it survives a failed query and a reload, and leaves with the tab. */
export const QUERY_DRAFT_KEY = HALL_DRAFTS.openingRecords;

const QUERY_FAILED = '查询失败';

type Outcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; records: OpeningRecord[] }
  /** -100 and other business refusals: the server's words, nothing to retry (the query must change). */
  | { status: 'refused'; message: string }
  /** Transport failures: the gateway's words and 重试 for the same query. */
  | { status: 'error'; message: string; query: SimRecordQueryForm };

interface QueryFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder: string;
  /** The ID entry: spaces stripped before its limit applies (CompactInput). */
  compact?: typeof ENTRY.idCard;
}

/** One labelled entry of the query form. */
function QueryField({ label, compact, maxLength, onChange, ...input }: QueryFieldProps) {
  const id = useId();
  return (
    <div className="opening-form__field">
      <label className="opening-form__label" htmlFor={id}>
        {label}
      </label>
      {compact ? (
        <CompactInput id={id} className="opening-form__input" {...compact} {...input} onChange={onChange} />
      ) : (
        <input
          id={id}
          className="opening-form__input"
          maxLength={maxLength}
          {...input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** /querySteps 开卡记录查询 SIM-opening record query: name and ID, then the records and their audit. */
export default function OpeningRecordsPage() {
  const [form, setForm] = usePersistedState<SimRecordQueryForm>(QUERY_DRAFT_KEY, EMPTY_QUERY);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [details, setDetails] = useState<OpeningRecord | null>(null);
  // A ref, not state: a second tap can land before React re-renders.
  const inFlight = useRef(false);

  const changeName = (customerName: string) => setForm((current) => ({ ...current, customerName }));
  // Spaces go as they are typed or pasted (CompactInput), so the limit counts only the ID number itself.
  const changeId = (value: string) =>
    setForm((current) => ({
      ...current,
      identityCode: normaliseQuery({ ...current, identityCode: value }).identityCode,
    }));

  async function run(query: SimRecordQueryForm) {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome({ status: 'loading' });
    try {
      // The gateway shows the loading overlay (x-loading) and toasts -100 with the server's message (product.md › 开卡记录查询).
      const result = await api.call(calls.CHECK_OPEN_PHONE_WORK, query);
      setOutcome(
        result.ok
          ? { status: 'success', records: result.data.list }
          : { status: 'refused', message: result.msg || QUERY_FAILED },
      );
    } catch (error) {
      const message = error instanceof Error && error.message !== '' ? error.message : QUERY_FAILED;
      setOutcome({ status: 'error', message, query });
    } finally {
      inFlight.current = false;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normaliseQuery(form);
    if (!passesRules(simRecordQueryRules, query)) return;
    void run(query);
  }

  return (
    <div className="opening">
      <PageHeader title="开卡记录查询" />
      <main>
        <form className="opening-form" onSubmit={submit} noValidate aria-label="开卡记录查询">
          <p className="opening-form__intro">输入开卡时登记的姓名和身份证号，查询开卡记录及审核进度。</p>
          <QueryField
            label="姓名"
            value={form.customerName}
            onChange={changeName}
            maxLength={MAX_LENGTH.name}
            placeholder="请输入您的姓名"
          />
          <QueryField
            label="身份证号"
            value={form.identityCode}
            onChange={changeId}
            compact={ENTRY.idCard}
            placeholder="请输入身份证号"
          />
          <Button
            className="opening-form__submit"
            nativeType="submit"
            type="primary"
            block
            disabled={outcome.status === 'loading'}
          >
            查询
          </Button>
        </form>
        <Results outcome={outcome} onRetry={run} onDetails={setDetails} />
      </main>
      <RecordDetails record={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function Results({
  outcome,
  onRetry,
  onDetails,
}: {
  outcome: Outcome;
  onRetry: (query: SimRecordQueryForm) => void;
  onDetails: (record: OpeningRecord) => void;
}) {
  const titleId = useId();
  if (outcome.status === 'idle') return null;
  return (
    <section className="opening-results" aria-labelledby={titleId}>
      <h2 id={titleId} className="opening-results__title">
        开卡记录
        {outcome.status === 'success' && outcome.records.length > 0 && (
          <span className="opening-results__count">共{outcome.records.length}条</span>
        )}
      </h2>
      {outcome.status === 'loading' && <PageSkeleton rows={3} />}
      {outcome.status === 'error' && (
        <div className="opening-results__state">
          <PageError message={outcome.message} onRetry={() => onRetry(outcome.query)} />
        </div>
      )}
      {outcome.status === 'refused' && (
        <p className="opening-results__refused" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.status === 'success' &&
        (outcome.records.length === 0 ? (
          <div className="opening-results__state">
            <PageEmpty />
          </div>
        ) : (
          <ul className="opening-list">
            {outcome.records.map((record, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one number may have several records; the list never reorders
              <RecordItem key={index} record={record} onDetails={onDetails} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function RecordItem({
  record,
  onDetails,
}: {
  record: OpeningRecord;
  onDetails: (record: OpeningRecord) => void;
}) {
  const badge = auditBadge(record.status);
  return (
    <li className="opening-item">
      <div className="opening-item__head">
        <h3 className="opening-item__number">{record.serviceId}</h3>
        {!record.ifValid && <span className="opening-badge opening-badge--lapsed">已失效</span>}
        <span className={`opening-badge opening-badge--${badge.tone}`}>{badge.label}</span>
      </div>
      <FactList
        className="opening-item__rows"
        items={[
          { label: '办理业务', value: record.applyEvent },
          { label: '套餐编号', value: record.prodOfferId },
        ]}
      />
      {badge.hasDetails ? (
        <button
          type="button"
          className="opening-item__details"
          onClick={() => onDetails(record)}
          aria-label={`查看${record.serviceId}的审核详情`}
        >
          查看详情
        </button>
      ) : (
        <p className="opening-item__hint">资料审核中，审核完成后可查看详情</p>
      )}
    </li>
  );
}
