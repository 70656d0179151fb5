import { randomUUID } from 'node:crypto';
import { API, type LawyerDetail, type LawyerListItem, type Page } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { areaCodesOf } from '../../src/modules/common/area-codes';
import { fullPinyin, pinyinInitials } from '../../src/modules/common/pinyin-initials';
import { call, loginAs } from '../helpers/api';

/** 深圳市南山区, 深圳市福田区, 北京市朝阳区, 广州市 (a city without district), 杭州市西湖区 */
export const AREA = {
  nanshan: '440305',
  futian: '440304',
  chaoyang: '110105',
  guangzhou: '440100',
  xihu: '330106',
} as const;

export interface LawyerSeed {
  name: string;
  law_firm?: string;
  area_code?: string;
  legal_types?: string[];
  rating?: number;
  review_count?: number;
  served_orders?: number;
  practice_start_year?: number;
  accepting?: number;
  enabled?: number;
}

export interface SeededLawyer {
  id: number;
  uuid: string;
  userId: number;
}

let phoneSerial = 0;
const nextPhone = () => `136${String((phoneSerial += 1)).padStart(8, '0')}`;

export async function legalTypeId(app: Pick<FastifyInstance, 'db'>, name: string): Promise<number> {
  const row = await app.db.selectFrom('legal_types').select('id').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`no legal type ${name}`);
  return row.id;
}

async function insertProfile(
  app: Pick<FastifyInstance, 'db'>,
  user: { id: number; uuid: string },
  seed: LawyerSeed,
) {
  const now = Date.UTC(2025, 0, 1);
  const { id } = await app.db
    .insertInto('lawyers')
    .values({
      uuid: user.uuid,
      user_id: user.id,
      name: seed.name,
      gender: 1,
      licence_no: '14403201510123456',
      law_firm: seed.law_firm ?? `${seed.name}律师事务所`,
      practice_start_year: seed.practice_start_year ?? 2015,
      ...areaCodesOf(seed.area_code ?? AREA.nanshan),
      degree_id: 2,
      avatar_upload_id: null,
      description: `${seed.name}的个人简介`,
      accepting: seed.accepting ?? 1,
      enabled: seed.enabled ?? 1,
      rating: seed.rating ?? 0,
      review_count: seed.review_count ?? 0,
      served_orders: seed.served_orders ?? 0,
      name_pinyin_initials: pinyinInitials(seed.name),
      name_pinyin: fullPinyin(seed.name),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const typeIds = await Promise.all((seed.legal_types ?? ['离婚纠纷']).map((name) => legalTypeId(app, name)));
  await app.db
    .insertInto('lawyer_legal_types')
    .values(typeIds.map((legalTypeId) => ({ lawyer_id: id, legal_type_id: legalTypeId })))
    .execute();
  await app.db.updateTable('users').set({ is_lawyer: 1 }).where('id', '=', user.id).execute();
  return id;
}

/** A certified lawyer written straight into the database (the directory only reads them). */
export async function seedLawyer(app: Pick<FastifyInstance, 'db'>, seed: LawyerSeed): Promise<SeededLawyer> {
  const user = { uuid: randomUUID(), phone: nextPhone() };
  const { id: userId } = await app.db
    .insertInto('users')
    .values({
      ...user,
      nickname: seed.name,
      avatar_upload_id: null,
      gender: 1,
      is_lawyer: 0,
      channel_type: 'own',
      openid: null,
      created_at: 0,
      updated_at: 0,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = await insertProfile(app, { id: userId, uuid: user.uuid }, seed);
  return { id, uuid: user.uuid, userId };
}

/** A user who logs in by SMS and then holds a lawyer profile: returns the token, the uuid and the phone. */
export async function loggedInLawyer(app: FastifyInstance, phone: string, seed: LawyerSeed) {
  const token = await loginAs(app, phone);
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  await insertProfile(app, user, seed);
  return { token, uuid: user.uuid, phone };
}

export async function directory(app: FastifyInstance, query = '') {
  return (await call<Page<LawyerListItem>>(app, { method: 'GET', url: `${API.lawyer}${query}` })).body;
}

/** Names of a directory page, in order. */
export async function names(app: FastifyInstance, query = ''): Promise<string[]> {
  const reply = await directory(app, query);
  if (reply.code !== 0) throw new Error(`directory refused ${query}: ${reply.msg}`);
  return reply.data.list.map((item) => item.name);
}

export async function detail(app: FastifyInstance, uuid: string, token?: string) {
  const url = `${API.lawyerDetail}?uuid=${uuid}`;
  return (await call<LawyerDetail>(app, { method: 'GET', url, ...(token ? { token } : {}) })).body;
}
