import type { ComponentType } from 'react';
import type { QueryParams } from '../lib/url';

/** Every page receives its query parameters as props (seed §2). */
export interface PageProps {
  query: QueryParams;
}

export type PageComponent = ComponentType<PageProps>;
export type PageLoader = () => Promise<{ default: PageComponent }>;

/** `custom`: the page draws its own bar; `blue`: blue bar with a white title; `default`: white bar. */
export type BarStyle = 'custom' | 'blue' | 'default';
