import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

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
              from: ["./backend/http", "./backend/realtime", "./backend/services"],
              message: "Storage is the bottom layer: http -> services -> storage.",
            },
          ],
        },
      ],
    },
  },
);
