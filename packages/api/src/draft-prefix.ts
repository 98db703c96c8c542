/**
 * Every draft name starts with this (sessionStorage), so clearing drafts never touches the spec's keys.
 * A module of its own: every page's entry clears drafts (@bluecat/ui drafts.ts), and only this name of
 * stored-names.ts, not its tables of every flow's drafts, is needed for that.
 */
export const DRAFT_PREFIX = 'bluecat:draft:';
