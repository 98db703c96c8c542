import { useId } from 'react';
import { type Industry, type PendingChange, PICK_TYPE_LABELS } from './registration.ts';

export interface PendingTableProps {
  industries: readonly Industry[];
  types: readonly PendingChange[];
  nums: readonly PendingChange[];
}

/** 办理进度: the changes still being processed (pickType 登记 / 取消登记, status 处理中). */
export function PendingTable({ industries, types, nums }: PendingTableProps) {
  const titleId = useId();
  const nameOf = (code: string) => industries.find((item) => item.code === code)?.name ?? code;
  const rows = [
    ...types.flatMap((row) =>
      row.items.map((code) => ({ kind: '行业', item: nameOf(code), pick: row.pickType })),
    ),
    ...nums.flatMap((row) => row.items.map((item) => ({ kind: '号码', item, pick: row.pickType }))),
  ];
  return (
    <section className="sms-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="sms-card__title">
        办理进度
      </h2>
      {rows.length === 0 ? (
        <p className="sms-muted">暂无处理中的登记</p>
      ) : (
        <table className="sms-table">
          <thead>
            <tr>
              <th scope="col">类型</th>
              <th scope="col">内容</th>
              <th scope="col">操作</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.item}-${row.pick}`}>
                <td>{row.kind}</td>
                <td>{row.item}</td>
                <td>{PICK_TYPE_LABELS[row.pick]}</td>
                <td className="sms-status">处理中</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
