/** Ladle reads the same story files as Storybook. */
export default {
  stories: "packages/*/src/**/*.stories.tsx",
  viteConfig: ".ladle/vite.config.ts",
  outDir: "build-ladle",
};
