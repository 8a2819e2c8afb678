import { useEffect, useState } from "react";
import type { AssignKind, DeviceApi, Person } from "./deviceApi";

const NOBODY: Person[] = [];

/**
 * The users holding the agent or after-sale role, for choices and for showing names instead of
 * ids. An operator who may not list them gets none (the server refuses), and the screen still works.
 */
export function usePeople(api: Pick<DeviceApi, "people">, kind: AssignKind): Person[] {
  const [people, setPeople] = useState<Person[]>(NOBODY);
  useEffect(() => {
    let live = true;
    api.people(kind).then(
      (answer) => live && setPeople(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, kind]);
  return people;
}
