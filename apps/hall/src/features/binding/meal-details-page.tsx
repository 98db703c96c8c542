import type { CallData } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { RichText } from '@bluecat/ui/rich-text';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import '../../lib/block-button.css';
import './binding.css';
import { mealQuery } from './route-calls.ts';

/** product.md › 号码绑定: package details opened without a session. */
export const MEAL_LOGIN_PROMPT = '请登录';

/** 套餐详情 as the screen shows it: rows without a title are dropped, missing text is empty. */
export interface MealDetail {
  packageName: string;
  rows: { title: string; desc: string }[];
  explain: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export function mealDetailOf(data: CallData<'GET_MEAL'>): MealDetail {
  const list: unknown[] = Array.isArray(data.list) ? data.list : [];
  return {
    packageName: text(data.packageName),
    rows: list
      .map((row) => {
        const item = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
        return { title: text(item.title), desc: text(item.desc) };
      })
      .filter((row) => row.title !== ''),
    explain: typeof data.packageExplain === 'string' ? data.packageExplain : '',
  };
}

/** /mealDetails?id= 套餐详情 (product.md › 号码绑定): GET_MEAL for the package, its rows and its rules as sanitised HTML. */
export default function MealDetailsPage() {
  const [search] = useUrlSearchParams();
  const packageId = search.get('id')?.trim() ?? '';
  const signedIn = readStored('token') !== null;

  return (
    <div className="binding">
      <PageHeader title="套餐详情" />
      {!signedIn ? (
        <PageEmpty text={MEAL_LOGIN_PROMPT}>
          <AppLink className="block-button block-button--primary" to={paths.personalInformation}>
            去登录
          </AppLink>
        </PageEmpty>
      ) : packageId === '' ? (
        <PageEmpty />
      ) : (
        <MealDetails />
      )}
    </div>
  );
}

/** The package of the address's `id` (route-calls.ts reads it the same way as the page). */
function MealDetails() {
  const loaded = useRouteCall(mealQuery, mealDetailOf);
  return (
    <PageStates loaded={loaded} empty={(meal) => meal.packageName === '' && meal.rows.length === 0} rows={5}>
      {(meal) => <Meal meal={meal} />}
    </PageStates>
  );
}

function Meal({ meal }: { meal: MealDetail }) {
  const nameId = useId();
  const rulesId = useId();
  return (
    <>
      <section className="binding-card" aria-labelledby={nameId}>
        <h2 id={nameId} className="binding-card__name">
          {meal.packageName}
        </h2>
        {meal.rows.length > 0 ? (
          <FactList
            className="binding-card__facts"
            items={meal.rows.map((row) => ({ label: row.title, value: row.desc }))}
          />
        ) : (
          <p className="binding-card__empty">暂无数据</p>
        )}
      </section>
      {meal.explain.trim() !== '' && (
        <section className="binding-card" aria-labelledby={rulesId}>
          <h2 id={rulesId} className="binding-card__subtitle">
            规则说明
          </h2>
          <RichText className="binding-card__rules" html={meal.explain} />
        </section>
      )}
    </>
  );
}
