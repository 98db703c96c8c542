import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { mealDetailsHref, type NumberInfo } from './number-info.ts';

/** The bound number: who holds it, its star level, and its facts; the current package opens its details. */
export function NumberInfoCard({ info }: { info: NumberInfo }) {
  const titleId = useId();
  const dash = (value: string) => value || '—';
  return (
    <section className="binding-card" aria-labelledby={titleId}>
      <div className="binding-card__head">
        <h2 id={titleId} className="binding-card__name">
          {dash(info.name)}
        </h2>
        {info.starLevel && <span className="binding-card__level">{info.starLevel}</span>}
      </div>
      <FactList
        className="binding-card__facts"
        items={[
          { label: '手机号码', value: info.mobilePhone },
          { label: '号码状态', value: dash(info.mobileStatus) },
          { label: '入网时间', value: dash(info.joinTime) },
          {
            label: '当前套餐',
            value: info.packageId ? (
              <AppLink className="binding-card__link" to={mealDetailsHref(paths.mealDetails, info.packageId)}>
                {dash(info.packageName)}
              </AppLink>
            ) : (
              dash(info.packageName)
            ),
          },
          { label: '网龄', value: dash(info.networkAge) },
          { label: '当前积分', value: info.currentPoints },
          { label: '绑定状态', value: info.bindStatus },
          { label: '号码归属地', value: dash(info.attribution) },
        ]}
      />
    </section>
  );
}
