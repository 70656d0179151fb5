import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/*
 * The rating, report and reply sheets load when first opened: their forms and the validation code they
 * check with are not part of what the document centre and a document's detail need to show.
 */

/** Mounts `children` from the first time `open` is true, then keeps them (a sheet animates as it closes). */
function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A sheet whose code `load`s the first time `isOpen(props)`. */
function lazySheet<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: NoInfer<P>) => boolean,
): (props: P) => ReactNode {
  const Sheet = lazy(async () => ({ default: await load() }));
  return function LazySheet(props: P) {
    return (
      <MountWhenOpened open={isOpen(props)}>
        <Sheet {...props} />
      </MountWhenOpened>
    );
  };
}

export const LazyRateSheet = lazySheet(
  async () => (await import('./rate-sheet')).RateSheet,
  (props) => props.visible,
);

export const LazyReportSheet = lazySheet(
  async () => (await import('./report-sheet')).ReportSheet,
  (props) => props.visible,
);

export const LazyReplySheet = lazySheet(
  async () => (await import('./reply-sheet')).ReplySheet,
  (props) => props.ratingId !== null,
);
