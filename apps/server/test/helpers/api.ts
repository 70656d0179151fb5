import { API, NEW_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';

export interface EnvelopeReply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  newToken: string | undefined;
}

/** Calls the API through `inject` and returns the status, parsed envelope and any rotated token. */
export async function call<T = unknown>(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; token?: string; payload?: unknown; ip?: string },
): Promise<EnvelopeReply<T>> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.token ? { [TOKEN_HEADER]: request.token } : {},
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  });
  const newToken = response.headers[NEW_TOKEN_HEADER];
  return {
    status: response.statusCode,
    body: response.json(),
    newToken: typeof newToken === 'string' ? newToken : undefined,
  };
}

export async function sendCode(app: FastifyInstance, phone: string, ip?: string) {
  return call<{ resend_after: number }>(app, {
    method: 'POST',
    url: API.smsPush,
    payload: { scene: 'login', phone },
    ...(ip ? { ip } : {}),
  });
}

export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const reply = await call<{ code: string }>(app, {
    method: 'GET',
    url: `${API.devSmsLatest}?phone=${phone}`,
  });
  return reply.body.data.code;
}

export async function loginWithCode(app: FastifyInstance, phone: string, code: string) {
  return call<{ token: string; expires_at: number; type: string }>(app, {
    method: 'POST',
    url: API.login,
    payload: { type: 'verify_code', phone, verify_code: code },
  });
}

/** Logs in the way a client does: SMS push, read the code from the dev endpoint, login. Returns the token. */
export async function loginAs(app: FastifyInstance, phone: string): Promise<string> {
  await sendCode(app, phone);
  const reply = await loginWithCode(app, phone, await latestCode(app, phone));
  if (reply.body.code !== 0) throw new Error(`login failed: ${reply.body.msg}`);
  return reply.body.data.token;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(field: string, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----lawbridge${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(
  app: FastifyInstance,
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  field = 'file',
) {
  const body = multipartFile(field, file);
  const response = await app.inject({
    method: 'POST',
    url: API.uploadImage,
    headers: { ...body.headers, [TOKEN_HEADER]: token },
    payload: body.payload,
  });
  return response.json<{
    code: number;
    msg: string;
    data: { id: string; url: string; mime: string; size: number };
  }>();
}
