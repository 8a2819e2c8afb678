import { ModuleFormDialog } from "../../components/module";
import type { ModuleApi } from "../../components/module/moduleApi";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";
import { FirmwareFileInput } from "./FirmwareFileInput";
import type { createFirmwareApi } from "./firmwareApi";
import { LockedText, ModelSelect } from "./PackageFields";

/** The form's fields, in this order. */
const FORM_ORDER = ["model", "version", "uploadId", "notes", "forced", "rolloutPercent"];

export interface FirmwarePackageDialogProps {
  meta: ModuleMeta;
  /** The package to edit, or null to add one. */
  row: ModuleRow | null;
  moduleApi: ModuleApi;
  api: ReturnType<typeof createFirmwareApi>;
  onClose(): void;
  onSaved(): void;
}

/** A firmware package's add and edit form: the model chosen, the file uploaded in chunks. */
export function FirmwarePackageDialog({
  meta,
  row,
  moduleApi,
  api,
  onClose,
  onSaved,
}: FirmwarePackageDialogProps) {
  const locked = row?.status === "released";
  return (
    <ModuleFormDialog
      open
      meta={meta}
      row={row}
      api={moduleApi}
      order={FORM_ORDER}
      fields={{
        // A released package keeps model, version and file (the server refuses a change):
        // shown read-only with why. The model is chosen among the known ones.
        model: {
          input: ({ column }) =>
            locked ? (
              <LockedText label={column.label} />
            ) : (
              <ModelSelect api={api} label={column.label} />
            ),
        },
        ...(locked
          ? { version: { input: ({ column }) => <LockedText label={column.label} /> } }
          : {}),
        // A draft may wait for its file; the server asks for one before releasing.
        uploadId: {
          input: () => <FirmwareFileInput current={row} locked={locked} />,
        },
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
