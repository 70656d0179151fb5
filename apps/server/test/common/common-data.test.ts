import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AreaNode, type Degree, type LegalTypeNode, type OrderConfig } from '@lawbridge/contract';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** PRODUCT §4, written out again here so the seed is checked against the text, not against itself. */
const PRODUCT_LEGAL_TYPES = [
  ['婚姻家庭', ['离婚纠纷', '子女抚养', '财产分割', '遗产继承']],
  ['劳动纠纷', ['劳动仲裁', '工伤赔偿', '拖欠工资', '社保纠纷']],
  ['合同纠纷', []],
  ['债权债务', ['民间借贷', '债务追讨']],
  ['交通事故', []],
  ['刑事辩护', ['取保候审', '经济犯罪', '暴力犯罪']],
  ['房产纠纷', ['房屋买卖', '房屋租赁', '征地拆迁']],
  ['公司法务', ['股权纠纷', '公司设立', '知识产权']],
  ['医疗纠纷', []],
  ['行政诉讼', []],
  ['消费维权', []],
];

describe('common data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function get<T>(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return {
      response,
      body: response.statusCode === 200 ? (response.json() as { code: number; data: T }) : null,
    };
  }

  it('serves the 34 province-level areas with 6-digit codes, Beijing with its districts', async () => {
    const { body } = await get<AreaNode[]>(API.areaTree);
    expect(body?.code).toBe(0);
    const tree = body?.data ?? [];
    expect(tree).toHaveLength(34);
    for (const province of tree) expect(province.code).toMatch(/^\d{2}0000$/);
    const beijing = tree.find((node) => node.name === '北京市');
    expect(beijing?.children?.find((node) => node.name === '海淀区')?.code).toBe('110108');
    const guangdong = tree.find((node) => node.code === '440000');
    expect(guangdong?.children?.find((node) => node.code === '440100')?.children?.length).toBeGreaterThan(5);
  });

  it('serves the legal-type tree of PRODUCT §4 in its order', async () => {
    const { body } = await get<LegalTypeNode[]>(API.legalTypeTree);
    const shape = body?.data.map((node) => [node.name, node.children?.map((child) => child.name) ?? []]);
    expect(shape).toEqual(PRODUCT_LEGAL_TYPES);
    for (const node of body?.data ?? []) if (node.children) expect(node.children.length).toBeGreaterThan(0);
  });

  it('serves the degrees', async () => {
    const { body } = await get<Degree[]>(API.degrees);
    expect(body?.data.map((degree) => degree.name)).toEqual(['大专', '本科', '硕士', '博士']);
  });

  it('serves the order configs with prices in fen', async () => {
    const { body } = await get<OrderConfig[]>(API.paymentConfig);
    expect(body?.data.map(({ scene, name, price }) => [scene, name, price])).toEqual([
      ['service', '图文咨询', 4900],
      ['service', '电话咨询', 9900],
      ['service', '合同审查', 29900],
      ['service', '文书代写', 39900],
      ['service', '律师函', 59900],
      ['appointment', '线下咨询预约', 19900],
    ]);
    expect(body?.data[0]?.description).toContain('24 小时内与律师图文问答');
    expect(body?.data[5]?.description).toContain('1 小时面对面咨询');
  });

  it('hides disabled legal types, a disabled parent with its children', async () => {
    const db = t.app.db;
    await db
      .updateTable('legal_types')
      .set({ enabled: 0 })
      .where('name', 'in', ['劳动纠纷', '子女抚养'])
      .execute();
    try {
      const { body } = await get<LegalTypeNode[]>(API.legalTypeTree);
      const names = JSON.stringify(body?.data);
      expect(names).not.toContain('劳动');
      expect(names).not.toContain('子女抚养');
      expect(body?.data[0]?.children?.map((child) => child.name)).toEqual([
        '离婚纠纷',
        '财产分割',
        '遗产继承',
      ]);
    } finally {
      await db.updateTable('legal_types').set({ enabled: 1 }).execute();
    }
  });

  it.each([API.areaTree, API.legalTypeTree, API.degrees, API.paymentConfig])(
    '%s answers 304 to a matching If-None-Match',
    async (url) => {
      const first = await get(url);
      const etag = first.response.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      expect(first.response.headers['cache-control']).toBe('no-cache');

      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.response.statusCode).toBe(304);
      expect(again.response.body).toBe('');
      expect(again.response.headers.etag).toBe(etag);

      const stale = await get(url, { 'if-none-match': '"something-else"' });
      expect(stale.response.statusCode).toBe(200);
      expect(stale.response.body).toBe(first.response.body);
    },
  );

  it('changes the ETag when the data changes', async () => {
    const before = await get(API.paymentConfig);
    await t.app.db.updateTable('order_configs').set({ price: 5900 }).where('name', '=', '图文咨询').execute();
    try {
      const after = await get<OrderConfig[]>(API.paymentConfig, {
        'if-none-match': String(before.response.headers.etag),
      });
      expect(after.response.statusCode).toBe(200);
      expect(after.body?.data[0]?.price).toBe(5900);
    } finally {
      await t.app.db
        .updateTable('order_configs')
        .set({ price: 4900 })
        .where('name', '=', '图文咨询')
        .execute();
    }
  });
});
