import { defineConfig } from "vite";
import { workspaceAliases } from "../.storybook/aliases";

export default defineConfig({ resolve: { alias: workspaceAliases } });
