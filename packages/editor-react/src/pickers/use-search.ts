import { useCallback, useEffect, useRef, useState } from "react";

export type SearchState<T> =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; items: readonly T[] }
  | { status: "failed"; message: string };

/**
 * Runs a search and keeps only the answer of the latest one (an older, slower answer is dropped),
 * so the list always matches the last query typed.
 */
export function useSearch<Q, T>(run: (query: Q) => Promise<readonly T[]>) {
  const [state, setState] = useState<SearchState<T>>({ status: "idle" });
  const latest = useRef(0);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const search = useCallback(
    (query: Q) => {
      const ticket = ++latest.current;
      setState({ status: "searching" });
      run(query).then(
        (items) => {
          if (alive.current && ticket === latest.current) setState({ status: "done", items });
        },
        (error: unknown) => {
          if (alive.current && ticket === latest.current)
            setState({ status: "failed", message: error instanceof Error ? error.message : "" });
        },
      );
    },
    [run],
  );
  const clear = useCallback(() => {
    latest.current++;
    setState({ status: "idle" });
  }, []);
  return { state, search, clear };
}
