import type { RouteCall } from '@bluecat/api/route-call';
import { confirm, toast } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { formatYuan } from '../../lib/money.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import {
  CALL_PACKAGE_TITLES,
  type CallPackageType,
  orderParamsOf,
  type PackageAction,
} from './order-types.ts';
import { type CallPackage, ORDER_FAILED, orderPackage, readPackages } from './packages.ts';
import './value-added.css';

const ACTION_LABELS: Record<PackageAction, string> = { open: '订购', cancel: '退订' };

/**
 * The packages of one call value-added type (PACKAGE_LIST) with 订购 and, except for 来电显示, 退订.
 * `onDone` runs once an order or an unsubscription went through. One tap orders once: a second tap while the confirm or the call is open does nothing.
 * The list is the page's route call (route-calls.ts), started with the page's code.
 */
export function PackageList({
  type,
  query,
  onDone,
}: {
  type: CallPackageType;
  query: RouteCall<'PACKAGE_LIST'>;
  onDone?: () => void;
}) {
  const packages = useRouteCall(query, readPackages);
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const busy = useRef(false);
  const title = CALL_PACKAGE_TITLES[type];

  const act = async (item: CallPackage, action: PackageAction) => {
    const params = orderParamsOf(type, action);
    if (busy.current || !params) return;
    busy.current = true;
    setBusyId(item.packageId);
    try {
      const sure = await confirm({
        title: `${ACTION_LABELS[action]}${item.title}`,
        message:
          action === 'open'
            ? `资费${formatYuan(item.postage)}元/月，按月从话费余额中扣除，确定订购吗？`
            : `退订后将不再享受${item.title}服务，确定退订吗？`,
        confirmText: `确定${ACTION_LABELS[action]}`,
        cancelText: '取消',
      });
      if (!sure) return;
      const outcome = await orderPackage(item.packageId, params);
      if (outcome.kind === 'done') {
        onDone?.();
        const target = action === 'open' ? paths.openRemindSuccess : paths.quitRemindSuccess;
        navigate(`${target}?title=${encodeURIComponent(title)}`, { replace: true });
      } else if (outcome.kind === 'refused') {
        toast(outcome.message);
      } else if (outcome.kind === 'failed') {
        toast(ORDER_FAILED);
      }
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  };

  return (
    <PageStates loaded={packages} emptyText="暂无可订购的业务">
      {(list) => (
        <ul className="va-packages">
          {list.map((item) => (
            <li key={item.packageId}>
              <PackageCard
                item={item}
                canCancel={orderParamsOf(type, 'cancel') !== null}
                busy={busyId !== null}
                onAct={(action) => void act(item, action)}
              />
            </li>
          ))}
        </ul>
      )}
    </PageStates>
  );
}

interface PackageCardProps {
  item: CallPackage;
  canCancel: boolean;
  busy: boolean;
  onAct: (action: PackageAction) => void;
}

function PackageCard({ item, canCancel, busy, onAct }: PackageCardProps) {
  const titleId = useId();
  return (
    <article className="va-package" aria-labelledby={titleId}>
      <h2 id={titleId} className="va-package__title">
        {item.title}
      </h2>
      <p className="va-package__detail">{item.detail}</p>
      <p className="va-package__fee">
        <strong>{formatYuan(item.postage)}</strong>元/月
        <span className="va-package__note">（按月从话费余额中扣除）</span>
      </p>
      <div className="va-package__actions">
        {canCancel && (
          <button type="button" className="va-button" disabled={busy} onClick={() => onAct('cancel')}>
            退订
          </button>
        )}
        <button
          type="button"
          className="va-button va-button--primary"
          disabled={busy}
          onClick={() => onAct('open')}
        >
          订购
        </button>
      </div>
    </article>
  );
}
