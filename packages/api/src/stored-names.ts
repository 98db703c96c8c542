/*
 * The names the apps store their drafts and payment marks under: the small module the screens import.
 * What each name is for, and the check that every stored name is declared, are in stored-keys.ts, which
 * only the tests read, so no phone downloads the flow descriptions.
 */

// The tables are modules of their own: a page's files then hold the one table its screen reads, and no
// entry holds one (the entries need DRAFT_PREFIX alone).
export { AGENT_DRAFTS, PAYMENT_MARKS, type WizardVariant } from './agent-stored-names.ts';
export { DRAFT_PREFIX } from './draft-prefix.ts';
export { HALL_DRAFTS, HALL_FLOW_DRAFTS, type HallDraft, type HallFlow } from './hall-draft-names.ts';
export { HALL_FORM_DRAFTS, type HallFormDraft } from './hall-form-draft-names.ts';

/**
 * Both apps (sessionStorage): the one reload into a new release after a page met a missing file, so the
 * reload happens once, and the new page says so once (@bluecat/ui new-release.ts). No personal data.
 */
export const RELEASE_RELOAD_MARK = 'bluecat:release-reload';

/**
 * The hall (localStorage): 最近使用 the last five services opened from the service search, as the
 * catalogue's ids (`["invoice","recharge"]`). Names of screens only, no number or person: a setting of the
 * device like 关怀版, kept across visits and sign-outs.
 */
export const RECENT_SERVICES = 'bluecat:recent-services';

/** The agent's payment marks (localStorage) start with this. */
export const MARK_PREFIX = 'bluecat:mark:';
