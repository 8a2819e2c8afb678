import { createContext, type ReactNode, useContext } from "react";
import type { HttpClient } from "../../api/http";

const ModuleHttpContext = createContext<HttpClient | null>(null);

/**
 * The app's one HTTP client for the module blocks. The app root provides the client made in
 * bootstrap; stories and tests provide one over a fake fetch.
 */
export function ModuleHttpProvider({
  client,
  children,
}: {
  client: HttpClient;
  children: ReactNode;
}) {
  return <ModuleHttpContext.Provider value={client}>{children}</ModuleHttpContext.Provider>;
}

export function useModuleHttp(): HttpClient {
  const client = useContext(ModuleHttpContext);
  if (!client) throw new Error("Module screens need <ModuleHttpProvider client={http}> above them");
  return client;
}
