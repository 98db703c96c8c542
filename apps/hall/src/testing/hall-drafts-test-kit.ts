import { readStored, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { expect } from 'vitest';
import { HALL_DRAFTS, HALL_FLOW_DRAFTS, type HallDraft, type HallFlow } from '../lib/hall-drafts.ts';

/** A draft no list declares: a change of subscriber forgets it too. */
export const UNDECLARED_DRAFT = 'some-screen';

/** Writes every declared draft, an undeclared one and a waiting face check, as a tab in use would hold them. */
export function fillHallDrafts(): void {
  for (const key of Object.values(HALL_DRAFTS)) writeDraft(key, { value: `v-${key}` });
  writeDraft(UNDECLARED_DRAFT, { value: 'typed' });
  writeStored('biz_no', 'FA0');
  writeStored('authType', 'closeAccount');
}

export function heldDrafts(): HallDraft[] {
  return Object.values(HALL_DRAFTS).filter((key) => readDraft(key) !== null);
}

/** Nothing of the subscriber is left in the tab. */
export function expectNothingHeld(): void {
  expect(heldDrafts()).toEqual([]);
  expect(readDraft(UNDECLARED_DRAFT)).toBeNull();
  expect(readStored('biz_no')).toBeNull();
  expect(readStored('authType')).toBeNull();
}

/** The flow's drafts are gone and every other flow's are still there. */
export function expectFlowEnded(flow: HallFlow): void {
  const ended: readonly HallDraft[] = HALL_FLOW_DRAFTS[flow];
  expect(heldDrafts()).toEqual(Object.values(HALL_DRAFTS).filter((key) => !ended.includes(key)));
}
