import { within } from '@testing-library/react';

/** The files listed under `label` in `container`: each one's name, download address and the size shown. */
export function listedFiles(container: HTMLElement, label: string) {
  const list = within(container).getByRole('list', { name: label });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return {
        name: link.textContent,
        url: link.getAttribute('href'),
        download: link.getAttribute('download'),
        size: item.textContent?.slice(link.textContent?.length ?? 0),
      };
    });
}
