import { LockGate } from "../components/lock/LockGate";
import { SignedInLayout } from "../layout/SignedInLayout";
import { useRouteTitles } from "./useRouteTitles";

/**
 * Every signed-in page: the layout under the idle lock, with the
 * route titles of the whole table available to the menu, breadcrumb, tags and page title.
 */
export function SignedInShell() {
  useRouteTitles();
  return (
    <LockGate>
      <SignedInLayout />
    </LockGate>
  );
}
