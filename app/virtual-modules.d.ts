/** The page script's URL (vite/page-script.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}

/** Each language's catalogue file in the browser build, by its code (vite/precompiled-catalogues.ts). */
declare module "virtual:catalogue-files" {
  const files: Partial<Record<string, string>>;
  export default files;
}
