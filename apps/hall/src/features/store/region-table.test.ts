import { areaList } from '@vant/area-data';
import { expect, it } from 'vitest';

/**
 * @vant/area-data's region table, in two parts the store page loads at different times: cities.gen.json,
 * the provinces and cities (about 3 KB) the page carries to preselect the visitor's city and ask for its
 * stores; counties.gen.json, the counties (about 26 KB), a chunk of its own that comes once the stores are
 * shown or the pickers are touched. Written from the package by this test (`vitest -u` rewrites them), so
 * the parts never disagree with it on a name or a code.
 */
it('is the region table, split into its cities and its counties', async () => {
  const cities = { province_list: areaList.province_list, city_list: areaList.city_list, county_list: {} };
  await expect(`${JSON.stringify(cities)}\n`).toMatchFileSnapshot('./cities.gen.json');
  await expect(`${JSON.stringify(areaList.county_list)}\n`).toMatchFileSnapshot('./counties.gen.json');
});
