import { useEffect, useState } from "react";

/**
 * Keeps the screen awake while `isActive` (Screen Wake Lock), taking the lock again when the tab
 * comes back, since the browser releases it whenever the page is hidden. Returns whether the
 * browser refused, so present mode can say the screen may sleep.
 */
export function useWakeLock(isActive: boolean): { isRefused: boolean } {
  const [isRefused, setIsRefused] = useState(false);
  useEffect(() => {
    if (!isActive) return;
    let sentinel: WakeLockSentinel | null = null;
    let isReleased = false;
    const take = () => {
      if (!("wakeLock" in navigator) || document.visibilityState !== "visible") {
        setIsRefused(!("wakeLock" in navigator));
        return;
      }
      navigator.wakeLock
        .request("screen")
        .then((lock) => {
          if (isReleased) void lock.release();
          else sentinel = lock;
          setIsRefused(false);
        })
        .catch((error: unknown) => {
          console.warn("The screen wake lock was refused:", error);
          setIsRefused(true);
        });
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      isReleased = true;
      document.removeEventListener("visibilitychange", take);
      void sentinel?.release();
    };
  }, [isActive]);
  return { isRefused };
}
