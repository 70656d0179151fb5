export { request, REQUEST_TIMEOUT_MS, type RequestOptions } from './request';
export { ApiError, TRANSPORT_FAILURE } from './api-error';
