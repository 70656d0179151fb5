// The directory requests of the benchmark: filters and sorts a customer uses, checked before measuring.
const LIST = '/api/v1/lawyer';
const LEGAL_TYPE_TREE = '/api/v1/lawyerLegalType/tree';

async function envelope(baseUrl, path) {
  const response = await fetch(baseUrl + path);
  const body = await response.json();
  if (!response.ok || body.code !== 0) throw new Error(`${path} answered ${response.status} ${body.msg}`);
  return body.data;
}

/** A parent legal type and one leaf of another parent, looked up by name so ids need not be known. */
async function legalTypeIds(baseUrl) {
  const tree = await envelope(baseUrl, LEGAL_TYPE_TREE);
  const family = tree.find((node) => node.name === '婚姻家庭');
  const defence = tree.flatMap((node) => node.children ?? []).find((node) => node.name === '取保候审');
  if (!family || !defence) throw new Error('legal types 婚姻家庭 / 取保候审 are missing');
  return { parent: family.id, leaf: defence.id };
}

/**
 * Area + legal type + sort (a city with a parent type, a municipality with a leaf, a district), pinyin
 * initials alone and within a province, and default pages 1 to 5. Each must answer a non-empty page.
 */
export async function directoryPaths(baseUrl) {
  const types = await legalTypeIds(baseUrl);
  const paths = [
    `${LIST}?area_code=4403&legal_type_id=${types.parent}&sort=rating`,
    `${LIST}?area_code=11&legal_type_id=${types.leaf}&sort=orders`,
    `${LIST}?area_code=330106&sort=years`,
    `${LIST}?keyword=zw`,
    `${LIST}?keyword=zw&area_code=44&sort=rating`,
    ...[1, 2, 3, 4, 5].map((page) => `${LIST}?page=${page}`),
  ];
  for (const path of paths) {
    const page = await envelope(baseUrl, path);
    if (page.list.length === 0) throw new Error(`${path} found no lawyers`);
  }
  return paths;
}
