import { type Fact, FactList } from '@bluecat/ui/fact-list';
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
  const facts: Fact[] = record
    ? [
        { label: '开卡号码', value: record.serviceId },
        { label: '办理业务', value: record.applyEvent },
        { label: '套餐编号', value: record.prodOfferId },
        { label: '审核状态', value: auditBadge(record.status).label },
        // An approval may come without a remark; 无 says so instead of an empty line.
        { label: '审核意见', value: record.auditRemark.trim() || '无' },
        { label: '记录状态', value: record.ifValid ? '有效' : '已失效' },
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
          <FactList className="opening-details__list" items={facts} />
          <button type="button" className="opening-details__close" onClick={onClose}>
            我知道了
          </button>
        </section>
      )}
    </Popup>
  );
}
