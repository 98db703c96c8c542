import './current-plan.css';

/** 当前套餐 the subscriber's current plan, named above the tabs. */
export function CurrentPlan({ name }: { name: string }) {
  return (
    <section className="allowance-plan" aria-label="当前套餐">
      <p className="allowance-plan__label">当前套餐</p>
      <p className="allowance-plan__name">{name}</p>
    </section>
  );
}
