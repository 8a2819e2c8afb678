// Imported by the component tests of the module blocks and system screens (never by the app).
import { configure } from "@testing-library/react";
import { vi } from "vitest";

/**
 * antd's first render of a table or dialog can take seconds on the shared 2-core machine: waiting
 * for text gets 5 s instead of 1 s, and a test 30 s. Nothing here measures speed.
 */
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });
