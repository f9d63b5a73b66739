import { useEffect, useState } from "react";

/** The current time (epoch ms), refreshed every second: present mode's clocks tick by seconds. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
