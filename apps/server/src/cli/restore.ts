import { restoreOptions } from './backup/cli-options';
import { summaryLines } from './backup/backup-summary';
import { runCommand } from './backup/run-command';
import { runRestore } from './backup/run-restore';

/** `npm run restore -- <backup folder> [--force]`: brings a backup back (README "Backups"). */
await runCommand(async (config, storage) => {
  const { from, force } = restoreOptions(process.argv.slice(2));
  const manifest = await runRestore({ config, storage, from, force });
  console.log(`恢复完成 / Restored ${from} (made ${manifest.created_at})`);
  for (const line of summaryLines(manifest)) console.log(line);
});
