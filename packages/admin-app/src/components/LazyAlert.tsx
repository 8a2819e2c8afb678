import type { AlertProps } from "antd";
import { lazy, Suspense } from "react";

// A screen that warns only now and then (the editor's "changed elsewhere" notice) fetches antd's
// Alert when it first warns, not with every visit (about 3.6 kB of gzip JS on the editor route).
const Alert = lazy(() => import("antd/es/alert"));

/** antd's Alert, loaded on first use. */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
