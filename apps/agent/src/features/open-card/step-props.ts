import type { OpeningRecord } from '../../lib/opening-record.ts';

/** Wizard step values of product.md › 开卡向导: 0 fill info, 1 package and fee, 2 agreement, 3 joint photo, 4 real-name. */
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** 主流程 the main wizard (/OpenCard, submits with systemId 7) or 扫码 the scan variant (/VnoOpenCard, systemId 3). */
export type WizardVariant = 'main' | 'scan';

/**
 * What the wizard hands each of steps 2–4. A step draws its own content and its primary button, does
 * its calls, and reports back through `save`, `goTo` and `reset`; the wizard owns the record and the
 * step, so a reload always resumes from what the server recorded.
 */
export interface StepProps {
  record: OpeningRecord;
  variant: WizardVariant;
  /**
   * Saves the record with `changes` merged in (addOpenCardLocation) and keeps the merged record as the
   * wizard's. On failure the wizard has already shown 缓存记录失败… and gone back to step 0; the promise
   * then resolves false and the step stops.
   */
  save: (changes: Partial<OpeningRecord>) => Promise<boolean>;
  goTo: (step: WizardStep) => void;
  /** Ends this opening: back to step 0 with the stored opening keys cleared (after -2, a finished opening). */
  reset: () => void;
}
