// Kept only so a test that still imports it keeps working: the waits and test timeouts it set are
// now set once for every DOM test in vitest.setup-dom.ts and vitest.config.ts. Do not import it.
export {};
