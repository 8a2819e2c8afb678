import type { ResultProps } from "antd";
import { lazy, Suspense } from "react";

// antd's Result brings its 403, 404 and 500 illustrations (about 10 kB of gzip JS). Routes that show
// it only when something went wrong load it then, rather than with every visit.
const Result = lazy(() => import("antd/es/result"));

/** antd's Result, loaded on first use. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
