import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
/**
 * The scan-link draft: the order id of the link, the provider session's biz_no and the contact number,
 * kept across the provider round trip, a reload and a failed submit.
 */
export interface RealNameDraft {
  pone: string;
  biz_no: string;
  sparePhone: string;
}

export const LINK_DRAFT = HALL_DRAFTS.realNameLink;
export const PERSONAGE_DRAFT = HALL_DRAFTS.personageForm;
export const EMPTY_LINK_DRAFT: RealNameDraft = { pone: '', biz_no: '', sparePhone: '' };

/** /PersonageRealName: name and ID for checkName. */
export const PERSONAGE_START_DRAFT = HALL_DRAFTS.personageStart;
