import type { Locator, Page } from 'playwright-core';

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

/**
 * Waits until nothing on the page moves, for a screenshot: no CSS animation or transition running and no
 * style, class or element written for two frames in a row (antd-mobile's springs write a style on every
 * frame while sheets, wheels and toasts move). Something that never stops, such as a spinner, is shot as it
 * is after 60 frames.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let written = false;
        const observer = new MutationObserver(() => (written = true));
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['style', 'class'],
        });
        let stillFrames = 0;
        let frames = 0;
        const frame = () => {
          const running = document.getAnimations().some((animation) => animation.playState === 'running');
          stillFrames = written || running ? 0 : stillFrames + 1;
          written = false;
          frames += 1;
          if (stillFrames >= 2 || frames >= 60) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
