import * as calls from '@bluecat/api/calls';
import { exampleData } from '@bluecat/api/testing';
import type { Package } from '../features/open-card/wizard-machine.ts';
import type { OpeningRecord } from '../lib/opening-record.ts';

/**
 * The contract's examples of an opening, typed as the wizard reads them, for tests that check logic
 * against the values the screens are answered with. Each call returns a copy, so a test may change it.
 */
const copyOf = <T>(call: { name: string }, name: string): T =>
  // The examples are plain JSON: a JSON round trip copies them whole.
  JSON.parse(JSON.stringify(exampleData(call, name))) as T;

/** queryOpenCardLocation's named records: `success` is location 2 of card 89860321245791234567. */
export type RecordExample =
  | 'success'
  | 'location1Free'
  | 'location1Unpaid'
  | 'location1Ordered'
  | 'location1FundPool'
  | 'location1Paid'
  | 'location2'
  | 'location3'
  | 'location4';

export const openingRecord = (name: RecordExample = 'success'): OpeningRecord =>
  copyOf(calls.queryOpenCardLocation, name);

/** checkoffername's default package: `free` 蓝猫19元畅享卡, `paid` 蓝猫39元大流量卡 (fee 50, card check). */
export const offeredPackage = (name: 'free' | 'paid' | 'notWhitelisted'): Package =>
  copyOf(calls.checkoffername, name);

/** checkoffername's changeable packages (type 1): 蓝猫19元畅享卡, 蓝猫39元大流量卡 and 蓝猫59元全能卡. */
export const changeablePackages = (): Package[] => copyOf(calls.checkoffername, 'changeable');

/** The card simOrServiceIdQuery finds, ending in the entry 1234567, and its number. */
export const ICCID = '89860321245791234567';
export const PHONE = '17079112345';
