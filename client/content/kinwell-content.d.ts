// Modules made at build time from content/*.md by scripts/content/vite-plugin-content.ts.
// Ambient declarations cannot import the shared types: client/content/pages.ts gives them.
declare module 'virtual:kinwell-content' {
  export const ARTICLES: readonly unknown[];
  export const HELP_PAGES: readonly unknown[];
  export const PAGE_LOADERS: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
}

declare module 'virtual:kinwell-content/search' {
  const documents: readonly unknown[];
  export default documents;
}
