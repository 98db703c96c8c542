import type { VisitorCity } from '@bluecat/api/visitor-city';

/**
 * The visitor's city by IP, as the lookup would find it. Unit tests answer with it: the real lookup asks
 * the page's own origin, which no unit test serves (its own tests: @bluecat/api/visitor-city).
 */
export const NANCHANG: VisitorCity = {
  cityCode: '163',
  cityName: '南昌市',
  provinceName: '江西省',
  located: true,
};
