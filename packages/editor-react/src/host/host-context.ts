import { createContext, useContext } from "react";
import { EMPTY_HOST_REGISTRY, type HostRegistry } from "./host-registry";

/** The host's panels and icons for the workbench (previews go through HostPreviewsContext). */
export const HostRegistryContext = createContext<HostRegistry>(EMPTY_HOST_REGISTRY);

export function useHostRegistry(): HostRegistry {
  return useContext(HostRegistryContext);
}
