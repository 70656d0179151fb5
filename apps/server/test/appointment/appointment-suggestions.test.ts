import { API, type DispatchSuggestion } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { legalTypeId, loggedInLawyer, seedLawyer, type LawyerSeed } from '../lawyer/lawyer-fixtures';
import { operatorToken } from '../operator/operator-api';
import {
  act,
  appointmentWorld,
  book,
  consoleCall,
  HOUR,
  pay,
  slotAfter,
  type AppointmentWorld,
} from './appointment-fixtures';

/** 杭州市西湖区 (the appointment's city), 杭州市滨江区, 宁波市海曙区 (same province), 上海市黄浦区 (elsewhere). */
const XIHU = '330106';
const BINJIANG = '330108';
const HAISHU = '330203';
const HUANGPU = '310101';
/** The appointment's legal type (a leaf of 劳动纠纷), and one it does not ask for. */
const WANTED = '拖欠工资';
const OTHER = '房屋租赁';

let t: TestApp;
let world: AppointmentWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterEach(async () => t.close());

const lawyer = async (name: string, area_code: string, extra: Partial<LawyerSeed> = {}) =>
  (await seedLawyer(t.app, { name, area_code, legal_types: [WANTED], accepting: 1, ...extra })).uuid;

async function paidAppointment(overrides: Record<string, unknown> = {}) {
  const booked = await book(t, world, {
    area_code: XIHU,
    legal_type_id: await legalTypeId(t.app, WANTED),
    appointment_at: slotAfter(t, 5 * 24 * HOUR),
    ...overrides,
  });
  await pay(t, world, booked.order_no);
  return booked.order_no;
}

/** The console, signed in afresh (a session lasts 12 hours; a test here moves the clock by a day). */
async function consoleNow<T>(request: Parameters<typeof consoleCall>[2]) {
  world.operator = await operatorToken(t.app, world.operatorName);
  return consoleCall<T>(t, world, request);
}
const suggestionsFor = async (orderNo: string) =>
  (
    await consoleNow<DispatchSuggestion[]>({
      method: 'GET',
      url: `${API.admin.appointmentSuggestions}?order_no=${orderNo}`,
    })
  ).data;
const assignTo = (orderNo: string, lawyerUuid: string) =>
  consoleNow({
    method: 'POST',
    url: API.admin.appointmentAssign,
    payload: { order_no: orderNo, lawyer_uuid: lawyerUuid },
  });

