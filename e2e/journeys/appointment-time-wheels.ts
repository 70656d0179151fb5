import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The appointment form's date/time picker turned the way a finger does: wheel by wheel, tap by tap. */

/** A wheel of the open date/time picker (other pickers' sheets may stay in the page, hidden). */
const wheel = (page: Page, index: number) =>
  page.getByRole('dialog', { name: '预约时间' }).locator('.adm-picker-view-column').nth(index);

const activeIndex = (page: Page, index: number) =>
  wheel(page, index)
    .locator('.adm-picker-view-column-item')
    .evaluateAll((nodes) =>
      nodes.findIndex((node) => node.classList.contains('adm-picker-view-column-item-active')),
    );

/**
 * Taps item `item` of a wheel and waits until the wheel has settled on it. Playwright scrolls a tapped item
 * into view, even inside the picker's overflow-hidden box (which no finger can scroll): the box is put
 * back where a phone keeps it, so the wheels show on their selection line.
 */
async function tapWheelItem(page: Page, index: number, item: number) {
  await wheel(page, index).locator('.adm-picker-view-column-item').nth(item).tap();
  await wheel(page, index).evaluate((column) => {
    const view = column.closest('.adm-picker-view');
    if (view) view.scrollTop = 0;
  });
  await expect.poll(() => activeIndex(page, index)).toBe(item);
}

/**
 * Turns a wheel to `label` the way a finger does: tapping an item near the middle (at most two away, so
 * it is in view) until the chosen one is selected.
 */
async function turnWheelTo(page: Page, index: number, label: string) {
  const items = wheel(page, index).locator('.adm-picker-view-column-item');
  for (let step = 0; step < 40; step += 1) {
    const labels = await items.allTextContents();
    const active = await activeIndex(page, index);
    const target = labels.indexOf(label);
    if (target < 0) throw new Error(`wheel ${index} has no ${label}: ${labels.join(' ')}`);
    if (target === active) return;
    await tapWheelItem(
      page,
      index,
      active + Math.sign(target - active) * Math.min(2, Math.abs(target - active)),
    );
  }
  throw new Error(`wheel ${index} did not reach ${label}`);
}

/**
 * Picks the day after the earliest bookable one at 15:00 in the open date/time picker (on the earliest
 * day the hours start at the bound's hour; the next day offers the business hours 08–21).
 */
export async function pickNextDayAt15(page: Page) {
  const days = wheel(page, 2).locator('.adm-picker-view-column-item');
  if ((await days.count()) > 1) await tapWheelItem(page, 2, 1);
  else await tapWheelItem(page, 1, 1); // the earliest day is the month's last: the next month's first
  await expect.poll(() => wheel(page, 3).locator('.adm-picker-view-column-item').count()).toBe(14);
  await turnWheelTo(page, 3, '15时');
  await turnWheelTo(page, 4, '00分');
}

/**
 * Waits until every wheel of the open date/time picker shows its chosen item on the selection line (a
 * wheel's item is marked chosen before its spring has carried it there).
 */
export async function wheelsAtRest(page: Page) {
  const columns = page.getByRole('dialog', { name: '预约时间' }).locator('.adm-picker-view-column');
  await expect
    .poll(() =>
      columns.evaluateAll((nodes) =>
        nodes.every((column) => {
          const active = column.querySelector('.adm-picker-view-column-item-active');
          if (!active) return false;
          const box = column.getBoundingClientRect();
          const item = active.getBoundingClientRect();
          return Math.abs(item.top + item.height / 2 - (box.top + box.height / 2)) < 2;
        }),
      ),
    )
    .toBe(true);
}

/**
 * Picks the hour after the earliest bookable one (or the next day at 15:00 when the earliest is in the
 * day's last open hour). The earliest time the picker offers is the first half hour 2 h ahead: it stops
 * being bookable when that moment passes, which may happen between picking it and 提交预约 (the form
 * then rightly refuses it), so the booking keeps time in hand.
 */
export async function pickAnHourLater(page: Page) {
  const hours = wheel(page, 3).locator('.adm-picker-view-column-item');
  const active = await activeIndex(page, 3);
  if (active + 1 < (await hours.count())) await tapWheelItem(page, 3, active + 1);
  else await pickNextDayAt15(page);
}
