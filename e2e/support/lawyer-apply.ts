import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPicker, samplePng } from './h5';

/**
 * Fills 律师认证 the way a person does: name, gender, a fresh licence number, the firm, the first pickers'
 * choices, two legal types, the three photos (头像, 执业证, 身份证人像面) and the description.
 */
export async function fillApplication(page: Page, lawyerName: string, lawFirm: string) {
  await page.getByPlaceholder('与执业证一致').fill(lawyerName);
  await page.getByText('男', { exact: true }).tap();
  await page.getByPlaceholder('17位数字').fill(`3101${String(Date.now()).slice(-13)}`);
  await page.getByPlaceholder('律师事务所名称').fill(lawFirm);
  await page.getByRole('button', { name: '执业起始年份' }).tap();
  await confirmPicker(page);
  await page.getByRole('button', { name: '执业地区' }).tap();
  await confirmPicker(page);
  await page.getByRole('button', { name: '擅长领域' }).tap();
  await page.getByText('离婚纠纷', { exact: true }).tap();
  await page.getByText('劳动仲裁', { exact: true }).tap();
  await page.getByText('完成', { exact: true }).tap();
  await page.getByRole('button', { name: '学历' }).tap();
  await confirmPicker(page);
  const fileInputs = page.locator('input[type=file]');
  const png = async (caption: string) => ({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await samplePng(page, caption),
  });
  await fileInputs.nth(0).setInputFiles(await png('头像'));
  await fileInputs.nth(1).setInputFiles(await png('执业证'));
  await fileInputs.nth(2).setInputFiles(await png('身份证人像面'));
  await expect.poll(() => page.locator('.adm-image-uploader-cell-image').count()).toBe(3);
  await page.locator('textarea').first().fill('执业十二年，专注婚姻家庭与劳动争议，擅长调解与诉讼。');
}
