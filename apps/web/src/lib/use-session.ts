import { useSyncExternalStore } from "react";
import { getStored, subscribeSession, type SessionKey } from "./session";

/** A stored session value that re-renders its reader when it changes. */
export function useStored(key: SessionKey): string | null {
  return useSyncExternalStore(subscribeSession, () => getStored(key), () => null);
}
