import type { Locator } from 'playwright-core';

/**
 * Waits until `target` has come to rest, as a person sees an opened dialog before using it: neither it nor
 * anything around it in a motion step of antd's (`…-appear`, `…-enter`, `…-leave` classes) or running a CSS
 * animation or transition. antd zooms a modal in from the pointer, slides a drawer in and pops a
 * confirmation up; a press during that motion can land on a control that has moved away before the release,
 * and the browser then sends the click to whatever lies under the release point (a lost click Playwright
 * reports as done). Answers `target`.
 */
export async function atRest(target: Locator): Promise<Locator> {
  const element = await target.elementHandle();
  try {
    await target.page().waitForFunction((node) => {
      const inMotion = /-(appear|enter|leave)(-prepare|-start|-active)?$/;
      for (let around: Element | null = node; around; around = around.parentElement) {
        if (around.getAnimations().length > 0) return false;
        if ([...around.classList].some((name) => inMotion.test(name))) return false;
      }
      return true;
    }, element);
  } finally {
    await element.dispose();
  }
  return target;
}
