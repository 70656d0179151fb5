import { systemClock } from '../core/clock';
import { backupOptions } from './backup/cli-options';
import { summaryLines } from './backup/backup-summary';
import { runBackup } from './backup/run-backup';
import { runCommand } from './backup/run-command';

/** `npm run backup [-- --out <folder>]`: the database and every stored file into one folder (README "Backups"). */
await runCommand(async (config, storage) => {
  const now = systemClock.now();
  const { out } = backupOptions(process.argv.slice(2), now);
  const manifest = await runBackup({ config, storage, out, now });
  console.log(`备份完成 / Backup written: ${out}`);
  for (const line of summaryLines(manifest)) console.log(line);
});
