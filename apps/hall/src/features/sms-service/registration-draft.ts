import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import type { HallFormDraft } from '../../lib/form-drafts.ts';

/** What the person has changed on a registration page, kept through a failed submit and a reload. */
export interface RegistrationDraft {
  /** Ticked industry codes; null until the first tick, so the registration in force shows as it is. */
  ticked: string[] | null;
  /** Numbers queued for rejection (addNum). */
  addList: string[];
  /** Rejected numbers ticked for deletion (delNum). */
  delList: string[];
  /** The number being typed. */
  entry: string;
}

export const EMPTY_REGISTRATION_DRAFT: RegistrationDraft = {
  ticked: null,
  addList: [],
  delList: [],
  entry: '',
};

/** One draft per number: the SMS pages of one member share it, so a change begun on one is seen on another. */
export function useRegistrationDraft(phone: string) {
  return usePersistedState<RegistrationDraft>(
    `sms-registration:${phone}` satisfies HallFormDraft,
    EMPTY_REGISTRATION_DRAFT,
  );
}
