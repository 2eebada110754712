import { createContext, useContext } from 'react';

/** What the Announcer (announcer.tsx) says to screen-reader users. */
export const AnnounceContext = createContext<(message: string) => void>(() => {});

/** Says a message to screen-reader users, politely. */
export const useAnnounce = () => useContext(AnnounceContext);
