'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The words every dialog frame shows; English unless an area gives its own (the partner area). */
export interface DialogWords {
  cancel: string;
  close: string;
  working: string;
}

const ENGLISH: DialogWords = { cancel: 'Cancel', close: 'Close', working: 'Working…' };

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
