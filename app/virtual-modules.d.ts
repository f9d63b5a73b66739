/** The page script's URL (vite/page-script.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}
