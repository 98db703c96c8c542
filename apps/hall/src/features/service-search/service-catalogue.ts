import catalogue from '../../config/service-catalogue.gen.json';
import type { ServiceGroup } from '../../lib/route-module.ts';

export type { ServiceGroup };

/** One screen a subscriber can ask for by name. */
export interface Service {
  /** Stable name, kept in 最近使用: never reuse one for another screen. */
  id: string;
  /** As the hall's menus and the screen's heading call it. */
  name: string;
  /** The address opened, query included where the screen needs one. */
  path: string;
  group: ServiceGroup;
  /** The words people type for it: other menus' labels, everyday words (话费, 流量), older names. */
  keywords: readonly string[];
}

/**
 * 服务目录 every service screen of the hall a subscriber starts from, in the order results show on a tie
 * (the menus' order): the `search` entries of the route modules, collected by `npm run generate`. Every
 * path here is a real route and every entry of the hall's menus is found by its label
 * (app/service-catalogue.test.ts). The pinyin of each name and keyword is generated from this list into
 * service-pinyin.gen.json (service-pinyin.test.ts).
 */
export const SERVICES: readonly Service[] = catalogue as readonly Service[];
