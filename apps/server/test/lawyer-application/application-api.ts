import {
  API,
  flattenLegalTypeLeaves,
  type AdminApplicationItem,
  type IsApplyResult,
  type LawyerApplication,
  type LegalTypeNode,
} from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { call, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { operatorCall } from '../operator/operator-api';

/** 杭州市西湖区 */
export const DISTRICT = '330106';

export interface LegalTypeIds {
  /** Enabled leaves, in tree order (a parent without children counts as a leaf). */
  leaves: number[];
  /** A parent that has children: not selectable. */
  parentWithChildren: number;
  /** A top-level type without children: selectable like a leaf. */
  childlessParent: number;
}

export async function legalTypeIds(app: FastifyInstance): Promise<LegalTypeIds> {
  const tree = (await call<LegalTypeNode[]>(app, { method: 'GET', url: API.legalTypeTree })).body.data;
  const parent = tree.find((node) => node.children?.length);
  const childless = tree.find((node) => !node.children);
  if (!parent || !childless)
    throw new Error('the legal-type tree lacks a parent with and one without children');
  return {
    leaves: flattenLegalTypeLeaves(tree).map((leaf) => leaf.id),
    parentWithChildren: parent.id,
    childlessParent: childless.id,
  };
}

export async function uploadedImageId(app: FastifyInstance, token: string): Promise<string> {
  const reply = await uploadImage(app, token, { name: 'photo.png', type: 'image/png', bytes: makePng() });
  if (reply.code !== 0) throw new Error(`upload failed: ${reply.msg}`);
  return reply.data.id;
}

type ApplicationImages = [avatar: string, licencePhoto: string, idCardPhoto: string];

/**
 * The avatar, licence photo and ID card photo of `token`'s applications, uploaded once per user: uploads
 * are limited per hour, and an application may reuse its images.
 */
const imagesOfUser = new WeakMap<FastifyInstance, Map<string, Promise<ApplicationImages>>>();
function applicationImages(app: FastifyInstance, token: string): Promise<ApplicationImages> {
  const ofApp = imagesOfUser.get(app) ?? new Map<string, Promise<ApplicationImages>>();
  imagesOfUser.set(app, ofApp);
  let images = ofApp.get(token);
  if (!images) {
    images = (async (): Promise<ApplicationImages> => [
      await uploadedImageId(app, token),
      await uploadedImageId(app, token),
      await uploadedImageId(app, token),
    ])();
    ofApp.set(token, images);
  }
  return images;
}

/** A complete, valid application body whose images the user `token` uploaded. */
export async function validApplication(app: FastifyInstance, token: string, overrides: object = {}) {
  const { leaves } = await legalTypeIds(app);
  const [avatar, licencePhoto, idCardPhoto] = await applicationImages(app, token);
  return {
    real_name: '张伟',
    gender: 1,
    licence_no: '13301201510123456',
    law_firm: '浙江律桥律师事务所',
    practice_start_year: 2015,
    area_code: DISTRICT,
    legal_type_ids: leaves.slice(0, 2),
    degree_id: 2,
    avatar,
    licence_photo: licencePhoto,
    id_card_photo: idCardPhoto,
    description: '专注婚姻家庭纠纷十年。',
    ...overrides,
  };
}

export async function apply(app: FastifyInstance, token: string | undefined, payload: object) {
  return (
    await call<LawyerApplication>(app, {
      method: 'POST',
      url: API.lawyerApply,
      payload,
      ...(token ? { token } : {}),
    })
  ).body;
}

export async function isApply(app: FastifyInstance, token: string) {
  return (await call<IsApplyResult>(app, { method: 'GET', url: API.lawyerIsApply, token })).body;
}

/** Applies with a valid body (plus overrides) and returns the new application's id. */
export async function applyValid(
  app: FastifyInstance,
  token: string,
  overrides: object = {},
): Promise<number> {
  const reply = await apply(app, token, await validApplication(app, token, overrides));
  if (reply.code !== 0) throw new Error(`apply failed: ${reply.msg}`);
  return reply.data.id;
}

export async function approve(app: FastifyInstance, operatorToken: string, id: number) {
  return operatorCall<null>(app, {
    method: 'POST',
    url: API.admin.applicationApprove,
    operatorToken,
    payload: { id },
  });
}

export async function reject(app: FastifyInstance, operatorToken: string, id: number, reason: string) {
  return operatorCall<null>(app, {
    method: 'POST',
    url: API.admin.applicationReject,
    operatorToken,
    payload: { id, reason },
  });
}

export async function applicationDetail(app: FastifyInstance, operatorToken: string, id: number) {
  return operatorCall<AdminApplicationItem>(app, {
    method: 'GET',
    url: `${API.admin.applications}/${id}`,
    operatorToken,
  });
}
