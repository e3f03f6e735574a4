import "./console.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConsoleApp } from "./app";
import { initConsoleI18n } from "./i18n";

const container = document.getElementById("console");
if (!container) throw new Error("admin.html has no #console element");
await initConsoleI18n();
createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
