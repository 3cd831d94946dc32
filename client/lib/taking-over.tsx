import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const DrawnByServer = createContext(false);

/** Marks a tree as a signed-in first screen the server drew, for the browser to take over. */
export function DrawnByServerProvider({ children }: { children: ReactNode }) {
  return <DrawnByServer.Provider value={true}>{children}</DrawnByServer.Provider>;
}

const subscribe = () => () => undefined;

/**
 * True while a screen the server drew has not been taken over by the app yet (decision 017): its
 * buttons show but cannot work, so they are disabled, and a form cannot be sent by the browser
 * itself (a reload, with what was typed in the address). React renders the server's value while
 * taking over and the browser's right after, so the buttons turn on as soon as they work.
 */
export function useTakingOver(): boolean {
  const drawnByServer = useContext(DrawnByServer);
  const tookOver = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return drawnByServer && !tookOver;
}
