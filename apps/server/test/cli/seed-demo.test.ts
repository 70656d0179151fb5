import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  ratingTimesTen,
  type DocumentDetail,
  type DocumentList,
  type LawyerDetail,
  type LawyerReviewsResult,
} from '@lawbridge/contract';
import { DEMO_DOCUMENT_TEXTS } from '../../src/cli/demo/documents/demo-document-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAWYER_COUNT, seedDemo } from '../../src/cli/demo/seed-demo';
import { DEMO_OPERATOR_FILE } from '../../src/cli/demo/demo-operator';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { demoDocumentsOf } from '../helpers/demo-documents';
import { rowCount } from '../helpers/row-count';
import { operatorLogin } from '../operator/operator-api';

describe('seedDemo', () => {
  let t: TestApp;
  const messages: string[] = [];
  const log = { info: (message: string) => messages.push(message) };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, log, {
      dataDir: t.config.dataDir,
      now: t.clock.now(),
      documents: demoDocumentsOf(t),
    });
  }, 120_000);
  afterAll(async () => t.close());

  it('creates at least 60 certified lawyers over at least 10 provinces', async () => {
    const lawyers = await t.app.db
      .selectFrom('lawyers')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .select(['lawyers.uuid', 'users.uuid as user_uuid', 'users.is_lawyer', 'lawyers.province_code'])
      .select(['lawyers.area_code', 'lawyers.city_code', 'lawyers.name', 'lawyers.name_pinyin_initials'])
      .execute();
    expect(lawyers.length).toBeGreaterThanOrEqual(60);
    expect(lawyers).toHaveLength(DEMO_LAWYER_COUNT);
    expect(new Set(lawyers.map((lawyer) => lawyer.province_code)).size).toBeGreaterThanOrEqual(10);
    for (const lawyer of lawyers) {
      expect(lawyer.is_lawyer).toBe(1);
      expect(lawyer.uuid).toBe(lawyer.user_uuid);
      expect(lawyer.area_code.startsWith(lawyer.province_code.slice(0, 2))).toBe(true);
      expect(lawyer.area_code.startsWith(lawyer.city_code.slice(0, 4))).toBe(true);
      expect(lawyer.name_pinyin_initials).toMatch(/^[a-z]{2,4}$/);
    }
  });

  it('gives every lawyer one to three legal-type leaves and uses every leaf', async () => {
    const links = await t.app.db
      .selectFrom('lawyer_legal_types')
      .innerJoin('legal_types', 'legal_types.id', 'lawyer_legal_types.legal_type_id')
      .select(['lawyer_legal_types.lawyer_id', 'legal_types.id'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('legal_types as child')
              .select('child.id')
              .whereRef('child.parent_id', '=', 'legal_types.id'),
          )
          .as('has_children'),
      )
      .execute();
    const perLawyer = new Map<number, number>();
    for (const link of links) perLawyer.set(link.lawyer_id, (perLawyer.get(link.lawyer_id) ?? 0) + 1);
    expect(perLawyer.size).toBe(DEMO_LAWYER_COUNT);
    for (const count of perLawyer.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of perLawyer.values()) expect(count).toBeLessThanOrEqual(3);
    expect(links.every((link) => !link.has_children)).toBe(true);
    expect(new Set(links.map((link) => link.id)).size).toBe(24);
  });

  it('gives every lawyer an office address and own prices within the bands, used by the directory and the orders', async () => {
    const choices = await t.app.db
      .selectFrom('lawyer_services')
      .innerJoin('order_configs', 'order_configs.id', 'lawyer_services.config_id')
      .innerJoin('lawyers', 'lawyers.id', 'lawyer_services.lawyer_id')
      .select(['lawyers.uuid', 'lawyers.office_address', 'lawyer_services.price', 'lawyer_services.offered'])
      .select(['order_configs.min_price', 'order_configs.max_price', 'order_configs.price as suggested'])
      .execute();
    expect(new Set(choices.map((choice) => choice.uuid)).size).toBe(DEMO_LAWYER_COUNT);
    for (const choice of choices) {
      expect(choice.offered).toBe(1);
      expect(choice.price).toBeGreaterThanOrEqual(choice.min_price);
      expect(choice.price).toBeLessThanOrEqual(choice.max_price);
      expect(choice.office_address).toMatch(/\d+ 号 \d+ 层$/);
    }
    // Prices differ between lawyers: not every one at the platform's suggestion.
    expect(choices.some((choice) => choice.price !== choice.suggested)).toBe(true);
    const lowest = new Map<string, number>();
    for (const choice of choices)
      lowest.set(choice.uuid, Math.min(lowest.get(choice.uuid) ?? Infinity, choice.price));
    const page = await call<{ list: Array<{ uuid: string; lowest_price: number | null }> }>(t.app, {
      method: 'GET',
      url: `${API.lawyer}?page_size=50`,
    });
    for (const item of page.body.data.list)
      expect([item.uuid, item.lowest_price]).toEqual([item.uuid, lowest.get(item.uuid)]);
    const orders = await t.app.db
      .selectFrom('service_orders')
      .innerJoin('lawyer_services', (join) =>
        join
          .onRef('lawyer_services.lawyer_id', '=', 'service_orders.lawyer_id')
          .onRef('lawyer_services.config_id', '=', 'service_orders.config_id'),
      )
      .select(['service_orders.price', 'lawyer_services.price as own_price'])
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.price).toBe(order.own_price);
  });

  it('creates demo customers and an admin whose printed password logs in', async () => {
    const customers = await t.app.db.selectFrom('users').select('id').where('is_lawyer', '=', 0).execute();
    expect(customers.length).toBeGreaterThanOrEqual(3);
    const file = readFileSync(path.join(t.config.dataDir, DEMO_OPERATOR_FILE), 'utf8');
    const password = /密码：(\S+)/.exec(file)?.[1] ?? '';
    expect(messages.some((message) => message.includes(password))).toBe(true);
    expect((await operatorLogin(t.app, 'admin', password)).code).toBe(0);
  });

  it('counts every demo lawyer’s rating, reviews and served orders from real rows', async () => {
    const lawyers = await t.app.db
      .selectFrom('lawyers')
      .select(['id', 'rating', 'review_count', 'served_orders', 'description'])
      .execute();
    const reviews = await t.app.db
      .selectFrom('reviews')
      .select(['lawyer_id', 'rating', 'hidden', 'order_no', 'created_at'])
      .execute();
    const finished = await t.app.db
      .selectFrom('service_orders')
      .select(['lawyer_id', 'order_no', 'state', 'finished_at'])
      .execute();
    expect(finished.length).toBeGreaterThan(100);
    expect(finished.every((order) => order.state === 'finish' && order.finished_at! < t.clock.now())).toBe(
      true,
    );
    expect(reviews.length).toBeGreaterThan(finished.length / 2);
    const finishedNos = new Set(finished.map((order) => order.order_no));
    expect(reviews.every((review) => finishedNos.has(review.order_no))).toBe(true);
    for (const lawyer of lawyers) {
      const own = reviews.filter((review) => review.lawyer_id === lawyer.id && review.hidden === 0);
      const sum = own.reduce((total, review) => total + review.rating, 0);
      expect(lawyer.review_count).toBe(own.length);
      expect(lawyer.rating).toBe(ratingTimesTen(own.length, sum));
      expect(lawyer.served_orders).toBe(finished.filter((order) => order.lawyer_id === lawyer.id).length);
      expect(lawyer.review_count).toBeLessThanOrEqual(lawyer.served_orders);
      expect(lawyer.description).not.toMatch(/\d+单/);
    }
    // Some lawyers have reviews and some have none; both show what is true.
    expect(lawyers.some((lawyer) => lawyer.review_count >= 3)).toBe(true);
    expect(lawyers.some((lawyer) => lawyer.review_count === 0 && lawyer.rating === 0)).toBe(true);
  });

  it('shows on each lawyer page the reviews the figures count, and the lawyer’s replies', async () => {
    const [busiest] = await t.app.db
      .selectFrom('lawyers')
      .select(['uuid', 'review_count'])
      .orderBy('review_count', 'desc')
      .limit(1)
      .execute();
    const page = await call<LawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.lawyerDetail}?uuid=${busiest!.uuid}`,
    });
    expect(page.body.data.review_count).toBe(busiest!.review_count);
    expect(page.body.data.latest_reviews).toHaveLength(3);
    const all = await call<LawyerReviewsResult>(t.app, {
      method: 'GET',
      url: `${API.review}?lawyer_uuid=${busiest!.uuid}&page_size=50`,
    });
    expect(all.body.data.reviews.total).toBe(busiest!.review_count);
    expect(all.body.data.reviews.list).toHaveLength(busiest!.review_count);
    const times = all.body.data.reviews.list.map((review) => review.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      await t.app.db.selectFrom('reviews').select('id').where('reply', 'is not', null).execute(),
    ).not.toHaveLength(0);
  });

  it('keeps the notices of the demo history, read, and queues no SMS for them', async () => {
    const notices = await t.app.db.selectFrom('notifications').select(['kind', 'read_at']).execute();
    expect(notices.filter((notice) => notice.kind === 'order_paid').length).toBeGreaterThan(100);
    expect(notices.every((notice) => notice.read_at !== null)).toBe(true);
    expect(await t.app.db.selectFrom('sms_outbox').select('id').execute()).toEqual([]);
  });

  it('writes every demo order’s money through the ledger: it sums to zero and escrow is empty', async () => {
    expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
    expect(await balanceOf(t.app.db, ACCOUNTS.escrow)).toBe(0);
  });

  it('holds demo income of the last hold_days as pending and has released the rest, as the job would have', async () => {
    const holds = await t.app.db.selectFrom('fund_holds').selectAll().execute();
    expect(holds.length).toBeGreaterThan(0);
    const now = t.clock.now();
    for (const hold of holds) expect(hold.released_at !== null).toBe(Number(hold.release_at) <= now);
    expect(holds.some((hold) => hold.released_at === null)).toBe(true);
    for (const lawyerId of new Set(holds.map((hold) => hold.lawyer_id))) {
      const mine = holds.filter((hold) => hold.lawyer_id === lawyerId);
      const sum = (rows: typeof mine) => rows.reduce((total, hold) => total + Number(hold.amount), 0);
      expect(await balanceOf(t.app.db, ACCOUNTS.lawyerPending(lawyerId))).toBe(
        sum(mine.filter((hold) => hold.released_at === null)),
      );
      expect(await balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(lawyerId))).toBe(
        sum(mine.filter((hold) => hold.released_at !== null)),
      );
    }
  });

  it('lists the demo documents in the centre, each processed from a real PDF with its previews', async () => {
    const centre = await call<DocumentList>(t.app, { method: 'GET', url: `${API.documents}?page_size=50` });
    expect(centre.body.data.total).toBe(DEMO_DOCUMENT_TEXTS.length);
    expect(new Set(centre.body.data.list.map((item) => item.legal_type_name)).size).toBeGreaterThanOrEqual(8);
    for (const item of centre.body.data.list) {
      expect(item.pages).toBeGreaterThanOrEqual(2);
      expect(item.cover_url).not.toBeNull();
    }
    const detail = await call<DocumentDetail>(t.app, {
      method: 'GET',
      url: `${API.documentDetail}?id=${centre.body.data.list[0]!.id}`,
    });
    expect(detail.body.data.previews.length).toBeGreaterThanOrEqual(1);
    const preview = await t.app.inject({ method: 'GET', url: detail.body.data.previews[0]!.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });

  it('counts documents’ sales and ratings from the demo orders and ratings, each rating text used once', async () => {
    const documents = await t.app.db
      .selectFrom('documents')
      .select(['id', 'price', 'sales', 'rating_count', 'rating_sum', 'uploader_lawyer_id'])
      .execute();
    const orders = await t.app.db.selectFrom('document_orders').select(['document_id', 'state']).execute();
    const ratings = await t.app.db
      .selectFrom('document_ratings')
      .select(['document_id', 'score', 'text'])
      .execute();
    expect(orders.length).toBeGreaterThan(10);
    expect(orders.every((order) => order.state === 'finished')).toBe(true);
    for (const document of documents) {
      expect(document.uploader_lawyer_id).not.toBeNull();
      const mine = orders.filter((order) => order.document_id === document.id);
      expect(document.sales).toBe(Number(document.price) === 0 ? 0 : mine.length);
      const rated = ratings.filter((rating) => rating.document_id === document.id);
      expect(document.rating_count).toBe(rated.length);
      expect(document.rating_sum).toBe(rated.reduce((total, rating) => total + rating.score, 0));
    }
    expect(new Set(ratings.map((rating) => rating.text)).size).toBe(ratings.length);
    const downloads = await t.app.db.selectFrom('document_downloads').select('order_id').execute();
    expect(downloads).toHaveLength(orders.length);
  });

  it('does nothing when the demo data exists', async () => {
    const count = (table: 'users' | 'lawyers' | 'operators' | 'service_orders' | 'reviews') =>
      rowCount(t.app.db, table);
    const tables = ['users', 'lawyers', 'operators', 'service_orders', 'reviews'] as const;
    const before = await Promise.all(tables.map(count));
    await seedDemo(t.app.db, log, {
      dataDir: t.config.dataDir,
      now: t.clock.now(),
      documents: demoDocumentsOf(t),
    });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(messages.at(-1)).toBe('演示数据已存在，跳过');
  });
});
