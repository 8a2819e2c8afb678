import type { ModuleField } from "../modules/framework/types.js";
import { identityFields } from "./fields/identity.js";
import { lifecycleFields } from "./fields/lifecycle.js";
import { networkFields } from "./fields/network.js";
import { partsFields } from "./fields/parts.js";
import { peopleFields } from "./fields/people.js";
import { recordFields } from "./fields/record.js";

export { PRODUCED_ON } from "./fields/identity.js";
export { STATE_OPTIONS, TAB_OPTIONS } from "./fields/lifecycle.js";

/**
 * The device module's fields: what the list shows and filters, and what add/edit may write. One
 * file per concern under fields/; their order here is the list's and the export's column order.
 */
export function deviceFields(): ModuleField[] {
  return [
    ...identityFields(),
    ...lifecycleFields(),
    ...peopleFields(),
    ...networkFields(),
    ...partsFields(),
    ...recordFields(),
  ];
}
