// First: configures zod before any schema exists (see the module).
import "./zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";
import { applyTheme, resolveTheme } from "./theme/theme";

// Apply the theme before the first render so a dark-mode user never sees a light flash.
// (It cannot be an inline script in index.html: the Content-Security-Policy forbids those.)
applyTheme(resolveTheme());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
