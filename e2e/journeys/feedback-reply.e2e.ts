import { describe, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { atRest } from '../support/motion';
import { openSignedIn, signInByApi } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'feedback-reply';

describe('a user sends feedback and reads the operator’s reply', () => {
  const phone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;

  it('sends, gets a reply in the console, sees it in 我的反馈', async () => {
    const { page } = phone();
    const text = `律师列表筛选后返回会丢失位置 ${Date.now()}`;
    const user = await signInByApi(baseUrl, uniquePhone());
    await openSignedIn(page, baseUrl, user.token, 'customer', '/pages/feedback/index');
    await page.getByPlaceholder('请描述您遇到的问题或建议，至少5个字').fill(text);
    await page.getByPlaceholder('手机号或邮箱，方便我们联系您').fill('feedback@example.com');
    await page.getByRole('button', { name: '提交' }).tap();
    await page.getByText('提交成功，感谢您的反馈').waitFor();
    await page.getByText(text).waitFor();
    await snap(page, journey, '01-feedback-sent');

    const operator = desk().page;
    await consoleLogin(operator, baseUrl, sharedProduct().dataDir, '/feedback');
    const row = operator.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: /回\s*复/ }).click();
    const dialog = await atRest(operator.getByRole('dialog', { name: '回复反馈' }));
    await dialog
      .getByPlaceholder('用户会在留言反馈页看到这条回复')
      .fill('感谢反馈，下个版本会保留列表位置。');
    await snap(operator, journey, '02-console-reply');
    await dialog.getByRole('button', { name: '发送回复' }).click();
    await operator.getByText('回复已发送').waitFor();

    await page.reload();
    await page.getByText('感谢反馈，下个版本会保留列表位置。').waitFor();
    await snap(page, journey, '03-reply-seen');
  });
});
