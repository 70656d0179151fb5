import { lawyerListItem } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA, directory, legalTypeId, names, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Seeded once, read only: every query below is answered from these rows (default order).
  const lawyers = [
    { name: '张伟', law_firm: '深圳明衡律师事务所', area_code: AREA.nanshan, rating: 48, review_count: 10 },
    { name: '赵文静', law_firm: '北京正和律师事务所', area_code: AREA.chaoyang, rating: 45 },
    {
      name: '李娜',
      law_firm: '广州100%_Law律师事务所',
      area_code: AREA.guangzhou,
      legal_types: ['劳动仲裁'],
    },
    {
      name: '王芳',
      law_firm: '杭州德信律师事务所',
      area_code: AREA.xihu,
      legal_types: ['合同纠纷', '子女抚养'],
    },
    { name: '陈明', law_firm: '深圳致远律师事务所', area_code: AREA.futian, legal_types: ['财产分割'] },
    { name: '周强', law_firm: '深圳Zenith律师事务所', area_code: AREA.nanshan, legal_types: ['取保候审'] },
    { name: '刘洋', law_firm: '深圳明衡律师事务所', area_code: AREA.nanshan, enabled: 0 },
  ];
  for (const [index, lawyer] of lawyers.entries()) {
    // Ratings fall with the index, so the default order is the order above.
    await seedLawyer(t.app, { rating: 40 - index, practice_start_year: 2010 + index, ...lawyer });
  }
});
afterAll(async () => t.close());

describe('GET /lawyer keyword', () => {
  it('finds lawyers by the start of their pinyin initials, in any case', async () => {
    expect(await names(t.app, '?keyword=zw')).toEqual(['张伟', '赵文静']);
    expect(await names(t.app, '?keyword=ZW')).toEqual(['张伟', '赵文静']);
    expect(await names(t.app, '?keyword=zwj')).toEqual(['赵文静']);
    // 王芳 by her initials; no longer 李娜 by the w of `Law` in her firm's name (docs/decisions.md).
    expect(await names(t.app, '?keyword=w')).toEqual(['王芳']);
  });

  it('finds lawyers by the start of their full pinyin, with or without spaces and in any case', async () => {
    expect(await names(t.app, '?keyword=zhangwei')).toEqual(['张伟']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('Zhang Wei')}`)).toEqual(['张伟']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('zhao wenj')}`)).toEqual(['赵文静']);
    // 张伟 zhangwei, 赵文静 zhaowenjing and 周强 zhouqiang.
    expect(await names(t.app, '?keyword=zh')).toEqual(['张伟', '赵文静', '周强']);
    // The start only: a given name alone is not the start of anyone's pinyin.
    expect(await names(t.app, '?keyword=wenjing')).toEqual([]);
    // Spaces are dropped for pinyin only: `明衡 律师` is not part of a name or firm.
    expect(await names(t.app, `?keyword=${encodeURIComponent('明衡 律师')}`)).toEqual([]);
  });

  it('finds lawyers by part of the name or of the firm with a keyword that is not pinyin', async () => {
    expect(await names(t.app, `?keyword=${encodeURIComponent('伟')}`)).toEqual(['张伟']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('正和')}`)).toEqual(['赵文静']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('明衡')}`)).toEqual(['张伟']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('Zenith律师')}`)).toEqual(['周强']);
  });

  it('matches a keyword of Latin letters and digits only against the pinyin (docs/decisions.md)', async () => {
    // 周强's firm spells "Zenith"; a pinyin-like keyword is an index range on the pinyin columns only
    expect(await names(t.app, '?keyword=zenith')).toEqual([]);
    expect(await names(t.app, '?keyword=ZENITH')).toEqual([]);
  });

  it('treats %, _ and \\ in the keyword as themselves', async () => {
    expect(await names(t.app, `?keyword=${encodeURIComponent('%')}`)).toEqual(['李娜']);
    expect(await names(t.app, '?keyword=_')).toEqual(['李娜']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('0%_L')}`)).toEqual(['李娜']);
    expect(await directory(t.app, `?keyword=${encodeURIComponent('\\')}`)).toMatchObject({
      code: 0,
      data: { list: [], total: 0 },
    });
  });

  it('ignores a blank keyword and refuses one over 30 characters', async () => {
    expect((await directory(t.app, '?keyword=%20%20')).data.total).toBe(6);
    expect(await directory(t.app, `?keyword=${'z'.repeat(31)}`)).toMatchObject({
      code: 1,
      msg: '搜索词不能超过30个字',
    });
  });
});

