import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const sharedByEveryPage = [
  /[\\/]app[\\/]components[\\/](ui|layout|page)[\\/]/,
  /[\\/]app[\\/]components[\\/]dialogs[\\/]dialogs-context/,
  /[\\/]app[\\/]lib[\\/](cn|page-head|format-date)\./,
  /[\\/]core[\\/](canonical|og-image|truncate)\./,
  /[\\/]content[\\/](site|navigation)\./,
  /[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router change together and load on every page: one file compresses
          // better than several and is cached once.
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            // The frame and design system every page uses: one request instead of a dozen tiny ones. Dialog code
            // stays out: it loads when a dialog is first opened.
            {
              name: "site",
              test: (id: string) => sharedByEveryPage.some((pattern) => pattern.test(id)) && !/dialog\.tsx$/.test(id),
            },
          ],
        },
      },
    },
  },
});
