import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_SERVER = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // npm hoists React 18 to the root as antd-mobile's peer while this app uses React 19;
    // one copy for everything, or hooks break across the two.
    dedupe: ["react", "react-dom"],
  },
  server: {
    proxy: {
      "/api": API_SERVER,
      "/socket.io": { target: API_SERVER, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        // Libraries change less often than our screens: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: "antd-mobile",
              test: /node_modules[\\/](antd-mobile|@react-spring|@use-gesture|rc-[^\\/]+|ahooks|@floating-ui)[\\/]/,
            },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: "i18n",
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