describe('dispatch suggestions (PRODUCT §7)', () => {
  it('ranks the district, the city, then the province; in each the legal type, then 接单中, then rating', async () => {
    const uuids = {
      // The meeting's district, in the expected order.
      districtTypedBetter: await lawyer('甲一', XIHU, { rating: 45 }),
      districtTypedPaused: await lawyer('甲三', XIHU, { rating: 48, accepting: 0 }),
      districtUntyped: await lawyer('甲四', XIHU, { rating: 49, legal_types: [OTHER] }),
      // The rest of the city: after the whole district, whatever its rating.
      cityTypedLow: await lawyer('甲二', BINJIANG, { rating: 10 }),
      cityUntyped: await lawyer('甲五', BINJIANG, { rating: 50, legal_types: [OTHER] }),
      // The province outside the city.
      provinceTyped: await lawyer('乙一', HAISHU, { rating: 30 }),
      provinceTypedPaused: await lawyer('乙二', HAISHU, { rating: 50, accepting: 0 }),
      provinceUntyped: await lawyer('乙三', HAISHU, { rating: 50, legal_types: [OTHER] }),
    };
    // Another province, never listed while a lawyer of the city takes orders (issue 15).
    const elsewhere = await lawyer('丙一', HUANGPU, { rating: 50 });
    const disabled = await lawyer('丁一', XIHU, { rating: 50, enabled: 0 });
    const orderNo = await paidAppointment();
    const suggested = await suggestionsFor(orderNo);
    const mine = Object.values(uuids);
    expect(suggested.map((item) => item.uuid)).toEqual(mine);
    expect(suggested.map((item) => item.uuid)).not.toContain(disabled);
    expect(suggested.map((item) => item.uuid)).not.toContain(elsewhere);
    expect(suggested.find((item) => item.uuid === uuids.districtTypedPaused)).toMatchObject({
      place_match: 'same_district',
      legal_type_match: true,
      accepting: false,
      rating: 48,
      chosen: false,
    });
    expect(suggested.find((item) => item.uuid === uuids.cityTypedLow)).toMatchObject({
      place_match: 'same_city',
      legal_type_match: true,
    });
    expect(suggested.find((item) => item.uuid === uuids.provinceUntyped)).toMatchObject({
      place_match: 'same_province',
      legal_type_match: false,
      accepting: true,
    });
  });

  it('lists other provinces last, and only while no lawyer of the city takes orders', async () => {
    const paused = await lawyer('甲一', BINJIANG, { rating: 50, accepting: 0 });
    const province = await lawyer('乙一', HAISHU, { rating: 10 });
    const elsewhere = await lawyer('丙一', HUANGPU, { rating: 50 });
    const orderNo = await paidAppointment();
    const suggested = await suggestionsFor(orderNo);
    expect(suggested.slice(0, 3).map((item) => [item.uuid, item.place_match])).toEqual([
      [paused, 'same_city'],
      [province, 'same_province'],
      [elsewhere, 'other'],
    ]);
    // The fixture world's lawyers (北京, 上海) list another type: after the typed one elsewhere.
    expect(suggested.slice(3).every((item) => item.place_match === 'other')).toBe(true);
  });

  it('finds the right lawyer of the city in a province of many better rated lawyers', async () => {
    for (let index = 0; index < 70; index += 1) {
      await lawyer(`宁波${String(index).padStart(2, '0')}`, HAISHU, { rating: 50 });
    }
    const right = await lawyer('钟律师', XIHU, { rating: 5 });
    const wrongType = await lawyer('吕律师', XIHU, { rating: 50, legal_types: [OTHER] });
    const orderNo = await paidAppointment();
    const suggested = await suggestionsFor(orderNo);
    expect(suggested).toHaveLength(20);
    expect(suggested.slice(0, 2).map((item) => item.uuid)).toEqual([right, wrongType]);
    expect(suggested[0]).toMatchObject({ place_match: 'same_district', legal_type_match: true, rating: 5 });
    expect(suggested.slice(2).every((item) => item.place_match === 'same_province')).toBe(true);
  });

  it('takes a parent legal type to mean its leaves', async () => {
    const typed = await lawyer('林律师', XIHU, { rating: 1 });
    const untyped = await lawyer('罗律师', XIHU, { rating: 50, legal_types: [OTHER] });
    const orderNo = await paidAppointment({ legal_type_id: await legalTypeId(t.app, '劳动纠纷') });
    const suggested = await suggestionsFor(orderNo);
    expect(suggested.slice(0, 2).map((item) => [item.uuid, item.legal_type_match])).toEqual([
      [typed, true],
      [untyped, false],
    ]);
  });

  it('never suggests a lawyer who declined it or let it time out, and lists the customer’s choice first', async () => {
    const decliner = await loggedInLawyer(t.app, '13799990001', {
      name: '许律师',
      area_code: XIHU,
      legal_types: [WANTED],
      rating: 50,
    });
    const sleeper = await lawyer('何律师', XIHU, { rating: 49 });
    const chosen = await lawyer('吕律师', HUANGPU, { rating: 0, legal_types: [OTHER] });
    const next = await lawyer('施律师', XIHU, { rating: 1 });
    const orderNo = await paidAppointment({ lawyer_uuid: chosen, other_city_confirmed: true });
    expect((await suggestionsFor(orderNo)).slice(0, 4).map((item) => [item.uuid, item.chosen])).toEqual([
      [chosen, true],
      [decliner.uuid, false],
      [sleeper, false],
      [next, false],
    ]);

    await assignTo(orderNo, decliner.uuid);
    await act(t, decliner.token, { order_no: orderNo, action: 'decline', reason: '当天已有安排' });
    await assignTo(orderNo, sleeper);
    t.clock.advance(24 * HOUR);
    await t.app.timers.runDue();
    const after = (await suggestionsFor(orderNo)).map((item) => item.uuid);
    expect(after.slice(0, 2)).toEqual([chosen, next]);
    expect(after).not.toContain(decliner.uuid);
    expect(after).not.toContain(sleeper);
  });
});
