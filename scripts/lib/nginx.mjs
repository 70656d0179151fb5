// The reverse proxy of the multi-instance process test (apps/server/test-processes/behind-nginx.test.ts),
// which starts Debian's nginx itself with the configuration shipped in deploy/nginx.
export const NGINX_PACKAGES = ['nginx'];
