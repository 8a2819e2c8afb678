import { Fragment, type ReactNode, useRef } from "react";

export interface KeepAliveOutletProps {
  /** Key of the open page (its pathname: every set of params is its own page). */
  current: string;
  /** What the open page renders (the router's outlet, or an iframe/link view). */
  element: ReactNode;
  /** The open page is flagged isKeepAlive: keep it mounted while other pages are shown. */
  keepAlive: boolean;
  /** Kept pages still wanted (their tag is open); the others are dropped and unmount. */
  isWanted(key: string): boolean;
  /** A page's refresh count; a new count re-mounts the page. */
  refreshCount(key: string): number;
}

/**
 * Keep-alive without re-mounting: pages flagged isKeepAlive stay mounted in a hidden wrapper
 * (display: none, out of the accessibility tree) while another page shows, so their state (typed
 * filters, scroll, a loaded list) is there when their tag is chosen again.
 *
 * Not React's <Activity mode="hidden">: it runs the effects' clean-up on hiding and the effects again
 * on showing, and pages that reload on mount (the module list pages set their meta to null, which
 * unmounts their filter form) then lose exactly the state keep-alive is for.
 */
export function KeepAliveOutlet({
  current,
  element,
  keepAlive,
  isWanted,
  refreshCount,
}: KeepAliveOutletProps) {
  // A ref, not state: the newest element of the open page must render in this same pass.
  const cache = useRef(new Map<string, ReactNode>());
  if (keepAlive) cache.current.set(current, element);
  for (const key of [...cache.current.keys()]) {
    if (key !== current && !isWanted(key)) cache.current.delete(key);
  }

  return (
    <>
      {[...cache.current].map(([key, kept]) => (
        <div key={`${key}#${refreshCount(key)}`} hidden={key !== current}>
          {kept}
        </div>
      ))}
      {!keepAlive && <Fragment key={`${current}#${refreshCount(current)}`}>{element}</Fragment>}
    </>
  );
}
