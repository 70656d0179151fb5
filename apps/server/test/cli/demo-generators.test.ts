import { describe, expect, it } from 'vitest';
import { Gender } from '@lawbridge/contract';
import { cityShortName, generateFirmName } from '../../src/cli/demo/firms';
import { generateLawyers, licenceNumber } from '../../src/cli/demo/lawyers';
import { generateName, generatePerson } from '../../src/cli/demo/names';
import { pickPlace, provincePlaces } from '../../src/cli/demo/places';
import { createRandom } from '../../src/cli/demo/random';
import { areaTree } from '../../src/modules/common/area-tree';

const HAN = /^[\u4e00-\u9fff]+$/;

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps int within its bounds and sample distinct', () => {
    const random = createRandom(1);
    const ints = Array.from({ length: 500 }, () => random.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('picks by weight and never an item of weight 0', () => {
    const random = createRandom(2);
    const weights: Record<string, number> = { a: 0, b: 1, c: 3 };
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i += 1) {
      const item = random.weighted(['a', 'b', 'c'], (key) => weights[key] ?? 0);
      counts[item] = (counts[item] ?? 0) + 1;
    }
    expect(counts.a).toBe(0);
    expect((counts.c ?? 0) / (counts.b ?? 1)).toBeGreaterThan(2.5);
    expect((counts.c ?? 0) / (counts.b ?? 1)).toBeLessThan(3.5);
  });
});

describe('names', () => {
  it('generates Chinese names of two to four characters', () => {
    const random = createRandom(3);
    for (let i = 0; i < 200; i += 1) {
      const { name, gender } = generatePerson(random);
      expect(name).toMatch(HAN);
      expect(name.length).toBeGreaterThanOrEqual(2);
      expect(name.length).toBeLessThanOrEqual(4);
      expect([Gender.male.value, Gender.female.value]).toContain(gender);
    }
  });

  it('never repeats a character within a two-character given name', () => {
    const random = createRandom(4);
    for (let i = 0; i < 200; i += 1) {
      const name = generateName(random, Gender.female.value);
      if (name.length >= 3) expect(name.at(-1)).not.toBe(name.at(-2));
    }
  });
});

describe('firms', () => {
  it('composes <城市名><字号>律师事务所', () => {
    expect(generateFirmName(createRandom(5), '杭州市')).toMatch(/^杭州[\u4e00-\u9fff]{2}律师事务所$/);
    expect(cityShortName('北京市')).toBe('北京');
    expect(cityShortName('沙市')).toBe('沙市');
  });
});

describe('places', () => {
  const provinces = provincePlaces(areaTree());

  it('covers the 31 mainland provinces with cities ending in 市', () => {
    expect(provinces).toHaveLength(31);
    for (const province of provinces) {
      for (const city of province.cities) expect(city.cityName.endsWith('市')).toBe(true);
    }
  });

  it('places municipality lawyers in a district and others in a city or district of that city', () => {
    const random = createRandom(6);
    const beijing = provinces.find((province) => province.provinceName === '北京市');
    const zhejiang = provinces.find((province) => province.provinceName === '浙江省');
    if (!beijing || !zhejiang) throw new Error('missing provinces');
    for (let i = 0; i < 30; i += 1) {
      const place = pickPlace(random, beijing);
      expect(place.areaCode).toMatch(/^1101\d\d$/);
      expect(place.areaCode).not.toBe('110100');
      expect(place.cityName).toBe('北京市');
      expect(pickPlace(random, zhejiang).areaCode).toMatch(/^33\d{2}\d\d$/);
    }
  });
});

describe('generateLawyers', () => {
  const leaves = Array.from({ length: 24 }, (_, index) => ({ id: index + 1, name: `类型${index + 1}` }));
  const degrees = [
    { id: 1, name: '本科' },
    { id: 2, name: '硕士' },
  ];
  const input = {
    count: 72,
    provinces: provincePlaces(areaTree()),
    legalTypeLeaves: leaves,
    degrees,
    currentYear: 2025,
  };
  const lawyers = generateLawyers(createRandom(2025), input);

  it('is deterministic for a seed', () => {
    expect(generateLawyers(createRandom(2025), input)).toEqual(lawyers);
  });

  it('spreads lawyers over every province and every legal-type leaf', () => {
    expect(new Set(lawyers.map((lawyer) => lawyer.areaCode.slice(0, 2))).size).toBe(31);
    expect(new Set(lawyers.flatMap((lawyer) => lawyer.legalTypeIds)).size).toBe(24);
  });

  it('gives each lawyer one to three distinct legal types and a consistent profile', () => {
    const licences = new Set<string>();
    for (const lawyer of lawyers) {
      expect(new Set(lawyer.legalTypeIds).size).toBe(lawyer.legalTypeIds.length);
      expect(lawyer.legalTypeIds.length).toBeGreaterThanOrEqual(1);
      expect(lawyer.legalTypeIds.length).toBeLessThanOrEqual(3);
      expect(lawyer.licenceNo).toMatch(/^\d{17}$/);
      expect(lawyer.licenceNo.slice(1, 5)).toBe(lawyer.areaCode.slice(0, 4));
      expect(lawyer.lawFirm).toMatch(/律师事务所$/);
      expect(lawyer.practiceStartYear).toBeLessThanOrEqual(2023);
      expect(lawyer.demoOrders).toBeGreaterThanOrEqual(0);
      expect(lawyer.demoOrders).toBeLessThanOrEqual(6);
      // Figures come from real orders later, so the self-introduction claims none.
      expect(lawyer.description).not.toMatch(/\d+单/);
      expect(lawyer.description).toContain(lawyer.lawFirm);
      licences.add(lawyer.licenceNo);
    }
    expect(licences.size).toBe(lawyers.length);
  });
});

describe('licenceNumber', () => {
  it('encodes area, first year, full-time, gender and serial in 17 digits', () => {
    expect(licenceNumber('330106', 2012, Gender.female.value, 42)).toBe('13301201211000042');
  });
});
