import { screen } from "@testing-library/react";
import { message } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { useModuleHttp } from "./ModuleHttpContext";

afterEach(() => {
  vi.unstubAllGlobals();
  // antd's static message lives outside the rendered tree: leave no notice for the next file.
  message.destroy();
});

function Reader() {
  const http = useModuleHttp();
  return (
    <button type="button" onClick={() => void http.post("/goods/index", {}).catch(() => {})}>
      load
    </button>
  );
}

describe("the module blocks' HTTP client without a provider", () => {
  it("shows the server's refusal as a message (antd's message code fetched on that first error)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 1, msg: "没有权限", data: null }), {
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    renderWithProviders(<Reader />);
    screen.getByRole("button", { name: "load" }).click();
    expect(await screen.findByText("没有权限")).toBeTruthy();
  });
});
