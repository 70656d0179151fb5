import { chmod, writeFile } from 'node:fs/promises';

/**
 * A stand-in for LibreOffice's launcher: a shell script that finds `--outdir` and the input among its arguments
 * (as $outdir and $input) and then runs `body`. For what real LibreOffice cannot be made to do on cue: hang,
 * flood its folder, fail.
 */
export async function fakeSoffice(file: string, body: string): Promise<string> {
  const script = `#!/bin/sh
outdir=""; input=""; previous=""
for argument in "$@"; do
  if [ "$previous" = "--outdir" ]; then outdir="$argument"; fi
  previous="$argument"; input="$argument"
done
${body}
`;
  await writeFile(file, script);
  await chmod(file, 0o755);
  return file;
}
