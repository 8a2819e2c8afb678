import { useEffect, useState } from "react";

/** The time, updated every second while the screen shows; the timer stops on unmount. */
export function useClock(): Date {
  const [time, setTime] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setTime(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return time;
}
