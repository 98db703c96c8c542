/** @vant/area-data's table: province_list, city_list and county_list, each keyed by a 6-digit code. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface RegionOption {
  code: string;
  name: string;
}

/** The chosen codes; '' for a level not chosen (its picker shows 请选择). */
export interface RegionChoice {
  province: string;
  city: string;
  county: string;
}

export const NO_REGION: RegionChoice = { province: '', city: '', county: '' };

/**
 * Overseas entries (codes from 9) have no store; they are left out of the picker. A code's first two
 * digits name its province and its first four its city.
 */
function isDomestic(code: string): boolean {
  return !code.startsWith('9');
}

function optionsOf(table: Record<string, string>, prefix: string): RegionOption[] {
  return Object.keys(table)
    .filter((code) => isDomestic(code) && code.startsWith(prefix))
    .sort()
    .map((code) => ({ code, name: table[code] ?? '' }));
}

export function provincesOf(area: AreaList): RegionOption[] {
  return optionsOf(area.province_list, '');
}

export function citiesOf(area: AreaList, province: string): RegionOption[] {
  return province === '' ? [] : optionsOf(area.city_list, province.slice(0, 2));
}

export function countiesOf(area: AreaList, city: string): RegionOption[] {
  return city === '' ? [] : optionsOf(area.county_list, city.slice(0, 4));
}

/** A new choice at one level clears the levels under it. */
export function chooseRegion(choice: RegionChoice, level: keyof RegionChoice, code: string): RegionChoice {
  if (level === 'province') return { province: code, city: '', county: '' };
  if (level === 'city') return { ...choice, city: code, county: '' };
  return { ...choice, county: code };
}

/**
 * STORE's selectAddress: 'province-city-county' (product.md › 门店查询), e.g. 江西省-南昌市-红谷滩区. While the county is not
 * chosen — the city came from the visitor's IP — it is 'province-city', the stores of the whole city.
 * null until a province and a city are chosen.
 */
export function selectAddress(area: AreaList, choice: RegionChoice): string | null {
  const province = area.province_list[choice.province];
  const city = area.city_list[choice.city];
  if (!province || !city) return null;
  const county = area.county_list[choice.county];
  return county ? `${province}-${city}-${county}` : `${province}-${city}`;
}

/** Names compare without their administrative suffix: the maps service may say 南昌 or 南昌市. */
function bare(name: string): string {
  return name.trim().replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔)+$/u, '');
}

/**
 * The visitor's city by IP as a choice of the picker: province and city found by name, county left to
 * the visitor. NO_REGION when the city is unknown (the lookup's default city code 360 names no region).
 */
export function regionOfCity(area: AreaList, provinceName: string, cityName: string): RegionChoice {
  if (bare(cityName) === '') return NO_REGION;
  const wantedProvince = bare(provinceName);
  const provinces = provincesOf(area).filter(
    (province) => wantedProvince === '' || bare(province.name) === wantedProvince,
  );
  for (const province of provinces) {
    const city = citiesOf(area, province.code).find((option) => bare(option.name) === bare(cityName));
    if (city) return { province: province.code, city: city.code, county: '' };
  }
  return NO_REGION;
}
