// Random document-centre requests drawn from the real filter values (legal types, the five sorts, pages, and
// keywords of real titles: Chinese words, pinyin initials, full pinyin), from a seeded generator so every run
// asks the same sequence.
import { pinyin } from 'pinyin-pro';
import { envelope, pick, seeded } from './random-filters.mjs';

const LIST = '/api/v1/document';
const SORTS = ['default', 'sales', 'rating', 'newest', 'price'];

function legalTypeIds(tree) {
  return tree.flatMap((node) => [node.id, ...(node.children ?? []).map((child) => child.id)]);
}

/** From real titles: two-character words (`租赁`), their pinyin initials (`zl`, `fwzlht`) and full pinyin (`zulin`). */
async function titleKeywords(baseUrl, random) {
  const titles = [];
  for (let i = 0; i < 8; i += 1) {
    const page = 1 + Math.floor(random() * 100);
    const data = await envelope(baseUrl, `${LIST}?page=${page}&page_size=50`);
    titles.push(...data.list.map((item) => item.title.replace(/（.*$/, '')));
  }
  const keywords = new Set();
  for (const title of titles) {
    const start = Math.floor(random() * Math.max(1, title.length - 2));
    const word = title.slice(start, start + 2);
    keywords.add(word);
    keywords.add(pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join(''));
    keywords.add(pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' }).join('').slice(-6));
    keywords.add(pinyin(word, { toneType: 'none', type: 'array' }).join(''));
  }
  return [...keywords].filter(Boolean);
}

/** `count` centre paths: a keyword in 40 %, a legal type (parent or leaf) in 50 %, one of five sorts, page 1 in 60 % and 2–5 otherwise. */
export async function randomDocumentPaths(baseUrl, { count, seed = 20_261_127 }) {
  const random = seeded(seed);
  const types = legalTypeIds(await envelope(baseUrl, '/api/v1/lawyerLegalType/tree'));
  const keywords = await titleKeywords(baseUrl, random);
  const paths = [];
  for (let i = 0; i < count; i += 1) {
    const query = new URLSearchParams();
    if (random() < 0.4) query.set('keyword', pick(random, keywords));
    if (random() < 0.5) query.set('legal_type_id', String(pick(random, types)));
    query.set('sort', pick(random, SORTS));
    query.set('page', String(random() < 0.6 ? 1 : 2 + Math.floor(random() * 4)));
    paths.push(`${LIST}?${query}`);
  }
  return { paths, types: types.length, keywords: keywords.length };
}
