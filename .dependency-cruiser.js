// Import rules from docs/architecture.md, checked by `npm run check` (the `deps` script) so they
// hold by lint rather than by memory. Run on packages/*/src, apps/*/src and extension/src.
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycle: the modules listed import each other (type imports included), so each knows the other and, " +
        "at run time, which one is evaluated first depends on who imports first. Move what both need into a third " +
        "module, or pass it in.",
      from: {},
      // Forbidden even when a cycle is closed only by `import type`: the type is erased before the code
      // runs, but the two modules still each know the other. The shared type belongs in a third module.
      to: { circular: true },
    },
    {
      name: "no-feature-to-feature",
      severity: "error",
      comment:
        "A web feature imports another feature's folder. Features never import each other: pages in src/pages/ " +
        "compose them, shared UI goes to src/components/ or src/lib/, shared test helpers to src/test/.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "no-package-to-app",
      severity: "error",
      comment:
        "A package (contract, pipeline) imports an app (server, web, extension, e2e). Packages are used by the apps, " +
        "never the other way round; move the shared code into the package.",
      from: { path: "^packages/" },
      // Resolved paths for relative imports; the package names too, in case an app's dist/ is not built.
      to: { path: ["^(apps|extension|e2e)/", "^@lectern/(server|web|extension|e2e)(/|$)"] },
    },
  ],
  options: {
    // Workspaces import each other by package name, which resolves to the built dist/: that is the
    // edge we want, not the built files behind it (cycles inside a workspace are checked in src/).
    doNotFollow: { path: ["node_modules", "^(packages|apps)/[^/]+/dist/"] },
    // Type-only imports are edges too: a type import across features, from a package into an app or
    // closing a cycle is still a forbidden coupling.
    tsPreCompilationDeps: true,
    // Only the rules above are computed (no metrics, orphans or reachability): keeps the step fast.
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["types", "import", "default"],
    },
  },
};
