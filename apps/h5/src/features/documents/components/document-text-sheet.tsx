import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { TextSheet, type TextSheetProps } from '../../orders/components/text-sheet';

type SheetTexts = Pick<
  TextSheetProps,
  'visible' | 'title' | 'textLabel' | 'placeholder' | 'min' | 'max' | 'submitText'
>;

export interface DocumentTextSheetProps<Body> extends SheetTexts {
  /** The body for the text typed, or why it cannot be sent yet (a choice missing). */
  bodyOf(text: string): Body | string;
  /** The contract's schema of the body: its first Chinese message refuses it. */
  schema: Parameters<typeof firstIssue>[0];
  mutation: UseMutationResult<unknown, Error, Body>;
  /** Told once sent. */
  successText: string;
  onClose(): void;
  /** Clears the choice the caller keeps once the sheet has closed. */
  onAfterClose?(): void;
  /** The choice above the text: the stars, the reasons. */
  children?: ReactNode;
}

/** A sheet about a document (评价, 举报, 回复): a choice and a text, checked with the contract, then sent. */
export function DocumentTextSheet<Body>(props: DocumentTextSheetProps<Body>) {
  const { bodyOf, schema, mutation, successText, onClose, onAfterClose, children, ...texts } = props;
  function submit(text: string) {
    const body = bodyOf(text);
    if (typeof body === 'string') return showToast(body);
    const issue = firstIssue(schema, body);
    if (issue) return showToast(issue);
    mutation.mutate(body, {
      onSuccess: () => {
        showToast(successText);
        onClose();
      },
    });
  }
  return (
    <TextSheet
      {...texts}
      submitting={mutation.isPending}
      onClose={onClose}
      onAfterClose={onAfterClose}
      onSubmit={submit}
    >
      {children}
    </TextSheet>
  );
}
