// Installs Debian packages the test suites need when they are missing; fails loudly otherwise.
import { execFileSync, spawnSync } from 'node:child_process';

let aptUpdated = false;

export function hasDebianPackage(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

export function ensureDebianPackages(names, why) {
  const missing = names.filter((name) => !hasDebianPackage(name));
  if (missing.length === 0) return;
  console.log(`[setup] installing ${missing.join(', ')} for ${why} (apt-get)`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    if (!aptUpdated) {
      run(['apt-get', 'update', '-qq']);
      aptUpdated = true;
    }
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
  } catch (error) {
    throw new Error(`Could not install ${missing.join(', ')} needed for ${why}: ${error.message}`);
  }
}
