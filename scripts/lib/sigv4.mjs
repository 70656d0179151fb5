// AWS Signature Version 4 checks for the test S3 server (s3.mjs), independent of the SDK's signer: header
// auth (Authorization + x-amz-date + x-amz-content-sha256; a hex payload hash must be the body's) and
// presigned query auth (X-Amz-*, expiry checked). s3rver itself accepts any V4 signature, so this is what
// makes a wrong key, a tampered request or an expired link fail in the tests.
import {
  ALGORITHM,
  headerMap,
  parseAmzDate,
  queryPairs,
  sameSignature,
  sha256Hex,
  signatureOf,
} from './sigv4-signature.mjs';

const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;
const HEX_HASH = /^[0-9a-f]{64}$/;

const refuse = (status, code, message) => ({ status, code, message });
const MISMATCH = refuse(
  403,
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);

/** The scope of a credential `key/date/region/s3/aws4_request`, or a refusal when it is not ours. */
function scopeOf(credential = '', amzDate, keys) {
  const [accessKeyId, ...scope] = credential.split('/');
  const [date, region, service, terminator] = scope;
  if (accessKeyId !== keys.accessKeyId)
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (scope.length !== 4 || service !== 's3' || terminator !== 'aws4_request' || date !== amzDate.slice(0, 8))
    return refuse(400, 'AuthorizationHeaderMalformed', `The credential scope is malformed: ${credential}`);
  if (region !== keys.region)
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The region '${region}' is wrong; expecting '${keys.region}'`,
    );
  return { scope: scope.join('/') };
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` → its fields, or null. */
function authorizationFields(value) {
  if (!value.startsWith(`${ALGORITHM} `)) return null;
  const fields = Object.fromEntries(
    value
      .slice(ALGORITHM.length)
      .split(',')
      .map((field) => field.trim().split('=')),
  );
  return fields.Credential && fields.SignedHeaders && fields.Signature ? fields : null;
}

function verifyHeaderAuth(request, headers, keys, now) {
  const fields = authorizationFields(headers.get('authorization'));
  if (!fields) return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const amzDate = headers.get('x-amz-date') ?? '';
  const time = parseAmzDate(amzDate);
  if (Number.isNaN(time))
    return refuse(403, 'AccessDenied', 'AWS authentication requires a valid x-amz-date');
  if (Math.abs(now - time) > MAX_SKEW_MS)
    return refuse(403, 'RequestTimeTooSkewed', 'The request time and the current time differ too much.');
  const credential = scopeOf(fields.Credential, amzDate, keys);
  if (!credential.scope) return credential;
  const signedHeaders = fields.SignedHeaders.split(';');
  const unsigned = [...headers.keys()].filter(
    (name) => name.startsWith('x-amz-') && !signedHeaders.includes(name),
  );
  if (unsigned.length > 0 || !signedHeaders.includes('host'))
    return refuse(403, 'AccessDenied', `Headers must be signed: host ${unsigned.join(' ')}`);
  const payloadHash = headers.get('x-amz-content-sha256') ?? '';
  if (payloadHash.startsWith('STREAMING-'))
    return refuse(
      501,
      'NotImplemented',
      'aws-chunked uploads are not supported (send checksums only when required)',
    );
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && !HEX_HASH.test(payloadHash))
    return refuse(
      400,
      'InvalidRequest',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or the hex SHA-256 of the body',
    );
  const signed = { ...request, headers, signedHeaders, payloadHash, amzDate, scope: credential.scope };
  if (!sameSignature(fields.Signature, signatureOf(signed, keys.secretAccessKey))) return MISMATCH;
  if (HEX_HASH.test(payloadHash) && sha256Hex(request.body ?? Buffer.alloc(0)) !== payloadHash)
    return refuse(
      400,
      'XAmzContentSHA256Mismatch',
      'The x-amz-content-sha256 header does not match the body.',
    );
  return null;
}

function verifyPresigned(request, headers, keys, now) {
  const query = Object.fromEntries(request.pairs);
  if (query['X-Amz-Algorithm'] !== ALGORITHM)
    return refuse(400, 'AuthorizationQueryParametersError', `X-Amz-Algorithm only supports "${ALGORITHM}"`);
  const amzDate = query['X-Amz-Date'] ?? '';
  const time = parseAmzDate(amzDate);
  const expires = Number(query['X-Amz-Expires']);
  if (Number.isNaN(time) || !Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGN_SECONDS)
    return refuse(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Date or X-Amz-Expires is missing or invalid',
    );
  if (now > time + expires * 1000) return refuse(403, 'AccessDenied', 'Request has expired');
  if (time - now > MAX_SKEW_MS) return refuse(403, 'AccessDenied', 'Request is not valid yet');
  const credential = scopeOf(query['X-Amz-Credential'], amzDate, keys);
  if (!credential.scope) return credential;
  const signedHeaders = (query['X-Amz-SignedHeaders'] ?? '').split(';');
  if (!signedHeaders.includes('host')) return refuse(403, 'AccessDenied', 'The host header must be signed');
  const signed = {
    ...request,
    pairs: request.pairs.filter(([name]) => name !== 'X-Amz-Signature'),
    headers,
    signedHeaders,
    payloadHash: query['X-Amz-Content-Sha256'] ?? 'UNSIGNED-PAYLOAD',
    amzDate,
    scope: credential.scope,
  };
  return sameSignature(query['X-Amz-Signature'], signatureOf(signed, keys.secretAccessKey)) ? null : MISMATCH;
}

/**
 * Checks one request `{ method, url, rawHeaders, body }` (body: its bytes, compared with a declared hex
 * payload hash) against `{ accessKeyId, secretAccessKey, region }`. Answers null when that key signed it,
 * or `{ status, code, message }` as S3 would refuse it. Anonymous requests are refused.
 */
export function verifySigV4({ method, url, rawHeaders, body }, keys, now = Date.now()) {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  let pairs;
  try {
    pairs = queryPairs(at < 0 ? '' : url.slice(at + 1));
    decodeURIComponent(path);
  } catch {
    return refuse(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
  const headers = headerMap(rawHeaders);
  const byHeader = headers.has('authorization');
  const byQuery = pairs.some(([name]) => name === 'X-Amz-Algorithm');
  if (byHeader && byQuery) return refuse(400, 'InvalidArgument', 'Only one auth mechanism allowed');
  if (!byHeader && !byQuery) return refuse(403, 'AccessDenied', 'Anonymous access is not allowed');
  const request = { method, path, pairs, body };
  return byHeader
    ? verifyHeaderAuth(request, headers, keys, now)
    : verifyPresigned(request, headers, keys, now);
}
