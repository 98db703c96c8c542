import type { WizardStep } from './step-props.ts';
import { PROGRESS_COUNT, PROGRESS_TITLES, progressIndex } from './wizard-machine.ts';

/** The 1/4 … 4/4 indicator (product.md › 开卡向导) with the four step names; the current one is marked for screen readers. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const current = progressIndex(step);
  return (
    <section className="open-card-progress" aria-label="开卡进度">
      <p className="open-card-progress-count">{`${current}/${PROGRESS_COUNT}`}</p>
      <ol className="open-card-progress-steps">
        {PROGRESS_TITLES.map((name, index) => {
          const position = index + 1;
          const status = position < current ? 'done' : position === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={`open-card-progress-step open-card-progress-step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="open-card-progress-dot" aria-hidden="true">
                {position}
              </span>
              <span className="open-card-progress-name">{name}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
