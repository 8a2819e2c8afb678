import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const fixture = fileURLToPath(new URL("./editor-config.types.tsx", import.meta.url));

/**
 * The repository compiles with exactOptionalPropertyTypes off; hosts often turn it on (issue 35's
 * trial did). The config's type tests must hold there too, each `@ts-expect-error` still failing.
 */
describe("the config's types under a strict host's settings", () => {
  it("compile the type tests with exactOptionalPropertyTypes, each expected error still an error", () => {
    const file = ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile);
    const base = ts.convertCompilerOptionsFromJson(file.config.compilerOptions, root);
    expect(base.errors).toEqual([]);
    const options = { ...base.options, exactOptionalPropertyTypes: true, noEmit: true };
    const program = ts.createProgram([fixture], options);
    const source = program.getSourceFile(fixture);
    if (!source) throw new Error("the type tests are not in the program");
    // Only this file's: the other files compile with the repository's settings.
    const errors = ts
      .getPreEmitDiagnostics(program, source)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual([]);
  });
});
