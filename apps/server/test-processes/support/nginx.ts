import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort } from './process-utils';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The configuration that ships (README, "Several instances"); the test runs it as it is. */
export const SHIPPED_CONFIG = path.join(repoRoot, 'deploy/nginx/lawbridge.conf');
const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The shipped configuration with its instance lines (between `# instances:begin` and `# instances:end`)
 * and its port replaced, nothing else changed.
 */
export function renderShippedConfig(input: { upstreams: string[]; port: number }): string {
  const shipped = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  const instances = /# instances:begin\n[\s\S]*?# instances:end/;
  const listen = /listen 80;/;
  if (!instances.test(shipped) || !listen.test(shipped)) {
    throw new Error(`${SHIPPED_CONFIG} lost its instance markers or its listen line`);
  }
  const lines = input.upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return shipped
    .replace(instances, `# instances:begin\n${lines}\n    # instances:end`)
    .replace(listen, `listen 127.0.0.1:${input.port};`);
}

function mainConfig(dir: string, site: string): string {
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

/** Debian's nginx (npm test installs it) in front of the given instances, on a free loopback port. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (spawnSync(NGINX, ['-v']).status !== 0) {
    throw new Error(`${NGINX} is missing: install the nginx package (npm test does)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-nginx-'));
  const port = await freePort();
  const site = path.join(dir, 'lawbridge.conf');
  fs.writeFileSync(site, renderShippedConfig({ upstreams, port }));
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, mainConfig(dir, site));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);

  const child = spawn(NGINX, ['-p', dir, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (reply) => reply.status < 500,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    async stop() {
      child.kill('SIGQUIT');
      await exited(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
