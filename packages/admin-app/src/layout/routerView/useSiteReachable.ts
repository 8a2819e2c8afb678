import { useEffect, useState } from "react";

export type Reachability = "checking" | "reachable" | "unreachable";

/** A site whose icon has not answered in this long is taken as unreachable (a stalled lookup). */
const PROBE_MS = 10_000;

/**
 * Whether the site a frame would show answers at all. A frame cannot say it failed (a cross-origin
 * page's error is the browser's own page, and `load` fires all the same), and the app's CSP keeps
 * scripts from fetching other origins, so the site's icon is asked for as an image (img-src allows
 * outside URLs): a browser offline, or a site that cannot be reached, fails it. Same-origin pages
 * are taken as reachable.
 */
export function useSiteReachable(src: string, attempt = 0): Reachability {
  const [state, setState] = useState<Reachability>("checking");
  useEffect(() => {
    void attempt;
    let origin: string;
    try {
      origin = new URL(src, window.location.href).origin;
    } catch {
      setState("unreachable");
      return;
    }
    if (origin === window.location.origin) {
      setState("reachable");
      return;
    }
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setState("unreachable");
      return;
    }
    setState("checking");
    let current = true;
    const probe = new Image();
    const settle = (next: Reachability) => {
      if (!current) return;
      current = false;
      clearTimeout(timer);
      setState(next);
    };
    const timer = setTimeout(() => settle("unreachable"), PROBE_MS);
    probe.onload = () => settle("reachable");
    probe.onerror = () => settle("unreachable");
    probe.referrerPolicy = "no-referrer";
    probe.src = `${origin}/favicon.ico?probe=${Date.now()}`;
    return () => {
      current = false;
      clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [src, attempt]);
  return state;
}
