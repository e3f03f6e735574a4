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
  },
});
