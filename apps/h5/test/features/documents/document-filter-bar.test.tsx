import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markFirstScreenComplete } from '../../../src/app/first-screen';
import { DocumentFilterBar } from '../../../src/features/documents/components/document-filter-bar';

describe('the centre’s filter bar', () => {
  it('draws the type filter’s closed bar with antd-mobile’s elements until the dropdown’s code loads after the first screen', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DocumentFilterBar filters={{ sort: 'default' }} onChange={vi.fn()} />
      </QueryClientProvider>,
    );
    const atRest = document.querySelector('.adm-dropdown');
    const drawnFirst = atRest?.outerHTML;
    expect(drawnFirst).toContain('全部类型');

    act(() => markFirstScreenComplete());
    await waitFor(() => expect(document.querySelector('.adm-dropdown')).not.toBe(atRest));
    // The same elements, classes and arrow as the Dropdown draws closed: nothing moves when it replaces them.
    expect(document.querySelector('.adm-dropdown')?.outerHTML).toBe(drawnFirst);
  });
});
