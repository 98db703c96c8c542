import { Popup } from '@nutui/nutui-react';
import { useId } from 'react';
import { auditBadge, type OpeningRecord } from './audit-status.ts';

export interface RecordDetailsProps {
  /** The record shown; null keeps the popup closed. */
  record: OpeningRecord | null;
  onClose: () => void;
}

/** 审核详情 the details popup of a record that is no longer pending: the audit outcome and its remark. */
export function RecordDetails({ record, onClose }: RecordDetailsProps) {
  const titleId = useId();
  const rows: [string, string][] = record
    ? [
        ['开卡号码', record.serviceId],
        ['办理业务', record.applyEvent],
        ['套餐编号', record.prodOfferId],
        ['审核状态', auditBadge(record.status).label],
        // An approval may come without a remark; 无 says so instead of an empty line.
        ['审核意见', record.auditRemark.trim() || '无'],
        ['记录状态', record.ifValid ? '有效' : '已失效'],
      ]
    : [];
  return (
    <Popup
      visible={record !== null}
      position="bottom"
      round
      closeable
      closeAriaLabel="关闭"
      onClose={onClose}
    >
      {record && (
        <section className="opening-details" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="opening-details__title">
            审核详情
          </h2>
          <dl className="opening-details__list">
            {rows.map(([label, value]) => (
              <div key={label} className="opening-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="opening-details__close" onClick={onClose}>
            我知道了
          </button>
        </section>
      )}
    </Popup>
  );
}