describe('GET /lawyer area and legal type', () => {
  it('filters by a province, city or district prefix of 2, 4 or 6 digits', async () => {
    expect(await names(t.app, '?area_code=44')).toEqual(['张伟', '李娜', '陈明', '周强']);
    expect(await names(t.app, '?area_code=440000')).toEqual(['张伟', '李娜', '陈明', '周强']);
    expect(await names(t.app, '?area_code=4403')).toEqual(['张伟', '陈明', '周强']);
    expect(await names(t.app, '?area_code=440300')).toEqual(['张伟', '陈明', '周强']);
    expect(await names(t.app, `?area_code=${AREA.nanshan}`)).toEqual(['张伟', '周强']);
    expect(await names(t.app, `?area_code=${AREA.guangzhou}`)).toEqual(['李娜']);
    expect(await names(t.app, '?area_code=11')).toEqual(['赵文静']);
    expect(await names(t.app, '?area_code=1101')).toEqual(['赵文静']);
    expect(await names(t.app, `?area_code=${AREA.chaoyang}`)).toEqual(['赵文静']);
    expect(await directory(t.app, '?area_code=4')).toMatchObject({ code: 1, msg: '地区格式不正确' });
  });

  it('includes the leaves of a parent legal type; a leaf or childless parent is itself', async () => {
    const family = await legalTypeId(t.app, '婚姻家庭');
    expect(await names(t.app, `?legal_type_id=${family}`)).toEqual(['张伟', '赵文静', '王芳', '陈明']);
    const custody = await legalTypeId(t.app, '子女抚养');
    expect(await names(t.app, `?legal_type_id=${custody}`)).toEqual(['王芳']);
    const contract = await legalTypeId(t.app, '合同纠纷');
    expect(await names(t.app, `?legal_type_id=${contract}`)).toEqual(['王芳']);
    expect(await directory(t.app, '?legal_type_id=9999')).toMatchObject({
      code: 0,
      data: { list: [], total: 0 },
    });
  });

  it('combines area, legal type and keyword', async () => {
    const family = await legalTypeId(t.app, '婚姻家庭');
    expect(await names(t.app, `?area_code=4403&legal_type_id=${family}`)).toEqual(['张伟', '陈明']);
    expect(await names(t.app, `?area_code=4403&legal_type_id=${family}&keyword=cm`)).toEqual(['陈明']);
    expect(await names(t.app, '?area_code=11&keyword=zw')).toEqual(['赵文静']);
  });

  it('never lists a disabled lawyer', async () => {
    expect(await directory(t.app, `?keyword=${encodeURIComponent('刘洋')}`)).toMatchObject({
      data: { list: [], total: 0 },
    });
    expect((await directory(t.app, `?area_code=${AREA.nanshan}`)).data.total).toBe(2);
  });
});

describe('GET /lawyer items', () => {
  it('present area names from the area tree, one-decimal ratings, types in tree order and prices', async () => {
    const { data } = await directory(t.app);
    for (const item of data.list) expect(lawyerListItem.parse(item)).toEqual(item);
    const byName = new Map(data.list.map((item) => [item.name, item]));
    expect(byName.get('张伟')).toEqual({
      uuid: expect.any(String),
      name: '张伟',
      avatar: null,
      law_firm: '深圳明衡律师事务所',
      practice_years: 15,
      area_name: '广东省 深圳市 南山区',
      legal_type_names: ['离婚纠纷'],
      rating: 4.8,
      review_count: 10,
      served_orders: 0,
      lowest_price: 4900,
      accepting: 1,
    });
    expect(byName.get('赵文静')).toMatchObject({ area_name: '北京市 朝阳区', rating: 4.5 });
    expect(byName.get('李娜')).toMatchObject({ area_name: '广东省 广州市', legal_type_names: ['劳动仲裁'] });
    expect(byName.get('王芳')).toMatchObject({
      area_name: '浙江省 杭州市 西湖区',
      legal_type_names: ['子女抚养', '合同纠纷'],
    });
  });

  it('takes the lowest price from the enabled service configs, null when none is offered', async () => {
    const scoped = await createTestApp();
    try {
      await seedLawyer(scoped.app, { name: '孙丽' });
      await scoped.app.db
        .updateTable('order_configs')
        .set({ enabled: 0 })
        .where('price', '<', 10000)
        .execute();
      expect((await directory(scoped.app)).data.list[0]?.lowest_price).toBe(29900);
      scoped.app.lawyerDirectory.invalidate();
      await scoped.app.db
        .updateTable('order_configs')
        .set({ enabled: 0 })
        .where('scene', '=', 'service')
        .execute();
      expect((await directory(scoped.app)).data.list[0]?.lowest_price).toBeNull();
    } finally {
      await scoped.close();
    }
  });
});
