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

const loadedWhereUsed = /[\\/]ui[\\/](dialog|input|textarea|select|label|table)\.tsx$/;

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
            // The frame and design system every page uses: one request instead of a dozen tiny ones. Primitives only
            // some pages or the lazy forms use stay out: dialog and form controls load when a dialog or form is
            // first needed, the table with the pages that have one.
            {
              name: "site",
              test: (id: string) => sharedByEveryPage.some((pattern) => pattern.test(id)) && !loadedWhereUsed.test(id),
            },
          ],
        },
      },
    },
  },
});
