import type { CallData } from '@bluecat/api/gateway';
import { planChoiceRules } from '@bluecat/rules/plan-change/plan-choice';
import { validate } from '@bluecat/rules/validate';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { confirm, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { Tabs } from '@bluecat/ui/tabs';
import { useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { loadCall } from '../../lib/load-call.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import {
  CHANGE_CONFIRM_MESSAGE,
  changeOutcomeOf,
  GROUP_LABELS,
  isVerifiedPlanState,
  type Plan,
  type PlanGroup,
  type PlanOffer,
  planOfferOf,
} from './plans.ts';
import { planProductsQuery } from './route-calls.ts';
import './plan-change.css';
import * as calls from '@bluecat/api/calls';
import { useFormSubmit } from '../../lib/form/form-submit.ts';

/** The offer from the member's current plan and the plans on offer. */
function offerOf(member: CallData<'PERSONAL_DATA'>, products: CallData<'RECHARGE_PRODUCT'>): PlanOffer {
  const info = member.mobilePhoneInfo;
  return planOfferOf(products, {
    packageId: String(info?.packageId ?? ''),
    packageName: String(info?.packageName ?? ''),
  });
}

/**
 * /ChoosePackage 选择套餐 (product.md › 变更套餐): the plans in tabs 蓝猫流量套餐 and, when offered, 王卡套餐;
 * the footer's monthly price and 确认变更, which asks first, then PACKAGE_CHANGE → /ChangeSucces. Opened
 * only after the SMS check of /verification (the history entry says so; a reload keeps it).
 */
export default function ChoosePackagePage() {
  const { state } = useLocation();
  if (!isVerifiedPlanState(state)) return <Redirect to={paths.verification} />;
  return <ChoosePackage />;
}

function ChoosePackage() {
  const navigate = useNavigate();
  // The plans as the route started them, beside the member's current plan (route-calls.ts).
  const loadProducts = useRouteLoad(planProductsQuery);
  const offer = useLoad(
    async (signal) => {
      const [member, products] = await Promise.all([
        loadCall(calls.PERSONAL_DATA, {}, signal),
        loadProducts(signal),
      ]);
      return offerOf(member, products);
    },
    [loadProducts],
  );
  const [choice, setChoice] = usePersistedState('plan-choice' satisfies HallFormDraft, {
    productId: '',
    group: 1 as PlanGroup,
  });
  const { busy, isSending, sendOnce } = useFormSubmit();
  const groups = offer.data?.groups ?? [1];
  const group = groups.includes(choice.group) ? choice.group : 1;
  const chosen = offer.data?.plans.find((plan) => plan.productId === choice.productId) ?? null;

  // A plan restored from the draft that the server no longer offers is forgotten, not sent.
  useEffect(() => {
    if (offer.data && choice.productId !== '' && !chosen)
      setChoice((current) => ({ ...current, productId: '' }));
  }, [offer.data, choice.productId, chosen, setChoice]);

  const change = async () => {
    const { data } = offer;
    if (isSending() || !data) return;
    const failure = validate(planChoiceRules, { productId: chosen?.productId ?? '' });
    if (failure || !chosen) {
      toast(failure?.message ?? '请选择流量套餐');
      return;
    }
    await sendOnce(async () => {
      try {
        if (
          !(await confirm({
            title: '确认变更',
            message: CHANGE_CONFIRM_MESSAGE,
            confirmText: '确定',
            cancelText: '取消',
          }))
        )
          return;
        const answer = await api.call(calls.PACKAGE_CHANGE, {
          packageId: data.packageId,
          packageName: data.packageName,
          newofferId: chosen.productId,
          newofferName: chosen.name,
        });
        if (!answer.ok) return;
        const outcome = changeOutcomeOf(answer.data);
        if (outcome.accepted) {
          setChoice({ productId: '', group: 1 });
          navigate(paths.changeSucces, { replace: true });
        } else {
          toast(outcome.message);
        }
      } catch {
        // The gateway has shown the transport error; the choice stays.
      }
    });
  };

  return (
    <div className="plan-change plan-change--choose">
      <PageHeader title="选择套餐" />
      <PageStates loaded={offer} empty={(data) => data.plans.length === 0} emptyText="暂无可变更的套餐">
        {(data) => (
          <>
            <p className="plan-change__current">当前套餐：{data.packageName || '—'}</p>
            <Tabs
              label="套餐类型"
              tabs={data.groups.map((value) => ({ value, label: GROUP_LABELS[value] }))}
              value={group}
              onChange={(value) => setChoice((current) => ({ ...current, group: value }))}
            >
              <PlanList
                plans={data.plans.filter((plan) => plan.group === group)}
                chosen={choice.productId}
                onChoose={(productId) => setChoice((current) => ({ ...current, productId }))}
              />
            </Tabs>
          </>
        )}
      </PageStates>
      <footer className="plan-change__footer">
        <p className="plan-change__price" aria-live="polite">
          {chosen ? (
            <>
              <span className="plan-change__amount">{chosen.monthly}</span>元/月
            </>
          ) : (
            '请选择套餐'
          )}
        </p>
        <Button type="primary" onClick={() => void change()} loading={busy} disabled={busy || !offer.data}>
          确认变更
        </Button>
      </footer>
    </div>
  );
}

function PlanList({
  plans,
  chosen,
  onChoose,
}: {
  plans: Plan[];
  chosen: string;
  onChoose: (productId: string) => void;
}) {
  if (plans.length === 0) return <p className="plan-change__none">暂无数据</p>;
  return (
    <fieldset className="plan-change__plans">
      <legend className="plan-change__legend">选择新套餐</legend>
      {plans.map((plan) => (
        <div
          key={plan.productId}
          className={plan.productId === chosen ? 'plan-item plan-item--chosen' : 'plan-item'}
        >
          <label className="plan-item__choose">
            <input
              type="radio"
              name="plan"
              value={plan.productId}
              checked={plan.productId === chosen}
              onChange={() => onChoose(plan.productId)}
            />
            <span className="plan-item__name">{plan.name}</span>
            <span className="plan-item__price">{plan.monthly}元/月</span>
          </label>
          <AppLink
            className="plan-item__details"
            to={`${paths.packageDetails}?id=${encodeURIComponent(plan.productId)}`}
            aria-label={`${plan.name}详情`}
          >
            详情
          </AppLink>
        </div>
      ))}
    </fieldset>
  );
}
