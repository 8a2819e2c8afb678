import { useState } from "react";
import type { ModuleMeta, ModuleRow } from "../../../components/module/moduleTypes";
import type { AssignKind } from "./deviceApi";
import type { PartKind } from "./PartDialog";
import type { DeviceSecret } from "./SecretsPanel";

/**
 * Which of a device view's dialogs is open, and on what: the add / edit form (row null: a new
 * device), the import, assigning people, selling, a part's edit, and the secrets to show once.
 */
export function useDeviceDialogs() {
  const [editing, setEditing] = useState<{ meta: ModuleMeta; row: ModuleRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<{ kind: AssignKind; devices: ModuleRow[] } | null>(
    null,
  );
  const [selling, setSelling] = useState<ModuleRow[]>([]);
  const [part, setPart] = useState<{ kind: PartKind; device: ModuleRow } | null>(null);
  const [secrets, setSecrets] = useState<DeviceSecret[]>([]);
  return {
    editing,
    setEditing,
    importing,
    setImporting,
    assigning,
    setAssigning,
    selling,
    setSelling,
    part,
    setPart,
    secrets,
    setSecrets,
  };
}

export type DeviceDialogState = ReturnType<typeof useDeviceDialogs>;
