/**
 * The hall (localStorage): 最近使用 the last five services opened from the service search, as the
 * catalogue's ids (`["invoice","recharge"]`). Names of screens only, no number or person: a setting of the
 * device like 关怀版, kept across visits and sign-outs. A module of its own: the declarations of every
 * stored name (testing/stored-keys.ts) read it without the catalogue.
 */
export const RECENT_SERVICES = 'bluecat:recent-services';
