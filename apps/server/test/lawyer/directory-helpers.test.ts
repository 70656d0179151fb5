import { describe, expect, it } from 'vitest';
import { areaDisplayName, areaFullName } from '../../src/modules/lawyer/area-names';
import {
  areaFilterOf,
  directoryFilter,
  legalTypeWithLeaves,
} from '../../src/modules/lawyer/directory-filter';
import { createTtlCache } from '../../src/modules/common/ttl-cache';
import { createTestClock } from '../helpers/test-clock';

describe('areaDisplayName', () => {
  it('names a district with its city, or with its municipality or province when there is no city', () => {
    expect(areaDisplayName('440305')).toBe('深圳市 南山区');
    expect(areaDisplayName('110105')).toBe('北京市 朝阳区');
    expect(areaDisplayName('469001')).toBe('海南省 五指山市');
  });

  it('names a city with its province and leaves an unknown code as it is', () => {
    expect(areaDisplayName('441900')).toBe('广东省 东莞市');
    expect(areaDisplayName('440000')).toBe('广东省');
    expect(areaDisplayName('999999')).toBe('999999');
  });
});

describe('areaFullName', () => {
  it('names every area from its province down', () => {
    expect(areaFullName('440305')).toBe('广东省 深圳市 南山区');
    expect(areaFullName('441900')).toBe('广东省 东莞市');
    expect(areaFullName('440000')).toBe('广东省');
    expect(areaFullName('330106')).toBe('浙江省 杭州市 西湖区');
  });

  it('skips the levels a place does not have, and leaves an unknown code as it is', () => {
    expect(areaFullName('110105')).toBe('北京市 朝阳区');
    expect(areaFullName('469001')).toBe('海南省 五指山市');
    expect(areaFullName('999999')).toBe('999999');
  });
});

describe('directory filters', () => {
  it('reads an area prefix as the stored province, city or district code', () => {
    expect(areaFilterOf('44')).toEqual({ level: 'province', code: '440000' });
    expect(areaFilterOf('4403')).toEqual({ level: 'city', code: '440300' });
    expect(areaFilterOf('440000')).toEqual({ level: 'province', code: '440000' });
    expect(areaFilterOf('440300')).toEqual({ level: 'city', code: '440300' });
    expect(areaFilterOf('440305')).toEqual({ level: 'district', code: '440305' });
  });

  const types = [
    { id: 1, parent_id: null, name: '婚姻家庭' },
    { id: 2, parent_id: 1, name: '离婚纠纷' },
    { id: 3, parent_id: 1, name: '子女抚养' },
    { id: 4, parent_id: null, name: '合同纠纷' },
  ];

  it('widens a parent legal type to its leaves and knows only enabled types', () => {
    expect(legalTypeWithLeaves(types, 1)).toEqual([1, 2, 3]);
    expect(legalTypeWithLeaves(types, 3)).toEqual([3]);
    expect(legalTypeWithLeaves(types, 4)).toEqual([4]);
    expect(legalTypeWithLeaves(types, 9)).toEqual([]);
  });

  it('builds the catalogue filter, or null when an unknown legal type can match nobody', () => {
    expect(directoryFilter({ keyword: 'zw', area_code: '4403', legal_type_id: 1 }, types)).toEqual({
      keyword: 'zw',
      area: { level: 'city', code: '440300' },
      legalTypeIds: [1, 2, 3],
    });
    expect(directoryFilter({ keyword: '' }, types)).toEqual({
      keyword: null,
      area: null,
      legalTypeIds: null,
    });
    expect(directoryFilter({ legal_type_id: 9 }, types)).toBeNull();
  });
});

describe('createTtlCache', () => {
  it('keeps a value for its time to live, on the given clock', async () => {
    const clock = createTestClock();
    const cache = createTtlCache<number>({ clock, ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const produce = async () => (calls += 1);
    expect(await cache.get('a', produce)).toBe(1);
    clock.advance(999);
    expect(await cache.get('a', produce)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', produce)).toBe(2);
  });

  it('produces once for concurrent misses, forgets failures and drops the oldest entry when full', async () => {
    const cache = createTtlCache<string>({ clock: createTestClock(), ttlMs: 1000, maxEntries: 2 });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      return 'value';
    };
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual(['value', 'value']);
    expect(calls).toBe(1);

    await expect(cache.get('b', async () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('b', async () => 'recovered')).toBe('recovered');

    await cache.get('c', async () => 'third');
    expect(await cache.get('a', async () => 'produced again')).toBe('produced again');
    expect(await cache.get('c', async () => 'not used')).toBe('third');
  });

  it('forgets everything on clear', async () => {
    const cache = createTtlCache<string>({ clock: createTestClock(), ttlMs: 1000, maxEntries: 10 });
    await cache.get('a', async () => 'old');
    cache.clear();
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });
});
