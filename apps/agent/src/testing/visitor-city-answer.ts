import type { Choices } from '@bluecat/api/testing';

/**
 * The visitor's city by IP as the contract's IP_CITY examples answer it (`success` 南昌市 163,
 * `guangzhou`, `unknownAddress`), for spreading into `answerWith`'s choices. IP_CITY is the maps
 * service's operation, asked by @bluecat/visitor-city and not through the gateway, so the choices'
 * type, which lists gateway calls, does not name it.
 */
export const visitorCityAnswer = (example: 'success' | 'guangzhou' | 'unknownAddress'): Choices =>
  ({ IP_CITY: example }) as Choices;
