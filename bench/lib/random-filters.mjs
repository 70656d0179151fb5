// Random directory requests drawn from the real filter values (areas, legal types, sorts, pages and pinyin
// keywords of real lawyers' names), from a seeded generator so every run asks the same sequence.
import { pinyin } from 'pinyin-pro';

const LIST = '/api/v1/lawyer';
const SORTS = ['default', 'rating', 'orders', 'years'];

export async function envelope(baseUrl, path) {
  const response = await fetch(baseUrl + path);
  const body = await response.json();
  if (!response.ok || body.code !== 0) throw new Error(`${path} answered ${response.status} ${body.msg}`);
  return body.data;
}

/** mulberry32: a small seeded generator, so a run's requests are reproducible. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Province codes as 2 digits, cities as 4, districts as 6 (the query's area_code forms). */
function areaCodes(tree) {
  const codes = [];
  for (const province of tree) {
    codes.push(province.code.slice(0, 2));
    for (const child of province.children ?? []) {
      const isCity = child.code.endsWith('00');
      codes.push(isCity ? child.code.slice(0, 4) : child.code);
      for (const district of child.children ?? []) codes.push(district.code);
    }
  }
  return [...new Set(codes)];
}

function legalTypeIds(tree) {
  return tree.flatMap((node) => [node.id, ...(node.children ?? []).map((child) => child.id)]);
}

/** Initials of real names (`zw`, `s`, `sgj`) and full-pinyin surnames (`zhang`). */
async function pinyinKeywords(baseUrl, random) {
  const names = [];
  for (let i = 0; i < 8; i += 1) {
    const page = 1 + Math.floor(random() * 200);
    const data = await envelope(baseUrl, `${LIST}?page=${page}&page_size=50`);
    names.push(...data.list.map((lawyer) => lawyer.name));
  }
  const keywords = new Set();
  for (const name of names) {
    const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
    keywords.add(initials.slice(0, 2));
    keywords.add(initials);
    keywords.add(initials.slice(0, 1));
    keywords.add(pinyin(name[0], { toneType: 'none' }).replace(/\s/g, ''));
  }
  return [...keywords].filter(Boolean);
}

export function pick(random, values) {
  return values[Math.floor(random() * values.length)];
}

/**
 * `count` directory paths: an area in 60 % of them (province, city or district), a legal type (parent or
 * leaf) in 50 %, a pinyin keyword in 25 %, one of the four sorts, page 1 in 60 % and pages 2–5 otherwise.
 */
export async function randomDirectoryPaths(baseUrl, { count, seed = 20_240_601 }) {
  const random = seeded(seed);
  const areas = areaCodes(await envelope(baseUrl, '/api/v1/areaCode/tree'));
  const types = legalTypeIds(await envelope(baseUrl, '/api/v1/lawyerLegalType/tree'));
  const keywords = await pinyinKeywords(baseUrl, random);
  const paths = [];
  for (let i = 0; i < count; i += 1) {
    const query = new URLSearchParams();
    if (random() < 0.25) query.set('keyword', pick(random, keywords));
    if (random() < 0.6) query.set('area_code', pick(random, areas));
    if (random() < 0.5) query.set('legal_type_id', String(pick(random, types)));
    query.set('sort', pick(random, SORTS));
    query.set('page', String(random() < 0.6 ? 1 : 2 + Math.floor(random() * 4)));
    paths.push(`${LIST}?${query}`);
  }
  return { paths, areas: areas.length, types: types.length, keywords: keywords.length };
}
