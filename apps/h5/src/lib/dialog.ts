import type AntdDialogModule from 'antd-mobile/es/components/dialog';

type AntdDialog = typeof AntdDialogModule;

let dialogModule: Promise<AntdDialog> | null = null;

/**
 * antd-mobile's Dialog (its mask and popup bring react-spring, 17 kB brotli) for an imperative alert or
 * confirm: loaded on first use, or earlier with `loadDialog()` once the page's first screen is complete, so
 * a page that may ask never loads it with its first screen.
 */
export function loadDialog(): Promise<AntdDialog> {
  dialogModule ??= import('antd-mobile/es/components/dialog').then(
    (module) => module.default,
    (error: unknown) => {
      dialogModule = null;
      throw error;
    },
  );
  return dialogModule;
}
