import { systemClock } from '../core/clock';
import { createOperatorCommand } from './commands/create-operator';
import { withDatabase } from './commands/with-database';

/** `npm run operator:create -- --username NAME [--password PW] [--name 显示名]` */
await withDatabase(async (db) => {
  const created = await createOperatorCommand(db, process.argv.slice(2), systemClock.now());
  console.log(`已创建运营账号 ${created.username}（控制台 /admin/ 登录）`);
  if (created.generatedPassword) console.log(`随机密码（只显示这一次，请妥善保存）：${created.password}`);
});
