'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ENGLISH_VALIDATION, type ValidationWords } from '@/lib/client/form-resolver';

/**
 * The words every dialog frame and the shared form pieces show; English unless an area gives its
 * own (the partner area).
 */
export interface DialogWords {
  cancel: string;
  close: string;
  working: string;
  /** Beside the label of a field that must be filled in. */
  required: string;
  /** A row's edit button, a form's button while it saves, an item's active flag. */
  edit: string;
  saving: string;
  active: string;
  inactive: string;
  copy: string;
  copied: string;
  copyFailed: string;
  tryAgain: string;
  /** What forms checked with the API's schema say about a refused value. */
  validation: ValidationWords;
}

const ENGLISH: DialogWords = {
  cancel: 'Cancel',
  close: 'Close',
  working: 'Working…',
  required: 'required',
  edit: 'Edit',
  saving: 'Saving…',
  active: 'Active',
  inactive: 'Inactive',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select and copy',
  tryAgain: 'Try again',
  validation: ENGLISH_VALIDATION,
};

const Words = createContext<DialogWords>(ENGLISH);

export function DialogWordsProvider({
  words,
  children,
}: {
  words: DialogWords;
  children: ReactNode;
}) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

export const useDialogWords = () => useContext(Words);
