import "./storefront.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { StorefrontApp, storefrontQueryClient } from "./app";
import { initStorefrontI18n } from "./i18n";
import { askOpeningCalls } from "./opening";

const container = document.getElementById("storefront");
if (!container) throw new Error("storefront.html has no #storefront element");
const client = storefrontQueryClient();
askOpeningCalls(client, window.location.pathname);
await initStorefrontI18n();
createRoot(container).render(
  <StrictMode>
    <StorefrontApp client={client} />
  </StrictMode>,
);
