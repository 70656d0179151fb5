import type { AppealDetail } from '@lawbridge/contract';
import type { ReactNode } from 'react';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import type { AppealSide } from '../api/appeal-keys';
import { useAppeal } from '../api/get-appeal';
import { appealIdOf } from '../appeal-forms';
import { AppealNotFound } from './appeal-not-found';

/**
 * An appeal page of `side` (query: id): the appeal once loaded, handed to `children`; a malformed, missing or
 * someone else's id shows the not-found state.
 */
export function AppealPage({
  query,
  side,
  children,
}: PageProps & { side: AppealSide; children(appeal: AppealDetail): ReactNode }) {
  const id = appealIdOf(query.id);
  const appeal = useAppeal(side, id);
  if (id === 0 || (appeal.isError && appeal.data === undefined)) return <AppealNotFound side={side} />;
  return <AsyncView query={appeal}>{children}</AsyncView>;
}
