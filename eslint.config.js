import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const DRIZZLE = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message: "Database access belongs in app/models/*.server.ts.",
};

/** An import pattern for app folders (by alias or relative path) a layer must not reach. */
function layers(folders, who) {
  return {
    regex: `^(~|\\.{1,2})/(.*/)?(${folders.join("|")})(\\.tsx?)?(/|$)`,
    message: `${who} may not import from ${folders.map((folder) => `app/${folder}`).join(", ")}: imports run down the layers only.`,
  };
}

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", "node_modules/**", ".wrangler/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [DRIZZLE],
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope, not a page's.
    files: ["public/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Models and the database layer are where drizzle lives.
    files: ["app/models/**", "db/**", "tests/**", "scripts/**", "drizzle.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // The layers (README "Layout", decisions 0022 and 0044): routes -> services ->
  // models -> db and routes -> http -> models -> db, with app/lib under all of
  // them. No import runs upward, and services and http never import each other:
  // a use case knows nothing of requests, responses, cookies or the framework.
  {
    files: ["app/models/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layers(["services", "http", "routes", "components", "root"], "Models")] }] },
  },
  {
    files: ["app/http/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [DRIZZLE, layers(["services", "routes", "components", "root"], "Request plumbing")] }] },
  },
  {
    files: ["app/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            DRIZZLE,
            layers(["http", "routes", "components", "root"], "Services"),
            {
              regex: "^(#remix-runtime|@remix-run/)",
              message: "Use cases know nothing of HTTP or the framework (decision 0044): the route builds the response.",
            },
          ],
        },
      ],
      // A use case takes what the route read from the request and returns a result.
      "no-restricted-globals": [
        "error",
        ...["Request", "Response", "Headers", "FormData"].map((name) => ({
          name,
          message: "Use cases take plain inputs and return plain results (decision 0044): the route reads the request and builds the response.",
        })),
      ],
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [DRIZZLE, layers(["models", "services", "http", "routes", "components", "root"], "Pure rules")] },
      ],
    },
  },
  {
    // Components take their data as props typed in app/lib; never server code.
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            DRIZZLE,
            layers(["services", "http"], "Components"),
            // Type-only imports of loaders and rows are still allowed here until
            // those types live in app/lib.
            { ...layers(["models", "routes", "root"], "Components"), allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
