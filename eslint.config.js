import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import formatjs from "eslint-plugin-formatjs";

// formatjs's rule, reporting only text that has a letter in it: a space or a separator (" · ")
// between two translated parts is the same in every language.
const literalRule = formatjs.rules["no-literal-string-in-jsx"];
const visibleWords = {
  meta: literalRule.meta,
  create(context) {
    const hasLetter = (node) => /\p{L}/u.test(context.sourceCode.getText(node));
    return literalRule.create(
      Object.create(context, {
        report: { value: (problem) => hasLetter(problem.node) && context.report(problem) },
      }),
    );
  },
};

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "tests/.artifacts/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The architecture, checked on every import (docs/architecture.md, decision 0018): no import
    // cycles; the site never imports the backend (it talks to data only through the SDK); inside
    // the backend, http -> services -> storage, one way. eslint-plugin-import-x because one
    // maintained plugin gives both rules (folder zones and cycles), on flat config, resolving our
    // ".ts" import paths itself; eslint-plugin-boundaries would need every folder declared as an
    // element type for the same checks, and still no cycle rule.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      // Every package imported is listed in package.json, types included (decision 0074): one
      // that only arrives as another's dependency can vanish with that package's next version.
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app",
              from: ["./backend", "./server", "./cli", "./seed"],
              message: "The site talks to data only through the appwrite SDK.",
            },
            {
              target: "./backend",
              from: ["./app", "./server", "./cli"],
              message: "The backend is built from settings passed in (backend/create-backend.ts).",
            },
            {
              target: "./backend/services",
              from: ["./backend/http", "./backend/realtime"],
              message: "Services know nothing of requests or sockets: http -> services -> storage.",
            },
            {
              target: "./backend/storage",
              from: [
                "./backend/http",
                "./backend/realtime",
                "./backend/services",
                "./backend/models",
                "./backend/requests",
              ],
              message: "Storage is the bottom layer: http -> services -> storage.",
            },
            {
              target: "./backend/realtime",
              from: ["./backend/http"],
              message:
                "Realtime is the other door beside http: what both need lives in models/ or requests/.",
            },
            {
              target: "./backend/http",
              from: ["./backend/realtime"],
              message: "http is one door and realtime the other; neither goes through the other.",
            },
            {
              target: "./backend/models",
              from: ["./backend/http", "./backend/realtime", "./backend/services"],
              message:
                "Response models are shaped from stored records, for either door, by neither.",
            },
            {
              target: "./backend/requests",
              from: [
                "./backend/http",
                "./backend/realtime",
                "./backend/services",
                "./backend/storage",
              ],
              message: "Request helpers serve both doors and know no layer.",
            },
            {
              target: [
                "./backend/schema",
                "./backend/queries",
                "./backend/security",
                "./backend/errors",
                "./backend/mail",
              ],
              from: [
                "./backend/http",
                "./backend/realtime",
                "./backend/services",
                "./backend/storage",
                "./backend/models",
                "./backend/requests",
              ],
              message: "A leaf any layer may use imports no layer.",
            },
            {
              target: "./app/lib/collections",
              from: [
                "./app/routes",
                "./app/components",
                "./app/page-script",
                "./app/lib/admin",
                "./app/lib/live",
                "./app/lib/present",
              ],
              message:
                "Collections are the data layer of the site: screens use them, not the reverse.",
            },
            {
              target: [
                "./tests/support/appwrite-stand-in-entry.ts",
                "./tests/support/test-backend-costs.ts",
              ],
              from: ["./app", "./server", "./cli", "./seed", "./i18n"],
              message:
                "The Appwrite stand-in loads no site code: it stands in for a real Appwrite (decision 0151).",
            },
          ],
        },
      ],
    },
  },
  {
    // A public page reads the clock only through its loader's context.now(), which reports to
    // PageFreshness when the page next reads differently (app/routes/public-routes.test.ts checks
    // that); a clock read anywhere else in its render is kept by the page cache, stale (0077).
    // Left out: admin screens, present mode, the live feed and the page script run only in the
    // browser, and use-now.ts reads the clock only in its interval, after hydration.
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: [
      "app/routes/admin/**",
      "app/components/admin/**",
      "app/components/present/**",
      "app/lib/admin/**",
      "app/lib/present/**",
      "app/lib/live/**",
      "app/lib/use-now.ts",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          "NewExpression[callee.name='Date'][arguments.length=0]",
        ].map((selector) => ({
          selector,
          message:
            "A public page reads the clock through its loader's context.now() and reports to context.pageFreshness.",
        })),
      ],
    },
  },
  {
    // Only storage/sqlite knows SQL, and only the two doors (and the request helpers they share)
    // know HTTP and sockets. Packages, so no-restricted-imports rather than a folder zone.
    files: ["backend/**/*.ts"],
    ignores: ["backend/storage/sqlite/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "better-sqlite3", message: "Only backend/storage/sqlite knows SQL." }] },
      ],
    },
  },
  {
    files: [
      "backend/services/**/*.ts",
      "backend/storage/*.ts",
      "backend/schema/**/*.ts",
      "backend/queries/**/*.ts",
      "backend/security/**/*.ts",
      "backend/errors/**/*.ts",
      "backend/mail/**/*.ts",
      "backend/models/**/*.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "better-sqlite3", message: "Only backend/storage/sqlite knows SQL." },
            ...["hono", "ws", "node:http"].map((name) => ({
              name,
              message: "Only http/, realtime/ and requests/ know requests and sockets.",
            })),
          ],
          patterns: [
            { group: ["hono/*"], message: "Only http/, realtime/ and requests/ know requests." },
          ],
        },
      ],
    },
  },
  {
    // Visible words come from the catalogues (i18n/catalogues/, decision 0103): no text, and no
    // label, title, alt or placeholder, written as a string in a screen's markup. Held on every
    // screen converted so far; the admin screens join as they are converted.
    files: [
      "app/root.tsx",
      "app/routes/*.tsx",
      "app/components/*.tsx",
      "app/components/present/*.tsx",
      "app/routes/admin/*.tsx",
      "app/components/admin/**/*.tsx",
    ],
    plugins: { i18n: { rules: { "no-literal-words": visibleWords } } },
    rules: {
      "i18n/no-literal-words": [
        "error",
        { props: { include: [["*", "{label,title,alt,placeholder,summary,caption}"]] } },
      ],
    },
  },
);
