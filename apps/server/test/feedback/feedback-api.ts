import { API, type FeedbackItem, type Page } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { call, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';

/** Sends one feedback as this user; returns the envelope. */
export async function sendFeedback(app: FastifyInstance, token: string | undefined, payload: object) {
  return call<FeedbackItem>(app, { method: 'POST', url: API.feedback, ...(token ? { token } : {}), payload });
}

export async function ownFeedback(app: FastifyInstance, token: string, query = '') {
  return call<Page<FeedbackItem>>(app, { method: 'GET', url: `${API.feedback}${query}`, token });
}

/** Uploads a small PNG as this user and returns its id. */
export async function uploadedImageId(app: FastifyInstance, token: string): Promise<string> {
  const uploaded = await uploadImage(app, token, { name: 'shot.png', type: 'image/png', bytes: makePng() });
  if (uploaded.code !== 0) throw new Error(`upload failed: ${uploaded.msg}`);
  return uploaded.data.id;
}
