import { describe, expect, it } from 'vitest';
import { mapHref, parseStores } from './store-data.ts';

describe('parseStores', () => {
  it('reads each store once: the hotline stands in for a missing phone, the map link is built here', () => {
    expect(
      parseStores({
        list: [
          {
            id: 'S1',
            name: '红谷滩营业厅',
            address: '丰和中大道1266号',
            phone: '0791-86661234',
            hours: '09:00-18:00',
            longitude: 115.8581,
            latitude: 28.6832,
          },
          { id: 'S2', name: '万达合作厅', address: '会展路999号', phone: '', hours: '10:00-22:00' },
          { id: 'S3', name: '', address: '无名' },
        ],
      }),
    ).toEqual([
      {
        id: 'S1',
        name: '红谷滩营业厅',
        address: '丰和中大道1266号',
        phone: '0791-86661234',
        hotline: false,
        hours: '09:00-18:00',
        mapHref:
          'https://uri.amap.com/marker?position=115.8581%2C28.6832&name=%E7%BA%A2%E8%B0%B7%E6%BB%A9%E8%90%A5%E4%B8%9A%E5%8E%85',
      },
      {
        id: 'S2',
        name: '万达合作厅',
        address: '会展路999号',
        phone: '10020',
        hotline: true,
        hours: '10:00-22:00',
        mapHref: 'https://uri.amap.com/search?keyword=%E4%BC%9A%E5%B1%95%E8%B7%AF999%E5%8F%B7',
      },
    ]);
  });

  it('keeps only digits and dashes of a phone, so a tel: link cannot carry anything else', () => {
    expect(parseStores({ list: [{ name: 'a', address: 'b', phone: '0791 8666<script>' }] })[0]?.phone).toBe(
      '07918666',
    );
  });

  it.each([null, {}, { list: 'x' }])('reads %j as no store', (data) => {
    expect(parseStores(data)).toEqual([]);
  });
});

describe('mapHref', () => {
  it.each([
    [
      { name: 'a', address: '路1号', longitude: 200, latitude: 28 },
      'https://uri.amap.com/search?keyword=%E8%B7%AF1%E5%8F%B7',
    ],
    [
      { name: 'a', address: '', longitude: '115.1', latitude: '28.2' },
      'https://uri.amap.com/marker?position=115.1%2C28.2&name=a',
    ],
  ])('%j → %s', (store, href) => {
    expect(mapHref(store)).toBe(href);
  });
});
