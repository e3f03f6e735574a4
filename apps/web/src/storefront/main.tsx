import "./storefront.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { StorefrontApp } from "./app";
import { initStorefrontI18n } from "./i18n";

const container = document.getElementById("storefront");
if (!container) throw new Error("storefront.html has no #storefront element");
await initStorefrontI18n();
createRoot(container).render(
  <StrictMode>
    <StorefrontApp />
  </StrictMode>,
);
