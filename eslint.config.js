import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./apps/web/src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Web imports flow shared (components, lib) → features → app; a feature never imports another feature. */
const webBoundaries = [
  {
    files: ["apps/web/src/components/**", "apps/web/src/lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared code must not import features or the app." }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", `!@/features/${feature}`, "@/app/*", "!@/app/paths"],
              message: "A feature imports only its own files, shared code and the route paths (decision 040).",
            },
          ],
        },
      ],
    },
  })),
];

/** An API module never reaches into another module; shared needs live in lib/ or plugins/. */
const apiBoundaries = {
  files: ["apps/api/src/modules/*/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ regex: "^\\.\\./(?!\\.\\./)[^/]+/", message: "Do not import another module's internals; move the shared part to lib/." }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/test-results/**", "apps/api/src/db/migrations/**", "apps/web/public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // Patterns: the plugin's recommended checks, and no pattern whose run time can grow faster than its
  // input (a hostile request must not freeze the server; decision 058).
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
      // Stylistic only, and `[A-Za-z0-9+/]` (base64) reads better than its `/i` rewrite.
      "regexp/use-ignore-case": "off",
    },
  },
  ...webBoundaries,
  apiBoundaries,
);
